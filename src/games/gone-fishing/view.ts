/** What one seat may see (GF-8): the public state plus what its own secrets reveal. */
import type { Seat } from '../../core/index.js';
import { FIELD_COUNT, type TileFace } from './data.js';
import { keptOpening } from './crypto.js';
import type { Field } from './lake.js';
import { anglerOf, fieldOfTile, fishOf } from './roles.js';
import type { GoneFishingSecrets, GoneFishingState } from './types.js';

/** A line of the Angler's private log (GF-8.1): "round 5: field (2,3) shown: Fish 4". */
export interface MemoryEntry {
  readonly day: 1 | 2;
  readonly round: number;
  readonly via: 'show' | 'peek';
  readonly field: Field;
  readonly tile: number;
  readonly face: TileFace;
}

/** A seat's view. Spectators get the public state, no faces and no log. */
export interface GoneFishingView {
  readonly state: GoneFishingState;
  readonly seat: Seat | null;
  /** This seat's role today, or null for a spectator (and before the draw). */
  readonly role: 'angler' | 'fish' | null;
  /**
   * Faces this viewer sees face up, by field: the Fish player every tile; the Angler only the tile
   * shown this round during step 3 (GF-5.3.6) and the tile it peeked this round; others null.
   */
  readonly faces: readonly (TileFace | null)[];
  /** The Angler's private log of what it was shown (GF-8.1, `anglerMemoryAid: log-only`). */
  readonly memory: readonly MemoryEntry[];
}

const NO_FACES: readonly null[] = Object.freeze(Array.from({ length: FIELD_COUNT }, () => null));

/** The view of `seat` (null: a spectator) with its secrets. */
export function viewOf(state: GoneFishingState, seat: Seat | null, secrets: GoneFishingSecrets | undefined): GoneFishingView {
  const spectator: GoneFishingView = { state, seat, role: null, faces: NO_FACES, memory: [] };
  if (seat === null || !secrets || secrets.fair.seat !== seat) return spectator;
  if (seat === fishOf(state)) {
    const faces = state.lake.map((tile) => (tile === null ? null : (keptOpening(state, secrets.fair, tile)?.face ?? null)));
    return { ...spectator, role: 'fish', faces };
  }
  if (seat !== anglerOf(state)) return spectator;
  const faces: (TileFace | null)[] = [...NO_FACES];
  const today = secrets.notes.filter((n) => n.day === state.day && n.round === state.round);
  for (const note of today) {
    const field = fieldOfTile(state, note.tile);
    if (field === null) continue;
    if (note.via === 'show' && state.phase === 'act' && state.shown === note.field) faces[field] = note.face;
    if (note.via === 'peek' && state.peeked !== null) faces[field] = note.face;
  }
  const memory =
    state.options.anglerMemoryAid === 'log-only'
      ? secrets.notes.map(({ day, round, via, field, tile, face }) => ({ day, round, via, field, tile, face }))
      : [];
  return { ...spectator, role: 'angler', faces, memory };
}
