/**
 * How a seat takes part (src/core SeatProtocol): the Fish player's agent commits the lake, seals what
 * it shows, opens caught tiles and the lake at the audit; the Angler's agent opens every sealed tile,
 * checks it against the tile's commitment and protests a false one or a diver shown beside other
 * tiles (GF-5.2.4). Both answer the fair-play steps (seating, beacon) through src/fair.
 */
import { isRuleError, seededEntropy, type Duty, type Entropy, type Prepared, type RuleError, type SeatProtocol, type Seat } from '../../core/index.js';
import { goneFishingError } from './types.js';
import { answerFairDuty, initialFairSecrets, isFairDuty, shuffled } from '../../fair/index.js';
import { discloseBox } from '../../fair/boxes.js';
import { LAKE_TILES, isTileFace, type TileFace } from './data.js';
import { commitLake, keptOpening, sealTile, tilePurpose, unsealTile } from './crypto.js';
import { isLakeSet } from './day.js';
import { lakeOpenings, legalGoneFishingIntents, legalGoneFishingMoves, showableFields } from './legal.js';
import { parseMove } from './moves.js';
import { breaksShowRule } from './protest.js';
import { anglerOf, fishOf, lineFields } from './roles.js';
import { applyGoneFishing } from './rules.js';
import type { GoneFishingIntent, GoneFishingMove, GoneFishingSecrets, GoneFishingState, ProtestMove } from './types.js';
import { viewOf, type GoneFishingView } from './view.js';

type Answer = Prepared<GoneFishingMove, GoneFishingSecrets>;

/** A random lake layout from `entropy` (GF-9.3: the UI's starting point, a bot's layout). */
export function randomLayout(entropy: Entropy): TileFace[] {
  return shuffled(entropy.bytes(32), LAKE_TILES, 'gone-fishing:layout');
}

/** The move for an intent (before the legality check); a RuleError for a malformed or impossible one. */
function moveFor(state: GoneFishingState, seat: Seat, secrets: GoneFishingSecrets, intent: unknown, entropy: Entropy): Answer | RuleError {
  const kind = typeof intent === 'object' && intent !== null ? (intent as { type?: unknown }).type : undefined;
  if (kind === 'lay-lake') return layLakeMove(state, seat, secrets, intent as Record<string, unknown>, entropy);
  if (kind === 'show') return showMove(state, seat, secrets, intent as Record<string, unknown>, entropy);
  const move = parseMove(intent);
  if (isRuleError(move)) return move;
  const plain = ['first-angler', 'figures', 'move-figure', 'murky', 'catch', 'peek', 'calm', 'pass', 'slide', 'school', 'swap', 'done'];
  if (!plain.includes(move.type)) return goneFishingError('not-an-intent', `"${move.type}" is a protocol step the seat agent makes, not a player's intent.`);
  return { move, secrets };
}

/** GF-4.1: commit to a layout (16 faces by field, or 'random'). */
function layLakeMove(state: GoneFishingState, seat: Seat, secrets: GoneFishingSecrets, intent: Record<string, unknown>, entropy: Entropy): Answer | RuleError {
  if (state.phase !== 'lay-lake' || seat !== fishOf(state)) return goneFishingError('wrong-phase', 'Only the Fish player lays the lake, at the start of a day.');
  const keys = Object.keys(intent);
  if (keys.length !== 2 || !('faces' in intent)) return goneFishingError('malformed-intent', '"lay-lake" has only "faces".');
  const { faces } = intent;
  const layout = faces === 'random' ? randomLayout(entropy) : faces;
  if (!Array.isArray(layout) || !layout.every(isTileFace) || !isLakeSet(layout)) {
    return goneFishingError('not-the-lake-tiles', 'A lake is the 16 tiles of GF-1.2, one per field: 2 each of Fish 1–4, Fish 5, Fish 6, 5 trash, the diver.');
  }
  const made = commitLake(state.fair, secrets.fair, state.day, layout, entropy);
  return { move: { type: 'lake', commitments: made.commitments }, secrets: { ...secrets, fair: made.secrets } };
}

/** GF-5.2.3: show one tile of the line, sealed to the Angler; the diver only when it is alone (GF-5.2.4). */
function showMove(state: GoneFishingState, seat: Seat, secrets: GoneFishingSecrets, intent: Record<string, unknown>, entropy: Entropy): Answer | RuleError {
  if (state.phase !== 'show' || seat !== fishOf(state)) return goneFishingError('wrong-phase', 'The Fish player shows a tile in step 2.');
  const field = intent.field;
  if (Object.keys(intent).length !== 2 || typeof field !== 'number' || !lineFields(state).includes(field)) {
    return goneFishingError('not-on-line', 'Show a field of the active line that holds a tile.');
  }
  if (!showableFields(state, secrets).includes(field)) {
    return goneFishingError('diver-may-not-be-shown', 'The diver may be shown only when it is the only tile on the line (GF-5.2.4).');
  }
  const kept = keptOpening(state, secrets.fair, state.lake[field]!);
  if (!kept) return goneFishingError('no-opening', 'This seat does not hold the opening of that tile.');
  const sealed = sealTile(state, secrets.fair, anglerOf(state)!, state.lake[field]!, kept.face, kept.nonce, entropy);
  if (isRuleError(sealed)) return sealed;
  return { move: { type: 'show', field, sealed }, secrets };
}

/** The Fish player's protocol steps: open the caught tile, seal the peeked one, open the lake at the audit. */
function answerFish(state: GoneFishingState, secrets: GoneFishingSecrets, duty: Duty, entropy: Entropy): Answer | null {
  if (duty.kind === 'reveal' && state.phase === 'open-catch' && state.catching) {
    const kept = keptOpening(state, secrets.fair, state.catching.tile);
    return kept ? { move: { type: 'open', tile: state.catching.tile, ...kept }, secrets } : null;
  }
  if (duty.kind === 'reveal' && state.phase === 'reveal-peek' && state.peeked !== null) {
    const kept = keptOpening(state, secrets.fair, state.lake[state.peeked]!);
    const sealed = kept ? sealTile(state, secrets.fair, anglerOf(state)!, state.lake[state.peeked]!, kept.face, kept.nonce, entropy) : null;
    return sealed && !isRuleError(sealed) ? { move: { type: 'peek-reveal', sealed }, secrets } : null;
  }
  if (duty.kind === 'audit' && state.phase === 'audit') {
    const openings = lakeOpenings(state, secrets);
    return openings ? { move: { type: 'open-lake', openings }, secrets } : null;
  }
  return null;
}

/** The Angler's check duty: protest a sealed tile of today that failed its check. */
function answerAngler(state: GoneFishingState, secrets: GoneFishingSecrets, duty: Duty): Answer | null {
  if (duty.kind !== 'audit' || typeof duty.detail?.sealed !== 'number') return null;
  const index = duty.detail.sealed;
  const protest = secrets.protests.find((p) => p.day === state.day && p.move.sealed === index);
  return protest ? { move: protest.move, secrets } : null;
}

/** The Angler reads a new sealed tile: a true one goes in its notes, a false one becomes a protest. */
function readSealed(after: GoneFishingState, seat: Seat, secrets: GoneFishingSecrets): GoneFishingSecrets {
  const index = after.sealed.length - 1;
  const record = after.sealed[index]!;
  const opened = unsealTile(after, record.tile, record.sealed, 1 - seat, secrets.fair.boxSecretKey);
  const day = after.day;
  if (isRuleError(opened)) {
    const disclosure = discloseBox(after.fair, secrets.fair, 1 - seat, tilePurpose(day, record.tile), record.sealed);
    if (isRuleError(disclosure)) return secrets;
    const move: ProtestMove = { type: 'protest', sealed: index, disclosure };
    return { ...secrets, protests: [...secrets.protests, { day, move }] };
  }
  const note = { day, round: record.round, via: record.kind, sealed: index, field: record.field, tile: record.tile, face: opened.face, nonce: opened.nonce };
  const notes = [...secrets.notes, note];
  if (!breaksShowRule(record, opened.face)) return { ...secrets, notes };
  const move: ProtestMove = { type: 'protest', sealed: index, opening: { face: opened.face, nonce: opened.nonce } };
  return { ...secrets, notes, protests: [...secrets.protests, { day, move }] };
}

/**
 * Every legal move of `seat` now, from what it knows: the plain choices and openings (legal.ts), and
 * the Fish player's moves that carry a fresh secret — the lake's commitments (GF-4.1), a tile sealed
 * to the Angler (GF-5.2.3) — one per intent, made with randomness derived from the seat's own secret
 * key. They list what the seat can play; the table makes them through `prepare`, with fresh entropy,
 * which also keeps the openings the seat must remember.
 */
export function legalMovesWithSecrets(state: GoneFishingState, seat: Seat, secrets?: GoneFishingSecrets): GoneFishingMove[] {
  const moves = legalGoneFishingMoves(state, seat, secrets);
  if (!secrets || (state.phase !== 'lay-lake' && state.phase !== 'show') || seat !== fishOf(state)) return moves;
  const entropy = seededEntropy(`gone-fishing:listed:${secrets.fair.boxSecretKey}:${state.day}:${state.round}:${state.sealed.length}`);
  for (const intent of legalGoneFishingIntents(state, seat, secrets)) {
    if (intent.type !== 'lay-lake' && intent.type !== 'show') continue;
    const prepared = moveFor(state, seat, secrets, intent, entropy);
    if (!isRuleError(prepared)) moves.push(prepared.move);
  }
  return moves;
}

/** Gone Fishing's seat protocol. */
export const goneFishingProtocol: SeatProtocol<GoneFishingState, GoneFishingMove, GoneFishingSecrets, GoneFishingIntent, GoneFishingView> = {
  initialSecrets: (seat, entropy) => ({ fair: initialFairSecrets(seat, entropy), notes: [], protests: [] }),

  prepare(state, seat, secrets, intent, entropy) {
    const prepared = moveFor(state, seat, secrets, intent, entropy);
    if (isRuleError(prepared)) return prepared;
    const after = applyGoneFishing(state, seat, prepared.move);
    return isRuleError(after) ? after : prepared;
  },

  answer(state, seat, secrets, duty, entropy) {
    if (duty.seat !== seat) return null;
    if (isFairDuty(duty)) {
      const fair = answerFairDuty(state.fair, secrets.fair, duty, entropy);
      return fair ? { move: fair.move as GoneFishingMove, secrets: { ...secrets, fair: fair.secrets } } : null;
    }
    if (seat === fishOf(state)) return answerFish(state, secrets, duty, entropy);
    if (seat === anglerOf(state)) return answerAngler(state, secrets, duty);
    return null;
  },

  observe(before, after, _mover, move, seat, secrets) {
    const sealedNow = (move.type === 'show' || move.type === 'peek-reveal') && after.sealed.length > before.sealed.length;
    return sealedNow && seat === anglerOf(after) ? readSealed(after, seat, secrets) : secrets;
  },

  view: viewOf,

  legalIntents: legalGoneFishingIntents,
};
