/**
 * The hidden parts of Gone Fishing on top of src/fair: one commitment per tile, bound to the room, the
 * game, the day and the tile id (so no opening can stand in for another tile's, another day's or
 * another room's), and the boxes that show a tile to the Angler alone.
 */
import { isRuleError, ruleError, type Entropy, type RuleError, type Seat } from '../../core/index.js';
import {
  checkOpening,
  commitDomain,
  commitSecret,
  isOpening,
  openCommitment,
  openingOf,
  type FairSecrets,
  type FairState,
  type Unsealed,
} from '../../fair/index.js';
import { boxContext, openDisclosed, openSealed, sealFor } from '../../fair/boxes.js';
import { isTileFace, type TileFace } from './data.js';
import type { GoneFishingState, Sealed } from './types.js';

export const GAME_ID = 'gone-fishing';

/** The commitment purpose of tile `tile` on day `day`, e.g. "day-1:tile-7". */
export function tilePurpose(day: number, tile: number): string {
  return `day-${day}:tile-${tile}`;
}

/** Tile `tile`'s public commitment this day, or null before the lake is laid. */
export function tileCommitment(state: GoneFishingState, tile: number): string | null {
  const purpose = tilePurpose(state.day, tile);
  return Object.hasOwn(state.fair.commitments, purpose) ? state.fair.commitments[purpose]!.commitment : null;
}

/** Null when (face, nonce) opens tile `tile`'s commitment this day, else why not. */
export function checkTileOpening(state: GoneFishingState, tile: number, face: TileFace, nonce: string): RuleError | null {
  const commitment = tileCommitment(state, tile);
  if (commitment === null) return ruleError('no-commitment', `Tile ${tile} has no commitment.`);
  return checkOpening(commitDomain(state.fair, tilePurpose(state.day, tile)), commitment, { value: face, nonce });
}

/**
 * Opens tile `tile` publicly in the fair state. 'mismatch' when the opening does not match its
 * commitment (the Fish player cheated); a RuleError for anything else that is wrong.
 */
export function openTile(state: GoneFishingState, fish: Seat, tile: number, face: TileFace, nonce: string): FairState | 'mismatch' | RuleError {
  const opened = openCommitment(state.fair, fish, tilePurpose(state.day, tile), { value: face, nonce });
  if (!isRuleError(opened)) return opened.fair;
  return opened.code === 'opening-mismatch' ? 'mismatch' : opened;
}

/** GF-4.1: the Fish player's commitments to tiles `faces` (by tile id), its openings kept in its secrets. */
export function commitLake(
  fair: FairState,
  secrets: FairSecrets,
  day: number,
  faces: readonly TileFace[],
  entropy: Entropy,
): { readonly commitments: string[]; readonly secrets: FairSecrets } {
  let kept = secrets;
  const commitments = faces.map((face, tile) => {
    const made = commitSecret(fair, kept, tilePurpose(day, tile), face, entropy);
    kept = made.secrets;
    return made.commitment;
  });
  return { commitments, secrets: kept };
}

/** The face and nonce the Fish player keeps for tile `tile` this day, or null. */
export function keptOpening(state: GoneFishingState, secrets: FairSecrets, tile: number): { face: TileFace; nonce: string } | null {
  const opening = openingOf(secrets, tilePurpose(state.day, tile));
  return opening && isTileFace(opening.value) ? { face: opening.value, nonce: opening.nonce } : null;
}

/** Seals tile `tile`'s opening to the Angler (seat `angler`), bound to that tile of this day. */
export function sealTile(state: GoneFishingState, secrets: FairSecrets, angler: Seat, tile: number, face: TileFace, nonce: string, entropy: Entropy): Sealed | RuleError {
  return sealFor(state.fair, secrets, { to: angler, purpose: tilePurpose(state.day, tile) }, { value: face, nonce }, entropy);
}

/** What the Angler finds in a sealed tile: its face and nonce checked against the tile's commitment, or why it is refused. */
export function unsealTile(state: GoneFishingState, tile: number, sealed: Sealed, fish: Seat, anglerSecretKey: string): { face: TileFace; nonce: string } | RuleError {
  const context = boxContext(state.fair, tilePurpose(state.day, tile), fish, 1 - fish);
  return checkSealedTile(state, tile, openSealed(context, sealed, anglerSecretKey));
}

/** Anyone's reading of a sealed tile from the Angler's disclosure of it (a protest); 'disclosure-…' codes: the disclosure is false. */
export function disclosedTile(state: GoneFishingState, tile: number, sealed: Sealed, fish: Seat, disclosure: unknown): { face: TileFace; nonce: string } | RuleError {
  const angler = 1 - fish;
  const anglerKey = state.fair.boxKeys[angler];
  if (!anglerKey) return ruleError('sealed-no-box-key', 'The Angler has no box key.');
  const context = boxContext(state.fair, tilePurpose(state.day, tile), fish, angler);
  return checkSealedTile(state, tile, openDisclosed(context, sealed, anglerKey, disclosure));
}

function checkSealedTile(state: GoneFishingState, tile: number, unsealed: Unsealed | RuleError): { face: TileFace; nonce: string } | RuleError {
  if (isRuleError(unsealed)) return unsealed;
  const opening = unsealed.value;
  if (!isOpening(opening) || !isTileFace(opening.value)) return ruleError('sealed-not-a-tile', 'The sealed box does not hold the opening of a tile.');
  const problem = checkTileOpening(state, tile, opening.value, opening.nonce);
  if (problem) return ruleError('sealed-opening-mismatch', `The sealed face of tile ${tile} does not match its commitment.`);
  return { face: opening.value, nonce: opening.nonce };
}
