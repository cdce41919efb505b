// Every playable game, in home-screen order: one line per game. Everything else that lists games (the
// rules registry in index.ts, the bot worker's loaders, the app's catalog and the room boards) derives
// from this list, and the type-check fails where a game is missing. Light: manifests load no rules.
import type { GameManifest } from '../core/index.js';
import { fisheryManifest } from './fishery/manifest.js';
import { fleetManifest } from './fleet/manifest.js';
import { goneFishingManifest } from './gone-fishing/manifest.js';
import { sellFishManifest } from './sell-fish/manifest.js';
import { wishesManifest } from './wishes/manifest.js';

export const manifests = [fisheryManifest, goneFishingManifest, wishesManifest, sellFishManifest, fleetManifest] as const;

/** The id of a playable game. */
export type GameId = (typeof manifests)[number]['id'];

/** The manifest of `gameId`, or undefined for an id no game has. */
export function manifestOf(gameId: string): GameManifest | undefined {
  return manifests.find((manifest) => manifest.id === gameId);
}
