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
//
// A peer may also have taken this browser's client id's next clocks at a page it was not yet linked to
// (a squatter), exactly as many as this browser then writes, or fewer: the clocks match and Yjs drops
// this browser's real writes there as known. So when a link's first sync is applied, each side tells
// the other what it holds under the other's client id (HOLD: the clock it holds up to and a SHA-256 of
// the live values there, clock by clock); a browser whose own values at those clocks differ writes its
// values again at fresh clocks (what reclaim does), at most once per REWRITE_MS. One HOLD per link.
//
// What one message costs the page at a time is bounded too: a sync or update larger than PIECE_BYTES is
// applied in pieces (update-pieces.ts), and the link's messages are handled in slices of SLICE_MS,
// yielding to the page between them (later messages wait their turn, in order).
import * as decoding from 'lib0/decoding';
import * as encoding from 'lib0/encoding';
import * as awarenessProtocol from 'y-protocols/awareness';
import * as syncProtocol from 'y-protocols/sync';
import * as Y from 'yjs';
import { yieldToPage } from './pace.js';
import { MAX_REFUSED_PER_CONNECTION, type PeerOrigin } from './peer-origin.js';
import { updatePieces } from './update-pieces.js';

const MESSAGE_SYNC = 0;
const MESSAGE_AWARENESS = 1;
const MESSAGE_QUERY_AWARENESS = 2;
/** Transport-specific payloads (the PeerJS mesh gossips its peer list). */
export const MESSAGE_CUSTOM = 3;
/** "What I have for you is too large for one update: send me your step 1." */
const MESSAGE_RESYNC = 4;
/** "Under your client id I hold clocks up to C, whose live values hash to H." */
const MESSAGE_HOLD = 5;
/** A browser writes its values again at most this often when peers say they hold other values under its id. */
export const REWRITE_MS = 10_000;
/** The largest update accepted after the first sync: one move of the largest kind (64 KB, entry.ts) with room to spare. */
export const MAX_UPDATE_BYTES = 96 * 1024;
/** A link answers requests to sync at most this often. */
export const RESYNC_MS = 2000;

/** An update that cannot be applied yet asks its link for a sync at most this often. */
const PENDING_SYNC_MS = 500;
/** The origin of a browser's writes made again after its client id was taken. */
const RECLAIM_ORIGIN = Symbol('reclaim');
/** A sync or update larger than this is applied in pieces of about this size. */
export const PIECE_BYTES = 4 * 1024;
/** How long a link handles messages before it lets the page run. */
const SLICE_MS = 8;

/** A received sync or update to apply, in pieces when large. */
interface Arrival {
  readonly update: Uint8Array;
  readonly origin: Link | SyncedFrom;
  /** Set for an update (the peer's own writes): it may not hold another browser's writes. */
  readonly own: boolean;
}

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

  /** False until the doc holds this device's copy of the room and the room watches it (`ready`): links
   * apply nothing meanwhile. */
  private loaded: boolean;
  /** False until the doc holds this device's copy (`stored`, else `ready`): links say nothing meanwhile. */
  private talking: boolean;

  constructor(
    readonly doc: Y.Doc,
    readonly awareness: awarenessProtocol.Awareness,
    /** Resolves once the doc holds this device's copy of the room and the room watches it; links opened
     * before apply what they receive only then (a transport may find its peers while the device's copy
     * is still being read). */
    ready?: Promise<void>,
    /** Resolves once the doc holds this device's copy, before the room watches it: links may then start
     * the conversation (step 1, so the peer's step 2 is on its way while the room opens). Default: `ready`. */
    stored?: Promise<void>,
  ) {
    this.loaded = ready === undefined;
    this.talking = this.loaded;
    // Updates are heard from the moment links start: before, every link waits and syncs in full when it
    // starts, and a doc with no 'update' listener is restored without encoding the whole room once more.
    if (this.talking) doc.on('update', this.onUpdate);
    const talk = (): void => {
      if (this.destroyed || this.talking) return;
      this.talking = true;
      doc.on('update', this.onUpdate);
      for (const link of this.waiting.splice(0)) this.start(link);
    };
    void stored?.then(talk, () => {});
    void ready?.then(() => {
      if (this.destroyed) return;
      talk();
      this.loaded = true;
      for (const link of this.links) link.begin();
    });
    awareness.on('update', this.onAwareness);
  }

  private readonly waiting: Link[] = [];

  /**
   * Opens a link that sends through `send`. The link starts the conversation at once (step 1 and this
   * peer's presence), or once the doc holds this device's copy; what it receives waits, in order, until
   * the doc is ready.
   */
  open(send: (message: Uint8Array) => void, handlers: LinkHandlers = {}): SyncLink {
    const link = new Link(this, send, handlers);
    if (this.talking) this.start(link);
    else this.waiting.push(link);
    return link;
  }

  private start(link: Link): void {
    if (this.destroyed || link.isClosed) return;
    this.links.add(link);
    link.askForSync();
    link.send(frame(MESSAGE_QUERY_AWARENESS, () => {}));
    this.sendAwareness(link, [this.doc.clientID]);
    if (this.loaded) link.begin();
  }

  /**
   * @internal True when `client` is this browser's doc or the browser behind another link than `link`:
   * that browser's writes come from it alone. (When `link` claims the same client, one of the two lies
   * and neither can be told apart: neither is refused, and a browser whose id is taken moves past it.)
   */
  speaksFor(client: number, link: Link): boolean {
    if (client === this.doc.clientID) return true;
    if (link.peerClient === client) return false;
    for (const other of this.links) if (other !== link && other.peerClient === client) return true;
    return false;
  }

  /**
   * @internal A peer holds writes under this browser's client id up to clock `held`, beyond those it
   * made: someone wrote under its id, and its own writes at those clocks would be dropped as known.
   * Its clock moves past `held` (one deleted run, a few bytes), and what it wrote is written again
   * beyond it (copies of its values in the doc's arrays and maps), so every peer gets it.
   */
  reclaim(held: number): void {
    if (held > Y.getState(this.doc.store, this.doc.clientID)) this.rewrite(held);
  }

  private lastRewrite = -Infinity;
  private rewriteTimer: ReturnType<typeof setTimeout> | undefined;

  /**
   * @internal A peer holds clocks up to `held` under this browser's id, whose live values hash to
   * `hash`. When they are not this browser's own values there, it writes its values again beyond
   * (at most once per REWRITE_MS: a peer that lies costs one rewrite at a time).
   */
  async checkHold(held: number, hash: Uint8Array): Promise<void> {
    const own = Y.getState(this.doc.store, this.doc.clientID);
    if (held > own) return this.reclaim(held);
    if (held === 0 || sameBytes(await liveDigest(this.doc, this.doc.clientID, held), hash)) return;
    const wait = this.lastRewrite + REWRITE_MS - performance.now();
    if (wait <= 0) return this.rewrite(held);
    if (this.rewriteTimer !== undefined) return;
    this.rewriteTimer = setTimeout(() => {
      this.rewriteTimer = undefined;
      if (!this.destroyed) this.rewrite(held);
    }, wait);
  }

  private destroyed = false;

  /** Moves this browser's clock past `held` (when beyond its own) and writes its values again there. */
  private rewrite(held: number): void {
    const { doc } = this;
    const id = doc.clientID;
    const own = Y.getState(doc.store, id);
    this.lastRewrite = performance.now();
    const arrays: [Y.Array<unknown>, unknown[]][] = [];
    const maps: [Y.Map<unknown>, string, unknown][] = [];
    for (const type of doc.share.values()) {
      if (type instanceof Y.Array) {
        const values: unknown[] = [];
        for (let item = type._start; item !== null; item = item.right) if (!item.deleted && item.countable && item.id.client === id) values.push(...item.content.getContent());
        if (values.length) arrays.push([type, values]);
      } else if (type instanceof Y.Map) {
        for (const [key, item] of type._map) if (!item.deleted && item.id.client === id) maps.push([type, key, item.content.getContent().at(-1)]);
      }
    }
    doc.transact(() => {
      let structs = doc.store.clients.get(id);
      if (!structs) doc.store.clients.set(id, (structs = []));
      if (held > own) structs.push(new Y.GC(Y.createID(id, own), held - own));
      for (const [array, values] of arrays) array.push(values.map((value) => structuredClone(value)));
      for (const [map, key, value] of maps) map.set(key, structuredClone(value));
    }, RECLAIM_ORIGIN);
  }

  /** @internal True when an open link has learned `client`'s presence. */
  carries(client: number): boolean {
    for (const link of this.links) if (link.clients.has(client)) return true;
    return false;
  }

  /** @internal */
  forget(link: Link): void {
    this.links.delete(link);
    const waiting = this.waiting.indexOf(link);
    if (waiting >= 0) this.waiting.splice(waiting, 1);
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
    this.destroyed = true;
    clearTimeout(this.rewriteTimer);
    for (const link of [...this.links, ...this.waiting.splice(0)]) link.close();
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
  /** Messages waiting while earlier ones are applied in slices. */
  private readonly backlog: Uint8Array[] = [];
  private draining = false;
  /** This side told the peer what it holds under the peer's id / heard the same from it. */
  private holdSent = false;
  private holdHeard = false;

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
    this.backlog.push(message);
    // Handled at once (synchronously) unless earlier messages are still being applied; a large one in
    // a task of its own, as the task that brought it may have spent its slice already (opening and
    // joining the message's parts).
    if (this.begun && !this.draining) void this.drain(message.length > PIECE_BYTES);
  }

  /** False while the hub waits for its doc: received messages are kept, not handled. */
  private begun = false;

  get isClosed(): boolean {
    return this.closed;
  }

  /** @internal The hub's doc is ready: handles what arrived meanwhile. */
  begin(): void {
    this.begun = true;
    if (this.backlog.length > 0 && !this.draining) void this.drain();
  }

  /** Handles the backlog in order, yielding to the page every SLICE_MS (and first, when `yieldFirst`). */
  private async drain(yieldFirst = false): Promise<void> {
    this.draining = true;
    try {
      if (yieldFirst) await yieldToPage();
      let slice = performance.now();
      const pace = async (): Promise<void> => {
        if (performance.now() - slice < SLICE_MS) return;
        await yieldToPage();
        slice = performance.now();
      };
      while (this.backlog.length > 0 && !this.closed) {
        const arrival = this.handle(this.backlog.shift()!);
        if (arrival) await this.applyArrival(arrival, pace);
        await pace();
      }
    } finally {
      this.draining = false;
    }
  }

  /** Applies a sync or update: at once when small, else piece by piece. */
  private async applyArrival(arrival: Arrival, pace: () => Promise<void>): Promise<void> {
    try {
      if (arrival.own && arrival.update.length <= PIECE_BYTES) {
        // A browser's updates hold its own writes: one written under another browser's id (or this one's) is forged.
        if (arrival.own && this.forges(writers(arrival.update))) return this.hostile('forged');
        this.apply(arrival.update, arrival.origin);
      } else {
        const known = Y.decodeStateVector(Y.encodeStateVector(this.hub.doc));
        // A sync may carry anyone's writes, but never those of a browser this one hears directly (or its
        // own): they come from that browser, so a peer cannot take its client id's next clocks here.
        const skip = arrival.own ? undefined : (client: number): boolean => this.hub.speaksFor(client, this);
        for (const piece of updatePieces(arrival.update, PIECE_BYTES, known, skip)) {
          if (!piece) {
            await pace();
            if (this.closed) return;
            continue;
          }
          if (arrival.own && this.forges(piece.clients)) return this.hostile('forged');
          this.apply(piece.update, arrival.origin);
          if (this.closed) return;
          await pace();
          if (this.closed) return;
        }
      }
    } catch {
      // A damaged update: what was read of it stands (checked like any write), the rest is dropped.
      return;
    }
    // The first sync from the peer is in: tell it what this browser holds under its id.
    if (!arrival.own && !this.holdSent && this.peerClient !== null && !this.closed) {
      this.holdSent = true;
      const client = this.peerClient;
      const held = Y.getState(this.hub.doc.store, client);
      if (held > 0) {
        const hash = await liveDigest(this.hub.doc, client, held);
        this.send(frame(MESSAGE_HOLD, (encoder) => {
          encoding.writeVarUint(encoder, client);
          encoding.writeVarUint(encoder, held);
          encoding.writeVarUint8Array(encoder, hash);
        }));
      }
    }
    // It builds on something this browser lacks (a write of a browser it has not heard from): the
    // peer's copy has it, so ask for a sync.
    const { store } = this.hub.doc;
    if (arrival.own && (store.pendingStructs || store.pendingDs) && performance.now() - this.lastResync > PENDING_SYNC_MS) this.askForSync();
  }

  private forges(clients: Iterable<number>): boolean {
    for (const client of clients) if (this.hub.speaksFor(client, this)) return true;
    return false;
  }

  /** Handles one message; a sync or update is returned to be applied. */
  private handle(message: Uint8Array): Arrival | null {
    // A peer's bytes are untrusted: a malformed message is dropped, never allowed to throw upward.
    try {
      const decoder = decoding.createDecoder(message);
      const type = decoding.readVarUint(decoder);
      switch (type) {
        case MESSAGE_SYNC:
          return this.receiveSync(decoder);
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
        case MESSAGE_HOLD: {
          // One per link, after its first sync: a second is no honest browser's.
          if (this.holdHeard) {
            this.hostile('unasked');
            break;
          }
          this.holdHeard = true;
          const client = decoding.readVarUint(decoder);
          const held = decoding.readVarUint(decoder);
          const hash = decoding.readVarUint8Array(decoder);
          if (client === this.hub.doc.clientID && hash.length === 32) void this.hub.checkHold(held, hash);
          break;
        }
        default:
          break;
      }
    } catch {
      // Dropped: a damaged or hostile message changes nothing.
    }
    return null;
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    this.backlog.length = 0;
    clearTimeout(this.resyncTimer);
    this.hub.forget(this);
    // Presence another link still carries (the same browser on a newer connection) stays.
    const gone = [...this.clients].filter((id) => id !== this.hub.doc.clientID && !this.hub.carries(id));
    if (gone.length) awarenessProtocol.removeAwarenessStates(this.hub.awareness, gone, this);
  }

  private receiveSync(decoder: decoding.Decoder): Arrival | null {
    const kind = decoding.readVarUint(decoder);
    if (kind === syncProtocol.messageYjsSyncStep1) {
      const stateVector = decoding.readVarUint8Array(decoder);
      // The peer holds more under this browser's id than it wrote: it moves past what was taken.
      const held = Y.decodeStateVector(stateVector).get(this.hub.doc.clientID);
      if (held !== undefined) this.hub.reclaim(held);
      const encoder = encoding.createEncoder();
      encoding.writeVarUint(encoder, MESSAGE_SYNC);
      syncProtocol.writeSyncStep2(encoder, this.hub.doc, stateVector);
      this.send(encoding.toUint8Array(encoder));
      return null;
    }
    if (kind === syncProtocol.messageYjsSyncStep2) {
      if (this.expectedStep2 <= 0) {
        this.hostile('unasked');
        return null;
      }
      this.expectedStep2--;
      // What a sync brings may be anyone's (the peer's copy of the room): only the peer's own writes in it count against it.
      return { update: decoding.readVarUint8Array(decoder), origin: this.synced, own: false };
    }
    if (kind === syncProtocol.messageYjsUpdate) {
      const update = decoding.readVarUint8Array(decoder);
      if (update.length > MAX_UPDATE_BYTES) {
        this.hostile('oversized');
        return null;
      }
      return { update, origin: this, own: true };
    }
    return null;
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

/**
 * The clients whose items an update (v1) carries. One client's, as a move's update is, is read from its
 * header; several are parsed. (An update of one client's skipped clocks counts as that client's, where
 * parsing would leave it out: an honest browser's update never holds another's clocks.)
 */
export function writers(update: Uint8Array): Iterable<number> {
  const decoder = decoding.createDecoder(update);
  const clients = decoding.readVarUint(decoder);
  if (clients === 0) return [];
  if (clients > 1) return Y.parseUpdateMeta(update).from.keys();
  decoding.readVarUint(decoder); // its item count
  return [decoding.readVarUint(decoder)];
}

function frame(type: number, write: (encoder: encoding.Encoder) => void): Uint8Array {
  const encoder = encoding.createEncoder();
  encoding.writeVarUint(encoder, type);
  write(encoder);
  return encoding.toUint8Array(encoder);
}

/**
 * SHA-256 of the live values `client` wrote at clocks below `upTo`, clock by clock (so however the doc
 * split or merged its items), with where each sits (root type, map key). Deleted values are left out:
 * deletions reach both sides with the sync, and what is deleted no longer counts.
 */
export async function liveDigest(doc: Y.Doc, client: number, upTo: number): Promise<Uint8Array> {
  const names = new Map<unknown, string>();
  for (const [name, type] of doc.share) names.set(type, name);
  const lines: string[] = [];
  // A peer's writes may be a flood of them: read in slices, letting the page run between.
  let slice = performance.now();
  for (const struct of [...(doc.store.clients.get(client) ?? [])]) {
    if (performance.now() - slice > 8) {
      await yieldToPage();
      slice = performance.now();
    }
    if (struct.id.clock >= upTo) break;
    if (!(struct instanceof Y.Item) || struct.deleted) continue;
    const parent = struct.parent as Y.AbstractType<unknown> | null;
    const where = names.get(parent) ?? (parent?._item ? `${parent._item.id.client}:${parent._item.id.clock}` : '?');
    const values = struct.content.getContent();
    const units = Math.min(struct.length, upTo - struct.id.clock);
    for (let i = 0; i < units; i++) {
      const value = values.length === struct.length ? values[i] : struct.content.constructor.name;
      lines.push(`${struct.id.clock + i}\t${where}\t${struct.parentSub ?? ''}\t${unitText(value)}`);
    }
  }
  const bytes = new TextEncoder().encode(lines.join('\n'));
  return new Uint8Array(await crypto.subtle.digest('SHA-256', bytes as Uint8Array<ArrayBuffer>));
}

function unitText(value: unknown): string {
  if (value instanceof Y.AbstractType) return 'type';
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}
