// The games the app offers, derived from src/games/manifests.ts: each game's engine manifest joined to
// its view manifest (components/<id>/manifest.ts) — what the home screen shows, how to load its table
// on this device and in a room. A game in manifests.ts without a view here fails the type-check (unless
// listed in VIEWS_PENDING: its screens are still to land).
import type { TemplateResult } from 'lit';
import type { AnyGame, GameManifest } from '../../src/core/index.js';
import { manifests, type GameId } from '../../src/games/manifests.js';
import type { LevelChoice } from '../shared/new-game-dialog.js';
import type { RulesText } from '../shared/rules-panel.js';
import type { GameCard } from './cards.js';
import type { GameTable } from '../table/game-table.js';
import type { NewGameRequest } from '../table/local-game-controller.js';
import type { LocalMode } from '../table/saved-game.js';
import { fisheryView } from '../fishery/manifest.js';
import { goneFishingView } from '../gone-fishing/manifest.js';
import { wishesView } from '../wishes/manifest.js';
import { sellFishView } from '../sell-fish/manifest.js';
import { fleetView } from '../fleet/manifest.js';

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

/** One game's view manifest: how the app shows it. Id, title, players and bots come from its engine manifest. */
export interface GameView {
  /** The ways to play on this device (default both); a game whose secrets one shared screen would
   * show leaves out 'pass'. */
  readonly localModes?: readonly LocalMode[];
  /** Loads the table's chunk (defines its elements). */
  readonly load: () => Promise<unknown>;
  /** The table element for these options (rendered after `load`). */
  readonly table: (options: TableOptions) => TemplateResult;
  /** The game in a room (network play) at its own table, or null for a game played on one device only. */
  readonly room: RoomView | null;
  /** Its home card (words, seats, picture): its own chunk, for the pages that show it. */
  readonly card: () => Promise<GameCard>;
}

/** How the room page shows a game: the same table as on one device, driven by the room. */
export interface RoomView {
  /** Loads the table's chunk (defines its elements) and gives the game's rules. */
  readonly load: () => Promise<AnyGame>;
  /** The table element showing the room's game through `controller`, with the room's own parts
   * (`panel`: seats, people, settings) in its `room` slot. Rendered after `load`. */
  readonly table: (controller: GameTable, panel: TemplateResult) => TemplateResult;
  /** The game's rules, for the room's pages before its table is on screen (the seat count, a room not yet found). */
  readonly rules?: () => Promise<RulesText>;
}

/** One game on the home screen: its engine manifest's facts and its view. */
export interface CatalogEntry extends GameView {
  readonly id: string;
  readonly title: string;
  readonly minPlayers: number;
  readonly maxPlayers: number;
  /** Bot levels, weakest first (the manifest's bots). */
  readonly levels: readonly LevelChoice[];
}

/** `manifest` shown as `view`. */
export function catalogEntryOf(manifest: GameManifest, view: GameView): CatalogEntry {
  const { id, title, minPlayers, maxPlayers, bots } = manifest;
  return Object.freeze({ ...view, id, title, minPlayers, maxPlayers, levels: bots });
}

/**
 * Games whose rules are in the engine (dist/engine.js, tests) but whose screens have not landed yet: the
 * app does not offer them. Adding a game's view to VIEWS fails the type-check until it leaves this list.
 */
const VIEWS_PENDING = [] as const;
export type ViewedGameId = Exclude<GameId, (typeof VIEWS_PENDING)[number]>;

const VIEWS = { fishery: fisheryView, 'gone-fishing': goneFishingView, wishes: wishesView, 'sell-fish': sellFishView, fleet: fleetView } satisfies Record<ViewedGameId, GameView>;

const isViewed = (id: GameId): id is ViewedGameId => !(VIEWS_PENDING as readonly string[]).includes(id);

/** Every game the app offers, in home-screen order. */
export const catalog: readonly CatalogEntry[] = manifests.flatMap((manifest) => (isViewed(manifest.id) ? [catalogEntryOf(manifest, VIEWS[manifest.id])] : []));

/** The entry for `gameId`, or undefined. */
export function catalogEntry(gameId: string): CatalogEntry | undefined {
  return catalog.find((entry) => entry.id === gameId);
}

/** True when `gameId` can be played in a room by link. */
export function hasRoom(gameId: string): boolean {
  return Boolean(catalogEntry(gameId)?.room);
}

/** The ways `entry` can be played on this device. */
export function localModesOf(entry: CatalogEntry): readonly LocalMode[] {
  return entry.localModes ?? ['bot', 'pass'];
}

/** "2 players", "2–6 players". */
export function playersLabel(entry: CatalogEntry): string {
  return entry.minPlayers === entry.maxPlayers ? `${entry.minPlayers} players` : `${entry.minPlayers}–${entry.maxPlayers} players`;
}
