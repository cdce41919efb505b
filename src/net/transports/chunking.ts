// Splits large messages for a data channel that does not (PeerJS `raw`): WebRTC caps one message at
// 256 KiB in Chromium and less elsewhere, and a long game's first sync can be larger.
/** Bytes per chunk: safely under every browser's SCTP message limit. */
export const CHUNK_BYTES = 16 * 1024;
const WHOLE = 0;
const PART = 1;
/** Refuse to reassemble beyond this: a hostile peer cannot make us buffer without end. */
export const MAX_MESSAGE_BYTES = 17 * 1024 * 1024;

/** The frames to send for `message`: one when small, else numbered parts. */
export function chunkMessage(message: Uint8Array, messageId: number): Uint8Array[] {
  if (message.length + 1 <= CHUNK_BYTES) {
    const out = new Uint8Array(message.length + 1);
    out[0] = WHOLE;
    out.set(message, 1);
    return [out];
  }
  const count = Math.ceil(message.length / CHUNK_BYTES);
  const frames: Uint8Array[] = [];
  for (let i = 0; i < count; i++) {
    const body = message.subarray(i * CHUNK_BYTES, (i + 1) * CHUNK_BYTES);
    const out = new Uint8Array(body.length + 13);
    const view = new DataView(out.buffer);
    out[0] = PART;
    view.setUint32(1, messageId >>> 0);
    view.setUint32(5, i);
    view.setUint32(9, count);
    out.set(body, 13);
    frames.push(out);
  }
  return frames;
}

/**
 * Reassembles frames from one peer (in order, as a reliable ordered channel delivers them). A frame
 * no honest sender makes (a part out of order, repeated, of another message, of the wrong size, with a
 * count that changed or lies past the cap, or a new message before the last one ended) is dropped with
 * whatever was held, and `malformed` is set: the connection should be closed. At most one message,
 * under `maxBytes`, is held at a time.
 */
export class Reassembler {
  /** The largest message accepted now (a connection lowers it until the other side has authenticated). */
  maxBytes = MAX_MESSAGE_BYTES;
  /** Set once a frame broke the rules above. */
  malformed = false;
  private id = -1;
  private count = 0;
  private parts: Uint8Array[] = [];
  private size = 0;

  /** Bytes held for a message not yet complete. */
  get held(): number {
    return this.size;
  }

  /** The whole message once complete, else null (also null for a malformed frame, which is dropped). */
  push(frame: Uint8Array): Uint8Array | null {
    if (this.malformed) return null;
    const midMessage = this.parts.length > 0;
    if (frame[0] === WHOLE && !midMessage) return frame.length - 1 <= this.maxBytes ? frame.subarray(1) : this.refuse();
    if (frame[0] !== PART || frame.length < 13) return this.refuse();
    const view = new DataView(frame.buffer, frame.byteOffset, frame.byteLength);
    const id = view.getUint32(1);
    const index = view.getUint32(5);
    const count = view.getUint32(9);
    const body = frame.subarray(13);
    if (index === 0 && !midMessage) {
      // An honest sender splits only what does not fit in one frame, and never past the cap.
      if (count < 1 || (count - 1) * CHUNK_BYTES >= this.maxBytes) return this.refuse();
      this.id = id;
      this.count = count;
    } else if (!midMessage || id !== this.id || index !== this.parts.length || count !== this.count) {
      return this.refuse();
    }
    const last = index === count - 1;
    if (last ? body.length === 0 || body.length > CHUNK_BYTES : body.length !== CHUNK_BYTES) return this.refuse();
    this.parts.push(body);
    this.size += body.length;
    if (!last) return null;
    const whole = new Uint8Array(this.size);
    let at = 0;
    for (const part of this.parts) {
      whole.set(part, at);
      at += part.length;
    }
    this.reset();
    return whole;
  }

  private refuse(): null {
    this.malformed = true;
    this.reset();
    return null;
  }

  private reset(): void {
    this.id = -1;
    this.count = 0;
    this.parts = [];
    this.size = 0;
  }
}
