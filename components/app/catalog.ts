// The games the app offers, with what the home screen shows and how to load each table. Only games
// registered in src/games/index.ts appear here (test/browser/catalog.test.ts checks the two agree);
// each table's code is a separate chunk, loaded when a game opens.
import type { SVGTemplateResult, TemplateResult } from 'lit';
import type { LevelChoice } from '../shared/new-game-dialog.js';
import type { SeatLook } from '../shared/seat-marker.js';
import type { NewGameRequest } from '../table/local-game-controller.js';
import type { LocalMode } from '../table/saved-game.js';
import { fisheryEntry } from '../fishery/manifest.js';
import { goneFishingEntry } from '../gone-fishing/manifest.js';
import { wishesEntry } from '../wishes/manifest.js';

/** How a local table is shown. */
export interface TableOptions {
  readonly mode: LocalMode;
  /** Save slot ('bot', 'pass', 'embed'). */
  readonly slot: string;
  /** A new game to start instead of resuming. */
  readonly request: NewGameRequest | null;
  /** Inside a blog post: no home screen to go back to. */
  readonly embedded: boolean;
}

/** One game on the home screen. */
export interface CatalogEntry {
  readonly id: string;
  readonly title: string;
  readonly minPlayers: number;
  readonly maxPlayers: number;
  /** One line that makes you want to play. */
  readonly pitch: string;
  /** Short facts for the card, e.g. "About 15 minutes". */
  readonly facts: readonly string[];
  /** How a game goes, in two to four short steps. */
  readonly steps: readonly string[];
  readonly seatNames: readonly string[];
  readonly seatLooks: readonly SeatLook[];
  /** The ways to play on this device (default both); a game whose secrets one shared screen would
   * show leaves out 'pass'. */
  readonly localModes?: readonly LocalMode[];
  /** Bot levels, weakest first (ids of `bots[id]`). */
  readonly levels: readonly LevelChoice[];
  /** Under the colour choice, e.g. "Black moves first." */
  readonly seatHint: string;
  readonly illustration: () => SVGTemplateResult;
  /** Loads the table's chunk (defines its elements). */
  readonly load: () => Promise<unknown>;
  /** The table element for these options (rendered after `load`). */
  readonly table: (options: TableOptions) => TemplateResult;
}

/** Every game the app offers, in home-screen order. */
export const catalog: readonly CatalogEntry[] = [fisheryEntry, goneFishingEntry, wishesEntry];

/** The entry for `gameId`, or undefined. */
export function catalogEntry(gameId: string): CatalogEntry | undefined {
  return catalog.find((entry) => entry.id === gameId);
}

/** The ways `entry` can be played on this device. */
export function localModesOf(entry: CatalogEntry): readonly LocalMode[] {
  return entry.localModes ?? ['bot', 'pass'];
}

/** "2 players", "2–6 players". */
export function playersLabel(entry: CatalogEntry): string {
  return entry.minPlayers === entry.maxPlayers ? `${entry.minPlayers} players` : `${entry.minPlayers}–${entry.maxPlayers} players`;
}
