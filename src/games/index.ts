// The rules of every game in manifests.ts, loaded eagerly: for the engine module (dist/engine.js),
// tests and tools. The app loads each game's rules from its manifest instead.
import type { AnyGame } from '../core/index.js';
import { fishery } from './fishery/index.js';
import { fleet } from './fleet/game.js';
import { goneFishing } from './gone-fishing/index.js';
import type { GameId } from './manifests.js';
import { sellFish } from './sell-fish/game.js';
import { wishes } from './wishes/index.js';

export { manifestOf, manifests, type GameId } from './manifests.js';

/** Every playable game, by id. */
export const games: Readonly<Record<string, AnyGame>> = Object.freeze({ fishery, 'gone-fishing': goneFishing, wishes, 'sell-fish': sellFish, fleet } satisfies Record<GameId, AnyGame>);
