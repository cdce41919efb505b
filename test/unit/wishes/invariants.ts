// What must hold in every Wishes state: every card in exactly one place, every token and worm
// accounted for, markets and buyers consistent.
import assert from 'node:assert/strict';
import { SPECIES } from '../../../src/games/wishes/types.js';
import type { WishesState } from '../../../src/games/wishes/types.js';

/** Throws (an assertion) when `state` breaks a conservation law. */
export function checkInvariants(state: WishesState): void {
  const { options, players } = state;
  const places = [
    ...state.ocean.map((o) => o.card),
    ...state.deck,
    ...state.discard,
    ...state.seats.flatMap((p) => [...p.boats.filter((c): c is number => c !== null), ...p.boatCards]),
  ].sort((a, b) => a - b);
  assert.deepEqual(places, options.deck.map((_, i) => i), 'every card in exactly one place');
  assert.ok(state.ocean.length <= 4, 'expected state.ocean.length <= 4');
  for (let seat = 0; seat < players; seat++) {
    const onMarkets = SPECIES.reduce((n, s) => n + state.markets[s].tokens[seat]!, 0);
    assert.equal(state.seats[seat]!.supply + onMarkets + state.dump[seat]!, options.tokensInSupply, `seat ${seat}'s tokens`);
    assert.ok(state.seats[seat]!.supply >= 0 && state.dump[seat]! >= 0, 'expected state.seats[seat]!.supply >= 0 && state.dump[seat]! >= 0');
    assert.equal(state.seats[seat]!.boats.length, options.boatsPerPlayer + state.seats[seat]!.boatCards.length);
  }
  const worms = state.seats.reduce((n, p) => n + p.worms, 0) + state.ocean.reduce((n, o) => n + o.worms, 0);
  assert.equal(worms, options.wormsPerPlayer * players, 'worms');
  const top = state.closing[0] ?? Infinity;
  for (const s of SPECIES) {
    const m = state.markets[s];
    const total = m.tokens.reduce((a, b) => a + b, 0);
    if (m.closedBy !== null) assert.equal(total, 0, `closed ${s} holds no tokens`);
    else assert.ok(total < top, `open ${s} stays below the top card`);
  }
  const closed = SPECIES.filter((s) => state.markets[s].closedBy !== null).map((s) => state.markets[s].closedBy!).sort();
  assert.deepEqual([...closed, ...state.closing].sort(), options.closingCards.map((c) => c.tokens).sort(), 'closing cards');
  assert.equal(state.buyers.length, options.buyers.length);
  if (!state.final) for (const p of state.seats) assert.ok(p.money >= 0, 'money falls below zero only by the final penalty');
}
