// Stands in for `simple-peer` in the y-webrtc chunk (scripts/esbuild-substitutes.mjs). y-webrtc uses a
// simple-peer for each WebRTC connection: one data channel, `signal`/`connect`/`data`/`close`/`error`
// events, `signal()`, `send()`, `destroy()`. simple-peer's bundle also carries Node stream, buffer and
// media polyfills (about 100 KB, most of the chunk); this is the same peer on the browser's own
// RTCPeerConnection. Its signals are simple-peer 9's (`{type: 'offer' | 'answer', sdp}`,
// `{type: 'candidate', candidate}`), so it also connects to y-webrtc peers that use simple-peer.

/** The options y-webrtc passes (its `peerOpts` plus `initiator`). */
export interface PeerOptions {
  readonly initiator?: boolean;
  readonly config?: RTCConfiguration;
  readonly channelName?: string;
  readonly channelConfig?: RTCDataChannelInit;
}

/** A signal to relay to the other side through the signaling server. */
export type PeerSignal =
  | { readonly type: 'offer' | 'answer'; readonly sdp: string }
  | { readonly type: 'candidate'; readonly candidate: RTCIceCandidateInit };

type PeerEvent = 'signal' | 'connect' | 'data' | 'close' | 'error';
type Listener = (value?: unknown) => void;

/** A WebRTC connection with one data channel, in simple-peer's shape. */
export default class NativePeer {
  readonly initiator: boolean;
  /** True once the data channel carries messages both ways. */
  connected = false;
  destroyed = false;
  private readonly pc: RTCPeerConnection;
  private channel: RTCDataChannel | null = null;
  private readonly listeners = new Map<PeerEvent, Set<Listener>>();
  private pendingCandidates: RTCIceCandidateInit[] = [];

  constructor(options: PeerOptions = {}) {
    this.initiator = options.initiator === true;
    this.pc = new RTCPeerConnection(options.config);
    this.pc.onicecandidate = ({ candidate }) => {
      if (candidate?.candidate) {
        this.emit('signal', { type: 'candidate', candidate: { candidate: candidate.candidate, sdpMLineIndex: candidate.sdpMLineIndex, sdpMid: candidate.sdpMid } });
      }
    };
    this.pc.onconnectionstatechange = () => {
      if (this.pc.connectionState === 'failed') this.destroy(new Error('Connection failed.'));
    };
    if (this.initiator) {
      this.adopt(this.pc.createDataChannel(options.channelName ?? randomLabel(), options.channelConfig));
      void this.negotiate(() => this.pc.createOffer());
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
    if (typeof data === 'string') this.channel.send(data);
    else this.channel.send(data as Uint8Array<ArrayBuffer>);
  }

  /** Closes the connection; `close` follows (after `error` when there is one), once. */
  destroy(error?: Error): void {
    if (this.destroyed) return;
    this.destroyed = true;
    this.connected = false;
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

  private connect(): void {
    if (this.connected || this.destroyed) return;
    this.connected = true;
    this.emit('connect');
  }

  private async acceptDescription(description: RTCSessionDescriptionInit): Promise<void> {
    try {
      await this.pc.setRemoteDescription(description);
      if (this.destroyed) return;
      for (const candidate of this.pendingCandidates.splice(0)) this.addCandidate(candidate);
      if (description.type === 'offer') await this.negotiate(() => this.pc.createAnswer());
    } catch (error) {
      this.destroy(error as Error);
    }
  }

  /** Creates an offer or answer, sets it and signals it. */
  private async negotiate(create: () => Promise<RTCSessionDescriptionInit>): Promise<void> {
    try {
      const description = await create();
      if (this.destroyed) return;
      await this.pc.setLocalDescription(description);
      if (this.destroyed) return;
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
