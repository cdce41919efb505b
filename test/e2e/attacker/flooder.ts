// A modified peer that holds the room secret: it joins over the real PeerJS transport (so it passes the
// secure channel) under the name "Eve", then floods the room with small entries whose signatures are
// junk and with junk Yjs writes (non-entries in the log, a root type of its own), in updates of
// `batch` entries (or one oversized update), or all in the first sync it offers (`firstSync`: written
// before it connects). Bundled by the flood test and the flood bench, and run in a page.
import { Awareness } from 'y-protocols/awareness';
import * as Y from 'yjs';
import { isRuleError } from '../../../src/core/index.js';
import { loadNetConfig } from '../../../src/net/config.js';
import { deriveRoomKeys } from '../../../src/net/derive.js';
import { parseRoomLink } from '../../../src/net/link.js';
import { roomParts } from '../../../src/net/room-doc.js';
import { connectPeerJs } from '../../../src/net/transports/peerjs.js';
import { connectYWebrtc } from '../../../src/net/transports/y-webrtc.js';

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

function junkSig(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(64));
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** Joins the room of `hash`, floods it with `entries` forged entries and junk, and reports what it sent. */
async function flood(hash: string, entries: number, batch: number, firstSync = false, over: 'peerjs' | 'y-webrtc' = 'peerjs'): Promise<{ sent: number; junk: number; peers: number }> {
  const link = parseRoomLink(hash);
  if (isRuleError(link)) throw new Error(link.message);
  const keys = deriveRoomKeys(link);
  const config = await loadNetConfig(location);
  const doc = new Y.Doc();
  const awareness = new Awareness(doc);
  awareness.setLocalState({ name: 'Eve', color: '#123456', seat: null, bots: [], signKeys: [], at: Date.now(), proofs: [] });
  const transport = (over === 'peerjs' ? connectPeerJs : connectYWebrtc)({ doc, awareness, keys, config: { ...config, transport: over } });
  const { log } = roomParts(doc);
  if (firstSync) {
    const prev = junkSig().slice(0, 43);
    for (let sent = 0; sent < entries; sent += batch) {
      doc.transact(() => log.push(Array.from({ length: Math.min(batch, entries - sent) }, (_, i) => ({ seat: i % 2, n: 2 + (i % 5), prev, move: { type: 'pass', i: sent + i }, sig: junkSig() }))));
    }
  }
  // Connected to every page of the room (Ada and Bo) before the flood, so each receives it as updates.
  for (let i = 0; i < 200 && (transport.peerCount() < 2 || log.length <= (firstSync ? entries : 0)); i++) await sleep(50);
  if (firstSync) {
    await sleep(3000);
    const peers = transport.peerCount();
    transport.destroy();
    return { sent: entries, junk: 0, peers };
  }
  const real = log.toArray().at(-1) as { prev: string; n: number; seat: number };
  // Junk in a root type no honest page uses.
  doc.transact(() => {
    const other = doc.getMap('junk');
    for (let i = 0; i < 2000; i++) other.set(`k${i}`, { i });
  });
  let sent = 0;
  while (sent < entries) {
    const count = Math.min(batch, entries - sent);
    const forged = Array.from({ length: count }, (_, i) => ({ seat: (sent + i) % 2, n: real.n + 1 + ((sent + i) % 5), prev: real.prev, move: { type: 'pass', i: sent + i }, sig: junkSig() }));
    doc.transact(() => log.push(forged));
    sent += count;
    await sleep(0);
  }
  // Junk that is no entry at all.
  doc.transact(() => log.push(Array.from({ length: 500 }, (_, i) => (i % 2 ? `junk-${i}` : i))));
  // The pages drop it once they have checked what it sent, which they do in slices: give them time.
  for (let i = 0; i < 100 && transport.peerCount() > 0; i++) await sleep(100);
  const peers = transport.peerCount();
  transport.destroy();
  return { sent, junk: 2500, peers };
}

declare global {
  interface Window {
    flooder: { flood: typeof flood };
  }
}
window.flooder = { flood };
