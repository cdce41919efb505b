// Fishery in a room: the shared Fishery board, fed the room's state.
import { html } from 'lit';
import { fishery, regions, type FisheryMove, type FisheryState } from '../../src/games/fishery/index.js';
import '../fishery/board.js';
import type { MoveIntentDetail } from '../fishery/board.js';
import { BLACK_WHITE } from '../shared/seat-marker.js';
import type { RoomBoard } from './boards.js';

// Regions are recomputed only when the state changes.
let lastState: FisheryState | null = null;
let lastRegions: ReturnType<typeof regions> = [];

export const fisheryRoomBoard: RoomBoard = {
  game: fishery,
  looks: BLACK_WHITE,
  render(view, legal, onIntent) {
    const state = view as FisheryState;
    if (state !== lastState) {
      lastState = state;
      lastRegions = regions(state);
    }
    return html`<shoal-fishery-board
      .state=${state}
      .legal=${legal as readonly FisheryMove[]}
      .regions=${lastRegions}
      ?interactive=${legal.length > 0}
      @move-intent=${(event: CustomEvent<MoveIntentDetail>) => onIntent(event.detail.move)}
    ></shoal-fishery-board>`;
  },
};
