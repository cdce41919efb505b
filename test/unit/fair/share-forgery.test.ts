// Attack: a seated player's modified page publishes signed decryption shares whose proof is false when
// its shares of the other seat's hand fall due. Every peer's fold checks them in the deck workers (one
// batch), refuses the entry with the same reason and names the seat, and no forged share is accepted.
import { afterEach, test } from 'node:test';
import assert from 'node:assert/strict';
import { cardTable, fairDuties, forgetPassVerdicts, sharesOwed } from '../../../src/fair/index.js';
import { roomParts } from '../../../src/net/index.js';
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

/** The attacker's deck workers: its own shares are never made, so it never publishes the honest ones. */
const withholdingWorkers = withholdingDeckWorkers('make-shares');

test('attack: signed shares with a false proof are checked in the deck workers and refused by every peer in the same way, the seat named', async () => {
  const workers = threadDeckWorkers();
  usePageDeckWorkers(workers);
  const rooms = await openRooms(2, undefined, { game: demoGame, players: 2, options: { deckSize: 24, handSize: 2 } });
  const [ada, bo] = rooms as [(typeof rooms)[0], (typeof rooms)[0]];
  tables.push(createNetworkTable(ada, { deckWorkers: workers }), createNetworkTable(bo, { deckWorkers: withholdingWorkers }));
  assert.equal(await tables[1]!.takeSeat(0, 'Bo', '#654321'), null);
  assert.equal(await tables[0]!.takeSeat(1, 'Ada', '#123456'), null);
  const sharesDue = (): boolean => {
    const state = ada.fold()?.state as DemoState | undefined;
    return state !== undefined && fairDuties(state.fair)[0]?.seat === 0 && fairDuties(state.fair)[0]?.detail?.fair === 'deck-shares';
  };
  await until(async () => {
    await settle(rooms);
    return sharesDue();
  }, "seat 0's shares of seat 1's hand to fall due", 60_000);

  const fold = ada.fold()!;
  const deck = (fold.state as DemoState).fair.decks.hand!;
  const positions = sharesOwed(deck, 0);
  assert.ok(positions.length > 0, 'seat 0 owes shares');
  // Well-formed shares (group elements, not the identity) with a proof that does not hold.
  const stranger = cardTable('a stranger deck', positions.length).points;
  const scalar = (k: number): string => k.toString(16).padStart(2, '0').padEnd(64, '0');
  const move = { type: 'deck-shares', deck: deck.id, shares: positions.map((position, i) => ({ position, share: stranger[i]! })), proof: { c: scalar(7), z: scalar(9) } };
  const entry = await bo.signEntry(0, { seat: 0, n: fold.nextN[0]!, prev: fold.head, move });
  bo.doc.transact(() => roomParts(bo.doc).log.push([entry]), 'attacker');
  await until(async () => {
    await settle(rooms);
    return rooms.every((room) => room.fold()!.rejected.some((r) => r.entry?.seat === 0 && r.at === fold.accepted.length));
  }, 'both peers to judge the forged shares', 60_000);

  const verdicts = rooms.map((room) => {
    const after = room.fold()!;
    assert.equal(after.accepted.length, fold.accepted.length, 'no forged share accepted');
    const refused = after.rejected.filter((r) => r.entry?.seat === 0 && r.at === fold.accepted.length);
    return refused.map((r) => `${r.reason.code}: ${r.reason.message}`);
  });
  assert.deepEqual(verdicts[0], verdicts[1], 'every peer refuses it in the same way');
  assert.equal(verdicts[0]!.length, 1);
  assert.match(verdicts[0]![0]!, /^deck-share-unproven: Seat 0's shares/);
  assert.ok(workers.jobs.includes('check-shares'), `the proof was checked in the deck workers (jobs: ${workers.jobs.join(', ')})`);
});
