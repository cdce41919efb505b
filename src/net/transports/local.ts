// Tabs of one browser (and tests in Node, which has BroadcastChannel too): one BroadcastChannel named
// by the room's derived topic carries the sync conversation to every tab at once.
import { Emitter } from '../emitter.js';
import { SyncHub } from '../sync-hub.js';
import type { Transport, TransportContext, TransportEvents, TransportStatus } from '../transport.js';

/** Connects the room to every other tab with it open, over a BroadcastChannel. */
export function connectLocal({ doc, awareness, keys }: TransportContext): Transport {
  const events = new Emitter<TransportEvents>();
  const channel = new BroadcastChannel(`shoal-${keys.topic}`);
  const hub = new SyncHub(doc, awareness);
  let status: TransportStatus = 'online';
  const link = hub.open((message) => channel.postMessage(message));
  let peers = 0;
  const countPeers = (): void => {
    const count = [...awareness.getStates().keys()].filter((id) => id !== doc.clientID).length;
    if (count !== peers) events.emit('peers', (peers = count));
  };
  channel.onmessage = (event: MessageEvent) => {
    if (event.data instanceof Uint8Array) link.receive(event.data);
  };
  awareness.on('change', countPeers);
  queueMicrotask(() => events.emit('status', status));
  return {
    kind: 'local',
    events,
    status: () => status,
    peerCount: () => peers,
    destroy() {
      if (status === 'closed') return;
      status = 'closed';
      awareness.off('change', countPeers);
      hub.destroy();
      channel.close();
      events.emit('status', status);
      events.clear();
    },
  };
}
