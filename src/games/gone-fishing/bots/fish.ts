/**
 * The Fish bot: it lays its best fish where few lines cross (or at random), shows the Angler its cheapest
 * tile, and in step 4 slides its fish away from the lines the figures can still reach, most of all the
 * fish the Angler has seen, while the diver and the trash drift into the Angler's way.
 *
 * The balanced habit (Hard) leaves an Angler little to learn: it lays at random, shows again what the
 * Angler has seen (a remembering Angler knows no more than a forgetful one), else a fish worth about an
 * unseen tile (knowing it tells a memory little), slides the fish, trash and diver the Angler has seen out of its way
 * (counting the piers ahead as a remembering Angler walks them, past those it knows hold nothing worth a card; a seen
 * fish off every line a figure could walk to), herds the trash it has not seen into the Angler's way (a decoy to
 * any Angler, remembering or not), weighs each slide by what an Angler that remembers every sighting would land
 * in the next rounds from the lake it leaves, and
 * keeps as much worth per tile on the busy diagonals as elsewhere, so a prior on where fish lie finds nothing, and
 * as much in the unseen tiles that slid as in those left in place, so where tiles slid tells nothing either, and as
 * much per unseen tile on the figures' next lines as on the lines beyond, so walking past a line known to be poor finds nothing richer.
 */
import type { Random, Seat } from '../../../core/index.js';
import { FIELD_COUNT, LAKE_TILES, PIER_COUNT, TILE_POINTS, type TileFace } from '../data.js';
import { exposure, fishFaces } from './knowledge.js';
import { LINES, PIERS_OF_FIELD, distanceOf, openSlides, pierAfter, type Field, type Slide } from '../lake.js';
import { activePier, figuresOnLake } from '../roles.js';
import { plainChoices, showableFields } from '../legal.js';
import { slidesAllowed } from '../round.js';
import type { GoneFishingIntent, GoneFishingSecrets, GoneFishingState } from '../types.js';

/** How much the Fish player minds the Angler landing a tile it has already seen. */
const SEEN_FACTOR = 2.5;
/** A decoy on a reachable line is worth this much to the Fish player (wasted cards). */
const DIVER_DECOY = 1.5;
const TRASH_DECOY = 0.3;
/**
 * The balanced habit herds the trash the Angler has not seen into its way: a blind cast at it costs a card and
 * piers to any Angler, one that remembers as much as one that forgets (a seen tile is a decoy only for the latter).
 */
const BALANCED_TRASH_DECOY = 2;
/**
 * The balanced habit keeps a trash tile or the diver the Angler has seen out of its way, as it would a 1-point
 * fish: on a line ahead it is a decoy only for an Angler that forgets, and what a remembering Angler learns by
 * it is that the line's other tiles are better.
 */
const SEEN_TRASH_WORTH = 1;
/** The Angler mostly walks one pier at a time: each pier further ahead counts this much less. */
const NEXT_PIER_WEIGHT = 0.2;
/** The balanced habit looks further ahead: an Angler that knows the lake walks further. */
const BALANCED_NEXT_PIER_WEIGHT = 0.5;
/** Danger per point of worth per tile by which the diagonals' tiles fall short of the others'. */
const DIAGONAL_BALANCE = 8;
/** Worth per tile a decoy takes off its side (diagonals or not) in that balance. */
const DIVER_BALANCE = -2;
const TRASH_BALANCE = -1;
/**
 * Danger per point by which the unseen tiles slid off their starting fields differ in worth per tile from those
 * left in place, times the share of each (what an Angler aiming at the tiles that slid, or at those that did not, gains).
 */
const SLID_BALANCE = 4;
/**
 * Danger per point by which the unseen tiles a figure can reach beyond its next line are richer per tile than those
 * on it, times the share of each: a forgetful Angler casts at the next line, a remembering one walks past it when
 * it knows that line's tiles, so keeping the next lines poorer than the rest of the lake is a pattern memory exploits.
 */
const WALK_BALANCE = 16;
/** What a remembering Angler gains later, per point a new sighting left in the lake differs from an unseen tile's worth. */
const MEMORY_WORTH = 1.2;
/** Spread of the random part of a show's cost: near-equal choices are mixed, never a rule a memory could learn. */
const SHOW_MIX = 0.3;

/**
 * How the Fish player plays: `sheltered` lays its fish where few lines cross (a habit an Angler can learn);
 * `random` lays at random; `balanced` lays at random and shows and slides so that nothing is learnt.
 */
export type LayoutHabit = 'sheltered' | 'random' | 'balanced';

const ON_DIAGONAL: readonly boolean[] = PIERS_OF_FIELD.map((piers) => piers.length > 4);

/** GF-4.1: every tile on a field drawn uniformly, so no field is likelier to hold a fish than another. */
function randomLayout(random: Random): GoneFishingIntent {
  const faces = [...LAKE_TILES];
  for (let i = faces.length - 1; i > 0; i--) {
    const j = random.int(i + 1);
    [faces[i], faces[j]] = [faces[j]!, faces[i]!];
  }
  return { type: 'lay-lake', faces };
}

/** GF-4.1: the fish on the fields fewest piers look at (4 lines off the diagonals, 6 on them). */
function shelteredLayout(random: Random): GoneFishingIntent {
  const fields = Array.from({ length: FIELD_COUNT }, (_, field) => ({ field, reach: PIERS_OF_FIELD[field]!.length + random.next() * 2.5 }));
  fields.sort((a, b) => a.reach - b.reach);
  // Best fish first; then trash; the diver last, on the most-watched field.
  const order = [...LAKE_TILES].sort((a, b) => rank(b) - rank(a));
  const faces = new Array<TileFace>(FIELD_COUNT);
  fields.forEach(({ field }, i) => (faces[field] = order[i]!));
  return { type: 'lay-lake', faces };
}

const rank = (face: TileFace): number => (face === 'diver' ? -1 : TILE_POINTS[face]);

/** Tiles the Angler has seen today (shown, peeked or opened), by tile id. */
function seenByAngler(state: GoneFishingState): boolean[] {
  const seen = state.revealed.map((face) => face !== null);
  for (const record of state.sealed) seen[record.tile] = true;
  return seen;
}

/** What a tile on an exposed field costs the Fish player (a decoy's worth is negative). */
function worthInWay(face: TileFace, seen: boolean, balanced: boolean): number {
  if (face === 'trash' || face === 'diver') {
    if (seen) return balanced ? SEEN_TRASH_WORTH : face === 'diver' ? -DIVER_DECOY : 0;
    return face === 'diver' ? -DIVER_DECOY : balanced ? -BALANCED_TRASH_DECOY : -TRASH_DECOY;
  }
  return TILE_POINTS[face] * (seen ? SEEN_FACTOR : 1);
}

/** What the lake costs the Fish player if the Angler casts along the exposed lines: lower is better. */
function danger(lake: readonly (number | null)[], faces: readonly (TileFace | null)[], weights: readonly number[], seen: readonly boolean[], balanced: boolean, chase: readonly number[] | null = null): number {
  let total = 0;
  // Worth and tiles on the diagonals and off them, for the balanced habit.
  const sides = [0, 0, 0, 0];
  // Worth and tiles, unseen by the Angler, slid off their starting fields (a tile's id is that field) and left there.
  const trail = [0, 0, 0, 0];
  for (let field = 0; field < FIELD_COUNT; field++) {
    const tile = lake[field];
    if (tile === null || tile === undefined) continue;
    const face = faces[tile];
    if (!face) continue;
    total += weights[field]! * worthInWay(face, seen[tile]!, balanced);
    if (chase && seen[tile] && face !== 'diver' && face !== 'trash' && TILE_POINTS[face] > CHASED_POINTS) total += CHASE_FACTOR * chase[field]! * (TILE_POINTS[face] - CHASED_POINTS);
    const side = ON_DIAGONAL[field] ? 0 : 2;
    sides[side]! += face === 'diver' ? DIVER_BALANCE : face === 'trash' ? TRASH_BALANCE : TILE_POINTS[face];
    sides[side + 1]! += 1;
    if (!seen[tile]) {
      const place = tile === field ? 2 : 0;
      trail[place]! += face === 'diver' || face === 'trash' ? 0 : TILE_POINTS[face];
      trail[place + 1]! += 1;
    }
  }
  // An Angler expecting the tiles that slid to be fish gains when they are: keep them worth what the others are.
  if (balanced && trail[1]! > 0 && trail[3]! > 0) {
    const shares = (trail[1]! * trail[3]!) / (trail[1]! + trail[3]!) ** 2;
    total += SLID_BALANCE * shares * Math.abs(trail[0]! / trail[1]! - trail[2]! / trail[3]!);
  }
  // An Angler expecting fish off the diagonals gains when they are richer there: keep them no richer.
  if (balanced && sides[1]! > 0 && sides[3]! > 0) total += DIAGONAL_BALANCE * Math.max(0, sides[2]! / sides[3]! - sides[0]! / sides[1]!);
  return total;
}

/** A remembering Angler walks past a pier whose every tile within reach it has seen worth no more than this. */
const PASSED_POINTS = 2;

/** Whether an Angler that remembers what it saw would stop at `pier`: some tile within its cards' reach is unseen, or a fish seen worth more than PASSED_POINTS. */
function worthStopping(state: GoneFishingState, faces: readonly (TileFace | null)[], seen: readonly boolean[], pier: number): boolean {
  return (LINES[pier] as readonly Field[]).some((field, i) => {
    const tile = state.lake[field];
    if (tile === null || tile === undefined || (state.lineCards[i] ?? 0) === 0) return false;
    const face = faces[tile];
    return !seen[tile] || (!!face && face !== 'trash' && face !== 'diver' && TILE_POINTS[face] > PASSED_POINTS);
  });
}

/**
 * exposure() as a remembering Angler walks: it passes the piers where nothing within reach is worth a card, so
 * each pier ahead is weighted by the piers worth stopping at before it, not by every pier.
 */
function liveExposure(state: GoneFishingState, faces: readonly (TileFace | null)[], seen: readonly boolean[], decay: number): number[] {
  const weights = new Array<number>(FIELD_COUNT).fill(0);
  for (const colour of figuresOnLake(state)) {
    const figure = state.figures[colour]!;
    let stops = 0;
    for (let ahead = 1; figure.travelled + ahead < PIER_COUNT; ahead++) {
      const pier = pierAfter(figure.start, figure.travelled + ahead);
      const w = decay ** stops;
      (LINES[pier] as readonly Field[]).forEach((field, i) => {
        if ((state.lineCards[i] ?? 0) > 0) weights[field]! += w;
      });
      if (worthStopping(state, faces, seen, pier)) stops++;
    }
  }
  return weights;
}

/** A seen fish worth more than this draws a remembering Angler across the piers to it. */
const CHASED_POINTS = 2;
/** Danger per point above CHASED_POINTS of a seen fish a figure can reach (on top of its place on the lines ahead). */
const CHASE_FACTOR = 6;
/** What each pier walked to the nearest pier reaching it takes off that danger. */
const CHASE_DECAY = 0.9;

/** Per field, how soon a figure can reach it with a card it holds: CHASE_DECAY per pier walked to the nearest such pier (0: never today). */
function chaseReach(state: GoneFishingState): number[] {
  const reach = new Array<number>(FIELD_COUNT).fill(0);
  for (const colour of figuresOnLake(state)) {
    const figure = state.figures[colour]!;
    for (let ahead = 1; figure.travelled + ahead < PIER_COUNT; ahead++) {
      const w = CHASE_DECAY ** (ahead - 1);
      (LINES[pierAfter(figure.start, figure.travelled + ahead)] as readonly Field[]).forEach((field, i) => {
        if ((state.lineCards[i] ?? 0) > 0 && reach[field]! < w) reach[field] = w;
      });
    }
  }
  return reach;
}

/** How exposed each field is to the Angler's next casts, as the balanced habit counts it. */
export function balancedExposure(state: GoneFishingState, secrets: GoneFishingSecrets | undefined): number[] {
  return liveExposure(state, tileFacesById(state, secrets), seenByAngler(state), BALANCED_NEXT_PIER_WEIGHT);
}

const slid = (lake: readonly (number | null)[], s: Slide): (number | null)[] =>
  lake.map((tile, field) => (field === s.to ? lake[s.from]! : field === s.from ? null : tile));

/** The best single slide now and how much it lowers what the lake costs. */
function bestSlide(lake: readonly (number | null)[], cost: (lake: readonly (number | null)[]) => number) {
  const now = cost(lake);
  let best: { slide: Slide; gain: number } | null = null;
  for (const slide of openSlides(lake)) {
    const gain = now - cost(slid(lake, slide));
    if (!best || gain > best.gain) best = { slide, gain };
  }
  return best;
}

/** Step 4: the greedy slide, SCHOOL for a bigger escape, SWAP when one exchange beats the slides. */
function chooseTileMove(state: GoneFishingState, seat: Seat, secrets: GoneFishingSecrets | undefined, balanced: boolean): GoneFishingIntent {
  const options = plainChoices(state, seat);
  const can = (type: string) => options.some((o) => o.type === type);
  const tileFaces = tileFacesById(state, secrets);
  const seen = seenByAngler(state);
  const weights = balanced ? liveExposure(state, tileFaces, seen, BALANCED_NEXT_PIER_WEIGHT) : exposure(state, NEXT_PIER_WEIGHT);
  const chase = balanced ? chaseReach(state) : null;
  const next = nearFields(state, 1);
  const reachable = nearFields(state, PIER_COUNT);
  const cost = (lake: readonly (number | null)[]) =>
    danger(lake, tileFaces, weights, seen, balanced, chase) +
    (balanced ? TRACKER_WEIGHT * trackerTake(state, lake, tileFaces, seen) + WALK_BALANCE * walkTilt(lake, tileFaces, seen, next, reachable) : 0);
  const step = state.tileStep;
  if (can('swap')) {
    const now = cost(state.lake);
    let swap: { a: Field; b: Field; gain: number } | null = null;
    for (const o of options) {
      if (o.type !== 'swap') continue;
      const lake = state.lake.map((t, f) => (f === o.a ? state.lake[o.b]! : f === o.b ? state.lake[o.a]! : t));
      const gain = now - cost(lake);
      if (!swap || gain > swap.gain) swap = { a: o.a, b: o.b, gain };
    }
    if (swap && swap.gain > greedyGain(state.lake, cost, slidesAllowed(state)) + 2) return { type: 'swap', a: swap.a, b: swap.b };
  }
  const best = can('slide') ? bestSlide(state.lake, cost) : null;
  if (best && best.gain > 0.05) return { type: 'slide', ...best.slide };
  if (can('school') && step.slides >= state.options.fishMovesPerRound) {
    const further = bestSlide(state.lake, cost);
    if (further && further.gain > 0.5) return { type: 'school' };
  }
  return { type: 'done' };
}

/** Fields on the lines of each figure's next `piers` piers, at a distance the Angler still holds a card for. */
function nearFields(state: GoneFishingState, piers: number): boolean[] {
  const near = new Array<boolean>(FIELD_COUNT).fill(false);
  for (const colour of figuresOnLake(state)) {
    const figure = state.figures[colour]!;
    for (let ahead = 1; ahead <= piers && figure.travelled + ahead < PIER_COUNT; ahead++) {
      (LINES[pierAfter(figure.start, figure.travelled + ahead)] as readonly Field[]).forEach((field, i) => {
        if ((state.lineCards[i] ?? 0) > 0) near[field] = true;
      });
    }
  }
  return near;
}

/**
 * How much richer per tile the unseen tiles a figure can still reach are than those on the figures' next lines,
 * times the share of each: what an Angler that knows which next piers hold nothing gains by walking past them.
 */
function walkTilt(lake: readonly (number | null)[], faces: readonly (TileFace | null)[], seen: readonly boolean[], next: readonly boolean[], reachable: readonly boolean[]): number {
  const sums = [0, 0, 0, 0];
  lake.forEach((tile, field) => {
    if (tile === null || seen[tile] || !reachable[field]) return;
    const face = faces[tile];
    const side = next[field] ? 0 : 2;
    sums[side]! += face && face !== 'trash' && face !== 'diver' ? TILE_POINTS[face] : 0;
    sums[side + 1]! += 1;
  });
  if (sums[1]! === 0 || sums[3]! === 0) return 0;
  const shares = (sums[1]! * sums[3]!) / (sums[1]! + sums[3]!) ** 2;
  return shares * Math.max(0, sums[2]! / sums[3]! - sums[0]! / sums[1]!);
}

/** What `moves` greedy slides would gain. */
function greedyGain(start: readonly (number | null)[], cost: (lake: readonly (number | null)[]) => number, moves: number): number {
  let lake = start;
  let gained = 0;
  for (let i = 0; i < moves; i++) {
    const best = bestSlide(lake, cost);
    if (!best || best.gain <= 0.05) break;
    gained += best.gain;
    lake = slid(lake, best.slide);
  }
  return gained;
}

/** Rounds ahead the balanced habit plays a remembering Angler out on the lake a slide leaves. */
const TRACKER_ROUNDS = 3;
/** Danger per point that Angler lands in those rounds. */
const TRACKER_WEIGHT = 1;
/** Each later round counts this much less: the Fish player slides again before it. */
const TRACKER_DECAY = 0.6;
/** The modelled Angler casts when a tile promises more than this, and minds each pier it walks past this much. */
const TRACKER_CARD = 0.75;
const TRACKER_WALK = 0.15;

/**
 * Points an Angler that remembers every tile it saw (and expects of each unseen tile the mean of the unseen
 * faces) lands in the next rounds if the lake stays as `lake`: each round it walks to the pier whose best
 * tile within its cards' reach promises most and casts at that tile.
 */
function trackerTake(state: GoneFishingState, lake: readonly (number | null)[], faces: readonly (TileFace | null)[], seen: readonly boolean[]): number {
  const tiles = [...lake];
  const known = [...seen];
  const cards = [...state.lineCards];
  const figures = figuresOnLake(state).map((colour) => ({ ...state.figures[colour]! }));
  const points = (tile: number) => {
    const face = faces[tile];
    return face && face !== 'trash' && face !== 'diver' ? TILE_POINTS[face] : 0;
  };
  let take = 0;
  let weight = 1;
  for (let round = 0; round < TRACKER_ROUNDS; round++) {
    let unseenTotal = 0;
    let unseenCount = 0;
    for (const tile of tiles) {
      if (tile === null || known[tile]) continue;
      unseenTotal += points(tile);
      unseenCount++;
    }
    const unseenMean = unseenCount ? unseenTotal / unseenCount : 0;
    let best: { figure: number; steps: number; field: Field; d: number; value: number } | null = null;
    figures.forEach((figure, index) => {
      if (figure.home) return;
      for (let steps = 1; figure.travelled + steps < PIER_COUNT; steps++) {
        (LINES[pierAfter(figure.start, figure.travelled + steps)] as readonly Field[]).forEach((field, i) => {
          const tile = tiles[field];
          if (tile === null || tile === undefined || (cards[i] ?? 0) === 0) return;
          const value = (known[tile] ? points(tile) : unseenMean) - TRACKER_CARD - TRACKER_WALK * (steps - 1);
          if (!best || value > best.value) best = { figure: index, steps, field, d: i + 1, value };
        });
      }
    });
    if (!best) break;
    const cast: { figure: number; steps: number; field: Field; d: number; value: number } = best;
    if (cast.value <= 0) break;
    const tile = tiles[cast.field]!;
    take += weight * points(tile);
    known[tile] = true;
    if (faces[tile] !== 'diver') tiles[cast.field] = null;
    cards[cast.d - 1]!--;
    const figure = figures[cast.figure]!;
    figure.travelled += cast.steps + cast.d;
    if (figure.travelled >= PIER_COUNT) figure.home = true;
    weight *= TRACKER_DECAY;
  }
  return take;
}

/** Faces by tile id from the Fish player's secrets. */
function tileFacesById(state: GoneFishingState, secrets: GoneFishingSecrets | undefined): (TileFace | null)[] {
  const byField = fishFaces(state, secrets);
  const byTile = new Array<TileFace | null>(FIELD_COUNT).fill(null);
  state.lake.forEach((tile, field) => {
    if (tile !== null) byTile[tile] = byField[field] ?? null;
  });
  return byTile;
}

/**
 * Step 2: show a tile the Angler has seen, else the cheapest the rules allow (trash first); MURKY when only
 * unseen fish are left to show. The balanced habit chooses otherwise (balancedShow).
 */
function chooseShow(state: GoneFishingState, seat: Seat, random: Random, secrets: GoneFishingSecrets | undefined, balanced: boolean): GoneFishingIntent | null {
  if (!secrets) return null;
  if (balanced) return balancedShow(state, seat, random, secrets);
  const faces = fishFaces(state, secrets);
  const fields = showableFields(state, secrets);
  const seen = seenByAngler(state);
  const faceWorth = (field: Field) => {
    const face = faces[field] ?? 'trash';
    return face === 'trash' ? -1 : TILE_POINTS[face];
  };
  // A tile the Angler has already seen tells it nothing new.
  const worth = (field: Field) => (seen[state.lake[field]!] ? -10 : 0) + faceWorth(field);
  fields.sort((a, b) => worth(a) - worth(b));
  const cheapest = fields[0];
  if (cheapest === undefined) return null;
  // Nothing harmless to show (no trash, nothing the Angler has seen): hide the line instead.
  const harmless = seen[state.lake[cheapest]!] || faces[cheapest] === 'trash' || faces[cheapest] === 'diver';
  if (!harmless && plainChoices(state, seat).some((o) => o.type === 'murky')) return { type: 'murky' };
  return { type: 'show', field: cheapest };
}

/**
 * The balanced habit's show: an Angler that remembers should know no more than one that forgets. So when
 * the line holds tiles the Angler has seen, it shows the one a remembering Angler would cast at (a fish
 * worth more than an unseen tile, within a card's reach), else another seen tile. Only a line of unseen
 * tiles costs a new sighting (or MURKY, when it holds that helper). Each tile is then priced at what the
 * Angler lands from the line (the shown fish if it beats an unseen tile, else a blind cast at another) plus
 * what the sighting is worth to a memory if it stays in the lake: the further the face from an unseen tile's
 * worth, the more it tells. So the tile shown is mostly a fish worth about an unseen tile, and near-equal
 * choices are drawn at random.
 */
function balancedShow(state: GoneFishingState, seat: Seat, random: Random, secrets: GoneFishingSecrets): GoneFishingIntent | null {
  const faces = fishFaces(state, secrets);
  const fields = showableFields(state, secrets);
  if (fields.length === 0) return null;
  const seen = seenByAngler(state);
  const pier = activePier(state);
  const inReach = (field: Field) => pier !== null && (state.lineCards[distanceOf(pier, field) - 1] ?? 0) > 0;
  const points = (field: Field) => {
    const face = faces[field];
    return face && face !== 'trash' && face !== 'diver' ? TILE_POINTS[face] : 0;
  };
  // What an unseen tile is worth to the Angler: the mean of the faces it has not seen.
  let unseenTotal = 0;
  let unseenCount = 0;
  state.lake.forEach((tile, field) => {
    if (tile === null || seen[tile]) return;
    unseenTotal += points(field);
    unseenCount++;
  });
  const unseenMean = unseenCount ? unseenTotal / unseenCount : 0;
  const seenFields = fields.filter((field) => seen[state.lake[field]!]);
  if (seenFields.length > 0) {
    const wanted = (field: Field) => (inReach(field) ? points(field) : -1);
    seenFields.sort((a, b) => wanted(b) - wanted(a));
    const top = seenFields[0]!;
    if (wanted(top) > unseenMean) return { type: 'show', field: top };
    seenFields.sort((a, b) => points(a) - points(b));
    return { type: 'show', field: seenFields[0]! };
  }
  if (plainChoices(state, seat).some((o) => o.type === 'murky')) return { type: 'murky' };
  // Each choice costs what the Angler lands from this line now, plus what a remembering Angler gains from the sighting later.
  const lineTiles = (LINES[pier!] as readonly Field[]).filter((field) => state.lake[field] !== null);
  const cost = (field: Field) => {
    const shown = points(field);
    if (inReach(field) && shown > unseenMean) return shown + random.next() * SHOW_MIX;
    const blind = lineTiles.filter((other) => other !== field && inReach(other));
    const landed = blind.length > 0 ? blind.reduce((sum, other) => sum + points(other), 0) / blind.length : 0;
    return landed + MEMORY_WORTH * Math.abs(shown - unseenMean) + random.next() * SHOW_MIX;
  };
  const costs = fields.map((field) => ({ field, cost: cost(field) })).sort((a, b) => a.cost - b.cost);
  return { type: 'show', field: costs[0]!.field };
}

/** The Fish bot's intent for whatever the Fish player owes now. */
export function chooseFishIntent(
  state: GoneFishingState,
  seat: Seat,
  random: Random,
  secrets: GoneFishingSecrets | undefined,
  habit: LayoutHabit = 'sheltered',
): GoneFishingIntent | null {
  switch (state.phase) {
    case 'lay-lake':
      return habit === 'sheltered' ? shelteredLayout(random) : randomLayout(random);
    case 'show':
      return chooseShow(state, seat, random, secrets, habit === 'balanced');
    case 'move-tiles':
      return chooseTileMove(state, seat, secrets, habit === 'balanced');
    default:
      return null;
  }
}
