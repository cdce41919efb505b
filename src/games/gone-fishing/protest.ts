/** The Angler's cheat claims (issue 5 item 2): checked by the rules from public data alone. */
import { isRuleError, ruleError, type RuleError, type Seat } from '../../core/index.js';
import { checkTileOpening, disclosedTile } from './crypto.js';
import { caught } from './day.js';
import { anglerOf } from './roles.js';
import type { GoneFishingState, ProtestMove, SealedRecord } from './types.js';

/** GF-5.2.4: the diver may be shown only when it is the only tile on the line. */
export function breaksShowRule(record: SealedRecord, face: string): boolean {
  return record.kind === 'show' && face === 'diver' && record.lineTiles > 1;
}

/**
 * A protest about sealed message `move.sealed` of this day. With an opening: it must open the tile's
 * commitment and show a broken rule (the diver beside other tiles). With the Angler's disclosure of the
 * box (the shared point and its Chaum–Pedersen proof for the Angler's box key, src/fair sealed.ts):
 * anyone can then open that box and no other, and a box that does not hold the tile's true opening,
 * or breaks a rule, convicts the Fish player. A false disclosure or an unfounded protest is refused;
 * a founded one ends the game against the Fish player.
 */
export function applyProtest(state: GoneFishingState, seat: Seat, move: ProtestMove): GoneFishingState | RuleError {
  const angler = anglerOf(state);
  if (angler === null || seat !== angler) return ruleError('not-your-turn', 'Only the Angler of the day can protest a sealed tile.');
  const record = state.sealed[move.sealed];
  if (!record) return ruleError('no-such-sealed', `There is no sealed tile #${move.sealed} this day.`);
  const fish = 1 - angler;
  const when = `round ${record.round} of day ${state.day}`;
  const diverShown = () =>
    caught(state, { seat: fish, code: 'diver-shown', reason: `In ${when} the diver was shown while other tiles were on the line (GF-5.2.4).` });
  if ('opening' in move) {
    const { face, nonce } = move.opening;
    if (checkTileOpening(state, record.tile, face, nonce)) {
      return ruleError('protest-unfounded', `That opening does not match the commitment of tile ${record.tile}.`);
    }
    return breaksShowRule(record, face) ? diverShown() : ruleError('protest-unfounded', 'That tile could lawfully be shown.');
  }
  const opened = disclosedTile(state, record.tile, record.sealed, fish, move.disclosure);
  if (isRuleError(opened) && opened.code.startsWith('disclosure-')) {
    return ruleError('protest-wrong-disclosure', `That disclosure does not open the sealed tile: ${opened.message}`);
  }
  if (isRuleError(opened)) {
    const what = record.kind === 'show' ? 'shown' : 'peeked';
    return caught(state, { seat: fish, code: 'bad-seal', reason: `The tile ${what} to the Angler in ${when} was false: ${opened.message}` });
  }
  return breaksShowRule(record, opened.face) ? diverShown() : ruleError('protest-unfounded', 'The sealed tile is true and could lawfully be shown.');
}
