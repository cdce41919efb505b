// The Hard Fish player's shows (GF-5.2): a remembering Angler should learn no more from them than a forgetful
// one, so a line holding a tile the Angler has already seen (and may be shown, GF-5.2.4) is answered with a seen tile, never a new one.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { seededRandom, type AnyBot } from '../../../src/core/index.js';
import { LINES, PIER_COUNT, TILE_POINTS, figuresOnLake, fishOf, hardGoneFishingBot, pierAfter, randomGoneFishingBot, showableFields, type GoneFishingSecrets, type GoneFishingState } from '../../../src/games/gone-fishing/index.js';
import { createLocalTable } from '../../../src/table/index.js';
import { fishFaces } from '../../../src/games/gone-fishing/bots/knowledge.js';
import { balancedExposure } from '../../../src/games/gone-fishing/bots/fish.js';
import { ANGLER, FISH, LAYOUT, dayOneTable, must, secretsOf, stateOf } from './fixtures.js';
import { playGame } from './table-play.js';

/** Tiles the Angler has seen today: opened ones and every sealed show or peek. */
function seenTiles(state: GoneFishingState): Set<number> {
  const seen = new Set<number>();
  state.revealed.forEach((face, tile) => face !== null && seen.add(tile));
  for (const record of state.sealed) seen.add(record.tile);
  return seen;
}

/**
 * Plays 6 seeded games of Hard bots and tells `onSlide` of each slide of the Hard Fish player: the tile's face, whether
 * the Angler has seen it, and how much more exposed its new field is to the lines ahead (balancedExposure) than its old.
 */
function watchSlides(onSlide: (face: string | null | undefined, seen: boolean, change: number) => void): void {
  const fish: AnyBot = {
    id: 'watched-hard',
    label: 'Hard',
    choose(state, seat, random, secrets) {
      const intent = hardGoneFishingBot.choose(state, seat, random, secrets) as { type: string; from?: number; to?: number };
      const lake = state as GoneFishingState;
      if (intent.type !== 'slide') return intent;
      const weights = balancedExposure(lake, secrets as GoneFishingSecrets);
      onSlide(fishFaces(lake, secrets as GoneFishingSecrets)[intent.from!], seenTiles(lake).has(lake.lake[intent.from!]!), weights[intent.to!]! - weights[intent.from!]!);
      return intent;
    },
  };
  for (let game = 0; game < 6; game++) playGame(`hard-fish-${game}`, { angler: hardGoneFishingBot, fish });
}

test('GF-5.2 the Hard Fish player answers a line holding a seen tile with a seen tile', () => {
  let linesWithSeen = 0;
  let newSightings = 0;
  for (const seed of ['show-1', 'show-2', 'show-3']) {
    const table = createLocalTable('gone-fishing', { players: 2, seed });
    const random = seededRandom(seed.length * 31 + seed.charCodeAt(5));
    for (let step = 0; table.outcome() === null; step++) {
      assert.ok(step < 2000, 'the game did not end');
      const state = table.state() as GoneFishingState;
      const seat = table.pending()[0]!;
      const bot: AnyBot = seat === fishOf(state) ? hardGoneFishingBot : randomGoneFishingBot;
      const intent = bot.choose(state, seat, random, table.secrets(seat)) as { type: string; field?: number };
      if (state.phase === 'show' && intent.type === 'show') {
        const seen = seenTiles(state);
        const lineHoldsSeen = showableFields(state, table.secrets(seat) as GoneFishingSecrets).some((field) => seen.has(state.lake[field]!));
        if (lineHoldsSeen) {
          linesWithSeen++;
          assert.ok(seen.has(state.lake[intent.field!]!), `round ${state.round}: showed an unseen tile though the line held a seen one`);
        } else newSightings++;
      }
      assert.equal(table.play(seat, intent), null, `${JSON.stringify(intent)} refused`);
    }
  }
  assert.ok(linesWithSeen > 0 && newSightings > 0, `lines with a seen tile ${linesWithSeen}, new sightings ${newSightings}`);
});

test('GF-5.2 on a line of unseen tiles the Hard Fish player shows the fish worth about an unseen tile, keeping its trash and small fish unseen', () => {
  // Red walks from pier 19 to pier 6, whose line holds fish-2, fish-1, trash and fish-6 (LAYOUT's first row, nearest
  // first), none seen yet. Fish-2 is worth about what the Angler expects of an unseen tile (31 points over 16 tiles):
  // landed, it costs no more than a blind cast; left, a remembering Angler knows little more than a forgetful one.
  for (let seed = 1; seed <= 20; seed++) {
    const table = dayOneTable();
    must(table.play(ANGLER, { type: 'move-figure', figure: 'red', steps: 7 }));
    const state = stateOf(table);
    assert.equal(state.phase, 'show');
    const intent = hardGoneFishingBot.choose(state, FISH, seededRandom(seed), secretsOf(table, FISH)) as { type: string; field?: number };
    assert.deepEqual(intent, { type: 'show', field: 3 }, `seed ${seed}: showed ${JSON.stringify(intent)}, field 3 holds ${LAYOUT[3]}`);
  }
});

test('GF-5.2 the Hard Fish player draws at random between equally costly shows, so no fixed rule can be learnt', () => {
  // Red walks from pier 19 to pier 5, the anti-diagonal: fish-2, fish-3, fish-1, fish-2 (fields 3, 6, 9, 12), none seen.
  // The two fish worth 2 cost the same; the fish worth 3 and 1 cost more (one is landed, the other tells a memory more).
  const shown = new Set<number>();
  for (let seed = 1; seed <= 20; seed++) {
    const table = dayOneTable();
    must(table.play(ANGLER, { type: 'move-figure', figure: 'red', steps: 6 }));
    const intent = hardGoneFishingBot.choose(stateOf(table), FISH, seededRandom(seed), secretsOf(table, FISH)) as { type: string; field: number };
    assert.equal(intent.type, 'show');
    assert.ok(intent.field === 3 || intent.field === 12, `seed ${seed}: showed field ${intent.field} (${LAYOUT[intent.field]})`);
    shown.add(intent.field);
  }
  assert.deepEqual([...shown].sort((a, b) => a - b), [3, 12]);
});

test('GF-5.4 the Hard Fish player slides a trash tile the Angler has seen off the lines ahead, never onto them', () => {
  // A seen trash tile on a line ahead is a decoy only for an Angler that forgets; to one that remembers it says the
  // line's other tiles are better. Seen in 6 seeded games of Hard bots: 31 such slides to a field less exposed, 1 to
  // a more exposed one (as the Fish counts the piers ahead: past those a remembering Angler knows hold nothing worth a
  // card; the balance of worth on the diagonals and on the tiles that slid can outweigh a seen trash tile's place).
  let away = 0;
  let toward = 0;
  watchSlides((face, seen, change) => {
    if (face !== 'trash' || !seen) return;
    if (change < -1e-9) away++;
    if (change > 1e-9) toward++;
  });
  assert.ok(away >= 16 && toward * 10 <= away, `seen trash slid away from the lines ahead ${away} times, toward them ${toward} times`);
});

test('GF-5.4 the Hard Fish player slides trash the Angler has not seen into the lines ahead, and a seen diver out of them', () => {
  // Unseen trash is a decoy to any Angler (a blind cast at it costs a card and piers); a seen diver only to one that forgets.
  // Seen in 6 seeded games of Hard bots: unseen trash 45 slides toward the lines ahead, 12 away (27 and 16 before the Fish
  // herded it; 48 and 5 before it kept the next lines as rich per unseen tile as the rest); a seen diver away more than toward.
  const moved = { unseenTrash: { toward: 0, away: 0 }, seenDiver: { toward: 0, away: 0 } };
  watchSlides((face, seen, change) => {
    const kind = face === 'trash' && !seen ? moved.unseenTrash : face === 'diver' && seen ? moved.seenDiver : null;
    if (kind && change > 1e-9) kind.toward++;
    if (kind && change < -1e-9) kind.away++;
  });
  const { unseenTrash, seenDiver } = moved;
  assert.ok(unseenTrash.toward >= 24 && unseenTrash.away * 3 <= unseenTrash.toward, `unseen trash slid toward the lines ahead ${unseenTrash.toward} times, away ${unseenTrash.away}`);
  assert.ok(seenDiver.away > seenDiver.toward, `a seen diver slid away from the lines ahead ${seenDiver.away} times, toward them ${seenDiver.toward}`);
});

/**
 * Points per unseen tile a figure can still reach beyond the figures' next lines, less those on the next lines
 * (fields at a distance the Angler holds a card for), as the Fish player leaves the lake after its step 4.
 */
function walkTilt(state: GoneFishingState, secrets: GoneFishingSecrets): number | null {
  const seen = seenTiles(state);
  const faces = fishFaces(state, secrets);
  const next = new Set<number>();
  const reachable = new Set<number>();
  for (const colour of figuresOnLake(state)) {
    const figure = state.figures[colour]!;
    for (let ahead = 1; figure.travelled + ahead < PIER_COUNT; ahead++) {
      LINES[pierAfter(figure.start, figure.travelled + ahead)]!.forEach((field, i) => {
        if ((state.lineCards[i] ?? 0) === 0) return;
        reachable.add(field);
        if (ahead === 1) next.add(field);
      });
    }
  }
  const sums = { next: [0, 0], beyond: [0, 0] };
  state.lake.forEach((tile, field) => {
    if (tile === null || seen.has(tile) || !reachable.has(field)) return;
    const face = faces[field];
    const side = next.has(field) ? sums.next : sums.beyond;
    side[0]! += face && face !== 'trash' && face !== 'diver' ? TILE_POINTS[face] : 0;
    side[1]! += 1;
  });
  return sums.next[1]! && sums.beyond[1]! ? sums.beyond[0]! / sums.beyond[1] - sums.next[0]! / sums.next[1] : null;
}

test('GF-5.4 the Hard Fish player leaves its unseen fish no richer beyond the next lines than on them', () => {
  // A forgetful Angler casts at the next line; one that remembers walks past it when it knows its tiles are poor, and
  // gains if the lake beyond is richer. After each step 4 of 6 seeded games of Hard bots, the unseen tiles a figure
  // can reach beyond the next lines were worth per tile 1.09 points more than those on them before the Fish minded it, 0.30 since.
  const tilts: number[] = [];
  let fishSecrets: GoneFishingSecrets | null = null;
  const fish: AnyBot = {
    ...hardGoneFishingBot,
    choose(state, seat, random, secrets) {
      fishSecrets = secrets as GoneFishingSecrets;
      return hardGoneFishingBot.choose(state, seat, random, secrets);
    },
  };
  const angler: AnyBot = {
    ...hardGoneFishingBot,
    choose(state, seat, random, secrets) {
      const lake = state as GoneFishingState;
      const tilt = lake.phase === 'move-figure' && lake.round > 1 && fishSecrets ? walkTilt(lake, fishSecrets) : null;
      if (tilt !== null) tilts.push(tilt);
      return hardGoneFishingBot.choose(state, seat, random, secrets);
    },
  };
  for (let game = 0; game < 6; game++) playGame(`hard-fish-${game}`, { angler, fish });
  const mean = tilts.reduce((sum, tilt) => sum + tilt, 0) / tilts.length;
  assert.ok(tilts.length >= 60 && mean < 0.6, `unseen tiles beyond the next lines worth ${mean.toFixed(2)} points per tile more than on them (${tilts.length} lakes)`);
});
