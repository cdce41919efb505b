import { afterEach, test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { seededRandom, type Json } from '../../../src/core/index.js';
import { constitutionId, genesisId, LogFold, roomParts, type Room, type SeatClaim, type SignedEntry } from '../../../src/net/index.js';
import { VerifiedEntries } from '../../../src/net/verified-entries.js';
import { closeRooms, fishery, MemoryNetwork, openRooms, seatTwo, settle } from './helpers.js';

afterEach(closeRooms);

/** A real Fishery game's first `count` entries, signed by their seats, and a fresh fold for the room. */
async function signedGame(count: number): Promise<{ rooms: Room[]; entries: SignedEntry[]; newFold: (checked?: VerifiedEntries) => LogFold }> {
  const rooms = await openRooms(2);
  await seatTwo(rooms);
  for (let i = 0; i < count; i++) {
    const fold = rooms[0]!.fold()!;
    const seat = fold.author!;
    await rooms[seat]!.submit(seat, fishery.legalMoves(fold.state, seat)[0] as Json);
    await settle(rooms);
  }
  const entries = rooms[0]!.fold()!.accepted.map((a) => a.entry);
  const room = rooms[0]!;
  const seats = room.seating().seats as SeatClaim[];
  const genesis = genesisId(constitutionId(room.meta()!), room.seating().sealedIds!);
  return {
    rooms,
    entries,
    newFold: (checked?: VerifiedEntries) => new LogFold(fishery, room.scope, fishery.setup({ players: 2 }), seats, genesis, checked),
  };
}

test('a fold restored with the signatures and ids this device checked accepts the same history, and refuses an entry altered under a checked signature', async () => {
  const { entries, newFold } = await signedGame(6);
  const checked = new VerifiedEntries();
  const first = await newFold(checked).fold(entries.map((e) => ({ ...e })));
  const records = checked.takeUnsaved();
  assert.equal(records.length, 6, 'every verified entry is recorded');
  assert.ok(records.every((r) => typeof r.id === 'string'), 'each record keeps its entry id');
  const restored = await newFold(VerifiedEntries.restored(records)).fold(entries.map((e) => ({ ...e })));
  assert.deepEqual(restored.accepted.map((a) => a.id), first.accepted.map((a) => a.id), 'the same history and ids');
  // The third entry with another move under its checked signature: neither its id nor its signature is taken from the record.
  const altered = { ...entries[2]!, move: fishery.legalMoves(first.accepted[2]!.before, entries[2]!.seat).at(-1) as Json };
  assert.notDeepEqual(altered.move, entries[2]!.move, 'the altered entry carries another move');
  const tampered = await newFold(VerifiedEntries.restored(records)).fold([...entries.slice(0, 2), altered].map((e) => ({ ...e })));
  assert.equal(tampered.accepted.length, 2, 'the altered entry is not accepted');
  assert.equal(tampered.rejected.at(-1)?.reason.code, 'bad-signature', 'its signature is checked again, and fails');
});

test('entries whose signature checks start as they arrive are still judged by the fold: a check counts only for the bytes it checked', async () => {
  const { entries, newFold } = await signedGame(3);
  const genuine = { ...entries[0]! };
  const reference = await newFold().fold([genuine]);
  const other = fishery.legalMoves(reference.accepted[0]!.before, genuine.seat).find((move) => JSON.stringify(move) !== JSON.stringify(genuine.move)) as Json;
  // Another move under the first entry's signature, folded after the check of the genuine entry started.
  const altered = { ...genuine, move: other };
  const fold = newFold();
  fold.arrived([{ ...genuine }]);
  const forged = await fold.fold([altered]);
  assert.equal(forged.accepted.length, 0, 'the altered entry is not accepted on the genuine one\'s check');
  assert.equal(forged.rejected.at(-1)?.reason.code, 'bad-signature', 'its own signature check fails');
  // A forged entry read on arrival is refused like any other.
  const fresh = newFold();
  const early = { ...altered };
  fresh.arrived([early]);
  const refused = await fresh.fold([early]);
  assert.equal(refused.accepted.length, 0, 'a forged entry read on arrival is not accepted');
  assert.equal(refused.rejected.at(-1)?.reason.code, 'bad-signature', 'and is refused for its signature');
  // Genuine entries read on arrival are accepted, as without.
  const honest = newFold();
  const items = entries.map((e) => ({ ...e }));
  honest.arrived(items);
  const accepted = await honest.fold(items);
  assert.deepEqual(accepted.accepted.map((a) => a.id), (await newFold().fold(entries.map((e) => ({ ...e })))).accepted.map((a) => a.id), 'the same history');
});

test('the history is a function of the set of entries: any order, copies and arrival in pieces give the same history (seeded property)', async () => {
  const { entries, newFold } = await signedGame(10);
  const reference = await newFold().fold(entries.map((e) => ({ ...e })));
  assert.equal(reference.accepted.length, 10);
  await fc.assert(
    fc.asyncProperty(fc.array(fc.nat(entries.length - 1), { minLength: entries.length, maxLength: 30 }), fc.nat(5), async (picks, pieces) => {
      // Every entry at least once, in the order (and with the copies) the picks say, in `pieces + 1` arrivals.
      const order = [...picks, ...entries.map((_, i) => i)].map((i) => ({ ...entries[i]! }));
      const fold = newFold();
      const seen: unknown[] = [];
      const size = Math.ceil(order.length / (pieces + 1));
      let result = await fold.fold([]);
      for (let start = 0; start < order.length; start += size) {
        seen.push(...order.slice(start, start + size));
        const before = result.accepted.map((a) => a.id);
        result = await fold.fold(seen);
        assert.deepEqual(result.accepted.slice(0, before.length).map((a) => a.id), before, 'an accepted entry is never un-accepted');
      }
      assert.deepEqual(result.accepted.map((a) => a.id), reference.accepted.map((a) => a.id));
      assert.deepEqual(result.state, reference.state);
      assert.equal(result.ended, null);
    }),
    { seed: 7, numRuns: 60 },
  );
});

test('randomized adversarial convergence: honest peers agree on one history that extends all they accepted, or name the adversary (seeded, thousands of steps)', async () => {
  let totalSteps = 0;
  for (const seed of [1, 2, 3, 4, 5, 6]) {
    const random = seededRandom(seed * 7919);
    const network = new MemoryNetwork();
    // Peer 0 creates and sits Black; peer 1 is the adversary at White; peers 2 and 3 watch.
    const rooms = await openRooms(4, network);
    await seatTwo(rooms);
    const honest = [rooms[0]!, rooms[2]!, rooms[3]!];
    const adversary = rooms[1]!;
    const accepted = new Map<Room, string[]>(honest.map((room) => [room, []]));
    const pool: unknown[] = [];
    let steps = 0;
    try {
      for (; steps < 700; steps++) {
        const roll = random.int(100);
        const fold = adversary.fold()!;
        const { log, seats, constitution, next } = roomParts(adversary.doc);
        if (fold.ended || fishery.outcome(fold.state)) break;
        if (roll < 30) {
          // An honest or adversarial move at the head, through the rooms.
          const seat = fold.author!;
          const legal = fishery.legalMoves(fold.state, seat) as Json[];
          if (legal.length > 0) await rooms[seat === 0 ? 0 : 1]!.submit(seat, legal[random.int(legal.length)]!);
        } else if (roll < 45 && log.length > 0) {
          const items = log.toArray();
          const item = items[random.int(items.length)];
          pool.push(item);
          adversary.doc.transact(() => log.insert(random.int(log.length + 1), [{ ...(item as object) }]), 'attacker');
        } else if (roll < 55 && log.length > 0) {
          adversary.doc.transact(() => log.delete(random.int(log.length), 1), 'attacker');
        } else if (roll < 62) {
          // A move of its own signed at an earlier point of the history it saw (a rewrite), rarely a real equivocation.
          const back = fold.accepted[random.int(fold.accepted.length + 1)];
          const prev = back ? back.entry.prev : fold.head;
          const state = back ? back.before : fold.state;
          const legal = fishery.legalMoves(state, 1) as Json[];
          const n = back && back.entry.seat === 1 ? back.entry.n : fold.nextN[1]!;
          if (legal.length > 0 && random.int(10) === 0) {
            const forged = await adversary.signEntry(1, { seat: 1, n, prev, move: legal[random.int(legal.length)]! });
            adversary.doc.transact(() => log.insert(random.int(log.length + 1), [forged]), 'attacker');
          }
        } else if (roll < 70) {
          // Replays from the pool, junk, claims and constitution changes, a forged rematch.
          adversary.doc.transact(() => {
            if (pool.length > 0) log.push([{ ...(pool[random.int(pool.length)] as object) }]);
            log.push([{ seat: 1, n: 0, prev: 'A'.repeat(43), move: { type: 'pass' }, sig: 'A'.repeat(86) }]);
            if (seats.length > 0) seats.delete(random.int(seats.length), 1);
            if (constitution.length > 0 && random.int(4) === 0) constitution.delete(0, 1);
            next.set('rematch/1', { secret: 'AAECAwQFBgcICQoLDA0ODw', seat: 0, sig: 'B'.repeat(86) });
          }, 'attacker');
        } else if (roll < 85) {
          network.connected = false;
        } else {
          network.heal();
        }
        await settle(rooms);
        for (const room of honest) {
          const fold = room.fold();
          if (!fold) continue;
          const ids = fold.accepted.map((a) => a.id);
          const before = accepted.get(room)!;
          if (!fold.ended) assert.deepEqual(ids.slice(0, before.length), before, `seed ${seed} step ${steps}: an honest peer lost an accepted entry`);
          accepted.set(room, ids);
        }
      }
      network.heal();
      for (let i = 0; i < 3; i++) await settle(rooms);
      const [first, ...others] = honest.map((room) => room.fold()!);
      for (const other of others) {
        assert.deepEqual(other.accepted.map((a) => a.id), first!.accepted.map((a) => a.id), `seed ${seed}: honest peers disagree`);
        assert.deepEqual(other.ended?.seat, first!.ended?.seat);
      }
      if (first!.ended) {
        assert.equal(first!.ended.kind, 'equivocation');
        assert.equal(first!.ended.seat, 1, `seed ${seed}: only the adversary can be named`);
      }
      for (const room of honest) assert.deepEqual(room.seating().seats.map((c) => c?.name), ['Ada', 'Bo']);
    } catch (error) {
      throw new Error(`seed ${seed}, step ${steps}: ${(error as Error).message}`);
    }
    await closeRooms();
    totalSteps += steps;
  }
  assert.ok(totalSteps >= 1000, `only ${totalSteps} adversarial steps ran`);
});
