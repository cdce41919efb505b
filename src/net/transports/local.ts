// Tabs of one browser (and tests in Node, which has BroadcastChannel too): a BroadcastChannel named by
// the room's derived topic carries addressed frames, and every pair of tabs runs its own secure channel
// (secure-channel.ts) over it, as the network transports do, before the sync conversation starts.
import { toHex } from '../../core/index.js';
import { Emitter } from '../emitter.js';
import { channelSecret, newSession, SecureChannel, type ChannelSecret, type CloseReason } from '../secure-channel.js';
import { SyncHub, type SyncLink } from '../sync-hub.js';
import type { Transport, TransportContext, TransportEvents, TransportStatus } from '../transport.js';

/** What goes over the BroadcastChannel: `here` (a tab arrived; the lower id opens a channel to the
 * higher), `frame` (a secure-channel frame for one tab), `bye` (a tab left). */
interface Envelope {
  readonly kind: 'here' | 'frame' | 'bye';
  readonly from: string;
  readonly to: string | null;
  readonly frame?: Uint8Array;
}

interface Pair {
  readonly channel: SecureChannel;
  link: SyncLink | null;
}

/** Connects the room to every other tab with it open, over a BroadcastChannel. */
export function connectLocal({ doc, awareness, keys, ready, stored }: TransportContext): Transport {
  const events = new Emitter<TransportEvents>();
  const session = newSession();
  const self = toHex(session);
  const broadcast = new BroadcastChannel(`shoal-${keys.topic}`);
  const hub = new SyncHub(doc, awareness, ready, stored);
  const pairs = new Map<string, Pair>();
  let secret: ChannelSecret | null = null;
  let status: TransportStatus = 'connecting';
  const authenticated = (): number => [...pairs.values()].filter((p) => p.link).length;
  const post = (envelope: Envelope): void => {
    if (status !== 'closed') broadcast.postMessage(envelope);
  };

  const pairWith = (other: string, initiator: boolean): Pair => {
    const pair: Pair = {
      link: null,
      channel: new SecureChannel({
        secret: secret!,
        initiator,
        localId: self,
        remoteId: other,
        session,
        send: (frame) => post({ kind: 'frame', from: self, to: other, frame }),
        onOpen: () => {
          pair.link = hub.open((message) => pair.channel.send(message), {
            onHostile: (why) => pair.channel.close(why === 'junk' ? 'junk' : 'flood'),
          });
          events.emit('peers', authenticated());
        },
        onMessage: (message) => pair.link?.receive(message),
        onClose: (reason: CloseReason) => {
          if (pairs.get(other) === pair) pairs.delete(other);
          const counted = pair.link !== null;
          pair.link?.close();
          pair.link = null;
          if (counted) events.emit('peers', authenticated());
          if (reason === 'refused' || reason === 'flood' || reason === 'tampered') events.emit('dropped', { peer: other, reason });
        },
      }),
    };
    pairs.set(other, pair);
    return pair;
  };

  broadcast.onmessage = (event: MessageEvent) => {
    if (!secret || status === 'closed') return;
    const envelope = event.data as Partial<Envelope> | null;
    if (!envelope || typeof envelope.from !== 'string' || envelope.from === self) return;
    if (envelope.to !== null && envelope.to !== self) return;
    const from = envelope.from;
    if (envelope.kind === 'here') {
      if (pairs.has(from)) return;
      if (self < from) pairWith(from, true);
      else post({ kind: 'here', from: self, to: from });
    } else if (envelope.kind === 'frame' && envelope.frame instanceof Uint8Array) {
      const pair = pairs.get(from) ?? (self > from ? pairWith(from, false) : null);
      pair?.channel.receive(envelope.frame);
    } else if (envelope.kind === 'bye') {
      pairs.get(from)?.channel.close('closed');
    }
  };

  void channelSecret(keys.secret, keys.roomId).then((imported) => {
    if (status === 'closed') return;
    secret = imported;
    status = 'online';
    events.emit('status', status);
    post({ kind: 'here', from: self, to: null });
  });

  return {
    kind: 'local',
    events,
    status: () => status,
    peerCount: authenticated,
    destroy() {
      if (status === 'closed') return;
      for (const pair of [...pairs.values()]) pair.channel.goodbye();
      post({ kind: 'bye', from: self, to: null });
      status = 'closed';
      hub.destroy();
      broadcast.close();
      events.emit('status', status);
      events.clear();
    },
  };
}
