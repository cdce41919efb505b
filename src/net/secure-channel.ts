// The secure channel every connection runs, on every transport, before any byte of the room passes.
//
// Scheme (v1). Let S be the room secret's bytes (from the invite link; never sent anywhere).
//   I (the side that opened the connection) → R:  HELLO  = 1 ‖ nonceI(32) ‖ sessionI(16)
//   R → I:                                         ANSWER = 2 ‖ nonceR(32) ‖ sessionR(16) ‖ proofR(32)
//   I → R:                                         PROOF  = 3 ‖ proofI(32)
//   transcript = "shoal/channel/v1" ‖ roomId ‖ idI ‖ idR ‖ nonceI ‖ sessionI ‖ nonceR ‖ sessionR
//                (length-prefixed; idI/idR are what the transport says the two ends are: PeerJS peer
//                ids, y-webrtc DTLS certificate fingerprints, local tab ids)
//   proofR ‖ proofI ‖ keyIR ‖ keyRI = HKDF-SHA-256(ikm = S, salt = SHA-256(transcript),
//                                                  info = "shoal/channel/v1 keys", 128 bytes)
// Each side checks the other's proof (constant time) before anything else; a wrong proof, a frame out
// of turn or a handshake that does not finish in HANDSHAKE_MS closes the connection, and it never counts
// as a peer. Proofs and keys depend on both fresh nonces and both ids, so nothing recorded from another
// connection, another room or the other direction can be replayed or reflected. S itself never keys
// anything: HKDF does.
// After the handshake, every frame is 4 ‖ XSalsa20-Poly1305(plaintext, key of its direction, nonce =
// that direction's frame counter): a frame that was altered, dropped, replayed or reordered fails to
// open and closes the connection. Plaintext is 0 ‖ message, 1 (a heartbeat, sent after HEARTBEAT_MS
// of quiet; SILENCE_MS without any frame closes the connection as gone) or 2 (goodbye: the page is
// going away, so the other side need not wait for the silence). A message longer than SEALED_PART_BYTES
// goes as parts 3 ‖ part, then a last 0 ‖ part, so no one box takes long to open. An honest sender seals
// every part of a message at once, each exactly SEALED_PART_BYTES long, with nothing in between: a part
// of another size, a heartbeat or goodbye between parts, or parts past the largest message close the
// connection as a flood; parts not finished within PARTS_MS close it (a withheld part, or a network too
// slow to be told from one). Nothing of a message is delivered before its last part.
// An authenticated peer is still bounded: a burst bucket of messages and bytes per connection; one
// that exceeds it is closed with reason `flood`, and the transport names it.
import { xsalsa20poly1305 } from '@noble/ciphers/salsa.js';
import { concatBytes, fromBase64Url, toHex, u32, utf8 } from '../core/index.js';

export const PROTOCOL = 'shoal/channel/v1';
export const HANDSHAKE_MS = 5000;
export const HEARTBEAT_MS = 1000;
export const SILENCE_MS = 4000;
/** A message in parts that has not arrived whole this long after its first part is dropped. */
export const PARTS_MS = 30_000;
const NONCE_BYTES = 32;
const SESSION_BYTES = 16;
const PROOF_BYTES = 32;
/** Frames are sealed with XSalsa20-Poly1305 (NaCl's secretbox: the tag, then the ciphertext). */
const KEY_BYTES = 32;
const NONCE_BYTES_BOX = 24;
const TAG_BYTES = 16;
const HELLO = 1;
const ANSWER = 2;
const PROOF = 3;
const SEALED = 4;
const DATA = 0;
const HEARTBEAT = 1;
const GOODBYE = 2;
/** A part of a message that more parts (and a last DATA box) follow. */
const DATA_PART = 3;
/** A message longer than this is sealed in parts of this size, so that opening one never holds the page long. */
export const SEALED_PART_BYTES = 12 * 1024;
/** No handshake frame is longer than this; anything longer before the handshake ends is refused. */
const MAX_HANDSHAKE_FRAME = 1 + NONCE_BYTES + SESSION_BYTES + PROOF_BYTES;
/** Frames held while a key derivation runs: an honest peer sends at most one or two then. */
const MAX_QUEUED_FRAMES = 8;

/** Per-connection budget: a burst of this many messages / bytes, refilled at the rate per second. */
export interface FloodLimits {
  readonly burstMessages: number;
  readonly messagesPerSecond: number;
  readonly burstBytes: number;
  readonly bytesPerSecond: number;
  /** Largest single message. */
  readonly maxMessageBytes: number;
}

export const DEFAULT_LIMITS: FloodLimits = Object.freeze({
  burstMessages: 2000,
  messagesPerSecond: 200,
  burstBytes: 32 * 1024 * 1024,
  bytesPerSecond: 2 * 1024 * 1024,
  maxMessageBytes: 16 * 1024 * 1024,
});

/**
 * Why a channel closed: `refused` (the other side did not prove the room secret), `timeout` (no
 * handshake in time), `tampered` (a frame failed to open), `silent` (no frame for SILENCE_MS), `flood`
 * (over the budget, or a message no honest browser sends), `junk` (too many entries that failed checks,
 * named by the room), `closed` (this side or the transport ended it).
 */
export type CloseReason = 'refused' | 'timeout' | 'tampered' | 'silent' | 'flood' | 'junk' | 'closed';

/** The room secret as the channel uses it. */
export interface ChannelSecret {
  readonly roomId: string;
  readonly ikm: CryptoKey;
}

/** Imports the room secret (base64url, from the link) for the channel's key derivation. */
export async function channelSecret(secret: string, roomId: string): Promise<ChannelSecret> {
  const bytes = fromBase64Url(secret);
  const ikm = await crypto.subtle.importKey('raw', bytes as Uint8Array<ArrayBuffer>, 'HKDF', false, ['deriveBits']);
  return { roomId, ikm };
}

/** Calls `leave` when the page is going away (closed, reloaded, navigated, or frozen in the background);
 * returns the unbind. Nothing outside a browser page. */
export function onPageHide(leave: () => void): () => void {
  if (typeof addEventListener !== 'function' || typeof document === 'undefined') return () => {};
  addEventListener('pagehide', leave);
  return () => removeEventListener('pagehide', leave);
}

/** A fresh session id: one per transport instance, so a returning browser is told from its old self. */
export function newSession(): Uint8Array {
  return crypto.getRandomValues(new Uint8Array(SESSION_BYTES));
}

export interface SecureChannelOptions {
  readonly secret: ChannelSecret;
  /** True on the side that opened the connection: it speaks first. */
  readonly initiator: boolean;
  /** This end and the other, as the transport names them (both sides must agree). */
  readonly localId: string;
  readonly remoteId: string;
  readonly session: Uint8Array;
  /** Sends a raw frame to the other side. */
  send(frame: Uint8Array): void;
  /** The other side proved the room secret; `remoteSession` is its session id (hex). */
  onOpen(remoteSession: string): void;
  onMessage(message: Uint8Array): void;
  /** Once, when the channel ends for any reason. */
  onClose(reason: CloseReason): void;
  readonly limits?: FloodLimits;
  /** Heartbeat, silence and handshake times (tests shorten them). */
  readonly timing?: ChannelTiming;
}

export interface ChannelTiming {
  readonly heartbeatMs: number;
  readonly silenceMs: number;
  readonly handshakeMs: number;
  /** How long a message in parts may take to arrive whole (PARTS_MS when not set). */
  readonly partsMs?: number;
}

export const DEFAULT_TIMING: ChannelTiming = Object.freeze({ heartbeatMs: HEARTBEAT_MS, silenceMs: SILENCE_MS, handshakeMs: HANDSHAKE_MS });

type State = 'hello' | 'answer' | 'proof' | 'open' | 'closed';

/** One authenticated, encrypted conversation over a reliable, ordered pipe. */
export class SecureChannel {
  private state: State;
  private readonly nonce = crypto.getRandomValues(new Uint8Array(NONCE_BYTES));
  private remoteNonce: Uint8Array | null = null;
  private remoteSession: Uint8Array | null = null;
  private expectedProof: Uint8Array | null = null;
  private sendKey: Uint8Array | null = null;
  private receiveKey: Uint8Array | null = null;
  private sent = 0n;
  private received = 0n;
  /** Frames that arrived while a key derivation was running. */
  private queue: Uint8Array[] = [];
  private busy = false;
  private lastSent = 0;
  private lastHeard = Date.now();
  private readonly timer: ReturnType<typeof setInterval>;
  private readonly limits: FloodLimits;
  private readonly timing: ChannelTiming;
  private messageTokens: number;
  private byteTokens: number;
  private refilledAt = Date.now();

  constructor(private readonly options: SecureChannelOptions) {
    this.limits = options.limits ?? DEFAULT_LIMITS;
    this.timing = options.timing ?? DEFAULT_TIMING;
    this.messageTokens = this.limits.burstMessages;
    this.byteTokens = this.limits.burstBytes;
    const started = Date.now();
    this.timer = setInterval(() => this.tick(started), Math.max(20, this.timing.heartbeatMs / 2));
    if (options.initiator) {
      this.state = 'answer';
      this.sendRaw(concatBytes(Uint8Array.of(HELLO), this.nonce, options.session));
    } else {
      this.state = 'hello';
    }
  }

  /** True once both sides have proved the room secret. */
  get open(): boolean {
    return this.state === 'open';
  }

  /** Feeds in a raw frame from the other side. */
  receive(frame: Uint8Array): void {
    if (this.state === 'closed') return;
    this.lastHeard = Date.now();
    if (this.busy) {
      if (this.queue.length >= MAX_QUEUED_FRAMES) return this.close('refused');
      return void this.queue.push(frame);
    }
    this.handle(frame);
  }

  /** Sends a message (only once open; before that it is a programming error). */
  send(message: Uint8Array): void {
    if (this.state === 'closed') return;
    if (this.state !== 'open') throw new Error('the secure channel is not open yet');
    let at = 0;
    for (; message.length - at > SEALED_PART_BYTES; at += SEALED_PART_BYTES) {
      this.seal(concatBytes(Uint8Array.of(DATA_PART), message.subarray(at, at + SEALED_PART_BYTES)));
    }
    this.seal(concatBytes(Uint8Array.of(DATA), message.subarray(at)));
  }

  /** Tells the other side this end is leaving (when open), then ends the channel. */
  goodbye(): void {
    if (this.state === 'open') this.seal(Uint8Array.of(GOODBYE));
    this.close('closed');
  }

  /** Ends the channel (idempotent). */
  close(reason: CloseReason = 'closed'): void {
    if (this.state === 'closed') return;
    this.state = 'closed';
    clearInterval(this.timer);
    this.queue = [];
    this.parts = [];
    this.partBytes = 0;
    this.options.onClose(reason);
  }

  private handle(frame: Uint8Array): void {
    if (this.state === 'open') return this.openSealed(frame);
    if (frame.length > MAX_HANDSHAKE_FRAME) return this.close('refused');
    const kind = frame[0];
    if (this.state === 'hello' && kind === HELLO && frame.length === 1 + NONCE_BYTES + SESSION_BYTES) {
      this.remoteNonce = frame.slice(1, 1 + NONCE_BYTES);
      this.remoteSession = frame.slice(1 + NONCE_BYTES);
      return this.derive(() => {
        this.state = 'proof';
        this.sendRaw(concatBytes(Uint8Array.of(ANSWER), this.nonce, this.options.session, this.ownProof!));
      });
    }
    if (this.state === 'answer' && kind === ANSWER && frame.length === MAX_HANDSHAKE_FRAME) {
      this.remoteNonce = frame.slice(1, 1 + NONCE_BYTES);
      this.remoteSession = frame.slice(1 + NONCE_BYTES, 1 + NONCE_BYTES + SESSION_BYTES);
      const proof = frame.slice(1 + NONCE_BYTES + SESSION_BYTES);
      return this.derive(() => {
        if (!sameBytes(proof, this.expectedProof!)) return this.close('refused');
        this.sendRaw(concatBytes(Uint8Array.of(PROOF), this.ownProof!));
        this.becomeOpen();
      });
    }
    if (this.state === 'proof' && kind === PROOF && frame.length === 1 + PROOF_BYTES) {
      if (!sameBytes(frame.subarray(1), this.expectedProof!)) return this.close('refused');
      return this.becomeOpen();
    }
    this.close('refused');
  }

  private ownProof: Uint8Array | null = null;

  /** Derives proofs and keys from the transcript, then continues; frames arriving meanwhile wait. */
  private derive(then: () => void): void {
    this.busy = true;
    const { initiator, localId, remoteId, session, secret } = this.options;
    const [idI, idR] = initiator ? [localId, remoteId] : [remoteId, localId];
    const [nonceI, sessionI, nonceR, sessionR] = initiator
      ? [this.nonce, session, this.remoteNonce!, this.remoteSession!]
      : [this.remoteNonce!, this.remoteSession!, this.nonce, session];
    const transcript = concatBytes(
      ...[utf8(PROTOCOL), utf8(secret.roomId), utf8(idI), utf8(idR), nonceI, sessionI, nonceR, sessionR].flatMap((p) => [u32(p.length), p]),
    );
    void (async () => {
      const salt = new Uint8Array(await crypto.subtle.digest('SHA-256', transcript as Uint8Array<ArrayBuffer>));
      const bits = new Uint8Array(
        await crypto.subtle.deriveBits({ name: 'HKDF', hash: 'SHA-256', salt, info: utf8(`${PROTOCOL} keys`) as Uint8Array<ArrayBuffer> }, secret.ikm, 8 * (2 * PROOF_BYTES + 2 * KEY_BYTES)),
      );
      const proofR = bits.slice(0, PROOF_BYTES);
      const proofI = bits.slice(PROOF_BYTES, 2 * PROOF_BYTES);
      const keyIR = bits.slice(2 * PROOF_BYTES, 2 * PROOF_BYTES + KEY_BYTES);
      const keyRI = bits.slice(2 * PROOF_BYTES + KEY_BYTES);
      [this.ownProof, this.expectedProof] = initiator ? [proofI, proofR] : [proofR, proofI];
      [this.sendKey, this.receiveKey] = initiator ? [keyIR, keyRI] : [keyRI, keyIR];
    })().then(
      () => {
        this.busy = false;
        if (this.state === 'closed') return;
        then();
        for (const frame of this.queue.splice(0)) {
          if ((this.state as State) === 'closed') break;
          this.handle(frame);
        }
      },
      () => this.close('refused'),
    );
  }

  private becomeOpen(): void {
    if (this.state === 'closed') return;
    this.state = 'open';
    this.options.onOpen(toHex(this.remoteSession!));
  }

  private openSealed(frame: Uint8Array): void {
    if (frame[0] !== SEALED || frame.length < 1 + TAG_BYTES + 1) return this.close('tampered');
    let plain: Uint8Array;
    try {
      plain = xsalsa20poly1305(this.receiveKey!, counterNonce(this.received)).decrypt(frame.subarray(1));
    } catch {
      return this.close('tampered');
    }
    this.received++;
    const kind = plain[0];
    const partial = kind === DATA_PART;
    if (!this.spend(plain.length - 1)) return this.close('flood');
    // Nothing comes between the parts of one message: an honest sender seals them all at once.
    const inMessage = this.parts.length > 0;
    if (inMessage && kind !== DATA && !partial) return this.close('flood');
    if (kind === HEARTBEAT && plain.length === 1) return;
    if (kind === GOODBYE && plain.length === 1) return this.close('closed');
    if (kind !== DATA && !partial) return this.close('tampered');
    const body = plain.subarray(1);
    if (!partial && !inMessage) return this.options.onMessage(body);
    if (partial && body.length !== SEALED_PART_BYTES) return this.close('flood');
    if (!inMessage) {
      this.partBytes = 0;
      this.partsSince = Date.now();
    }
    this.partBytes += body.length;
    if (this.partBytes > this.limits.maxMessageBytes) return this.close('flood');
    this.parts.push(body);
    if (partial) return;
    const whole = concatBytes(...this.parts.splice(0));
    this.partBytes = 0;
    this.options.onMessage(whole);
  }

  /** Parts of a message opened so far, and their size. */
  private parts: Uint8Array[] = [];
  private partBytes = 0;
  private partsSince = 0;

  private seal(plain: Uint8Array): void {
    const box = xsalsa20poly1305(this.sendKey!, counterNonce(this.sent)).encrypt(plain);
    this.sent++;
    this.sendRaw(concatBytes(Uint8Array.of(SEALED), box));
  }

  private sendRaw(frame: Uint8Array): void {
    this.lastSent = Date.now();
    try {
      this.options.send(frame);
    } catch {
      this.close('closed');
    }
  }

  /** Takes one box of `bytes` from the budget (a message sealed in parts costs one per part); false when over it. */
  private spend(bytes: number): boolean {
    const now = Date.now();
    const seconds = (now - this.refilledAt) / 1000;
    this.refilledAt = now;
    const { burstMessages, messagesPerSecond, burstBytes, bytesPerSecond, maxMessageBytes } = this.limits;
    this.messageTokens = Math.min(burstMessages, this.messageTokens + seconds * messagesPerSecond) - 1;
    this.byteTokens = Math.min(burstBytes, this.byteTokens + seconds * bytesPerSecond) - bytes;
    return bytes <= maxMessageBytes && this.messageTokens >= 0 && this.byteTokens >= 0;
  }

  private tick(started: number): void {
    const now = Date.now();
    if (this.state !== 'open') {
      if (now - started > this.timing.handshakeMs) this.close('timeout');
      return;
    }
    if (now - this.lastHeard > this.timing.silenceMs) return this.close('silent');
    if (this.parts.length > 0 && now - this.partsSince > (this.timing.partsMs ?? PARTS_MS)) return this.close('silent');
    if (now - this.lastSent >= this.timing.heartbeatMs) this.seal(Uint8Array.of(HEARTBEAT));
  }
}

function counterNonce(counter: bigint): Uint8Array {
  const nonce = new Uint8Array(NONCE_BYTES_BOX);
  new DataView(nonce.buffer).setBigUint64(0, counter, true);
  return nonce;
}

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let i = 0; i < a.length; i++) difference |= a[i]! ^ b[i]!;
  return difference === 0;
}
