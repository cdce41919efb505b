// The fair-play steps of the set-up (FL-2) and of a reshuffle (FL-9.3) as the table goes through them:
// every seat joins, publishes its deck key, shuffles the boat deck in turn with a proof every browser
// checks, then the start player is drawn and the licences are turned up. Each step is done by the seats'
// own browsers; this shows which are done, which runs now and whose browser it waits for.
import { html, nothing } from 'lit';
import type { Seat } from '../../src/core/index.js';
import { BOAT_DECK, type FleetState } from '../../src/games/fleet/index.js';
import { seatColourName } from './looks.js';

/** One step: its words, and done, running or to come. */
export interface SetupStep {
  readonly text: string;
  readonly status: 'done' | 'now' | 'later';
}

const stepOf = (text: string, done: boolean, now: boolean): SetupStep => ({ text, status: done ? 'done' : now ? 'now' : 'later' });

/** The shuffle passes of the boat deck's current round: each seat in order, done or not. */
function shufflePasses(state: FleetState, reshuffle: boolean): SetupStep[] {
  const deck = state.fair.decks[BOAT_DECK];
  const shuffling = deck?.shuffling ?? null;
  return Array.from({ length: state.players }, (_, seat: Seat) => {
    const done = shuffling === null || seat < shuffling.seat;
    const now = shuffling !== null && shuffling.seat === seat;
    return stepOf(`${seatColourName(seat)} shuffles the ${reshuffle ? 'discard pile' : 'boat deck'} and proves it`, done, now);
  });
}

/** FL-2 the set-up's steps as far as the state shows them. */
export function setupSteps(state: FleetState): SetupStep[] {
  const joined = state.fair.boxKeys.filter((key) => key !== null).length;
  const deck = state.fair.decks[BOAT_DECK];
  const keys = deck ? deck.keys.filter((key) => key !== null).length : 0;
  const seated = joined === state.players;
  const keyed = deck?.jointKey != null;
  const shuffled = keyed && deck.shuffling === null;
  const started = state.phase !== 'setup';
  const waitsStart = state.waits.some((wait) => wait.purpose === 'start-player');
  return [
    stepOf(`Every seat joins (${joined} of ${state.players})`, seated, !seated),
    stepOf(`Every seat publishes a deck key with a proof (${keys} of ${state.players})`, keyed, seated && !keyed),
    ...(keyed ? shufflePasses(state, false) : [stepOf('Each seat in turn shuffles the boat deck and proves it', false, false)]),
    stepOf('Draw the start player from every seat’s random values', started || (shuffled && !waitsStart && state.display.length > 0), shuffled && waitsStart),
    stepOf(`Turn up ${state.players} licences (${state.display.length} of ${state.players})`, started, shuffled && !waitsStart),
  ];
}

/** FL-9.3 a reshuffle in progress: the passes of the new deck, or null when none is under way. */
export function reshuffleSteps(state: FleetState): SetupStep[] | null {
  const deck = state.fair.decks[BOAT_DECK];
  if (state.phase === 'setup' || !deck?.shuffling || deck.shuffling.round === 0) return null;
  return shufflePasses(state, true);
}

/** The steps as a list. */
export function stepList(steps: readonly SetupStep[], label: string) {
  return html`<ol class="steps" aria-label=${label}>
    ${steps.map(
      (step) =>
        html`<li class=${step.status} aria-current=${step.status === 'now' ? 'step' : nothing}>
          <span class="step-mark" aria-hidden="true">${step.status === 'done' ? '✓' : step.status === 'now' ? '…' : ''}</span>${step.text}
        </li>`,
    )}
  </ol>`;
}
