import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import type { Json } from '../../../src/core/index.js';
import { LogFold, type SignedEntry } from '../../../src/net/index.js';
import { closeRooms, fishery, openRooms, seatTwo, settle } from './helpers.js';

test('the incremental fold, finding or told where the log changed, equals a fresh fold after any edit (seeded property)', async () => {
  const rooms = await openRooms(2);
  await seatTwo(rooms);
  // A real game's entries, signed by their seats.
  const entries: SignedEntry[] = [];
  let state = rooms[0]!.fold()!.state;
  const n = [0, 0];
  for (let i = 0; i < 12; i++) {
    const seat = fishery.pending(state)[0]!;
    const move = fishery.legalMoves(state, seat)[0] as Json;
    entries.push(await rooms[seat]!.signEntry(seat, n[seat]!++, move));
    state = fishery.apply(state, seat, move);
  }
  const seats = rooms[0]!.seating().seats;
  const initial = fishery.setup({ players: 2 });
  const incremental = new LogFold(fishery, rooms[0]!.scope, initial, 2);
  // Told where the log changed (as the room's mirror of the Y.Array tells it), rather than finding out.
  const hinted = new LogFold(fishery, rooms[0]!.scope, initial, 2);
  let hintedLog: unknown[] = [];
  await fc.assert(
    fc.asyncProperty(
      fc.array(fc.tuple(fc.nat(entries.length - 1), fc.nat(20), fc.boolean()), { minLength: 1, maxLength: 8 }),
      async (edits) => {
        let log: unknown[] = entries.slice(0, 6).map((e) => ({ ...e }));
        for (const [pick, at, remove] of edits) {
          log = log.slice();
          if (remove && log.length > 0) log.splice(at % log.length, 1);
          else log.splice(at % (log.length + 1), 0, { ...entries[pick]! });
          const fast = await incremental.fold(log, seats);
          const fresh = await new LogFold(fishery, rooms[0]!.scope, initial, 2).fold(log, seats);
          let from = 0;
          while (from < log.length && from < hintedLog.length && log[from] === hintedLog[from]) from++;
          const told = await hinted.fold(log, seats, from);
          hintedLog = log;
          assert.deepEqual(told.state, fresh.state);
          assert.deepEqual(told.accepted.map((a) => a.index), fresh.accepted.map((a) => a.index));
          assert.deepEqual(told.rejected.map((r) => [r.index, r.reason.code]), fresh.rejected.map((r) => [r.index, r.reason.code]));
          assert.deepEqual(fast.state, fresh.state);
          assert.deepEqual(fast.nextN, fresh.nextN);
          assert.deepEqual(fast.accepted.map((a) => a.index), fresh.accepted.map((a) => a.index));
          assert.deepEqual(fast.rejected.map((r) => [r.index, r.reason.code]), fresh.rejected.map((r) => [r.index, r.reason.code]));
        }
      },
    ),
    { seed: 42, numRuns: 40 },
  );
  await settle(rooms);
  await closeRooms();
});
