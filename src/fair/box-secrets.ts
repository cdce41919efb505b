// A seat's sealed boxes in a fair state (sealed.ts): sealing an opening for one seat, opening it,
// disclosing it in a dispute and judging the disclosure. Apart from fair-secrets.ts and out of
// index.ts (import them from boxes.ts), so a game that seals nothing (Fleet) does not load tweetnacl.
import { ruleError } from '../core/index.js';
import type { Entropy, Json, RuleError, Seat } from '../core/index.js';
import { BOX_FRESH_BYTES } from './box-keys.js';
import { fresh, type FairSecrets } from './fair-secrets.js';
import { commitDomain, type FairState } from './fair-state.js';
import { discloseSealed, openDisclosed, openSealed, openSealedOpening, seal, type BoxContext, type BoxDisclosure, type SealedBox, type Unsealed } from './sealed.js';

/** The context of a box from seat `from` to seat `to` for `purpose` in this game and room. */
export function boxContext(fair: FairState, purpose: string, from: Seat, to: Seat): BoxContext {
  return { room: fair.room, game: fair.game, purpose, from, to };
}

/** Seals `value` for seat `box.to` only, bound to `box.purpose` (its box key from the fair state). */
export function sealFor(
  fair: FairState,
  secrets: FairSecrets,
  box: { readonly to: Seat; readonly purpose: string },
  value: Json,
  entropy: Entropy,
): SealedBox | RuleError {
  const key = fair.boxKeys[box.to];
  if (!key) return ruleError('sealed-no-box-key', `Seat ${box.to} has not joined yet.`);
  return seal(boxContext(fair, box.purpose, secrets.seat, box.to), value, key, fresh(entropy, BOX_FRESH_BYTES));
}

/** Opens a box sealed to this seat by `from` that carries the opening of `from`'s commitment for `purpose`, and checks it. */
export function unsealOpening(fair: FairState, secrets: FairSecrets, from: Seat, purpose: string, sealed: unknown): Unsealed | RuleError {
  const record = fair.commitments[purpose];
  if (!record || record.seat !== from) return ruleError('commitment-unknown', `Seat ${from} made no commitment for ${purpose}.`);
  const unsealed = openSealed(boxContext(fair, purpose, from, secrets.seat), sealed, secrets.boxSecretKey);
  return openSealedOpening(commitDomain(fair, purpose), record.commitment, unsealed);
}

/**
 * This seat's public disclosure of a box `from` sealed to it for `purpose` (a dispute), revealing no key.
 * Without `entropy` the proof's nonce is derived from the key and the statement alone (as in EdDSA).
 */
export function discloseBox(fair: FairState, secrets: FairSecrets, from: Seat, purpose: string, sealed: unknown, entropy?: Entropy): BoxDisclosure | RuleError {
  return discloseSealed(boxContext(fair, purpose, from, secrets.seat), sealed, secrets.boxSecretKey, entropy ? fresh(entropy, 32) : new Uint8Array(0));
}

/**
 * Anyone's check of a disputed box from `from` to `to` carrying the opening of `from`'s commitment for
 * `purpose`: 'disclosure-…' codes mean the disclosure is false (the receiver's fault); 'sealed-unreadable',
 * 'sealed-malformed' and 'sealed-opening-mismatch' mean the box was false (the sender's fault).
 */
export function judgeDisclosedOpening(fair: FairState, from: Seat, to: Seat, purpose: string, sealed: unknown, disclosure: unknown): Unsealed | RuleError {
  const key = fair.boxKeys[to];
  const record = fair.commitments[purpose];
  if (!key) return ruleError('sealed-no-box-key', `Seat ${to} has not joined yet.`);
  if (!record || record.seat !== from) return ruleError('commitment-unknown', `Seat ${from} made no commitment for ${purpose}.`);
  return openSealedOpening(commitDomain(fair, purpose), record.commitment, openDisclosed(boxContext(fair, purpose, from, to), sealed, key, disclosure));
}
