// The y-protocols sync conversation over any message pipe: sync step 1 (my state vector) and step 2
// (what you lack) when a link opens, then every update as it happens, plus awareness (presence). The
// PeerJS mesh runs one link per DataConnection; the local transport runs one over a BroadcastChannel.
import * as decoding from 'lib0/decoding';
import * as encoding from 'lib0/encoding';
import * as awarenessProtocol from 'y-protocols/awareness';
import * as syncProtocol from 'y-protocols/sync';
import type * as Y from 'yjs';

const MESSAGE_SYNC = 0;
const MESSAGE_AWARENESS = 1;
const MESSAGE_QUERY_AWARENESS = 2;
/** Transport-specific payloads (the PeerJS mesh gossips its peer list). */
export const MESSAGE_CUSTOM = 3;

/** One message pipe to one peer (or, for a broadcast medium, to all of them). */
export interface SyncLink {
  /** Feeds a received message in. */
  receive(message: Uint8Array): void;
  /** Sends a transport-specific payload. */
  sendCustom(payload: Uint8Array): void;
  /** Awareness client ids learned through this link. */
  readonly clients: ReadonlySet<number>;
  /** Stops using the link and forgets the presence it carried. */
  close(): void;
}

/** Keeps a doc and its awareness in sync over any number of links. */
export class SyncHub {
  private readonly links = new Set<Link>();
  private readonly onUpdate = (update: Uint8Array, origin: unknown): void => {
    const message = frame(MESSAGE_SYNC, (encoder) => syncProtocol.writeUpdate(encoder, update));
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
   * Opens a link that sends through `send`; `onCustom` receives transport payloads. The link starts
   * the conversation at once (step 1 and this peer's presence).
   */
  open(send: (message: Uint8Array) => void, onCustom: (payload: Uint8Array) => void = () => {}): SyncLink {
    const link = new Link(this, send, onCustom);
    this.links.add(link);
    link.send(frame(MESSAGE_SYNC, (encoder) => syncProtocol.writeSyncStep1(encoder, this.doc)));
    link.send(frame(MESSAGE_QUERY_AWARENESS, () => {}));
    this.sendAwareness(link, [this.doc.clientID]);
    return link;
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
  readonly clients = new Set<number>();
  private closed = false;

  constructor(
    private readonly hub: SyncHub,
    private readonly sendRaw: (message: Uint8Array) => void,
    private readonly onCustom: (payload: Uint8Array) => void,
  ) {}

  send(message: Uint8Array): void {
    if (!this.closed) this.sendRaw(message);
  }

  sendCustom(payload: Uint8Array): void {
    this.send(frame(MESSAGE_CUSTOM, (encoder) => encoding.writeVarUint8Array(encoder, payload)));
  }

  receive(message: Uint8Array): void {
    if (this.closed) return;
    // A peer's bytes are untrusted: a malformed message is dropped, never allowed to throw upward.
    try {
      const decoder = decoding.createDecoder(message);
      const type = decoding.readVarUint(decoder);
      switch (type) {
        case MESSAGE_SYNC: {
          const encoder = encoding.createEncoder();
          encoding.writeVarUint(encoder, MESSAGE_SYNC);
          // Updates applied here carry this link as their origin: remote, and not echoed back to it.
          syncProtocol.readSyncMessage(decoder, encoder, this.hub.doc, this);
          if (encoding.length(encoder) > 1) this.send(encoding.toUint8Array(encoder));
          break;
        }
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
          this.onCustom(decoding.readVarUint8Array(decoder));
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
    this.hub.forget(this);
    const gone = [...this.clients].filter((id) => id !== this.hub.doc.clientID);
    if (gone.length) awarenessProtocol.removeAwarenessStates(this.hub.awareness, gone, this);
  }

  private learnClients(update: Uint8Array): void {
    const decoder = decoding.createDecoder(update);
    const count = decoding.readVarUint(decoder);
    for (let i = 0; i < count; i++) {
      const client = decoding.readVarUint(decoder);
      decoding.readVarUint(decoder); // clock
      const state = JSON.parse(decoding.readVarString(decoder)) as unknown;
      if (state === null) this.clients.delete(client);
      else this.clients.add(client);
    }
  }
}

function frame(type: number, write: (encoder: encoding.Encoder) => void): Uint8Array {
  const encoder = encoding.createEncoder();
  encoding.writeVarUint(encoder, type);
  write(encoder);
  return encoding.toUint8Array(encoder);
}
