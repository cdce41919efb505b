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

/** Reassembles frames from one peer (in order, as a reliable ordered channel delivers them). */
export class Reassembler {
  /** The largest message accepted now (a connection lowers it until the other side has authenticated). */
  maxBytes = MAX_MESSAGE_BYTES;
  private id = -1;
  private parts: Uint8Array[] = [];
  private size = 0;

  /** The whole message once complete, else null (also null for a malformed frame, which is dropped). */
  push(frame: Uint8Array): Uint8Array | null {
    if (frame[0] === WHOLE) return frame.length - 1 <= this.maxBytes ? frame.subarray(1) : null;
    if (frame[0] !== PART || frame.length < 13) return null;
    const view = new DataView(frame.buffer, frame.byteOffset, frame.byteLength);
    const id = view.getUint32(1);
    const index = view.getUint32(5);
    const count = view.getUint32(9);
    if (index === 0) {
      this.id = id;
      this.parts = [];
      this.size = 0;
    }
    if (id !== this.id || index !== this.parts.length || (count - 1) * CHUNK_BYTES >= this.maxBytes) {
      this.id = -1;
      return null;
    }
    const body = frame.subarray(13);
    this.parts.push(body);
    this.size += body.length;
    if (this.parts.length < count) return null;
    const whole = new Uint8Array(this.size);
    let at = 0;
    for (const part of this.parts) {
      whole.set(part, at);
      at += part.length;
    }
    this.id = -1;
    this.parts = [];
    return whole;
  }
}
