/**
 * The rules as a pure reducer, apart from where randomness comes from: `setupState` (W-3), `applyAction`
 * for a player's action (W-4–W-8), and `resolveDraw` for the draw the rules wait for (W-3.2, W-3.3,
 * W-3.6, W-5.4), fed with uniform integers from the beacon (game.ts) or, in a bot's play-outs, from a
 * seeded source. The end of the game (W-9) and its scoring (W-10) follow the last action.
 */

import { boatName, capitalised } from './phrases.js';
import { wishesError } from './types.js';
import type { RuleError, Seat } from '../../core/index.js';
import type { FairState } from '../../fair/index.js';
import { OCEAN_SLOTS } from './data.js';
import { draftOf, stateOf, type Draft } from './draft.js';
import { endReasons, sellInPlace } from './market.js';
import { parseAction } from './moves.js';
import { catchInPlace, catchProblem, oweDrawInPlace, turnUpInPlace } from './ocean.js';
import { buyerIds, resolveOptions } from './options.js';
import { finalScoring } from './scoring.js';
import { SPECIES } from './types.js';
import type { Market, Species, WishesAction, WishesOptions, WishesState } from './types.js';
import { grantWishInPlace } from './wish-cards.js';

/** Uniform integers from one random draw: `int(bound)` is in [0, bound); successive calls are independent. */
export interface DrawSource {
  int(bound: number): number;
}

/** W-3 the table before any random draw: everything placed but the buyers, the ocean and the first player. */
export function setupState(players: number, options: Partial<WishesOptions> | undefined, fair: FairState): WishesState {
  if (!Number.isInteger(players) || players < 2 || players > 5) throw new RangeError(`wishes seats 2–5 players, not ${players}`);
  const o = resolveOptions(options);
  const markets = {} as Record<Species, Market>;
  for (const species of SPECIES) markets[species] = { tokens: Array<number>(players).fill(0), closedBy: null };
  const ids = buyerIds(o.buyers);
  return {
    players,
    options: o,
    phase: 'setup',
    turn: null,
    owed: { draw: 1, purpose: o.buyers.length > 0 ? 'buyers' : o.firstPlayer === 'random' ? 'first-player' : 'ocean' },
    draws: 0,
    fair,
    ocean: [],
    deck: o.deck.map((_, card) => card), // W-3.3 a set; cards are drawn from it at random one by one
    discard: [],
    markets,
    // Placed by the first draw (W-3.2); until then they wait at the first market.
    buyers: o.buyers.map((value, i) => ({ id: ids[i]!, value, at: o.marketOrder[0]! })),
    closing: o.closingCards.map((c) => c.tokens), // W-3.4
    dump: Array<number>(players).fill(0), // W-3.5
    seats: Array.from({ length: players }, () => ({
      money: 0,
      worms: o.wormsPerPlayer,
      supply: o.tokensInSupply,
      boats: Array<number | null>(o.boatsPerPlayer).fill(null),
      boatCards: [],
    })),
    moves: 0,
    final: null,
    events: [],
  };
}

/** W-3.2, W-3.3, W-3.6, W-5.4 the owed draw, resolved with `source`; the state must owe one. */
export function resolveDraw(state: WishesState, source: DrawSource): WishesState {
  const owed = state.owed;
  if (!owed) throw new Error('no draw is owed');
  const draft = draftOf(state);
  draft.owed = null;
  draft.draws += 1;
  const o = draft.options;
  switch (owed.purpose) {
    case 'buyers': {
      // W-3.2 each buyer on a different market, uniformly.
      const free = o.marketOrder.slice();
      for (const buyer of draft.buyers) {
        const [at] = free.splice(source.int(free.length), 1);
        buyer.at = at!;
        draft.events.push({ kind: 'draw', purpose: 'buyers', value: o.marketOrder.indexOf(at!) });
      }
      if (o.firstPlayer === 'random') oweDrawInPlace(draft, 'first-player');
      else dealNextInPlace(draft);
      break;
    }
    case 'first-player':
      draft.turn = source.int(draft.players); // W-3.6 [house]
      draft.events.push({ kind: 'draw', purpose: 'first-player', value: draft.turn });
      draft.events.push({ kind: 'first-player', seat: draft.turn });
      dealNextInPlace(draft);
      break;
    case 'ocean': {
      const value = source.int(draft.deck.length);
      draft.events.push({ kind: 'draw', purpose: 'ocean', value: draft.deck[value]! });
      turnUpInPlace(draft, value);
      if (draft.phase === 'setup') dealNextInPlace(draft);
      else finishActionInPlace(draft);
      break;
    }
  }
  return stateOf(draft);
}

/**
 * The owed ocean draw can never be made because the beacon's chains are used up (thousands of catches
 * into one game): the slot stays empty, as with an empty deck (W-5.4), and the action finishes.
 */
export function forgoDraw(state: WishesState): WishesState {
  if (state.owed?.purpose !== 'ocean' || state.phase !== 'playing') throw new Error('only an ocean refill can be forgone');
  const draft = draftOf(state);
  draft.owed = null;
  finishActionInPlace(draft);
  return stateOf(draft);
}

/** W-3.3 deals the ocean one drawn card at a time; then play begins with the first player (W-3.6). */
function dealNextInPlace(draft: Draft): void {
  if (draft.ocean.length < OCEAN_SLOTS && draft.deck.length > 0) {
    oweDrawInPlace(draft, 'ocean');
    return;
  }
  if (draft.turn !== null) draft.phase = 'playing';
  // else `firstPlayer: host-chooses`: seat 0 names the first player with a 'first' move.
}

/** Whose choice the rules wait for: the player on turn, or seat 0 choosing the first player. */
export function seatToAct(state: WishesState): Seat | null {
  if (state.owed) return null;
  if (state.phase === 'playing') return state.turn;
  if (state.phase === 'setup' && state.turn === null) return 0;
  return null;
}

/** `seat`'s action applied, or a RuleError; `state` is never changed. */
export function applyAction(state: WishesState, seat: Seat, action: WishesAction): WishesState | RuleError {
  if (state.phase === 'over') return wishesError('game-over', 'The game is over.');
  if (state.owed) return wishesError('waiting-for-draw', 'Wait: a card or a setup draw is being drawn.');
  if (seatToAct(state) !== seat) {
    return wishesError('not-your-turn', state.phase === 'setup' ? 'The host chooses the first player.' : 'It is not your turn.');
  }
  if (state.phase === 'setup') {
    if (action.type !== 'first') return wishesError('choose-first-player', 'Choose who goes first: {"type": "first", "seat": n}.');
    if (action.seat >= state.players) return wishesError('no-such-seat', `There is no seat ${action.seat}.`);
    const draft = draftOf(state);
    draft.turn = action.seat;
    draft.phase = 'playing';
    draft.events.push({ kind: 'first-player', seat: action.seat });
    return stateOf(draft);
  }
  const draft = draftOf(state);
  draft.moves += 1;
  const error = actInPlace(draft, seat, action);
  if (error) return error;
  finishActionInPlace(draft);
  return stateOf(draft);
}

/** W-4.1 one of the three actions, or W-4.2 a pass. */
function actInPlace(draft: Draft, seat: Seat, action: WishesAction): RuleError | null {
  const player = draft.seats[seat]!;
  switch (action.type) {
    case 'first':
      return wishesError('first-player-chosen', 'The first player has already been chosen.');
    case 'pass':
      // W-4.2 only when no action is possible: slot 1 is always free, so only with an empty ocean.
      if (draft.ocean.length > 0) return wishesError('cannot-pass', 'You can catch from the ocean (slot 1 is free), so you may not pass.');
      if (player.boats.some((c) => c !== null)) return wishesError('cannot-pass', 'You can sell a fish from your boats, so you may not pass.');
      draft.events.push({ kind: 'pass', seat });
      return null;
    case 'sell': {
      // W-7.1 one card as one fish, a double card too (W-15 #16).
      if (action.boat >= player.boats.length) return wishesError('no-such-boat', `You have boats 1 to ${player.boats.length}.`);
      const card = player.boats[action.boat];
      if (card === null || card === undefined) return wishesError('empty-boat', `${capitalised(boatName(action.boat))} is empty.`);
      player.boats[action.boat] = null;
      sellInPlace(draft, seat, draft.options.deck[card]!.species, [{ card, fish: 1 }]);
      return null;
    }
    case 'keep': {
      const problem = catchProblem(draft, seat, action.slot);
      if (problem) return problem;
      const boat = action.boat ?? player.boats.indexOf(null);
      if (boat < 0) return wishesError('no-empty-boat', 'All your boats are full: release the fish for its wish or sell first.');
      if (boat >= player.boats.length) return wishesError('no-such-boat', `You have boats 1 to ${player.boats.length}.`);
      if (player.boats[boat] !== null) return wishesError('boat-full', `${capitalised(boatName(boat))} already holds a fish.`);
      const card = catchInPlace(draft, seat, action.slot);
      player.boats[boat] = card; // W-6.2
      draft.events.push({ kind: 'keep', seat, card, boat });
      return null;
    }
    case 'wish': {
      const problem = catchProblem(draft, seat, action.slot);
      if (problem) return problem;
      const card = catchInPlace(draft, seat, action.slot);
      return grantWishInPlace(draft, seat, card, action); // W-5.5 refill (begun), wish, discard
    }
  }
}

/**
 * W-9.2, W-15 #32 once the action is wholly done (its refill included) the end is checked; then the
 * next player clockwise takes a turn (W-4.3).
 */
function finishActionInPlace(draft: Draft): void {
  if (draft.owed) return;
  const reasons = endReasons(draft);
  if (reasons.length === 0) {
    draft.turn = (draft.turn! + 1) % draft.players;
    return;
  }
  const final = finalScoring(stateOf(draft), reasons);
  draft.final = final;
  draft.seats.forEach((p, seat) => (p.money = final.total[seat]!));
  draft.phase = 'over';
  draft.turn = null;
  draft.events.push({ kind: 'end', reasons });
}

/** `seat`'s move from the log, checked (moves.ts) and applied, or a RuleError; never throws. */
export function applyMove(state: WishesState, seat: Seat, move: unknown): WishesState | RuleError {
  const action = parseAction(move);
  if ('kind' in action) return action;
  return applyAction(state, seat, action);
}
