// Whole seeded games of Fleet with 2, 3 and 4 players on the local table (the engine module's
// createLocalTable): every move proven, the end audit clean, every card accounted for, and nothing
// published that opens a card nobody played (FL-14).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { auditTable } from '../../../src/engine.js';
import { dealtCipher } from '../../../src/games/fleet/hands.js';
import type { FleetSecrets, FleetState, HireMove } from '../../../src/games/fleet/index.js';
import { fleetProtocol } from '../../../src/games/fleet/index.js';
import { openedBy, playTable, publishedValues } from './table-play.js';

for (const players of [2, 3, 4]) {
  test(`${players} players: a seeded game ends with an outcome, a clean audit, every card accounted for and no unplayed card opened`, () => {
    const { table } = playTable(players, `fleet-game-${players}`, () => false, players === 4 ? 1 : 0);
    const outcome = table.outcome()!;
    assert.equal(outcome.scores.length, players);
    assert.deepEqual(auditTable(table), { ok: true, complete: true });
    const state = table.state() as FleetState;
    assert.equal(state.phase, 'over');

    // Cards conserved: hands, boats, captains, the deck and the discard pile hold the 96 cards.
    const inHands = state.fleets.reduce((n, f) => n + f.hand.length, 0);
    const boats = state.fleets.reduce((n, f) => n + f.boats.length, 0);
    const captains = state.fleets.reduce((n, f) => n + f.boats.filter((b) => b.captain).length, 0);
    const deck = state.fair.decks.boats!;
    const undealt = state.deck.length;
    assert.equal(inHands + boats + captains + undealt + state.discard.length, 96);
    assert.ok(deck.cards.length >= 96 - 6 * players, 'expected deck.cards.length >= 96 - 6 * players');

    // Each seat's view reads its own hand and captains, and none of them is public.
    const published = publishedValues(table);
    const played = new Set<number>();
    for (const entry of table.log()) {
      const move = entry.move as Record<string, unknown>;
      const reveals = [move.boat, move.card, ...(((move.payment as { cards?: unknown[] } | undefined)?.cards) ?? [])];
      for (const r of reveals) if (r && typeof r === 'object' && typeof (r as { card?: unknown }).card === 'number') played.add((r as { card: number }).card);
    }
    for (let seat = 0; seat < players; seat++) {
      const view = fleetProtocol.view(state, seat, table.secrets(seat) as FleetSecrets);
      assert.equal(view.hand!.length, state.fleets[seat]!.hand.length);
      assert.equal(Object.keys(view.captains!).length, state.fleets[seat]!.boats.filter((b) => b.captain).length);
      for (const pair of state.fleets[seat]!.hand) {
        if (pair[0] === '0'.repeat(64)) continue; // a starting card never mixed: public by FL-2.1
        assert.equal(openedBy(pair, published), null, `a card in seat ${seat}'s hand is opened by a published value`);
      }
    }
    // Captains: the mixed card set aside by each hire, never opened (FL-14), not even at the end.
    let hires = 0;
    for (const entry of table.log()) {
      const move = entry.move as HireMove;
      if (move.type !== 'hire') continue;
      hires++;
      assert.equal(openedBy(move.mix.cards[move.captain]!, published), null, 'a captain is opened by a published value');
    }
    assert.equal(hires, captains);
    // Every dealt position: what any published value opens was played face up (and the search does find
    // the cards discarded where they were dealt, so it is not blind).
    let found = 0;
    deck.holders.forEach((holder, position) => {
      if (typeof holder !== 'number') return;
      const pair = dealtCipher(state.fair, position, holder);
      if (!pair) return;
      const card = openedBy(pair, published);
      if (card !== null) {
        found++;
        assert.ok(played.has(card), `position ${position} opens to card ${card}, never played`);
      }
    });
    assert.ok(found > 0, 'the search opens the cards played where they were dealt');
    // Undealt positions: no share of them was ever published.
    for (const p of state.deck) assert.ok(deck.shares[p]!.every((d) => d === null), `undealt position ${p} has a share`);
  });
}
