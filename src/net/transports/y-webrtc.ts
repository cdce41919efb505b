// y-webrtc: its own mesh over its signaling servers. The room name the servers see is the derived
// topic; the password is the room secret, so signaling messages are encrypted with a key derived from
// it. Each WebRTC connection then runs the secure channel (secure-channel.ts, inside the native peer
// that stands in for simple-peer): a peer counts once it has proved the room secret over that very
// connection. y-webrtc finds and keeps the connections (on a doc of its own that nothing reads); the
// room itself runs over each connection as on PeerJS, through this transport's sync hub: the same caps
// per message and per connection, the same tracing of every write to the connection that brought it,
// and a flooding or forging connection is closed and named.
import { Awareness } from 'y-protocols/awareness';
import { WebrtcProvider } from 'y-webrtc';
import * as Y from 'yjs';
import { Emitter } from '../emitter.js';
import { mark } from '../marks.js';
import { channelSecret, newSession, onPageHide, type CloseReason, type SecureChannel } from '../secure-channel.js';
import { SyncHub } from '../sync-hub.js';
import type { Transport, TransportContext, TransportEvents, TransportStatus } from '../transport.js';
import type { SecureOptions } from './substitutes/simple-peer.js';

interface SignalingConnection {
  connected: boolean;
  ws: unknown;
  connect(): void;
  on(event: 'connect' | 'disconnect', listener: () => void): void;
  off(event: 'connect' | 'disconnect', listener: () => void): void;
}

interface ProviderRoom {
  readonly webrtcConns: Map<string, { readonly connected: boolean }>;
}

/** Connects the room through y-webrtc. */
export function connectYWebrtc(context: TransportContext): Transport {
  const events = new Emitter<TransportEvents>();
  let status: TransportStatus = 'connecting';
  let peers = 0;
  let inner: { destroy(): void } | null = null;
  const channels = new Set<SecureChannel>();
  const hub = new SyncHub(context.doc, context.awareness, context.ready, context.stored);
  // What y-webrtc syncs itself: nothing of the room (its messages are never sent).
  const decoyDoc = new Y.Doc();
  const decoyAwareness = new Awareness(decoyDoc);
  decoyAwareness.setLocalState(null);
  const goodbye = (): void => {
    for (const channel of [...channels]) channel.goodbye();
  };
  // A closing page says goodbye on every connection, so its departure shows at once.
  const unbindPageHide = onPageHide(goodbye);
  mark('shoal:transport-start');
  void channelSecret(context.keys.secret, context.keys.roomId).then((secret) => {
    if (status === 'closed') return;
    inner = start(context, {
      secret,
      session: newSession(),
      channels,
      onChange: () => queueMicrotask(countPeers),
      onDropped: (reason: CloseReason, peer: string) => events.emit('dropped', { peer: peerName(peer), reason }),
      link: (send, close) => hub.open(send, { onHostile: (why) => close(why === 'junk' ? 'junk' : 'flood') }),
    });
  });
  let provider: WebrtcProvider | null = null;
  const countPeers = (): void => {
    const room = (provider as unknown as { room: ProviderRoom | null } | null)?.room;
    const count = room ? [...room.webrtcConns.values()].filter((conn) => conn.connected).length : 0;
    if (count !== peers && status !== 'closed') events.emit('peers', (peers = count));
  };

  const start = ({ keys, config }: TransportContext, secure: SecureOptions): { destroy(): void } => {
    const started = new WebrtcProvider(keys.topic, decoyDoc, {
      signaling: [...config.signaling],
      password: keys.secret,
      awareness: decoyAwareness,
      maxConns: 32,
      // Tabs of one browser connect over WebRTC too (y-webrtc's BroadcastChannel carries only its decoy doc).
      filterBcConns: false,
      peerOpts: { config: { iceServers: [...config.iceServers] }, secure },
    });
    provider = started;
    const signalingConns = (started as unknown as { signalingConns: SignalingConnection[] }).signalingConns;
    const updateStatus = (): void => {
      if (status === 'closed') return;
      const anyOnline = signalingConns.some((conn) => conn.connected);
      if (anyOnline) mark('shoal:signaling-open');
      const next: TransportStatus = anyOnline ? 'online' : status === 'connecting' ? 'connecting' : 'reconnecting';
      if (next !== status) events.emit('status', (status = next));
    };
    for (const conn of signalingConns) {
      conn.on('connect', updateStatus);
      conn.on('disconnect', updateStatus);
    }
    started.on('peers', countPeers);
    updateStatus();
    // The network is back: reach the signaling servers now rather than at the end of their backoff.
    const onOnline = (): void => {
      for (const conn of signalingConns) if (!conn.connected && conn.ws === null) conn.connect();
    };
    globalThis.addEventListener?.('online', onOnline);
    return {
      destroy() {
        globalThis.removeEventListener?.('online', onOnline);
        for (const conn of signalingConns) {
          conn.off('connect', updateStatus);
          conn.off('disconnect', updateStatus);
        }
        started.off('peers', countPeers);
        started.destroy();
      },
    };
  };

  return {
    kind: 'y-webrtc',
    events,
    status: () => status,
    peerCount: () => peers,
    destroy() {
      if (status === 'closed') return;
      status = 'closed';
      unbindPageHide();
      goodbye();
      hub.destroy();
      inner?.destroy();
      decoyAwareness.destroy();
      decoyDoc.destroy();
      events.emit('status', status);
      events.clear();
    },
  };
}

/** A connection's other end as the room names it: its DTLS certificate fingerprint, in hex. */
function peerName(fingerprint: string): string {
  return fingerprint.replace(/^\S+ /, '').replace(/:/g, '');
}
