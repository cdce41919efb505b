// The PeerJS mesh. Peer ids are the room's slot ids (keyed hashes of the secret, derive.ts), so the
// PeerServer sees only hashes and cannot list a room's other slots. A browser takes the lowest free
// slot (the server refuses a taken id, which tells it that slot is held) and offers a DataConnection at
// once to each slot that refused it; a moment later it offers one to the slots around its own too
// (someone may hold a higher slot after a lower one left), skipping those gossip has already
// connected. The server keeps an offer to a free slot for a few seconds and hands it to whoever takes
// the slot: where two browsers offered each other, the lower id's offer is kept and the other
// withdrawn. Every connection first runs the secure channel (secure-channel.ts): a holder of a slot
// that cannot prove the room secret (a stranger squatting it) is closed, never counted as a peer, and
// left alone for a while; the room forms on the other slots. Only then does the y-protocols sync
// conversation start. A browser that comes back under an id the others still hold a connection for is
// told apart by its new session id and replaces the old connection; a connection that falls silent is
// dropped within seconds (heartbeats), and its peer is looked for again, as is everyone while this
// browser is alone. Losing the server is repaired on its own, with backoff.
import { Peer, type DataConnection, type PeerError } from 'peerjs';
import { fromUtf8, utf8 } from '../../core/index.js';
import { peerIdForSlot, slotOfPeerId, SLOT_IDS } from '../derive.js';
import { Emitter } from '../emitter.js';
import { mark } from '../marks.js';
import { channelSecret, HANDSHAKE_MS, newSession, onPageHide, SecureChannel, type ChannelSecret, type CloseReason } from '../secure-channel.js';
import { SyncHub, type SyncLink } from '../sync-hub.js';
import type { Transport, TransportContext, TransportEvents, TransportStatus } from '../transport.js';
import { chunkMessage, MAX_MESSAGE_BYTES, Reassembler } from './chunking.js';

/** Most browsers (players, bots' hosts and spectators) in one room; probes reach this far past one's slot. */
export const MESH_SLOTS = 16;
const BACKOFF_MIN_MS = 250;
/** How long the offers to slots not known to be taken wait, so they do not slow the first sync. */
export const WIDER_PROBE_DELAY_MS = 1500;
/** The same wait when no slot was taken: fifteen offers at once would hold up the first render. */
export const ALONE_PROBE_DELAY_MS = 250;
/** A lost peer (and a slot that refused us) is offered a connection again this often until it answers. */
export const LOOK_AGAIN_MS = 1000;
/** While alone, every slot around this browser's own is offered one again this often (each offer costs
 * a peer connection, and browsers cap how many a page may have). */
export const ALONE_LOOK_MS = 10_000;
/** A lost peer is looked for this long. */
const LOST_FOR_MS = 60_000;
/** A slot whose holder failed the handshake is not offered to again for this long. */
const STRANGER_MS = 15_000;
/** A connection dropped for flooding or for entries that failed checks is refused for this long. */
const BARRED_MS = 60_000;
/** Retrying the server costs one WebSocket: short enough that a returning network is used at once. */
const BACKOFF_MAX_MS = 2000;
/** Before the handshake, no frame is longer than this. */
const HANDSHAKE_FRAME_BYTES = 128;
/** The longest a burst of offers waits for the page to be idle. */
const IDLE_WAIT_MS = 1000;
/** Offers made in one go when looking around every slot. */
const OFFERS_AT_ONCE = 2;
/** Slots asked for in one round trip to the server. */
const CLAIMED_AT_ONCE = 2;
/** Errors that mean the server went away, not this browser's slot or connections. */
const SERVER_LOST = new Set(['network', 'socket-error', 'socket-closed', 'server-error']);
const FATAL = new Set(['network', 'server-error', 'socket-error', 'socket-closed', 'ssl-unavailable', 'browser-incompatible', 'invalid-key']);

interface OpenConnection {
  readonly conn: DataConnection;
  readonly outgoing: boolean;
  /** The other browser's session id (hex). */
  readonly session: string;
  readonly link: SyncLink;
  readonly channel: SecureChannel;
  end(reason: CloseReason): void;
}

/** Connects the room to its mesh through the configured PeerServer. */
export function connectPeerJs({ doc, awareness, keys, config, ready, stored }: TransportContext): Transport {
  const events = new Emitter<TransportEvents>();
  const hub = new SyncHub(doc, awareness, ready, stored);
  const roomRead = ready ?? Promise.resolve();
  const session = newSession();
  const slotId = (slot: number): string => peerIdForSlot(keys, slot);
  const open = new Map<string, OpenConnection>();
  /** Connections not yet through the handshake, by the other side's id: offered by this browser, and answered. */
  const pending = new Map<string, DataConnection>();
  const answering = new Map<string, DataConnection>();
  const strangers = new Map<string, number>();
  const barred = new Map<string, number>();
  const lost = new Map<string, number>();
  let secret: ChannelSecret | null = null;
  let peer: Peer | null = null;
  let ownSlot = 0;
  let status: TransportStatus = 'connecting';
  let backoff = BACKOFF_MIN_MS;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let widerProbe: ReturnType<typeof setTimeout> | undefined;
  /** Slots whose ids the server refused this time round: someone holds them. */
  let taken: number[] = [];

  const setStatus = (next: TransportStatus): void => {
    if (next !== status && status !== 'closed') events.emit('status', (status = next));
  };
  const emitPeers = (): void => events.emit('peers', open.size);
  const later = (run: () => void): void => {
    clearTimeout(timer);
    timer = setTimeout(run, backoff);
    backoff = Math.min(BACKOFF_MAX_MS, backoff * 2);
  };

  const newPeer = (slot: number): Peer =>
    new Peer(slotId(slot), {
      host: config.peerjs.host,
      port: config.peerjs.port,
      path: config.peerjs.path,
      secure: config.peerjs.secure,
      key: config.peerjs.key,
      config: { iceServers: [...config.iceServers] },
      debug: 0,
    });

  /** Claims the lowest free slot from `first` on, CLAIMED_AT_ONCE slots at a time: a joiner (the first
   * slot is its host's) learns which is free in one round trip to the server. The one kept is the lowest
   * the server granted; the others are given back at once. */
  const claimSlot = (first: number): void => {
    if (status === 'closed') return;
    if (first === 0) taken = [];
    if (first >= SLOT_IDS) {
      // Every slot is taken (or the server still holds our old id): try again from the start.
      setStatus(status === 'connecting' ? 'connecting' : 'reconnecting');
      return later(() => claimSlot(0));
    }
    const round = Array.from({ length: Math.min(CLAIMED_AT_ONCE, SLOT_IDS - first) }, (_, i) => ({
      slot: first + i,
      candidate: newPeer(first + i),
      outcome: 'waiting' as 'waiting' | 'granted' | 'taken',
    }));
    let decided = false;
    const decide = (): void => {
      if (decided || round.some((claim) => claim.outcome === 'waiting')) return;
      decided = true;
      const kept = status === 'closed' ? undefined : round.find((claim) => claim.outcome === 'granted');
      for (const claim of round) {
        if (claim.outcome === 'taken') taken.push(claim.slot);
        if (claim !== kept) claim.candidate.destroy();
      }
      if (status === 'closed') return;
      if (!kept) return claimSlot(first + round.length);
      settle(kept.candidate, kept.slot);
    };
    for (const claim of round) {
      const { candidate } = claim;
      candidate.on('open', () => {
        claim.outcome = 'granted';
        decide();
      });
      // Only the kept slot's connections are adopted (one offered to a slot being given back is closed).
      candidate.on('connection', (conn) => (peer === candidate ? adopt(conn, false) : conn.close()));
      candidate.on('error', (error: PeerError<string>) => {
        if (decided || status === 'closed') return;
        if (error.type === 'unavailable-id') {
          claim.outcome = 'taken';
          return decide();
        }
        if (FATAL.has(error.type)) {
          // The server cannot be reached: give every slot of this round back and start over later.
          decided = true;
          for (const other of round) other.candidate.destroy();
          setStatus(status === 'connecting' ? 'connecting' : 'reconnecting');
          later(() => claimSlot(0));
        }
      });
    }
  };

  /** Makes `candidate` (granted `slot`) this browser's place in the mesh, and offers connections. */
  const settle = (candidate: Peer, slot: number): void => {
    mark('shoal:slot-open');
    peer = candidate;
    ownSlot = slot;
    backoff = BACKOFF_MIN_MS;
    setStatus('online');
    probe(taken.map(slotId));
    clearTimeout(widerProbe);
    // With a peer found, gossip usually names the rest first; with none, someone may still hold a
    // higher slot (a lower one freed up), so look soon, after the page has read and drawn the room (the
    // offers cost the page a peer connection each, and a restore's fold and first drawing come first).
    if (taken.length > 0) widerProbe = setTimeout(probeAround, WIDER_PROBE_DELAY_MS);
    else void roomRead.then(() => status !== 'closed' && (widerProbe = setTimeout(() => whenIdle(probeAround), ALONE_PROBE_DELAY_MS)));
    candidate.on('disconnected', () => {
      if (status === 'closed' || candidate.destroyed) return;
      // Lost the server only: open connections keep working; come back under the same id.
      setStatus('reconnecting');
      later(() => {
        if (!candidate.destroyed && candidate.disconnected) candidate.reconnect();
      });
    });
    candidate.on('error', (error: PeerError<string>) => {
      if (status === 'closed' || peer !== candidate) return;
      if (error.type === 'peer-unavailable') return void dropPending(error.message);
      if (error.type === 'unavailable-id') {
        // The server gave our slot to someone else (after a reconnect): start over.
        candidate.destroy();
        peer = null;
        return claimSlot(0);
      }
      if (SERVER_LOST.has(error.type)) {
        // Only the server is lost (PeerJS keeps the connections): they keep working; come back under the same id.
        setStatus('reconnecting');
        return later(() => {
          if (!candidate.destroyed && candidate.disconnected) candidate.reconnect();
        });
      }
      if (FATAL.has(error.type)) {
        candidate.destroy();
        peer = null;
        setStatus(status === 'connecting' ? 'connecting' : 'reconnecting');
        later(() => claimSlot(0));
      }
      // Other errors belong to one connection, whose own close handler cleans up.
    });
  };

  /** Offers a connection to every id in `ids` not yet connected, offered, or recently a stranger's. */
  const probe = (ids: readonly string[]): void => {
    const self = peer;
    if (!self || !self.open || !secret) return;
    const now = Date.now();
    for (const id of ids) {
      if (id === self.id || open.has(id) || pending.has(id) || answering.has(id) || slotOfPeerId(keys, id) === null) continue;
      if (now - (strangers.get(id) ?? -Infinity) < STRANGER_MS || now - (barred.get(id) ?? -Infinity) < BARRED_MS) continue;
      const conn = self.connect(id, { serialization: 'raw', reliable: true });
      if (!conn) continue;
      pending.set(id, conn);
      adopt(conn, true);
    }
  };

  /** Offers to every slot from the first to a mesh's width past this browser's own, a few at a time
   * while the page is idle: each offer costs the page a peer connection (15 at once held its thread for
   * over 100 ms, delaying a seat click). */
  const probeAround = (): void => {
    const ids = Array.from({ length: Math.min(SLOT_IDS, ownSlot + MESH_SLOTS) }, (_, slot) => slotId(slot));
    const offerSome = (): void => {
      if (status === 'closed') return;
      probe(ids.splice(0, OFFERS_AT_ONCE));
      if (ids.length > 0) whenIdle(offerSome);
    };
    offerSome();
  };

  // Peers lost lately are looked for again, and while this browser is alone, the slots that refused
  // it and, now and then, every slot around its own.
  let lookedAround = Date.now();
  const looking = setInterval(() => {
    if (status === 'closed' || !peer?.open) return;
    const now = Date.now();
    for (const [id, since] of lost) if (now - since > LOST_FOR_MS || open.has(id)) lost.delete(id);
    probe([...lost.keys()]);
    if (open.size > 0) return;
    probe(taken.map(slotId));
    if (now - lookedAround >= ALONE_LOOK_MS) {
      lookedAround = now;
      probeAround();
    }
  }, LOOK_AGAIN_MS);

  const dropPending = (message: string): void => {
    const id = message.split(' ').pop() ?? '';
    const conn = pending.get(id);
    if (conn) {
      pending.delete(id);
      conn.close();
    }
  };

  const adopt = (conn: DataConnection, outgoing: boolean): void => {
    const reassembler = new Reassembler();
    reassembler.maxBytes = HANDSHAKE_FRAME_BYTES;
    let channel: SecureChannel | null = null;
    let record: OpenConnection | null = null;
    let ended = false;
    let messageId = 0;
    const early: Uint8Array[] = [];
    // An offer a squatter never answers (or an accepted one that never opens) is given up.
    const giveUp = setTimeout(() => end('timeout'), HANDSHAKE_MS + 1000);
    if (!outgoing) {
      answering.set(conn.peer, conn);
      // Both offered (the server hands a browser the offers made to its slot while it was free): the
      // offer of the lower id is the one kept, as below once both are through, but settled now, before
      // either pays for a second connection's set-up and handshake.
      const mine = pending.get(conn.peer);
      if (mine && !mine.open && peer && conn.peer < peer.id) {
        pending.delete(conn.peer);
        mine.close();
      }
    }

    const end = (reason: CloseReason): void => {
      if (ended) return;
      ended = true;
      clearTimeout(giveUp);
      channel?.close(reason);
      if (pending.get(conn.peer) === conn) pending.delete(conn.peer);
      if (answering.get(conn.peer) === conn) answering.delete(conn.peer);
      if (record && open.get(conn.peer) === record) {
        open.delete(conn.peer);
        record.link.close();
        emitPeers();
        if (reason !== 'closed') lost.set(conn.peer, Date.now());
      } else {
        record?.link.close();
      }
      if (reason === 'refused' || (reason === 'timeout' && outgoing)) strangers.set(conn.peer, Date.now());
      if (reason === 'flood' || reason === 'junk') barred.set(conn.peer, Date.now());
      if (reason === 'refused' || reason === 'flood' || reason === 'tampered') events.emit('dropped', { peer: conn.peer, reason });
      conn.close();
    };

    const authenticated = (remoteSession: string): void => {
      if (ended || status === 'closed' || !peer || !channel) return end('closed');
      if (Date.now() - (barred.get(conn.peer) ?? -Infinity) < BARRED_MS) return end('closed');
      clearTimeout(giveUp);
      reassembler.maxBytes = MAX_MESSAGE_BYTES;
      if (pending.get(conn.peer) === conn) pending.delete(conn.peer);
      if (answering.get(conn.peer) === conn) answering.delete(conn.peer);
      strangers.delete(conn.peer);
      lost.delete(conn.peer);
      const existing = open.get(conn.peer);
      if (existing) {
        if (existing.session === remoteSession) {
          // Both sides offered at once: both keep the connection offered by the lower id.
          const initiator = (isOutgoing: boolean): string => (isOutgoing ? peer!.id : conn.peer);
          if (initiator(existing.outgoing) <= initiator(outgoing)) return end('closed');
        }
        // Else the browser behind that id came back (a new session): its old connection is dead.
        open.delete(conn.peer);
        existing.end('closed');
      }
      const secured = channel;
      const link = hub.open((message) => secured.send(message), {
        onCustom: (payload) => gossipReceived(payload),
        onHostile: (why) => end(why === 'junk' ? 'junk' : 'flood'),
      });
      record = { conn, outgoing, session: remoteSession, link, channel: secured, end };
      mark('shoal:peer-authenticated');
      open.set(conn.peer, record);
      emitPeers();
      // Tell every peer whom we reach, so a mesh formed in pieces closes up.
      const ids = utf8(JSON.stringify([...open.keys(), peer.id]));
      for (const other of open.values()) other.link.sendCustom(ids);
    };

    conn.on('open', () => {
      if (ended) return;
      if (status === 'closed' || !peer || !secret) return end('closed');
      mark('shoal:connection-open');
      channel = new SecureChannel({
        secret,
        initiator: outgoing,
        localId: peer.id,
        remoteId: conn.peer,
        session,
        send: (frame) => {
          for (const part of chunkMessage(frame, messageId++)) void conn.send(part);
        },
        onOpen: authenticated,
        onMessage: (message) => record?.link.receive(message),
        onClose: end,
      });
      for (const frame of early.splice(0)) channel.receive(frame);
    });
    conn.on('data', (data: unknown) => {
      if (ended) return;
      const bytes = data instanceof ArrayBuffer ? new Uint8Array(data) : data instanceof Uint8Array ? data : null;
      if (!bytes) return end('refused');
      const whole = reassembler.push(bytes);
      // A frame no honest sender makes: a stranger before the handshake, abuse after it.
      if (reassembler.malformed) return end(record ? 'flood' : 'refused');
      if (!whole) return;
      if (channel) channel.receive(whole);
      else if (early.length < 4) early.push(whole);
      else end('refused');
    });
    conn.on('close', () => end('closed'));
    conn.on('error', () => end('closed'));
  };

  const gossipReceived = (payload: Uint8Array): void => {
    try {
      const ids = JSON.parse(fromUtf8(payload)) as unknown;
      if (Array.isArray(ids) && ids.length <= SLOT_IDS) probe(ids.filter((id): id is string => typeof id === 'string'));
    } catch {
      // A garbled list is ignored.
    }
  };

  // A closing page says goodbye on every connection, so its departure shows at once.
  const unbindPageHide = onPageHide(() => {
    for (const record of [...open.values()]) record.channel.goodbye();
  });

  // The network is back: reach the server now rather than at the end of the backoff, then everyone lost.
  const onOnline = (): void => {
    if (status === 'closed' || !secret) return;
    backoff = BACKOFF_MIN_MS;
    clearTimeout(timer);
    if (peer && !peer.destroyed && peer.disconnected) peer.reconnect();
    else if (!peer) claimSlot(0);
  };
  globalThis.addEventListener?.('online', onOnline);

  mark('shoal:transport-start');
  void channelSecret(keys.secret, keys.roomId).then(
    (imported) => {
      secret = imported;
      claimSlot(0);
    },
    () => setStatus('closed'),
  );

  return {
    kind: 'peerjs',
    events,
    status: () => status,
    peerCount: () => open.size,
    destroy() {
      if (status === 'closed') return;
      status = 'closed';
      clearTimeout(timer);
      clearTimeout(widerProbe);
      clearInterval(looking);
      unbindPageHide();
      globalThis.removeEventListener?.('online', onOnline);
      for (const record of [...open.values()]) record.channel.goodbye();
      hub.destroy();
      for (const record of [...open.values()]) record.end('closed');
      for (const conn of pending.values()) conn.close();
      open.clear();
      pending.clear();
      peer?.destroy();
      peer = null;
      events.emit('status', 'closed');
      events.clear();
    },
  };
}

/** Runs `run` once the page is idle (at most IDLE_WAIT_MS from now), or at once where nothing tells. */
function whenIdle(run: () => void): void {
  const idle = (globalThis as { requestIdleCallback?: (callback: () => void, options: { timeout: number }) => number }).requestIdleCallback;
  if (idle) idle(run, { timeout: IDLE_WAIT_MS });
  else run();
}
