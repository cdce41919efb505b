// The beacon: shared randomness no seat can predict or steer alone (design "Fair play").
//
// At seating each seat picks a secret seed h_0 and publishes the anchor h_L of its hash chain
// h_{i+1} = H(room ‖ seat ‖ h_i). Draw k takes every seat's value h_{L-k}; each is checked against that
// seat's previous value (H(h_{L-k}) = h_{L-k+1}), so a seat's whole sequence of contributions is fixed
// before it sees anyone else's. The draw's output is H(room ‖ k ‖ v_0 ‖ … ‖ v_{n-1}). Binding room and seat
// into the chain stops a seat from copying another's anchor (or reusing one across rooms). The last
// seat to publish can compute the output first, but its value is already fixed, so all it can do is
// withhold it — a stall the duties attribute to that seat. A chain has `length` draws; `drawsLeft`
// says how many remain and `requestDraw` refuses beyond that ('beacon-exhausted').
import { concatBytes, fromHex, hasOnlyKeys, isIntInRange, isRecord, ruleError, sha512, toHex, utf8, bytesEqual } from '../core/index.js';
import type { Duty, RuleError, Seat } from '../core/index.js';
import { hash64, hexBytes, u32 } from './bytes.js';

/** Draws in a chain unless the game asks otherwise: enough for the longest game of the five. */
export const DEFAULT_CHAIN_LENGTH = 1024;
/** The most draws a chain may hold (a seat recomputes it from its seed). */
export const MAX_CHAIN_LENGTH = 65536;

/** Public beacon state, embedded in a game's state. Plain JSON; never mutated. */
export interface BeaconState {
  readonly room: string;
  readonly seats: number;
  /** Draws the chains can supply. */
  readonly length: number;
  /** Draws the game has asked for so far (draw k is 1-based). */
  readonly requested: number;
  /** Per seat: its anchor once seated, then its last published chain value (hex); null before seating. */
  readonly heads: readonly (string | null)[];
  /** Per seat: how many draws it has published. */
  readonly published: readonly number[];
  /** Per seat: its published values for draws not yet complete, oldest first. */
  readonly waiting: readonly (readonly string[])[];
  /** Output (64 hex digits) of each complete draw: draw k at index k-1. */
  readonly outputs: readonly string[];
}

/** A beacon move: `seat`'s chain value for draw `draw`. */
export interface BeaconMove {
  readonly type: 'beacon';
  readonly draw: number;
  readonly value: string;
}

/** A fresh beacon for `seats` seats in `room`. Throws for an impossible configuration. */
export function createBeacon(room: string, seats: number, length = DEFAULT_CHAIN_LENGTH): BeaconState {
  if (!Number.isInteger(seats) || seats < 1) throw new RangeError(`a beacon needs at least one seat, not ${seats}`);
  if (!Number.isInteger(length) || length < 1 || length > MAX_CHAIN_LENGTH) throw new RangeError(`chain length ${length} is out of range`);
  return {
    room,
    seats,
    length,
    requested: 0,
    heads: Array.from({ length: seats }, () => null),
    published: Array.from({ length: seats }, () => 0),
    waiting: Array.from({ length: seats }, () => []),
    outputs: [],
  };
}

/** Seats `seat` with its chain anchor (64 hex digits), or refuses a malformed or reused anchor. */
export function joinBeacon(state: BeaconState, seat: Seat, anchor: unknown): BeaconState | RuleError {
  if (!isIntInRange(seat, 0, state.seats - 1)) return ruleError('no-such-seat', `There is no seat ${String(seat)}.`);
  if (state.heads[seat] !== null) return ruleError('beacon-already-joined', 'This seat has already published its beacon anchor.');
  if (!hexBytes(anchor, 32)) return ruleError('beacon-anchor-malformed', 'A beacon anchor is 64 hex digits.');
  if (state.heads.includes(anchor as string)) return ruleError('beacon-anchor-reused', 'That beacon anchor is already in use.');
  return { ...state, heads: state.heads.map((h, s) => (s === seat ? (anchor as string) : h)) };
}

/** True once every seat has published its anchor. */
export function beaconSeated(state: BeaconState): boolean {
  return state.heads.every((h) => h !== null);
}

/** Asks the seats for one more draw; its number is `draw`. Refuses once the chains are used up. */
export function requestDraw(state: BeaconState): { readonly beacon: BeaconState; readonly draw: number } | RuleError {
  if (state.requested >= state.length) {
    return ruleError('beacon-exhausted', `The beacon's ${state.length} draws are used up.`);
  }
  return { beacon: { ...state, requested: state.requested + 1 }, draw: state.requested + 1 };
}

/** Draws still available. */
export function drawsLeft(state: BeaconState): number {
  return state.length - state.requested;
}

/** The output of draw `k` (64 hex digits) once every seat has published its value, else null. */
export function drawOutput(state: BeaconState, k: number): string | null {
  return Number.isInteger(k) && k >= 1 ? (state.outputs[k - 1] ?? null) : null;
}

/** Beacon values owed now: each seated seat's next value while it is behind the requested draws. */
export function beaconDuties(state: BeaconState): Duty[] {
  const duties: Duty[] = [];
  state.heads.forEach((head, seat) => {
    const next = state.published[seat]! + 1;
    if (head !== null && next <= state.requested) duties.push({ seat, kind: 'beacon', detail: { fair: 'beacon', draw: next } });
  });
  return duties;
}

/** Applies `seat`'s beacon value, checking it against the seat's previous value; completes draws. */
export function applyBeaconMove(state: BeaconState, seat: Seat, move: unknown): BeaconState | RuleError {
  if (!isIntInRange(seat, 0, state.seats - 1)) return ruleError('no-such-seat', `There is no seat ${String(seat)}.`);
  if (!isRecord(move) || move.type !== 'beacon' || !hasOnlyKeys(move, ['type', 'draw', 'value'])) {
    return ruleError('beacon-malformed', 'A beacon move is {type:"beacon", draw, value}.');
  }
  const head = state.heads[seat];
  if (head === null || head === undefined) return ruleError('beacon-not-joined', 'This seat has not published its beacon anchor.');
  const next = state.published[seat]! + 1;
  if (!isIntInRange(move.draw, 1, state.length) || move.draw !== next) {
    return ruleError('beacon-wrong-draw', `This seat's next beacon value is for draw ${next}.`);
  }
  if (move.draw > state.requested) return ruleError('beacon-not-requested', `Draw ${move.draw} has not been asked for yet.`);
  const value = hexBytes(move.value, 32);
  if (!value) return ruleError('beacon-value-malformed', 'A beacon value is 64 hex digits.');
  if (!bytesEqual(chainStep(state.room, seat, value), fromHex(head))) {
    return ruleError('beacon-chain-broken', `Seat ${seat}'s value for draw ${move.draw} does not hash to its previous value.`);
  }
  const valueHex = move.value as string;
  let waiting = state.waiting.map((w, s) => (s === seat ? [...w, valueHex] : w));
  let outputs = state.outputs;
  // A draw completes when every seat has a value waiting for it; draws complete in order.
  while (waiting.every((w) => w.length > 0)) {
    const k = outputs.length + 1;
    outputs = [...outputs, drawOutputOf(state.room, k, waiting.map((w) => w[0]!))];
    waiting = waiting.map((w) => w.slice(1));
  }
  return {
    ...state,
    heads: state.heads.map((h, s) => (s === seat ? valueHex : h)),
    published: state.published.map((p, s) => (s === seat ? next : p)),
    waiting,
    outputs,
  };
}

/** One step of a seat's hash chain. */
export function chainStep(room: string, seat: Seat, value: Uint8Array): Uint8Array {
  return hash64('shoal/beacon-chain/v1', utf8(room), u32(seat), value).subarray(0, 32);
}

/** The output of draw k from the seats' values, in seat order. */
export function drawOutputOf(room: string, k: number, values: readonly string[]): string {
  return toHex(hash64('shoal/beacon-draw/v1', utf8(room), u32(k), ...values.map((v) => fromHex(v))).subarray(0, 32));
}

// A seat recomputes its chain from its seed; a small cache keeps that to once per seat and room.
const chainCache = new Map<string, readonly string[]>();
const CHAIN_CACHE_SIZE = 64;
/** Chain steps between two yields of `beaconChainSteps` (about a millisecond of hashing). */
const CHAIN_STEP_SLICE = 128;

const chainKey = (seed: string, room: string, seat: Seat, length: number): string => `${seed}|${seat}|${length}|${room}`;

function remember(key: string, chain: readonly string[]): void {
  if (chainCache.size >= CHAIN_CACHE_SIZE) chainCache.delete(chainCache.keys().next().value as string);
  chainCache.set(key, chain);
}

/**
 * A seat's whole chain h_0 … h_L from its seed, in steps (yields the fraction done): 1,024 SHA-512
 * calls take 7–15 ms warm and up to 80 ms on a cold page, so a table makes it in the deck worker.
 */
export function* beaconChainSteps(seed: string, room: string, seat: Seat, length: number): Generator<number, string[], void> {
  const start = hexBytes(seed, 32);
  if (!start) throw new TypeError('a beacon seed is 64 hex digits');
  if (!isIntInRange(length, 1, MAX_CHAIN_LENGTH)) throw new RangeError(`chain length ${length} is out of range`);
  // chainStep's input differs from step to step only in its last 32 bytes: one buffer, rewritten.
  const label = utf8('shoal/beacon-chain/v1');
  const roomBytes = utf8(room);
  const input = concatBytes(u32(label.length), label, u32(roomBytes.length), roomBytes, u32(4), u32(seat), u32(32), start);
  const chain: string[] = [seed];
  for (let i = 0; i < length; i++) {
    const value = sha512(input).subarray(0, 32);
    input.set(value, input.length - 32);
    chain.push(toHex(value));
    if (i % CHAIN_STEP_SLICE === CHAIN_STEP_SLICE - 1 && i + 1 < length) yield (i + 1) / length;
  }
  return chain;
}

function chainOf(seed: string, room: string, seat: Seat, length: number): readonly string[] {
  const key = chainKey(seed, room, seat, length);
  const cached = chainCache.get(key);
  if (cached) return cached;
  const steps = beaconChainSteps(seed, room, seat, length);
  let step = steps.next();
  while (!step.done) step = steps.next();
  remember(key, step.value);
  return step.value;
}

/** True when this device holds the seat's chain already (its anchor and values cost a lookup). */
export function beaconChainKnown(seed: string, room: string, seat: Seat, length: number): boolean {
  return chainCache.has(chainKey(seed, room, seat, length));
}

/**
 * Keeps a chain this device's deck worker made from `seed` (`beaconChainSteps`); false, and nothing
 * kept, for a chain of another length, another start or hex that is not 32 bytes, or whose last step
 * does not hash right. Checking every step would cost what making it costs: the rest is trusted as
 * this device's own work (a wrong chain could only spoil this seat's own contributions).
 */
export function adoptBeaconChain(seed: string, room: string, seat: Seat, length: number, chain: unknown): boolean {
  if (!Array.isArray(chain) || chain.length !== length + 1 || chain[0] !== seed || !chain.every((v) => hexBytes(v, 32) !== null)) return false;
  if (!bytesEqual(chainStep(room, seat, fromHex(chain[length - 1] as string)), fromHex(chain[length] as string))) return false;
  remember(chainKey(seed, room, seat, length), chain as string[]);
  return true;
}

/** The anchor h_L a seat publishes at seating, from its secret seed. */
export function beaconAnchor(seed: string, room: string, seat: Seat, length = DEFAULT_CHAIN_LENGTH): string {
  return chainOf(seed, room, seat, length)[length]!;
}

/** The value h_{L-k} a seat publishes for draw k, from its secret seed. */
export function beaconValue(seed: string, room: string, seat: Seat, length: number, k: number): string {
  if (!Number.isInteger(k) || k < 1 || k > length) throw new RangeError(`draw ${k} is outside a chain of ${length}`);
  return chainOf(seed, room, seat, length)[length - k]!;
}
