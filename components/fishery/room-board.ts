// Fishery in a room: the shared Fishery board, fed the room's state, with what a player needs around
// it — nets left, fish held now, and a Pass button (touch players have no P key).
import { html } from 'lit';
import { COLOUR_NAMES, fishery, regions, scores, type FisheryMove, type FisheryState } from '../../src/games/fishery/index.js';
import './board.js';
import type { MoveIntentDetail } from './board.js';
import '../shared/button.js';
import { BLACK_WHITE } from '../shared/seat-marker.js';
import type { RoomBoard } from '../room/boards.js';

// Regions are computed once per state.
const regionsOf = new WeakMap<FisheryState, ReturnType<typeof regions>>();

function regionsFor(state: FisheryState): ReturnType<typeof regions> {
  let found = regionsOf.get(state);
  if (!found) regionsOf.set(state, (found = regions(state)));
  return found;
}

function bar(state: FisheryState, legal: readonly FisheryMove[], onIntent: (intent: unknown) => void) {
  const fish = scores(state);
  const canPass = legal.some((move) => move.type === 'pass');
  const side = (seat: 0 | 1) => `${COLOUR_NAMES[seat]}: ${fish[seat]} fish, ${state.netsLeft[seat]} nets left`;
  return html`<div
    class="fishery-bar"
    style="display: flex; flex-wrap: wrap; align-items: center; gap: 0.5rem 1rem; margin-block-end: 0.5rem"
  >
    <span data-role="fishery-held" style="flex: 1 1 auto; display: flex; flex-wrap: wrap; gap: 0 1rem">
      <span style="white-space: nowrap">${side(0)}</span>
      <span style="white-space: nowrap">${side(1)}</span>
    </span>
    ${state.phase === 'nets'
      ? html`<shoal-button compact variant="secondary" data-action="pass" ?disabled=${!canPass} @click=${() => onIntent({ type: 'pass' })}
          >Pass</shoal-button
        >`
      : null}
  </div>`;
}

export const fisheryRoomBoard: RoomBoard = {
  game: fishery,
  looks: BLACK_WHITE,
  render(view, legal, onIntent) {
    const state = view as FisheryState;
    const moves = legal as readonly FisheryMove[];
    return html`${bar(state, moves, onIntent)}
      <shoal-fishery-board
        .state=${state}
        .legal=${moves}
        .regions=${regionsFor(state)}
        ?interactive=${legal.length > 0}
        @move-intent=${(event: CustomEvent<MoveIntentDetail>) => onIntent(event.detail.move)}
      ></shoal-fishery-board>`;
  },
};
