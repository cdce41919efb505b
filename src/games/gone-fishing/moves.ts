/** The shape of untrusted moves: every field checked, nothing extra (any input, never a throw). */
import { hasOnlyKeys, isHex, isIntInRange, isRecord, type RuleError } from '../../core/index.js';
import { goneFishingError } from './types.js';
import { FIELD_COUNT, FIGURES, PIER_COUNT, isTileFace, type FigureColour } from './data.js';
import { isScalarProof } from '../../fair/index.js';
import { isSealedBox } from '../../fair/boxes.js';
import type { GoneFishingMove, Opening, Sealed } from './types.js';

const malformed = (message: string): RuleError => goneFishingError('malformed-move', message);

/** Bytes of a tile commitment nonce, a box key, a beacon value. */
export const KEY_BYTES = 32;
/** Bytes of a tile commitment (src/fair: SHA-512). */
export const COMMITMENT_BYTES = 64;

const isField = (value: unknown): value is number => isIntInRange(value, 0, FIELD_COUNT - 1);
const isFigure = (value: unknown): value is FigureColour => typeof value === 'string' && (FIGURES as readonly string[]).includes(value);
const exact = (input: Record<string, unknown>, keys: readonly string[]): boolean =>
  hasOnlyKeys(input, keys) && keys.every((k) => k in input);

/** A sealed box's shape: an ephemeral key and a box of the one fixed size, both hex. */
export function parseSealed(input: unknown): Sealed | null {
  return isSealedBox(input) ? { ephemeral: input.ephemeral, box: input.box } : null;
}

/** An opening's shape: a tile id, a face and a 32-byte nonce. */
export function parseOpening(input: unknown): Opening | null {
  if (!isRecord(input) || !exact(input, ['tile', 'face', 'nonce'])) return null;
  const { tile, face, nonce } = input;
  if (!isIntInRange(tile, 0, FIELD_COUNT - 1) || !isTileFace(face) || !isHex(nonce, KEY_BYTES)) return null;
  return { tile, face, nonce };
}

/** The move's shape, or a RuleError naming what is wrong. Legality is checked by the rules. */
export function parseMove(input: unknown): GoneFishingMove | RuleError {
  if (!isRecord(input) || typeof input.type !== 'string') return malformed('A move must be an object with a "type".');
  const m = input;
  switch (m.type) {
    case 'murky':
    case 'calm':
    case 'pass':
    case 'school':
    case 'done':
      return exact(m, ['type']) ? { type: m.type } : malformed(`A "${m.type}" move has no other fields.`);
    case 'join':
      if (!exact(m, ['type', 'boxKey', 'beaconAnchor']) || !isHex(m.boxKey, KEY_BYTES) || !isHex(m.beaconAnchor, KEY_BYTES)) {
        return malformed('A join needs a 32-byte hex "boxKey" and "beaconAnchor".');
      }
      return { type: 'join', boxKey: m.boxKey, beaconAnchor: m.beaconAnchor };
    case 'beacon':
      if (!exact(m, ['type', 'draw', 'value']) || !isIntInRange(m.draw, 1, 1) || !isHex(m.value, KEY_BYTES)) {
        return malformed('A beacon move needs "draw" 1 and a 32-byte hex "value".');
      }
      return { type: 'beacon', draw: m.draw, value: m.value };
    case 'first-angler':
      if (!exact(m, ['type', 'seat']) || !isIntInRange(m.seat, 0, 1)) return malformed('"first-angler" needs a "seat" of 0 or 1.');
      return { type: 'first-angler', seat: m.seat };
    case 'lake': {
      const c = m.commitments;
      if (!exact(m, ['type', 'commitments']) || !Array.isArray(c) || c.length !== FIELD_COUNT || !c.every((x) => isHex(x, COMMITMENT_BYTES))) {
        return malformed('A lake needs "commitments": 16 hex commitments of 64 bytes.');
      }
      return { type: 'lake', commitments: [...(c)] };
    }
    case 'figures':
      if (!exact(m, ['type', 'red', 'yellow']) || !isIntInRange(m.red, 0, PIER_COUNT - 1) || !isIntInRange(m.yellow, 0, PIER_COUNT - 1)) {
        return malformed('"figures" needs "red" and "yellow" piers 0–19.');
      }
      return { type: 'figures', red: m.red, yellow: m.yellow };
    case 'move-figure':
      if (!exact(m, ['type', 'figure', 'steps']) || !isFigure(m.figure) || !isIntInRange(m.steps, 1, Number.MAX_SAFE_INTEGER)) {
        return malformed('"move-figure" needs a "figure" ("red" or "yellow") and whole "steps" ≥ 1.');
      }
      return { type: 'move-figure', figure: m.figure, steps: m.steps };
    case 'show': {
      const sealed = parseSealed(m.sealed);
      if (!exact(m, ['type', 'field', 'sealed']) || !isField(m.field) || !sealed) {
        return malformed('"show" needs a "field" 0–15 and a "sealed" box.');
      }
      return { type: 'show', field: m.field, sealed };
    }
    case 'catch':
    case 'peek':
      if (!exact(m, ['type', 'field']) || !isField(m.field)) return malformed(`"${m.type}" needs a "field" 0–15.`);
      return { type: m.type, field: m.field };
    case 'open': {
      const opening = parseOpening({ tile: m.tile, face: m.face, nonce: m.nonce });
      if (!exact(m, ['type', 'tile', 'face', 'nonce']) || !opening) return malformed('"open" needs a "tile", a "face" and a 32-byte hex "nonce".');
      return { type: 'open', ...opening };
    }
    case 'peek-reveal': {
      const sealed = parseSealed(m.sealed);
      if (!exact(m, ['type', 'sealed']) || !sealed) return malformed('"peek-reveal" needs a "sealed" box.');
      return { type: 'peek-reveal', sealed };
    }
    case 'slide':
      if (!exact(m, ['type', 'from', 'to']) || !isField(m.from) || !isField(m.to)) return malformed('"slide" needs fields "from" and "to" 0–15.');
      return { type: 'slide', from: m.from, to: m.to };
    case 'swap':
      if (!exact(m, ['type', 'a', 'b']) || !isField(m.a) || !isField(m.b)) return malformed('"swap" needs fields "a" and "b" 0–15.');
      return { type: 'swap', a: m.a, b: m.b };
    case 'open-lake': {
      const list = m.openings;
      if (!exact(m, ['type', 'openings']) || !Array.isArray(list) || list.length > FIELD_COUNT) {
        return malformed('"open-lake" needs a list of at most 16 "openings".');
      }
      const openings = list.map(parseOpening);
      if (openings.some((o) => o === null)) return malformed('Every opening needs a "tile", a "face" and a 32-byte hex "nonce".');
      return { type: 'open-lake', openings: openings as Opening[] };
    }
    case 'protest':
      return parseProtest(m);
    case 'audit':
      // src/fair's closing audit; its contents are checked by applyFairMove.
      if (!exact(m, ['type', 'openings']) || !isRecord(m.openings)) {
        return malformed('An audit is {type:"audit", openings:{…}}.');
      }
      return m as unknown as GoneFishingMove;
    default:
      return malformed(`Unknown move type "${m.type}".`);
  }
}

function parseProtest(m: Record<string, unknown>): GoneFishingMove | RuleError {
  if (!isIntInRange(m.sealed, 0, 1000)) return malformed('A protest names the "sealed" message it is about.');
  if ('opening' in m) {
    const o = m.opening;
    if (!exact(m, ['type', 'sealed', 'opening']) || !isRecord(o) || !exact(o, ['face', 'nonce']) || !isTileFace(o.face) || !isHex(o.nonce, KEY_BYTES)) {
      return malformed('A protest "opening" has a "face" and a 32-byte hex "nonce".');
    }
    return { type: 'protest', sealed: m.sealed, opening: { face: o.face, nonce: o.nonce } };
  }
  const d = m.disclosure;
  if (!exact(m, ['type', 'sealed', 'disclosure']) || !isRecord(d) || !exact(d, ['shared', 'proof']) || !isHex(d.shared, KEY_BYTES) || !isScalarProof(d.proof)) {
    return malformed('A protest carries an "opening" or a "disclosure" {shared, proof} of the box.');
  }
  return { type: 'protest', sealed: m.sealed, disclosure: { shared: d.shared, proof: { c: d.proof.c, z: d.proof.z } } };
}
