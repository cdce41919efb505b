// Stands in for `simple-peer` in the y-webrtc chunk (scripts/esbuild-substitutes.mjs). y-webrtc uses a
// simple-peer for each WebRTC connection: one data channel, `signal`/`connect`/`data`/`close`/`error`
// events, `signal()`, `send()`, `destroy()`. simple-peer's bundle also carries Node stream, buffer and
// media polyfills (about 100 KB, most of the chunk); this is the same peer on the browser's own
// RTCPeerConnection. Its signals are simple-peer 9's (`{type: 'offer' | 'answer', sdp}`,
// `{type: 'candidate', candidate}`), so it also connects to y-webrtc peers that use simple-peer.
// With `secure` (Shoal's y-webrtc transport always passes it), the data channel runs the secure
// channel (secure-channel.ts) bound to both ends' DTLS certificate fingerprints: `connect` comes only
// once both sides have proved the room secret, and every message is sealed, chunked under the data
// channel's size limit, and checked on arrival; a failure ends the connection.
import { mark } from '../../marks.js';
import { HANDSHAKE_MS, SecureChannel, type ChannelSecret, type CloseReason } from '../../secure-channel.js';
import { chunkMessage, MAX_MESSAGE_BYTES, Reassembler } from '../chunking.js';

/** A connection not through the secure channel's handshake by then is closed. */
const CONNECT_MS = HANDSHAKE_MS * 2;

/** The options y-webrtc passes (its `peerOpts` plus `initiator`). */
export interface PeerOptions {
  readonly initiator?: boolean;
  readonly config?: RTCConfiguration;
  readonly channelName?: string;
  readonly channelConfig?: RTCDataChannelInit;
  readonly secure?: SecureOptions;
}

/** The room secret and this browser's session, for the secure channel; `onChange` hears of every
 * connection that authenticates or ends. */
export interface SecureOptions {
  readonly secret: ChannelSecret;
  readonly session: Uint8Array;
  /** Every open secure channel of the transport (it says goodbye on them when the page goes away). */
  readonly channels: Set<SecureChannel>;
  onChange(): void;
  /** A connection was closed for what came over it; `peer` names its other end (its DTLS certificate). */
  onDropped(reason: CloseReason, peer: string): void;
  /**
   * Once authenticated, the connection carries the room through this link (the transport's sync hub,
   * with its caps and its tracing of every write to the connection) instead of y-webrtc's own sync:
   * what y-webrtc sends is dropped and nothing is handed to it. `close` ends the connection.
   */
  link?(send: (message: Uint8Array) => void, close: (reason: CloseReason) => void): { receive(message: Uint8Array): void; close(): void };
}

/** A signal to relay to the other side through the signaling server. */
export type PeerSignal =
  | { readonly type: 'offer' | 'answer'; readonly sdp: string }
  | { readonly type: 'candidate'; readonly candidate: RTCIceCandidateInit };

type PeerEvent = 'signal' | 'connect' | 'data' | 'close' | 'error';
type Listener = (value?: unknown) => void;

/** A WebRTC connection with one data channel, in simple-peer's shape. */
export default class NativePeer {
  /** True on the side that offers; false once it yields to the other side's offer (glare). */
  initiator: boolean;
  /** True once the data channel carries messages both ways. */
  connected = false;
  destroyed = false;
  private readonly pc: RTCPeerConnection;
  private channel: RTCDataChannel | null = null;
  private readonly listeners = new Map<PeerEvent, Set<Listener>>();
  private pendingCandidates: RTCIceCandidateInit[] = [];
  private readonly secure: SecureOptions | undefined;
  private secureChannel: SecureChannel | null = null;
  private link: { receive(message: Uint8Array): void; close(): void } | null = null;
  private readonly reassembler = new Reassembler();
  private messageId = 0;
  private readonly giveUp: ReturnType<typeof setTimeout>;

  constructor(options: PeerOptions = {}) {
    this.initiator = options.initiator === true;
    this.secure = options.secure;
    this.reassembler.maxBytes = 128;
    this.pc = new RTCPeerConnection(options.config);
    this.pc.onicecandidate = ({ candidate }) => {
      if (candidate?.candidate) {
        this.emit('signal', { type: 'candidate', candidate: { candidate: candidate.candidate, sdpMLineIndex: candidate.sdpMLineIndex, sdpMid: candidate.sdpMid } });
      }
    };
    this.pc.onconnectionstatechange = () => {
      if (this.pc.connectionState === 'failed') this.destroy(new Error('Connection failed.'));
    };
    // A connection that does not come up in time (an offer replayed from a peer long gone) is given up.
    this.giveUp = setTimeout(() => {
      if (!this.connected) this.destroy(new Error('Connection timed out.'));
    }, CONNECT_MS);
    if (this.initiator) {
      this.adopt(this.pc.createDataChannel(options.channelName ?? randomLabel(), options.channelConfig));
      void this.negotiate(() => this.pc.createOffer(), () => this.initiator);
    } else {
      this.pc.ondatachannel = ({ channel }) => this.adopt(channel);
    }
  }

  on(event: PeerEvent, listener: Listener): this {
    let set = this.listeners.get(event);
    if (!set) this.listeners.set(event, (set = new Set()));
    set.add(listener);
    return this;
  }

  off(event: PeerEvent, listener: Listener): this {
    this.listeners.get(event)?.delete(listener);
    return this;
  }

  /** Feeds in a signal from the other side. An unreadable one ends the connection. */
  signal(data: unknown): void {
    if (this.destroyed) return;
    const signal = (typeof data === 'string' ? safeParse(data) : data) as Partial<{ type: string; sdp: string; candidate: RTCIceCandidateInit }> | null;
    if (signal?.candidate) {
      if (this.pc.remoteDescription) this.addCandidate(signal.candidate);
      else this.pendingCandidates.push(signal.candidate);
    } else if ((signal?.type === 'offer' || signal?.type === 'answer') && typeof signal.sdp === 'string') {
      void this.acceptDescription({ type: signal.type, sdp: signal.sdp });
    } else {
      this.destroy(new Error('signal() called with invalid signal data'));
    }
  }

  /** Sends on the data channel; throws when it is not open (y-webrtc catches and drops). */
  send(data: Uint8Array | string): void {
    if (!this.channel || this.channel.readyState !== 'open') throw new Error('the data channel is not open');
    if (this.secure) {
      if (!this.secureChannel?.open) throw new Error('the secure channel is not open');
      // The room runs over the transport's link: y-webrtc's own sync and presence are not sent.
      if (this.secure.link) return;
      this.secureChannel.send(typeof data === 'string' ? new TextEncoder().encode(data) : data);
    } else if (typeof data === 'string') this.channel.send(data);
    else this.channel.send(data as Uint8Array<ArrayBuffer>);
  }

  /** Closes the connection; `close` follows (after `error` when there is one), once. */
  destroy(error?: Error): void {
    if (this.destroyed) return;
    this.destroyed = true;
    clearTimeout(this.giveUp);
    const wasConnected = this.connected;
    this.connected = false;
    this.secureChannel?.close('closed');
    this.link?.close();
    this.link = null;
    if (wasConnected) this.secure?.onChange();
    if (this.channel) {
      this.channel.onopen = this.channel.onmessage = this.channel.onclose = null;
      this.channel.close();
    }
    this.pc.onicecandidate = this.pc.onconnectionstatechange = this.pc.ondatachannel = null;
    this.pc.close();
    // Like simple-peer: after the current task's events, so listeners may destroy others meanwhile.
    queueMicrotask(() => {
      if (error) this.emit('error', error);
      this.emit('close');
      this.listeners.clear();
    });
  }

  private adopt(channel: RTCDataChannel): void {
    this.channel = channel;
    channel.binaryType = 'arraybuffer';
    // The initiator is connected when its channel opens, and speaks at once (y-webrtc sends its sync
    // step 1). The other side is connected once it has heard from it: Chromium can drop what the
    // answering side sends the moment its channel opens, before the initiator's has.
    if (this.secure) return this.adoptSecure(channel, this.secure);
    channel.onopen = () => {
      if (this.initiator) this.connect();
    };
    channel.onmessage = ({ data }) => {
      if (this.destroyed) return;
      this.connect();
      this.emit('data', data instanceof ArrayBuffer ? new Uint8Array(data) : data);
    };
    channel.onclose = () => this.destroy();
  }

  /** The data channel carries the secure channel; `connect` once the other side has proved the secret. */
  private adoptSecure(channel: RTCDataChannel, secure: SecureOptions): void {
    const start = (): void => {
      if (this.secureChannel || this.destroyed) return;
      mark('shoal:connection-open');
      const local = fingerprint(this.pc.localDescription?.sdp);
      const remote = fingerprint(this.pc.remoteDescription?.sdp);
      if (!local || !remote) return this.destroy(new Error('no DTLS fingerprint to bind the connection to'));
      this.secureChannel = new SecureChannel({
        secret: secure.secret,
        initiator: this.initiator,
        localId: local,
        remoteId: remote,
        session: secure.session,
        send: (frame) => {
          for (const part of chunkMessage(frame, this.messageId++)) channel.send(part as Uint8Array<ArrayBuffer>);
        },
        onOpen: () => {
          mark('shoal:peer-authenticated');
          this.reassembler.maxBytes = MAX_MESSAGE_BYTES;
          const channel = this.secureChannel!;
          secure.channels.add(channel);
          this.link = secure.link?.((message) => channel.send(message), (reason) => channel.close(reason)) ?? null;
          this.connect();
          secure.onChange();
        },
        onMessage: (message) => (this.link ? this.link.receive(message) : this.emit('data', message)),
        onClose: (reason) => {
          secure.channels.delete(this.secureChannel!);
          if (reason === 'refused' || reason === 'flood' || reason === 'tampered' || reason === 'junk') secure.onDropped(reason, remote);
          this.destroy(reason === 'closed' ? undefined : new Error(`secure channel: ${reason}`));
        },
      });
    };
    channel.onopen = start;
    if (channel.readyState === 'open') start();
    channel.onmessage = ({ data }) => {
      if (this.destroyed) return;
      if (!(data instanceof ArrayBuffer)) return this.destroy(new Error('unexpected text frame'));
      const whole = this.reassembler.push(new Uint8Array(data));
      if (this.reassembler.malformed) {
        // A frame no honest sender makes: a stranger before the handshake, abuse after it.
        const reason: CloseReason = this.secureChannel?.open ? 'flood' : 'refused';
        if (this.secureChannel) return this.secureChannel.close(reason);
        secure.onDropped(reason, fingerprint(this.pc.remoteDescription?.sdp) ?? 'unknown');
        return this.destroy(new Error(`secure channel: ${reason}`));
      }
      if (!whole) return;
      start();
      this.secureChannel?.receive(whole);
    };
  }

  private connect(): void {
    if (this.connected || this.destroyed) return;
    this.connected = true;
    this.emit('connect');
  }

  private async acceptDescription(description: RTCSessionDescriptionInit): Promise<void> {
    // These peers never renegotiate: one offer, one answer. Anything else is a replay (a signaling
    // operator re-sending what it relayed) and must not touch a working connection.
    if (description.type === 'answer' && this.pc.signalingState !== 'have-local-offer') return;
    if (description.type === 'offer' && (this.pc.remoteDescription || this.connected)) return;
    try {
      if (description.type === 'offer' && this.initiator) this.yieldToOffer();
      await this.pc.setRemoteDescription(description);
      if (this.destroyed) return;
      for (const candidate of this.pendingCandidates.splice(0)) this.addCandidate(candidate);
      if (description.type === 'offer') await this.negotiate(() => this.pc.createAnswer());
    } catch (error) {
      this.destroy(error as Error);
    }
  }

  /**
   * Both sides offered at once and y-webrtc let the other's offer win (its glare rule): this side
   * answers instead. Its own channel and offer are dropped (the browser rolls the offer back as the
   * remote one is set) and it takes the channel the other side opens.
   */
  private yieldToOffer(): void {
    this.initiator = false;
    if (this.channel) {
      this.channel.onopen = this.channel.onmessage = this.channel.onclose = null;
      this.channel.close();
      this.channel = null;
    }
    this.pc.ondatachannel = ({ channel }) => this.adopt(channel);
  }

  /** Creates an offer or answer, sets it and signals it (unless `still()` turned false meanwhile). */
  private async negotiate(create: () => Promise<RTCSessionDescriptionInit>, still: () => boolean = () => true): Promise<void> {
    try {
      const description = await create();
      if (this.destroyed || !still()) return;
      await this.pc.setLocalDescription(description);
      if (this.destroyed || !still()) return;
      const local = this.pc.localDescription ?? description;
      this.emit('signal', { type: local.type, sdp: local.sdp });
    } catch (error) {
      this.destroy(error as Error);
    }
  }

  private addCandidate(candidate: RTCIceCandidateInit): void {
    // A candidate this browser cannot use (an mDNS name it cannot resolve) is skipped; others may connect.
    this.pc.addIceCandidate(candidate).catch(() => {});
  }

  private emit(event: PeerEvent, value?: unknown): void {
    for (const listener of [...(this.listeners.get(event) ?? [])]) listener(value);
  }
}

/** The DTLS certificate fingerprint an SDP announces (`a=fingerprint:sha-256 AB:CD:…`). */
function fingerprint(sdp: string | undefined): string | null {
  const match = sdp ? /^a=fingerprint:(\S+ \S+)/m.exec(sdp) : null;
  return match ? match[1]!.toLowerCase() : null;
}

function randomLabel(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(20)), (b) => b.toString(16).padStart(2, '0')).join('');
}

function safeParse(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}
