// src/net: room links, identities, the signed log in a Y.Doc, transports, persistence.
export { formatRoomHash, formatRoomLink, newRoomSecret, parseRoomLink, ROOM_SECRET_BYTES, type RoomLink } from './link.js';
export { deriveRoomKeys, keyFingerprint, peerIdForSlot, slotOfPeerId, type RoomKeys } from './derive.js';
export {
  createSigningKey,
  CryptoError,
  signatureBackend,
  signerFor,
  verifyByEncodedKey,
  verifySignature,
  type SignatureBackend,
  type Signer,
  type StoredSigningKey,
} from './signing.js';
export { platformEntropy } from './entropy.js';
export { createIdentity, openIdentity, type SeatIdentity, type StoredIdentity } from './identity.js';
export { indexedDbKeyStore, memoryKeyStore, type KeyStore, type RoomPrivate, type StoredSecrets } from './key-store.js';
export { entryKey, entryMessage, parseEntry, signEntry, verifyEntry, type LogScope, type SignedEntry } from './entry.js';
export {
  cleanName,
  MAX_NAME_LENGTH,
  parseClaim,
  resolveSeating,
  signClaim,
  verifyClaim,
  type ClaimChoice,
  type RejectedClaim,
  type SeatClaim,
  type Seating,
} from './claim.js';
export { LogFold, type AcceptedEntry, type FoldResult, type RejectedEntry } from './log-fold.js';
export { LOCAL_ORIGIN, readMeta, REPUBLISH_ORIGIN, roomParts, RULES_VERSION, writeMeta, type RoomMeta, type RoomParts } from './room-doc.js';
export { parsePresence, type Presence, type PresenceState } from './presence.js';
export { DEFAULT_NET_CONFIG, loadNetConfig, peerServerFromUrl, resolveNetConfig } from './config.js';
export {
  connectTransport,
  TRANSPORT_KINDS,
  type NetConfig,
  type PeerServerConfig,
  type Transport,
  type TransportKind,
  type TransportStatus,
} from './transport.js';
export { Emitter } from './emitter.js';
export { AcceptedEntries, type TamperReport } from './log-repair.js';
export { Room, type RoomEvents, type RoomOptions } from './room.js';
