// The signed, chained history's cost per move, in this process (two rooms joined in memory, Node's
// WebCrypto Ed25519): signing an entry, verifying one, and folding a move into the chain (parse, id,
// verify, judge, apply), each as a median over a whole Fishery game; and a restore (a fresh fold of a
// 500-entry log, signatures verified and not).
import * as Y from 'yjs';
import { seededEntropy, type Json } from '../src/core/index.js';
import { games } from '../src/games/index.js';
import {
  constitutionId,
  genesisId,
  LogFold,
  memoryKeyStore,
  Room,
  signatureBackend,
  verifyEntry,
  type SeatClaim,
  type SignedEntry,
} from '../src/net/index.js';

const fishery = games.fishery!;
const median = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const ms = (value: number): string => value.toFixed(3);

async function pairedRooms(): Promise<Room[]> {
  const docs = [new Y.Doc(), new Y.Doc()];
  docs[0]!.on('update', (update: Uint8Array, origin: unknown) => origin !== 'relay' && Y.applyUpdate(docs[1]!, update, 'relay'));
  docs[1]!.on('update', (update: Uint8Array, origin: unknown) => origin !== 'relay' && Y.applyUpdate(docs[0]!, update, 'relay'));
  const common = (i: number) => ({ game: fishery, keyStore: memoryKeyStore(), doc: docs[i]!, entropy: seededEntropy(`bench-${i}`), tabLock: false });
  const ada = await Room.create({ players: 2, now: 0, options: { columns: 26, rows: 26 } }, common(0));
  const bo = await Room.open({ ...common(1), link: ada.link });
  await ada.claimSeat(0, { name: 'Ada', color: '#112233' });
  await bo.claimSeat(1, { name: 'Bo', color: '#445566' });
  await Promise.all([ada.whenSettled(), bo.whenSettled()]);
  return [ada, bo];
}

const rooms = await pairedRooms();
console.log(`history signature backend: ${await signatureBackend()}`);
const perMove: number[] = [];
const signs: number[] = [];
const verifies: number[] = [];
const entries: SignedEntry[] = [];
for (let i = 0; i < 500; i++) {
  const fold = rooms[0]!.fold()!;
  if (fishery.outcome(fold.state) || fold.author === null) break;
  const seat = fold.author;
  const moves = fishery.legalMoves(fold.state, seat) as Json[];
  const move = moves[i % moves.length]!;
  const room = rooms[seat]!;
  const started = performance.now();
  const entry = await room.submit(seat, move);
  await Promise.all(rooms.map((r) => r.whenSettled()));
  perMove.push(performance.now() - started);
  if ('kind' in entry) throw new Error(entry.message);
  entries.push(entry);
  const signStart = performance.now();
  await room.signEntry(seat, { seat, n: 999, prev: entry.prev, move });
  signs.push(performance.now() - signStart);
  const claim = room.seating().seats[seat]!;
  const verifyStart = performance.now();
  await verifyEntry(entry, room.scope, claim.signKey);
  verifies.push(performance.now() - verifyStart);
}
console.log(`history moves played: ${entries.length}`);
console.log(`history move, submit to folded in both rooms (median): ${ms(median(perMove))} ms`);
console.log(`history sign one entry (median): ${ms(median(signs))} ms`);
console.log(`history verify one entry (median): ${ms(median(verifies))} ms`);

// A restore: a fresh fold of the whole log, as after a reload with no record of checked signatures.
const room = rooms[1]!;
const seats = room.seating().seats as SeatClaim[];
const genesis = genesisId(constitutionId(room.meta()!), room.seating().sealedIds!);
const initial = room.initialState();
const items = entries.map((entry) => ({ ...entry }));
const restoreStart = performance.now();
const fresh = await new LogFold(fishery, room.scope, initial, seats, genesis).fold(items);
console.log(`history restore of ${fresh.accepted.length} entries, verifying every signature: ${ms(performance.now() - restoreStart)} ms`);
await Promise.all(rooms.map((r) => r.destroy()));
