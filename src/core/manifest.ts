import type { AnyBot, AnyGame } from './game.js';

/** A bot as the app offers it before its code loads. */
export interface BotInfo {
  readonly id: string;
  /** Shown in the app, e.g. "Easy". */
  readonly label: string;
  /** One sentence on how the level plays, shown where a player picks it. */
  readonly description: string;
  /** Ids this level had before (saved games and rooms still name it by them). */
  readonly formerIds?: readonly string[];
}

/** The level `id` names, by its id or an id it had before; null when none does. */
export function botInfoFor<Info extends { readonly id: string; readonly formerIds?: readonly string[] }>(
  bots: readonly Info[],
  id: string,
): Info | null {
  return bots.find((bot) => bot.id === id) ?? bots.find((bot) => bot.formerIds?.includes(id)) ?? null;
}

/**
 * What the app, the bot worker and the engine module know of a game before loading its rules: one
 * per game, in `src/games/<id>/manifest.ts`, listed once in `src/games/manifests.ts`. Light on
 * purpose (no rules, no bots, no option tables): the home page and the bot worker load every game's
 * manifest. Option defaults live in the game's options (or data) module and its `Game`.
 */
export interface GameManifest<Id extends string = string> {
  readonly id: Id;
  readonly title: string;
  readonly minPlayers: number;
  readonly maxPlayers: number;
  /** The bots `loadBots` brings, weakest first (the contract test checks the two agree). */
  readonly bots: readonly BotInfo[];
  /** False for a game whose hands are secret: one shared device (pass and play) is not offered, only a
   * device per player (bots fill the other seats). Absent: offered. */
  readonly sharedDevice?: boolean;
  /** The game's rules (its own chunk). */
  loadRules(): Promise<AnyGame>;
  /** The game's bots, weakest first (their own chunk; the bot worker loads them). */
  loadBots(): Promise<readonly AnyBot[]>;
}

/** The fields a game's `Game` object takes from its manifest. */
export type ManifestInfo = Pick<GameManifest, 'id' | 'title' | 'minPlayers' | 'maxPlayers'>;

/** `manifest`'s id, title and player range, for the game's `Game` object (written once, in the manifest). */
export function manifestInfo(manifest: GameManifest): ManifestInfo {
  const { id, title, minPlayers, maxPlayers } = manifest;
  return { id, title, minPlayers, maxPlayers };
}
