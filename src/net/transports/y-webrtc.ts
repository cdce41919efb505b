// y-webrtc: its own mesh over its signaling servers. The room name the servers see is the derived
// topic; the password is the room secret, so signaling messages are encrypted with a key derived from it.
import { WebrtcProvider } from 'y-webrtc';
import { Emitter } from '../emitter.js';
import type { Transport, TransportContext, TransportEvents, TransportStatus } from '../transport.js';

interface SignalingConnection {
  connected: boolean;
  on(event: 'connect' | 'disconnect', listener: () => void): void;
  off(event: 'connect' | 'disconnect', listener: () => void): void;
}

/** Connects the room through y-webrtc. */
export function connectYWebrtc({ doc, awareness, keys, config }: TransportContext): Transport {
  const events = new Emitter<TransportEvents>();
  const provider = new WebrtcProvider(keys.topic, doc, {
    signaling: [...config.signaling],
    password: keys.secret,
    awareness,
    maxConns: 32,
    // Tabs of one browser share y-webrtc's BroadcastChannel; presence still comes through awareness.
    filterBcConns: false,
    peerOpts: { config: { iceServers: [...config.iceServers] } },
  });
  let status: TransportStatus = 'connecting';
  let peers = 0;
  const signalingConns = (provider as unknown as { signalingConns: SignalingConnection[] }).signalingConns;
  const updateStatus = (): void => {
    if (status === 'closed') return;
    const anyOnline = signalingConns.some((conn) => conn.connected);
    const next: TransportStatus = anyOnline ? 'online' : status === 'connecting' ? 'connecting' : 'reconnecting';
    if (next !== status) events.emit('status', (status = next));
  };
  for (const conn of signalingConns) {
    conn.on('connect', updateStatus);
    conn.on('disconnect', updateStatus);
  }
  const onPeers = ({ webrtcPeers, bcPeers }: { webrtcPeers: string[]; bcPeers: string[] }): void => {
    const count = new Set([...webrtcPeers, ...bcPeers]).size;
    if (count !== peers) events.emit('peers', (peers = count));
  };
  provider.on('peers', onPeers);
  queueMicrotask(updateStatus);
  return {
    kind: 'y-webrtc',
    events,
    status: () => status,
    peerCount: () => peers,
    destroy() {
      if (status === 'closed') return;
      status = 'closed';
      for (const conn of signalingConns) {
        conn.off('connect', updateStatus);
        conn.off('disconnect', updateStatus);
      }
      provider.off('peers', onPeers);
      provider.destroy();
      events.emit('status', status);
      events.clear();
    },
  };
}
