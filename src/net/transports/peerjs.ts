// The PeerJS mesh. Peer ids are slots derived from the room topic (`shoal-<topic>-<k>`), so the
// PeerServer sees only hashes. A browser takes the lowest free slot (the server refuses a taken id,
// which tells it that slot has a peer) and offers a DataConnection at once to each slot that refused
// it; a moment later it offers one to every other slot too (someone may hold a higher slot after a
// lower one left), skipping those gossip has already connected. Offers to an empty slot wait at the
// server a few seconds in case someone arrives, then expire. Each connection runs the y-protocols sync
// conversation (step 1/2, then updates) and presence; peers also gossip whom they are connected to, so
// a mesh that formed in pieces closes up. Losing the server or a peer is repaired on its own, with
// backoff.
import { Peer, type DataConnection, type PeerError } from 'peerjs';
import { fromUtf8, utf8 } from '../../core/index.js';
import { peerIdForSlot, slotOfPeerId } from '../derive.js';
import { Emitter } from '../emitter.js';
import { SyncHub, type SyncLink } from '../sync-hub.js';
import type { Transport, TransportContext, TransportEvents, TransportStatus } from '../transport.js';
import { chunkMessage, Reassembler } from './chunking.js';

/** Most browsers (players, bots' hosts and spectators) in one room. */
export const MESH_SLOTS = 16;
const BACKOFF_MIN_MS = 250;
/** How long the offers to slots not known to be taken wait, so they do not slow the first sync. */
export const WIDER_PROBE_DELAY_MS = 1500;
/** The same wait when no slot was taken: fifteen offers at once would hold up the first render. */
export const ALONE_PROBE_DELAY_MS = 250;
const BACKOFF_MAX_MS = 8000;
const FATAL = new Set(['network', 'server-error', 'socket-error', 'socket-closed', 'ssl-unavailable', 'browser-incompatible', 'invalid-key']);

interface OpenConnection {
  readonly conn: DataConnection;
  readonly link: SyncLink;
  readonly outgoing: boolean;
}

/** Connects the room to its mesh through the configured PeerServer. */
export function connectPeerJs({ doc, awareness, keys, config }: TransportContext): Transport {
  const events = new Emitter<TransportEvents>();
  const hub = new SyncHub(doc, awareness);
  const open = new Map<string, OpenConnection>();
  const pending = new Map<string, DataConnection>();
  let peer: Peer | null = null;
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

  const claimSlot = (slot: number): void => {
    if (status === 'closed') return;
    if (slot === 0) taken = [];
    if (slot >= MESH_SLOTS) {
      // Every slot is taken (or the server still holds our old id): try again from the start.
      setStatus(status === 'connecting' ? 'connecting' : 'reconnecting');
      return later(() => claimSlot(0));
    }
    const candidate = new Peer(peerIdForSlot(keys, slot), {
      host: config.peerjs.host,
      port: config.peerjs.port,
      path: config.peerjs.path,
      secure: config.peerjs.secure,
      key: config.peerjs.key,
      config: { iceServers: [...config.iceServers] },
      debug: 0,
    });
    candidate.on('open', () => {
      if (status === 'closed') return void candidate.destroy();
      peer = candidate;
      backoff = BACKOFF_MIN_MS;
      setStatus('online');
      const everySlot = [...Array(MESH_SLOTS).keys()].map((s) => peerIdForSlot(keys, s));
      probe(taken.map((s) => peerIdForSlot(keys, s)));
      clearTimeout(widerProbe);
      // With a peer found, gossip usually names the rest first; with none, someone may still hold a
      // higher slot (a lower one freed up), so look soon, after the page has drawn the room.
      widerProbe = setTimeout(() => probe(everySlot), taken.length > 0 ? WIDER_PROBE_DELAY_MS : ALONE_PROBE_DELAY_MS);
    });
    candidate.on('connection', (conn) => adopt(conn, false));
    candidate.on('disconnected', () => {
      if (status === 'closed' || candidate.destroyed) return;
      // Lost the server only: open connections keep working; come back under the same id.
      setStatus('reconnecting');
      later(() => {
        if (!candidate.destroyed && candidate.disconnected) candidate.reconnect();
      });
    });
    candidate.on('error', (error: PeerError<string>) => {
      if (status === 'closed') return;
      if (error.type === 'peer-unavailable') return void dropPending(error.message);
      if (error.type === 'unavailable-id') {
        // Before opening: the slot is someone else's, try the next. After: start over.
        const hadOpened = peer === candidate;
        candidate.destroy();
        if (hadOpened) peer = null;
        else taken.push(slot);
        return claimSlot(hadOpened ? 0 : slot + 1);
      }
      if (FATAL.has(error.type)) {
        candidate.destroy();
        if (peer === candidate) peer = null;
        setStatus(status === 'connecting' ? 'connecting' : 'reconnecting');
        later(() => claimSlot(0));
      }
      // Other errors belong to one connection, whose own close handler cleans up.
    });
  };

  /** Offers a connection to every id in `ids` not yet connected or offered. */
  const probe = (ids: readonly string[]): void => {
    const self = peer;
    if (!self || !self.open) return;
    for (const id of ids) {
      if (id === self.id || open.has(id) || pending.has(id) || slotOfPeerId(keys, id) === null) continue;
      const conn = self.connect(id, { serialization: 'raw', reliable: true });
      if (!conn) continue;
      pending.set(id, conn);
      adopt(conn, true);
    }
  };

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
    let link: SyncLink | null = null;
    let opened = false;
    const early: Uint8Array[] = [];
    // The side that accepted a connection speaks once it has heard from the side that offered it
    // (which speaks as soon as its channel opens). Chromium can drop what the accepting side sends
    // the moment its channel opens, before the offering side's has: a lost sync step 1 would leave
    // this peer without the room until the next reconnection.
    const startWhenReady = (): void => {
      if (link || !opened || (!outgoing && early.length === 0)) return;
      start();
    };
    conn.on('data', (data: unknown) => {
      const bytes = data instanceof ArrayBuffer ? new Uint8Array(data) : data instanceof Uint8Array ? data : null;
      if (!bytes) return;
      const whole = reassembler.push(bytes);
      if (!whole) return;
      if (link) return link.receive(whole);
      early.push(whole);
      startWhenReady();
    });
    conn.on('open', () => {
      if (pending.get(conn.peer) === conn) pending.delete(conn.peer);
      if (status === 'closed' || !peer) return void conn.close();
      opened = true;
      startWhenReady();
    });
    const start = (): void => {
      if (status === 'closed' || !peer) return void conn.close();
      const existing = open.get(conn.peer);
      if (existing) {
        // Both sides offered at once: both keep the connection offered by the lower id.
        const initiator = (c: { outgoing: boolean }): string => (c.outgoing ? peer!.id : conn.peer);
        if (initiator(existing) <= initiator({ outgoing })) return void conn.close();
        open.delete(conn.peer);
        existing.link.close();
        existing.conn.close();
      }
      let messageId = 0;
      const started = hub.open(
        (message) => {
          for (const frame of chunkMessage(message, messageId++)) void conn.send(frame);
        },
        (payload) => gossipReceived(payload),
      );
      link = started;
      open.set(conn.peer, { conn, link: started, outgoing });
      for (const message of early.splice(0)) started.receive(message);
      emitPeers();
      // Tell every peer whom we reach, so a mesh formed in pieces closes up.
      const ids = utf8(JSON.stringify([...open.keys(), peer.id]));
      for (const other of open.values()) other.link.sendCustom(ids);
    };
    const closed = (): void => {
      if (pending.get(conn.peer) === conn) pending.delete(conn.peer);
      const current = open.get(conn.peer);
      if (current?.conn === conn) {
        open.delete(conn.peer);
        current.link.close();
        emitPeers();
      }
    };
    conn.on('close', closed);
    conn.on('error', () => {
      closed();
      conn.close();
    });
  };

  const gossipReceived = (payload: Uint8Array): void => {
    try {
      const ids = JSON.parse(fromUtf8(payload)) as unknown;
      if (Array.isArray(ids) && ids.length <= MESH_SLOTS) probe(ids.filter((id): id is string => typeof id === 'string'));
    } catch {
      // A garbled list is ignored.
    }
  };

  claimSlot(0);

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
      hub.destroy();
      for (const { conn } of open.values()) conn.close();
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
