// Fleet on the local table (createLocalTable from the engine module): seeded play by intents, and what a
// finished game published, for the secrecy checks.
import assert from 'node:assert/strict';
import { seededRandom } from '../../../src/core/index.js';
import { createLocalTable, type LocalTable } from '../../../src/engine.js';
import { cardTable, type CipherPair } from '../../../src/fair/index.js';
import { decodePoint, decodeStatePoint, encodePoint } from '../../../src/fair/group.js';
import type { FleetIntent, FleetState } from '../../../src/games/fleet/index.js';
import { fleetBots } from '../../../src/games/fleet/index.js';

/** Plays seeded intents (bots by level: 0 Easy, 1 Medium, 2 Hard; one for every seat or one per seat) until `stop` says so or the game ends. */
export function playTable(players: number, seed: string, stop: (table: LocalTable, seat: number, intents: readonly FleetIntent[]) => boolean = () => false, level: number | readonly number[] = 0): { table: LocalTable; seat: number | null } {
  const table = createLocalTable('fleet', { players, seed });
  const random = seededRandom(seed.length * 7919 + players);
  for (let plays = 0; table.outcome() === null; plays++) {
    assert.ok(plays < 3000, 'the game ends');
    const seat = table.pending()[0];
    assert.notEqual(seat, undefined, 'someone is to move');
    const intents = table.legalIntents(seat!) as FleetIntent[];
    if (stop(table, seat!, intents)) return { table, seat: seat! };
    const bot = fleetBots[typeof level === 'number' ? level : level[seat!]!]!;
    const intent = bot.choose(table.state() as FleetState, seat!, random, table.secrets(seat!) as never);
    const error = table.play(seat!, intent);
    assert.equal(error, null, `${JSON.stringify(intent)}: ${error?.message}`);
  }
  return { table, seat: null };
}

/** Every 64-hex-digit value anywhere in the table's public log. */
export function publishedValues(table: LocalTable): Set<string> {
  const found = new Set<string>();
  const walk = (value: unknown): void => {
    if (typeof value === 'string') {
      if (/^[0-9a-f]{64}$/.test(value)) found.add(value);
    } else if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') Object.values(value).forEach(walk);
  };
  for (const entry of table.log()) walk(entry.move);
  return found;
}

/** The card `pair` opens to with some published value as its holder's share, or null when none does. */
export function openedBy(pair: CipherPair, published: ReadonlySet<string>): number | null {
  const b = decodeStatePoint(pair[1]);
  if (!b || !decodePoint(pair[0])) return null;
  const points = cardTable('boats', 96).points;
  for (let card = 0; card < 96; card++) {
    const share = encodePoint(b.subtract(decodeStatePoint(points[card])!));
    if (published.has(share)) return card;
  }
  return null;
}
