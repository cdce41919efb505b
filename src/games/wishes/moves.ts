/**
 * Reading a player's move from the log: every field is untrusted, so the shape is checked completely
 * (missing field, wrong type, fraction, out of range, extra junk) before any rule looks at it. Which
 * wish choices a card allows is checked later, against the card (wishes.ts).
 */
import { hasOnlyKeys, isIntInRange, isRecord } from '../../core/index.js';
import { wishesError } from './types.js';
import type { RuleError } from '../../core/index.js';
import { OCEAN_SLOTS } from './data.js';
import { SPECIES } from './types.js';
import type { RotChoice, ScatterChoice, Species, WishMove, WishesAction } from './types.js';

/** Largest boat index a move may name (far above any real game: 2 boats plus at most the extra-boat cards). */
const MAX_BOAT = 999;
const MAX_SEAT = 4;

/** The player's action in `move`, or a RuleError saying what is wrong with its shape. */
export function parseAction(move: unknown): WishesAction | RuleError {
  if (!isRecord(move) || typeof move.type !== 'string') {
    return wishesError('malformed-move', 'A move must be an object with a string "type".');
  }
  switch (move.type) {
    case 'keep': {
      const junk = extraKeys(move, ['type', 'slot', 'boat']);
      if (junk) return junk;
      const slot = readSlot(move.slot);
      if (typeof slot !== 'number') return slot;
      if (move.boat === undefined) return { type: 'keep', slot };
      if (!isIntInRange(move.boat, 0, MAX_BOAT)) return wishesError('malformed-move', '"boat" must be a boat number from 0.');
      return { type: 'keep', slot, boat: move.boat };
    }
    case 'wish':
      return parseWish(move);
    case 'sell': {
      const junk = extraKeys(move, ['type', 'boat']);
      if (junk) return junk;
      if (!isIntInRange(move.boat, 0, MAX_BOAT)) return wishesError('malformed-move', 'A sale names the "boat" (a number from 0) whose card is sold.');
      return { type: 'sell', boat: move.boat };
    }
    case 'pass': {
      const junk = extraKeys(move, ['type']);
      return junk ?? { type: 'pass' };
    }
    case 'first': {
      const junk = extraKeys(move, ['type', 'seat']);
      if (junk) return junk;
      if (!isIntInRange(move.seat, 0, MAX_SEAT)) return wishesError('malformed-move', '"seat" must be a seat number.');
      return { type: 'first', seat: move.seat };
    }
    default:
      return wishesError('unknown-move', `There is no move "${move.type.slice(0, 40)}" in this game.`);
  }
}

function parseWish(move: Record<string, unknown>): WishMove | RuleError {
  const junk = extraKeys(move, ['type', 'slot', 'buyer', 'steps', 'species', 'as', 'boat', 'scatter', 'rot']);
  if (junk) return junk;
  const slot = readSlot(move.slot);
  if (typeof slot !== 'number') return slot;
  const wish: { -readonly [K in keyof WishMove]: WishMove[K] } = { type: 'wish', slot };
  if (move.buyer !== undefined) {
    if (typeof move.buyer !== 'string' || move.buyer.length > 8) return wishesError('malformed-move', '"buyer" must name a buyer, e.g. "$2a".');
    wish.buyer = move.buyer;
  }
  if (move.steps !== undefined) {
    if (!isIntInRange(move.steps, 1, 3)) return wishesError('bad-steps', 'A buyer moves 1, 2 or 3 markets clockwise.');
    wish.steps = move.steps;
  }
  for (const key of ['species', 'as'] as const) {
    if (move[key] === undefined) continue;
    const species = readSpecies(move[key]);
    if (!species) return wishesError('malformed-move', `"${key}" must be one of ${SPECIES.join(', ')}.`);
    wish[key] = species;
  }
  if (move.boat !== undefined) {
    if (!isIntInRange(move.boat, 0, MAX_BOAT)) return wishesError('malformed-move', '"boat" must be a boat number from 0.');
    wish.boat = move.boat;
  }
  if (move.scatter !== undefined) {
    const scatter = readScatter(move.scatter);
    if (!Array.isArray(scatter)) return scatter;
    wish.scatter = scatter;
  }
  if (move.rot !== undefined) {
    const rot = readRot(move.rot);
    if ('kind' in rot) return rot;
    wish.rot = rot;
  }
  return wish;
}

function extraKeys(move: Record<string, unknown>, allowed: readonly string[]): RuleError | null {
  if (hasOnlyKeys(move, allowed)) return null;
  const extra = Object.keys(move).filter((k) => !allowed.includes(k));
  return wishesError('unexpected-field', `A "${String(move.type)}" move has no field ${extra.map((k) => `"${k.slice(0, 20)}"`).join(', ')}.`);
}

function readSlot(value: unknown): number | RuleError {
  return isIntInRange(value, 1, OCEAN_SLOTS) ? value : wishesError('malformed-move', `"slot" must be an ocean slot from 1 to ${OCEAN_SLOTS}.`);
}

function readSpecies(value: unknown): Species | null {
  return typeof value === 'string' && (SPECIES as readonly string[]).includes(value) ? (value as Species) : null;
}

function readScatter(value: unknown): ScatterChoice[] | RuleError {
  if (!Array.isArray(value) || value.length > SPECIES.length) {
    return wishesError('malformed-move', '"scatter" must be a list of {buyer, to} moves.');
  }
  const out: ScatterChoice[] = [];
  for (const item of value) {
    if (!isRecord(item) || !hasOnlyKeys(item, ['buyer', 'to']) || typeof item.buyer !== 'string' || item.buyer.length > 8) {
      return wishesError('malformed-move', 'Each "scatter" entry is {buyer, to}, e.g. {"buyer": "$1a", "to": "catfish"}.');
    }
    const to = readSpecies(item.to);
    if (!to) return wishesError('malformed-move', `A scattered buyer goes "to" one of ${SPECIES.join(', ')}.`);
    out.push({ buyer: item.buyer, to });
  }
  return out;
}

function readRot(value: unknown): RotChoice | RuleError {
  if (!isRecord(value) || !hasOnlyKeys(value, ['from', 'seat']) || !isIntInRange(value.seat, 0, MAX_SEAT)) {
    return wishesError('malformed-move', '"rot" is {from, seat}: a market (or "dump") and the token owner\'s seat.');
  }
  const from = value.from === 'dump' ? 'dump' : readSpecies(value.from);
  if (!from) return wishesError('malformed-move', `"rot.from" must be "dump" or one of ${SPECIES.join(', ')}.`);
  return { from, seat: value.seat };
}
