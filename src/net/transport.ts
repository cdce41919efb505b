// Transports carry a room's doc and presence between browsers. Every connection on every transport runs
// the secure channel (secure-channel.ts) before any byte of the room passes. Each is loaded only when used (its own
// chunk), behind one small interface: connect, report status and peers, destroy.
import type { Awareness } from 'y-protocols/awareness';
import type * as Y from 'yjs';
import type { RoomKeys } from './derive.js';
import type { Emitter } from './emitter.js';
import type { PeerOrigin } from './peer-origin.js';
import type { CloseReason } from './secure-channel.js';

export const TRANSPORT_KINDS = ['peerjs', 'y-webrtc', 'local'] as const;
/** `peerjs` (default): a full mesh over a PeerServer; `y-webrtc`: y-webrtc with the room secret as
 * password; `local`: a BroadcastChannel between tabs of one browser (solo play, tests). */
export type TransportKind = (typeof TRANSPORT_KINDS)[number];

/** `connecting`: reaching the signaling service; `online`: reachable by peers; `reconnecting`: lost it,
 * retrying on its own; `closed`: destroyed. */
export type TransportStatus = 'connecting' | 'online' | 'reconnecting' | 'closed';

export interface TransportEvents extends Record<string, unknown> {
  status: TransportStatus;
  /** Number of peers with an open, authenticated connection. */
  peers: number;
  /** A connection was closed for what came over it: no proof of the room secret, a forged frame, a flood. */
  dropped: Dropped;
}

/** A connection closed for what came over it; `message` says so in plain words when the room named it. */
export interface Dropped {
  readonly peer: string;
  readonly reason: CloseReason;
  readonly message?: string;
}

/** A PeerServer to use (the `peer` package, or the public PeerJS cloud). */
export interface PeerServerConfig {
  readonly host: string;
  readonly port: number;
  readonly path: string;
  readonly secure: boolean;
  readonly key: string;
}

/** Where the signaling services are and how WebRTC finds a route. */
export interface NetConfig {
  readonly transport: TransportKind;
  readonly peerjs: PeerServerConfig;
  /** y-webrtc signaling servers (ws:// or wss://). */
  readonly signaling: readonly string[];
  readonly iceServers: readonly RTCIceServer[];
  /** The developer override in force (`?signal=` naming a server on this machine), shown in the room. */
  readonly override?: string;
  /** The pause before a bot hosted in a room moves, so people can follow it (ms; the table's default when absent). */
  readonly botPauseMs?: number;
}

/** A running transport. */
export interface Transport {
  readonly kind: TransportKind;
  readonly events: Emitter<TransportEvents>;
  status(): TransportStatus;
  peerCount(): number;
  /** The connection behind a transaction origin this transport applied updates with, when it knows. */
  originOf?(origin: unknown): PeerOrigin | null;
  /** Disconnects and releases everything (sockets, peer connections, listeners). */
  destroy(): void;
}

/** What every transport is given. */
export interface TransportContext {
  readonly doc: Y.Doc;
  readonly awareness: Awareness;
  readonly keys: RoomKeys;
  readonly config: NetConfig;
  /** Resolves once the doc holds this device's copy of the room and the room watches it: the transport
   * may find its peers before, but applies nothing of theirs until then. */
  readonly ready?: Promise<void>;
  /** Resolves once the doc holds this device's copy (before `ready`): from then on, the sync may start. */
  readonly stored?: Promise<void>;
}

type Connect = (context: TransportContext) => Transport;

// Each transport is its own chunk, fetched on first use.
const LOADERS: Readonly<Record<TransportKind, () => Promise<Connect>>> = {
  peerjs: async () => (await import('./transports/peerjs.js')).connectPeerJs,
  'y-webrtc': async () => (await import('./transports/y-webrtc.js')).connectYWebrtc,
  local: async () => (await import('./transports/local.js')).connectLocal,
};

/** Starts fetching a transport's chunk, so connecting later does not wait for it. */
export function preloadTransport(kind: TransportKind): void {
  // A failed fetch is reported by `connectTransport`, which tries again.
  LOADERS[kind]().catch(() => {});
}

/** Loads the chosen transport's chunk and connects it. */
export async function connectTransport(context: TransportContext): Promise<Transport> {
  const connect = await LOADERS[context.config.transport]();
  return connect(context);
}
