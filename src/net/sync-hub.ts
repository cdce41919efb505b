// The y-protocols sync conversation over any message pipe: sync step 1 (my state vector) and step 2
// (what you lack) when a link opens, then every update as it happens, plus awareness (presence). The
// PeerJS mesh runs one link per DataConnection; the local transport runs one per pair of tabs.
//
// What one message may cost the page is bounded: after the first sync, an update larger than
// MAX_UPDATE_BYTES is refused (it would hold the page for one long task), and so is a step 2 nobody
// asked for. An honest browser never sends either: a write of its own that is larger asks the other side
// to sync instead (RESYNC), which it answers with step 1 at most every RESYNC_MS, and the step 2 that
// follows is expected. A browser sends only its own writes as updates (never what it received), so
// each link is the origin of the updates it applies (peer-origin.ts) and entries that fail checks are
// traced to the browser that wrote them. A link that breaks these rules, or writes into the doc under
// this browser's own client id, is hostile: the transport drops it.
import * as decoding from 'lib0/decoding';
import * as encoding from 'lib0/encoding';
import * as awarenessProtocol from 'y-protocols/awareness';
import * as syncProtocol from 'y-protocols/sync';
import * as Y from 'yjs';
import { MAX_REFUSED_PER_CONNECTION, type PeerOrigin } from './peer-origin.js';

const MESSAGE_SYNC = 0;
const MESSAGE_AWARENESS = 1;
const MESSAGE_QUERY_AWARENESS = 2;
/** Transport-specific payloads (the PeerJS mesh gossips its peer list). */
export const MESSAGE_CUSTOM = 3;
/** "What I have for you is too large for one update: send me your step 1." */
const MESSAGE_RESYNC = 4;
/** The largest update accepted after the first sync: one move of the largest kind (64 KB, entry.ts) with room to spare. */
export const MAX_UPDATE_BYTES = 96 * 1024;
/** A link answers requests to sync at most this often. */
export const RESYNC_MS = 2000;

/** An update that cannot be applied yet asks its link for a sync at most this often. */
const PENDING_SYNC_MS = 500;

/** Why a link was found hostile: an `oversized` update, a step 2 `unasked` for, a write `forged` under
 * this browser's client id, or too many entries that failed checks (`junk`). */
export type HostileReason = 'oversized' | 'unasked' | 'forged' | 'junk';

/** One message pipe to one peer. */
export interface SyncLink extends PeerOrigin {
  /** Feeds a received message in. */
  receive(message: Uint8Array): void;
  /** Sends a transport-specific payload. */
  sendCustom(payload: Uint8Array): void;
  /** Awareness client ids learned through this link. */
  readonly clients: ReadonlySet<number>;
  /** Stops using the link and forgets the presence it carried. */
  close(): void;
}

export interface LinkHandlers {
  /** Receives transport payloads. */
  onCustom?(payload: Uint8Array): void;
  /** The link broke the rules above: the transport should drop its connection. */
  onHostile?(reason: HostileReason): void;
}

/** Keeps a doc and its awareness in sync over any number of links. */
export class SyncHub {
  private readonly links = new Set<Link>();
  private readonly onUpdate = (update: Uint8Array, origin: unknown): void => {
    // Only this browser's own writes go out as updates: what a peer sent reaches the others from that
    // peer (the mesh is complete, and every new link syncs in full), so an update that arrives on a link
    // was written by the browser behind it, and the entries that fail checks in it count against it alone.
    if (origin instanceof Link || origin instanceof SyncedFrom) return;
    const large = update.length > MAX_UPDATE_BYTES;
    const message = large ? frame(MESSAGE_RESYNC, () => {}) : frame(MESSAGE_SYNC, (encoder) => syncProtocol.writeUpdate(encoder, update));
    for (const link of this.links) if (link !== origin) link.send(message);
  };
  private readonly onAwareness = (
    { added, updated, removed }: { added: number[]; updated: number[]; removed: number[] },
    origin: unknown,
  ): void => {
    const changed = [...added, ...updated, ...removed];
    const message = frame(MESSAGE_AWARENESS, (encoder) =>
      encoding.writeVarUint8Array(encoder, awarenessProtocol.encodeAwarenessUpdate(this.awareness, changed)),
    );
    for (const link of this.links) if (link !== origin) link.send(message);
  };

  constructor(
    readonly doc: Y.Doc,
    readonly awareness: awarenessProtocol.Awareness,
  ) {
    doc.on('update', this.onUpdate);
    awareness.on('update', this.onAwareness);
  }

  /**
   * Opens a link that sends through `send`. The link starts the conversation at once (step 1 and this
   * peer's presence).
   */
  open(send: (message: Uint8Array) => void, handlers: LinkHandlers = {}): SyncLink {
    const link = new Link(this, send, handlers);
    this.links.add(link);
    link.askForSync();
    link.send(frame(MESSAGE_QUERY_AWARENESS, () => {}));
    this.sendAwareness(link, [this.doc.clientID]);
    return link;
  }

  /** @internal True when `client` is this browser's doc or the browser behind another link than `link`. */
  speaksFor(client: number, link: Link): boolean {
    if (client === this.doc.clientID) return true;
    for (const other of this.links) if (other !== link && other.peerClient === client) return true;
    return false;
  }

  /** @internal True when an open link has learned `client`'s presence. */
  carries(client: number): boolean {
    for (const link of this.links) if (link.clients.has(client)) return true;
    return false;
  }

  /** @internal */
  forget(link: Link): void {
    this.links.delete(link);
  }

  /** @internal */
  sendAwareness(link: Link, clients: number[]): void {
    if (clients.length === 0) return;
    link.send(
      frame(MESSAGE_AWARENESS, (encoder) =>
        encoding.writeVarUint8Array(encoder, awarenessProtocol.encodeAwarenessUpdate(this.awareness, clients)),
      ),
    );
  }

  /** Stops listening to the doc; closes every link. */
  destroy(): void {
    for (const link of [...this.links]) link.close();
    this.doc.off('update', this.onUpdate);
    this.awareness.off('update', this.onAwareness);
  }
}

class Link implements SyncLink {
  readonly peerOrigin = true as const;
  readonly clients = new Set<number>();
  peerClient: number | null = null;
  private closed = false;
  /** Step 2 messages this side asked for and has not received. */
  private expectedStep2 = 0;
  private refusedEntries = 0;
  private clientBeforeApply: number | null = null;
  private lastResync = -Infinity;
  private resyncTimer: ReturnType<typeof setTimeout> | undefined;
  private readonly synced = new SyncedFrom(this);

  constructor(
    private readonly hub: SyncHub,
    private readonly sendRaw: (message: Uint8Array) => void,
    private readonly handlers: LinkHandlers,
  ) {}

  send(message: Uint8Array): void {
    if (!this.closed) this.sendRaw(message);
  }

  sendCustom(payload: Uint8Array): void {
    this.send(frame(MESSAGE_CUSTOM, (encoder) => encoding.writeVarUint8Array(encoder, payload)));
  }

  /** Sends step 1: the other side answers with one step 2, which is then expected. */
  askForSync(): void {
    this.lastResync = performance.now();
    this.expectedStep2 = Math.min(2, this.expectedStep2 + 1);
    this.send(frame(MESSAGE_SYNC, (encoder) => syncProtocol.writeSyncStep1(encoder, this.hub.doc)));
  }

  refused(count: number): boolean {
    if (this.closed || count <= 0) return false;
    this.refusedEntries += count;
    if (this.refusedEntries < MAX_REFUSED_PER_CONNECTION) return false;
    this.hostile('junk');
    return true;
  }

  private forgedNow(): boolean {
    return this.clientBeforeApply !== null && this.clientBeforeApply !== this.hub.doc.clientID;
  }

  receive(message: Uint8Array): void {
    if (this.closed) return;
    // A peer's bytes are untrusted: a malformed message is dropped, never allowed to throw upward.
    try {
      const decoder = decoding.createDecoder(message);
      const type = decoding.readVarUint(decoder);
      switch (type) {
        case MESSAGE_SYNC:
          this.receiveSync(decoder);
          break;
        case MESSAGE_AWARENESS: {
          const update = decoding.readVarUint8Array(decoder);
          this.learnClients(update);
          awarenessProtocol.applyAwarenessUpdate(this.hub.awareness, update, this);
          break;
        }
        case MESSAGE_QUERY_AWARENESS:
          this.hub.sendAwareness(this, [...this.hub.awareness.getStates().keys()]);
          break;
        case MESSAGE_CUSTOM:
          this.handlers.onCustom?.(decoding.readVarUint8Array(decoder));
          break;
        case MESSAGE_RESYNC:
          this.resyncSoon();
          break;
        default:
          break;
      }
    } catch {
      // Dropped: a damaged or hostile message changes nothing.
    }
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    clearTimeout(this.resyncTimer);
    this.hub.forget(this);
    // Presence another link still carries (the same browser on a newer connection) stays.
    const gone = [...this.clients].filter((id) => id !== this.hub.doc.clientID && !this.hub.carries(id));
    if (gone.length) awarenessProtocol.removeAwarenessStates(this.hub.awareness, gone, this);
  }

  private receiveSync(decoder: decoding.Decoder): void {
    const kind = decoding.readVarUint(decoder);
    if (kind === syncProtocol.messageYjsSyncStep1) {
      const encoder = encoding.createEncoder();
      encoding.writeVarUint(encoder, MESSAGE_SYNC);
      syncProtocol.readSyncStep1(decoder, encoder, this.hub.doc);
      this.send(encoding.toUint8Array(encoder));
      return;
    }
    if (kind === syncProtocol.messageYjsSyncStep2) {
      if (this.expectedStep2 <= 0) return this.hostile('unasked');
      this.expectedStep2--;
      // What a sync brings may be anyone's (the peer's copy of the room): only the peer's own writes in it count against it.
      return this.apply(decoding.readVarUint8Array(decoder), this.synced);
    }
    if (kind === syncProtocol.messageYjsUpdate) {
      const update = decoding.readVarUint8Array(decoder);
      if (update.length > MAX_UPDATE_BYTES) return this.hostile('oversized');
      // A browser's updates hold its own writes: one written under another browser's id (or this one's) is forged.
      for (const client of Y.parseUpdateMeta(update).from.keys()) if (this.hub.speaksFor(client, this)) return this.hostile('forged');
      this.apply(update, this);
      // It builds on something this browser lacks (a write of a browser it has not heard from): the
      // peer's copy has it, so ask for a sync.
      const { store } = this.hub.doc;
      if ((store.pendingStructs || store.pendingDs) && performance.now() - this.lastResync > PENDING_SYNC_MS) this.askForSync();
      return;
    }
  }

  /** Applies an update as remote, with `origin` telling an update of this link (traced to it) from a sync. */
  private apply(update: Uint8Array, origin: Link | SyncedFrom): void {
    this.clientBeforeApply = this.hub.doc.clientID;
    try {
      Y.applyUpdate(this.hub.doc, update, origin);
    } finally {
      const forged = this.forgedNow();
      this.clientBeforeApply = null;
      if (forged) this.hostile('forged');
    }
  }

  /** Answers a request to sync with step 1, at most every RESYNC_MS (later ones wait for one answer). */
  private resyncSoon(): void {
    if (this.resyncTimer !== undefined) return;
    const wait = this.lastResync + RESYNC_MS - performance.now();
    if (wait <= 0) return this.askForSync();
    this.resyncTimer = setTimeout(() => {
      this.resyncTimer = undefined;
      if (!this.closed) this.askForSync();
    }, wait);
  }

  private hostile(reason: HostileReason): void {
    if (this.closed) return;
    this.handlers.onHostile?.(reason);
    this.close();
  }

  private learnClients(update: Uint8Array): void {
    const decoder = decoding.createDecoder(update);
    const count = decoding.readVarUint(decoder);
    for (let i = 0; i < count; i++) {
      const client = decoding.readVarUint(decoder);
      decoding.readVarUint(decoder); // clock
      const state = JSON.parse(decoding.readVarString(decoder)) as unknown;
      // The first presence a browser sends on a link is its own (SyncHub.open).
      if (this.peerClient === null) this.peerClient = client;
      if (state === null) this.clients.delete(client);
      else this.clients.add(client);
    }
  }
}

/** The origin of what a sync step 2 applies: the peer's copy of the room, of which only the items the
 * peer wrote itself (under its own client id) count against its link. */
class SyncedFrom implements PeerOrigin {
  readonly peerOrigin = true as const;
  constructor(private readonly link: Link) {}
  get syncOf(): PeerOrigin {
    return this.link;
  }
  get peerClient(): number | null {
    return this.link.peerClient;
  }
  refused(count: number): boolean {
    return this.link.refused(count);
  }
}

function frame(type: number, write: (encoder: encoding.Encoder) => void): Uint8Array {
  const encoder = encoding.createEncoder();
  encoding.writeVarUint(encoder, type);
  write(encoder);
  return encoding.toUint8Array(encoder);
}
