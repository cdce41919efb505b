// Each game's board as the room shows it, loaded with the game's own chunk. A board gets the view and
// the legal intents and reports the player's intent; it knows nothing of rooms or networks.
import type { TemplateResult } from 'lit';
import type { AnyGame } from '../../src/core/index.js';
import type { SeatLook } from '../shared/seat-marker.js';

/** One game's pieces for the room page. */
export interface RoomBoard {
  readonly game: AnyGame;
  /** How each seat looks on the board (the seat's claimed colour is shown beside it). */
  readonly looks: readonly SeatLook[];
  render(view: unknown, legal: readonly unknown[], onIntent: (intent: unknown) => void): TemplateResult;
}

const LOADERS: Readonly<Record<string, () => Promise<RoomBoard>>> = {
  fishery: async () => (await import('./fishery-board.js')).fisheryRoomBoard,
  'gone-fishing': async () => (await import('../gone-fishing/room-board.js')).goneFishingRoomBoard,
};

/** True when the room page can host `gameId`. */
export function hasRoomBoard(gameId: string): boolean {
  return Object.hasOwn(LOADERS, gameId);
}

/** Loads the board of `gameId`; rejects for a game with no room board. */
export async function loadRoomBoard(gameId: string): Promise<RoomBoard> {
  const load = Object.hasOwn(LOADERS, gameId) ? LOADERS[gameId] : undefined;
  if (!load) throw new RangeError(`no room board for ${gameId}`);
  return load();
}
