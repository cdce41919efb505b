// Attack: a seated player's modified page floods the room with validly signed deck passes whose proofs
// are false — each a different forgery, and the same forgeries again under other entries. Every one
// must be refused and the seat named; the proofs must be checked off the page, at most a bounded
// number of times however many arrive, and never twice for the same forgery; the honest seats' game
// then goes on.
import { afterEach, test } from 'node:test';
import assert from 'node:assert/strict';
import { fairDuties, forgetPassVerdicts, makeDeckPass, type DeckPassMove } from '../../../src/fair/index.js';
import { seededEntropy, type Json } from '../../../src/core/index.js';
import { roomParts, type SignedEntry } from '../../../src/net/index.js';
import { MAX_CANDIDATES_PER_POINT } from '../../../src/net/log-fold.js';
import { createNetworkTable, usePageDeckWorkers, type NetworkTable } from '../../../src/table/index.js';
import { demoGame, type DemoState } from '../table/demo-game.js';
import { threadDeckWorkers, withholdingDeckWorkers } from '../table/thread-deck-workers.js';
import { closeRooms, openRooms, settle } from '../net/helpers.js';
import { until } from '../../kit/until.js';

const tables: NetworkTable[] = [];
afterEach(async () => {
  for (const table of tables.splice(0)) table.destroy();
  usePageDeckWorkers(null);
  forgetPassVerdicts();
  await closeRooms();
});

/** Deck workers that never answer a pass (other work, such as the seat's beacon chain, is done at once): the attacker's own pass is never published. */
const silentWorkers = withholdingDeckWorkers('make-pass');

/** Pass `pass` with its proof's first response replaced: a well-formed pass whose proof is false. */
function forged(pass: DeckPassMove, i: number): DeckPassMove {
  const response = (BigInt(i + 1) * 0x1234567n).toString(16).padStart(64, '0').match(/../g)!.reverse().join('');
  return { ...pass, proof: { ...pass.proof, responses: [response, ...pass.proof.responses.slice(1)] } };
}

test('a seat flooding signed passes with false proofs is refused and named; the proofs are checked off the page, a bounded number of times, never one twice', async () => {
  const workers = threadDeckWorkers();
  usePageDeckWorkers(workers);
  const rooms = await openRooms(2, undefined, { game: demoGame, players: 2, options: { deckSize: 24, handSize: 2 } });
  const [ada, bo] = rooms as [(typeof rooms)[0], (typeof rooms)[0]];
  const honest = createNetworkTable(ada, { deckWorkers: workers });
  const attacker = createNetworkTable(bo, { deckWorkers: silentWorkers });
  tables.push(honest, attacker);
  // Bo shuffles first (seat 0); Ada second.
  assert.equal(await attacker.takeSeat(0, 'Bo', '#654321'), null);
  assert.equal(await honest.takeSeat(1, 'Ada', '#123456'), null);
  const passOwed = (): boolean => {
    const state = ada.fold()?.state as DemoState | undefined;
    return state ? fairDuties(state.fair).some((d) => d.seat === 0 && d.detail?.fair === 'deck-pass') : false;
  };
  await until(async () => {
    await settle(rooms);
    return passOwed();
  }, "seat 0's pass to fall due", 60_000);

  const fold = ada.fold()!;
  const deck = (fold.state as DemoState).fair.decks.hand!;
  const pass = makeDeckPass(deck, 0, seededEntropy('attacker').bytes(64));
  forgetPassVerdicts(); // what this process remembers of the pass it just made
  const FORGERIES = 60;
  const entries: SignedEntry[] = [];
  for (let i = 0; i < FORGERIES; i++) {
    entries.push(await bo.signEntry(0, { seat: 0, n: fold.nextN[0]!, prev: fold.head, move: forged(pass, i) as unknown as Json }));
  }
  bo.doc.transact(() => roomParts(bo.doc).log.push(entries), 'attacker');
  await settle(rooms);
  await settle(rooms);

  const after = ada.fold()!;
  assert.equal(after.accepted.length, fold.accepted.length, 'no forged pass accepted');
  assert.deepEqual(after.flooders, [0], 'seat 0 is named as a flooder');
  const refusals = after.rejected.filter((r) => r.entry?.seat === 0 && r.at === fold.accepted.length);
  assert.ok(refusals.some((r) => r.reason.code === 'deck-pass-unproven'), 'a forged pass is refused as unproven');
  assert.ok(refusals.every((r) => r.reason.code === 'deck-pass-unproven' || r.reason.code === 'flood'), "expected refusals.every((r) => r.reason.code === 'deck-pass-unproven' || r.reason.code === 'flood')");
  const checks = workers.jobs.filter((kind) => kind === 'check-pass').length;
  assert.ok(checks >= 1, 'the forgeries were checked in the deck workers');
  // Two folds run in this process, each with its own bound: the honest room's and the attacker's own.
  assert.ok(checks <= 2 * MAX_CANDIDATES_PER_POINT, `at most ${MAX_CANDIDATES_PER_POINT} proofs checked a room for one point, not ${checks / 2}`);

  // The same forgeries again, in new entries of the seat's next number (refused at once), and as
  // copies of the entries already refused: nothing is checked again.
  const before = workers.jobs.length;
  const again: SignedEntry[] = [];
  for (let i = 0; i < 8; i++) again.push(await bo.signEntry(0, { seat: 0, n: fold.nextN[0]! + 1, prev: fold.head, move: forged(pass, i) as unknown as Json }));
  bo.doc.transact(() => roomParts(bo.doc).log.push([...again, ...entries.slice(0, 8)]), 'attacker');
  await settle(rooms);
  assert.equal(workers.jobs.length, before, 'no proof checked again');
  workers.destroy();
});
