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
export { entryId, entryMessage, parseEntry, signEntry, verifyEntry, type LogScope, type SignedEntry } from './entry.js';
export {
  cleanName,
  MAX_NAME_LENGTH,
  claimId,
  genesisId,
  parseClaim,
  resolveSeating,
  signAdmission,
  signClaim,
  verifyClaim,
  type Admission,
  type ClaimChoice,
  type SeatClaim,
  type Seating,
  type SeatingProof,
} from './claim.js';
export {
  constitutionFor,
  constitutionId,
  createConstitution,
  DEFAULT_TIMEOUTS,
  RULES_VERSION,
  secretOf,
  type Constitution,
  type RoomSettings,
  type Timeouts,
} from './constitution.js';
export { authorOf, FORFEIT, isForfeit, LogFold, type AcceptedEntry, type FoldResult, type LogEnding, type RejectedEntry } from './log-fold.js';
export { LOCAL_ORIGIN, REPUBLISH_ORIGIN, roomParts, type RoomParts } from './room-doc.js';
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
export { KeptEntries, type TamperReport } from './log-repair.js';
export { Room, type EarlyConnection, type RoomEvents, type RoomOptions } from './room.js';
