// End to end, Gone Fishing over the network (issue 5, items 5 and 6): two isolated browser contexts
// make and join a room by its invite link over PeerJS and play both days through the board's own
// controls — clicks on piers, fields and cards, the R/Y/P/D keys, the "Lay the lake" button; no intent
// is dispatched by the test. After every step the Angler's browser is searched for any face it has not
// been shown (rules GF-8, GF-5.3.6), and a watcher's for any face not opened to everyone; the Fish
// player's browser is the source of truth for the faces.
//
// What "face data" means here. Each tile t of day d has a face f and a commitment nonce n (32 random
// bytes, 64 hex characters), which only the Fish player's browser knows until the tile is shown:
//   - the opening of t: the nonce n (alone, or in an opening object {face, nonce}, a `{value, nonce}`
//     commitment opening or a sealed box's plaintext) — n is unique to t, so finding n anywhere is
//     finding t's opening;
//   - the face of t by position: the Angler's view naming a face on t's field (`view.faces[field]`),
//     the board drawing t's field face up, the field's label naming a face, the Angler's private log
//     naming tile t.
// A tile counts as shown to the Angler once it was sealed to it (a show or a PEEK), caught (opened to
// everyone) or opened at the end of its day. Searched: the whole Y.Doc (every shared type's content),
// every IndexedDB database (every store's keys and values, binary decoded byte for byte), localStorage,
// the rendered DOM through every shadow root (text and attributes), the board's `view` and `legal`
// properties, the private log's `entries`, and the room table's `view()`.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { type FairSecrets } from '../../src/fair/index.js';
import { sealFor } from '../../src/fair/boxes.js';
import {
  TILE_FACES,
  TILE_NAMES,
  anglerOf,
  lineFields,
  pierOf,
  type GoneFishingIntent,
  type GoneFishingState,
  type TileFace,
} from '../../src/games/gone-fishing/index.js';
import { person, startStack, type Person, type Stack } from './stack.js';
import { until } from '../kit/until.js';
import { holdings, openRoom, takeSeat } from './room-kit.js';

let stack: Stack;
before(async () => {
  stack = await startStack();
});
after(async () => {
  await stack.close();
});

/** What one page shows of the room, read through the room element. */
interface Look {
  seat: number | null;
  accepted: number;
  legal: GoneFishingIntent[];
  interactive: boolean;
  state: GoneFishingState | null;
  outcome: number[] | null;
}

function look(page: Page): Promise<Look | null> {
  return page.evaluate(() => {
    const room = document.querySelector('shoal-app')?.shadowRoot?.querySelector('shoal-room');
    const table = (room as unknown as { table: any } | null)?.table; // eslint-disable-line @typescript-eslint/no-explicit-any
    if (!room || !table || !table.ready()) return null;
    const board = room.shadowRoot?.querySelector('shoal-gone-fishing-table')?.shadowRoot?.querySelector('shoal-gone-fishing-board') as (HTMLElement & { legal: unknown[]; interactive: boolean }) | null;
    const fold = table.room.fold();
    return {
      seat: table.mySeat(),
      accepted: fold?.accepted.length ?? 0,
      legal: (board?.interactive ? board.legal : []) as GoneFishingIntent[],
      interactive: board?.interactive ?? false,
      state: (table.state() ?? null) as GoneFishingState | null,
      outcome: table.outcome()?.scores ?? null,
    };
  });
}

async function waitFor(page: Page, check: (l: Look) => boolean, what: string, timeoutMs = 30_000): Promise<Look> {
  // Written by the check, read after it gives up (a plain `null` initialiser would narrow it to null here).
  let last = null as Look | null;
  const seen = await until(
    async () => {
      last = await look(page);
      return last && check(last) ? last : null;
    },
    what,
    timeoutMs,
  ).catch(() => null);
  if (seen) return seen;
  const where = await page.evaluate(() => {
    const table = (document.querySelector('shoal-app')?.shadowRoot?.querySelector('shoal-room') as unknown as { table: any } | null)?.table; // eslint-disable-line @typescript-eslint/no-explicit-any
    const room = document.querySelector('shoal-app')?.shadowRoot?.querySelector('shoal-room');
    const says = (room?.shadowRoot?.textContent ?? '').replace(/\s+/g, ' ').slice(0, 200);
    return { hash: location.hash, connection: table?.room.connection() ?? null, ready: table?.ready() ?? null, says };
  });
  throw new Error(`timed out waiting for ${what}; last: ${JSON.stringify(last && { ...last, state: last.state?.phase })}, page: ${JSON.stringify(where)}`);
}

/** Both pages agree on the log and the game waits for a player (or is over). */
async function settled(pages: readonly Page[], beyond: number): Promise<Look[]> {
  let looks: (Look | null)[] = [];
  return until(
    async () => {
      looks = await Promise.all(pages.map(look));
      const ok =
        looks.every((l) => l !== null && l.accepted > beyond && l.accepted === looks[0]!.accepted) &&
        (looks.some((l) => l!.legal.length > 0) || looks.every((l) => l!.outcome !== null));
      return ok ? (looks as Look[]) : null;
    },
    () => `the room to settle past entry ${beyond}: ${JSON.stringify(looks.map((l) => l && [l.accepted, l.state?.phase, l.legal.length]))}`,
    20000,
  );
}

/** Every face-carrying part of a page, as text, and the board's structured view of the lake. */
interface Probe {
  state: GoneFishingState;
  sources: Record<string, string>;
  /** The board's faces by field, and whether each field's tile is drawn face up. */
  viewFaces: (string | null)[];
  faceUp: number[];
  fieldLabels: string[];
  memory: { day: number; tile: number }[];
}

async function probe(page: Page): Promise<Probe> {
  const [held, lake] = await Promise.all([
    holdings(page),
    page.evaluate(() => {
      const text = (value: unknown): string => JSON.stringify(value) ?? '';
      const room = document.querySelector('shoal-app')!.shadowRoot!.querySelector('shoal-room')!;
      const table = (room as unknown as { table: any }).table; // eslint-disable-line @typescript-eslint/no-explicit-any
      const tableRoot = room.shadowRoot!.querySelector('shoal-gone-fishing-table')!.shadowRoot!;
      const board = tableRoot.querySelector('shoal-gone-fishing-board') as unknown as HTMLElement & { view: { faces: (string | null)[] }; legal: unknown };
      const memory = tableRoot.querySelector('shoal-gone-fishing-memory') as (HTMLElement & { entries: { day: number; tile: number }[] }) | null;
      const lake = board.shadowRoot!;
      const faceUp = Array.from(lake.querySelectorAll('g.tile.face-up')).map((g) => {
        const [x, y] = ((g.getAttribute('style') ?? '').match(/-?[\d.]+/g) ?? []).map(Number);
        return Math.floor(y! / 100) * 4 + Math.floor(x! / 100);
      });
      return {
        state: table.room.fold().state,
        elements: text({ view: board.view, legal: board.legal, memory: memory?.entries ?? null, table: table.view() }),
        viewFaces: board.view.faces,
        faceUp,
        fieldLabels: Array.from(lake.querySelectorAll('rect[data-field]')).map((r) => r.getAttribute('aria-label') ?? ''),
        memory: (memory?.entries ?? []).map((e) => ({ day: e.day, tile: e.tile })),
      };
    }),
  ]);
  const { state, elements, ...seen } = lake;
  return { state, sources: { doc: held.doc, indexedDB: held.indexedDB, localStorage: held.localStorage, dom: held.dom, elements }, ...seen };
}

/** A tile's opening as the Fish player's browser keeps it. */
interface TileOpening {
  readonly day: number;
  readonly tile: number;
  readonly face: TileFace;
  readonly nonce: string;
}

/** Every tile opening in the Fish player's browser (its stored seat secrets: the source of truth). */
async function fishOpenings(page: Page, seat: number): Promise<TileOpening[]> {
  const stored = (await page.evaluate((s) => {
    const room = document.querySelector('shoal-app')!.shadowRoot!.querySelector('shoal-room') as unknown as { table: any }; // eslint-disable-line @typescript-eslint/no-explicit-any
    return room.table.room.storedSecrets(s);
  }, seat)) as { initial: { fair: FairSecrets }; prepared: Record<string, { fair: FairSecrets }> } | undefined;
  const found = new Map<string, TileOpening>();
  for (const secrets of [stored?.initial, ...Object.values(stored?.prepared ?? {})]) {
    for (const [purpose, opening] of Object.entries(secrets?.fair.openings ?? {})) {
      const match = /^day-(\d):tile-(\d+)$/.exec(purpose);
      if (match) found.set(purpose, { day: Number(match[1]), tile: Number(match[2]), face: opening.value as TileFace, nonce: opening.nonce });
    }
  }
  return [...found.values()];
}

/** True once tile `o` was opened to everyone: caught, or opened at the end of its day. */
function openedToEveryone(state: GoneFishingState, o: TileOpening): boolean {
  return o.day < state.day || state.days.some((d) => d.day === o.day) || (o.day === state.day && state.revealed[o.tile] !== null);
}

/** True once tile `o` was shown to its day's Angler: opened to everyone, or sealed to it (a show, a PEEK). */
function shownToAngler(state: GoneFishingState, o: TileOpening): boolean {
  return openedToEveryone(state, o) || (o.day === state.day && state.sealed.some((record) => record.tile === o.tile));
}

/** The openings of tiles that `seat`'s browser, as the Angler of their day, has not been shown. */
function unshownTo(state: GoneFishingState, seat: number, openings: readonly TileOpening[]): TileOpening[] {
  const first = state.firstAngler;
  if (first === null) return [];
  return openings.filter((o) => (o.day === 1 ? first : 1 - first) === seat && !shownToAngler(state, o));
}

/** Every place the probed page holds face data of one of `hidden`'s tiles. */
function leaks(seen: Probe, hidden: readonly TileOpening[]): string[] {
  const state = seen.state;
  const found: string[] = [];
  const faceNames = [...TILE_FACES, ...Object.values(TILE_NAMES)];
  for (const o of hidden) {
    const name = `day ${o.day} tile ${o.tile} (${o.face})`;
    for (const [where, haystack] of Object.entries(seen.sources)) if (haystack.includes(o.nonce)) found.push(`${name}: its nonce in ${where}`);
    if (seen.memory.some((m) => m.day === o.day && m.tile === o.tile)) found.push(`${name}: in the private log`);
    const field = o.day === state.day ? state.lake.indexOf(o.tile) : -1;
    if (field < 0) continue;
    if (seen.viewFaces[field] !== null) found.push(`${name}: the view's face on field ${field}`);
    if (seen.faceUp.includes(field)) found.push(`${name}: drawn face up on field ${field}`);
    const label = seen.fieldLabels[field] ?? '';
    if (faceNames.some((face) => label.includes(face))) found.push(`${name}: named in field ${field}'s label "${label}"`);
  }
  return found;
}

/** A small seeded generator, so a failing game can be replayed. */
function seeded(seed: number): (bound: number) => number {
  let s = seed >>> 0;
  return (bound) => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (((t ^ (t >>> 14)) >>> 0) % bound);
  };
}

/** The player's choice: long figure moves (about seven rounds a day), a PEEK, a CALM and a pass each
 * day, mostly catching what was shown, mostly one slide a round. */
function choose(legal: readonly GoneFishingIntent[], state: GoneFishingState, random: (bound: number) => number): GoneFishingIntent {
  const of = <T extends GoneFishingIntent['type']>(type: T) => legal.filter((i): i is Extract<GoneFishingIntent, { type: T }> => i.type === type);
  const pick = <T>(list: readonly T[]): T => list[random(list.length)]!;
  if (of('lay-lake').length) return of('lay-lake')[0]!;
  if (of('figures').length) return of('figures').find((f) => f.red === 2 && f.yellow === 12) ?? of('figures')[0]!;
  if (of('move-figure').length) {
    const figure = pick([...new Set(of('move-figure').map((m) => m.figure))]);
    const steps = of('move-figure').filter((m) => m.figure === figure);
    return steps.find((m) => m.steps === 6) ?? steps.at(-1)!;
  }
  if (of('show').length) return pick(of('show'));
  if (state.phase === 'act') {
    if (state.round === 2 && of('peek').length) return pick(of('peek'));
    if (state.round === 3 && of('calm').length) return of('calm')[0]!;
    if (state.round === 4) return { type: 'pass' };
    const shown = of('catch').find((c) => c.field === state.shown);
    if (shown && random(4) > 0) return shown;
    if (of('catch').length && random(3) === 0) return pick(of('catch'));
    return { type: 'pass' };
  }
  if (of('slide').length && state.tileStep.slides === 0 && random(3) > 0) return pick(of('slide'));
  if (of('done').length) return { type: 'done' };
  return legal[0]!;
}

/** Plays `intent` with the board's controls: clicks on piers, fields and cards, and its keys. */
async function perform(page: Page, intent: GoneFishingIntent, state: GoneFishingState): Promise<void> {
  const board = page.locator('shoal-gone-fishing-board');
  const lake = board.locator('svg[part="lake"]');
  const field = (f: number) => board.locator(`rect[data-field="${f}"]`).click();
  const pier = (p: number) => board.locator(`rect[data-pier="${p}"]`).click();
  switch (intent.type) {
    case 'lay-lake':
      return board.getByText('Lay the lake').click();
    case 'figures':
      await pier(intent.red);
      return pier(intent.yellow);
    case 'move-figure': {
      await lake.press(intent.figure === 'red' ? 'r' : 'y');
      const figure = state.figures[intent.figure]!;
      return pier((pierOf(figure) + intent.steps) % 20);
    }
    case 'show':
    case 'catch':
      return field(intent.field);
    case 'peek':
      await board.locator('button.card.special', { hasText: 'PEEK' }).click();
      return field(intent.field);
    case 'calm':
      return board.locator('button.card.special', { hasText: 'CALM' }).click();
    case 'pass':
      return lake.press('p');
    case 'done':
      return lake.press('d');
    case 'slide':
      await field(intent.from);
      return field(intent.to);
    default:
      throw new Error(`the test plays no ${intent.type}`);
  }
}

/** Two people in a fresh room over PeerJS, seated; resolves once the day-1 Angler is drawn. */
async function seatedRoom(): Promise<{ people: Person[]; link: string }> {
  const [ada, bo] = [await person(stack), await person(stack)];
  const link = await openRoom(stack, ada, 'gone-fishing');
  assert.match(link, /#\/gone-fishing\/[A-Za-z0-9_-]{22}$/);
  await takeSeat(ada, 0, 'Ada');
  await bo.page.goto(link);
  await waitFor(bo.page, (l) => l.state !== null, 'Bo to receive the room');
  await takeSeat(bo, 1, 'Bo');
  await settled([ada.page, bo.page], 0);
  return { people: [ada, bo], link };
}

test('two browsers play both days over PeerJS; the Angler never holds a face it was not shown, a watcher none but the public ones; rematch', { timeout: 10 * 60_000 }, async () => {
  const { people, link } = await seatedRoom();
  const pages = people.map((p) => p.page);
  // Eve opens the link too and watches: her browser may hold only faces opened to everyone.
  const eve = await person(stack);
  await eve.page.goto(link);
  await waitFor(eve.page, (l) => l.state !== null && l.seat === null, 'Eve to watch');
  const random = seeded(5);
  let looks = await settled(pages, 0);
  let steps = 0;
  let checks = 0;
  let reloads = 0;
  const openings = new Map<string, TileOpening>();
  let detectorTried = false;
  const played = new Map<string, number>();
  while (!looks[0]!.outcome) {
    const mover = looks.findIndex((l) => l.legal.length > 0);
    const state = looks[mover]!.state!;
    const intent = choose(looks[mover]!.legal, state, random);
    played.set(intent.type, (played.get(intent.type) ?? 0) + 1);
    const before = looks[0]!.accepted;
    await perform(pages[mover]!, intent, state);
    looks = await settled(pages, before);
    steps++;
    assert.ok(steps < 300, 'the game ends');
    const now = looks[0]!.state!;
    const angler = anglerOf(now);
    if (angler === null) continue;
    // The Fish player's browser is the source of truth for every face laid so far.
    for (const o of await fishOpenings(pages[1 - angler]!, 1 - angler)) openings.set(`${o.day}:${o.tile}`, o);
    const hidden = unshownTo(now, angler, [...openings.values()]);
    const seen = await probe(pages[angler]!);
    if (steps % 15 === 0) console.log(`# step ${steps}: ${hidden.length} hidden tiles; searched ${Object.entries(seen.sources).map(([w, t]) => `${w} ${t.length}`).join(', ')} characters`);
    assert.deepEqual(leaks(seen, hidden), [], `after step ${steps} (${intent.type}), day ${now.day}`);
    checks++;
    const watched = await waitFor(eve.page, (l) => l.accepted === looks[0]!.accepted, 'Eve to follow');
    const unopened = [...openings.values()].filter((o) => !openedToEveryone(watched.state!, o));
    assert.deepEqual(leaks(await probe(eve.page), unopened), [], `Eve after step ${steps} (${intent.type}), day ${now.day}`);
    if (!detectorTried && now.phase === 'place-figures') {
      // The search can fail: aimed at the Fish player's own browser, it finds those same faces there.
      detectorTried = true;
      const found = leaks(await probe(pages[1 - angler]!), hidden);
      assert.equal(hidden.length, 16, 'no tile has been shown yet');
      for (const where of ['nonce in indexedDB', 'drawn face up', "the view's face"]) assert.ok(found.some((f) => f.includes(where)), `found ${where}`);
    }
    if (reloads < 2 && now.day === 1 && now.phase === 'show' && now.round === reloads + 2) {
      // Reloads mid-day: the Fish player (round 2), then the Angler (round 3). Each browser restores its
      // own seat and secrets from IndexedDB: the Fish player still sees every face, the Angler its log.
      const who = reloads === 0 ? 1 - angler : angler;
      reloads++;
      const before = await probe(pages[who]!);
      await pages[who]!.reload();
      await waitFor(pages[who]!, (l) => l.seat === who && l.accepted === looks[0]!.accepted, 'the reloaded seat to come back');
      looks = await settled(pages, looks[0]!.accepted - 1);
      const back = await probe(pages[who]!);
      assert.deepEqual(back.viewFaces, before.viewFaces, 'the faces this seat sees come back');
      assert.deepEqual(back.memory, before.memory, "the Angler's private log comes back");
      if (who !== angler) assert.equal(back.viewFaces.filter((face) => face !== null).length, now.lake.filter((t) => t !== null).length);
      else assert.ok(back.memory.length > 0, 'expected back.memory.length > 0');
    }
  }
  const final = await Promise.all(pages.map((p) => waitFor(p, (l) => l.outcome !== null, 'the end')));
  assert.deepEqual(final[1]!.outcome, final[0]!.outcome);
  assert.equal(final[0]!.state!.days.length, 2, 'both days were played');
  assert.equal(final[0]!.state!.cheat, null);
  assert.equal(reloads, 2);
  assert.ok(detectorTried, 'expected detectorTried');
  // Every kind of step of the default game went through the board, PEEK and CALM included.
  for (const type of ['lay-lake', 'figures', 'move-figure', 'show', 'catch', 'peek', 'calm', 'pass', 'slide', 'done']) assert.ok(played.has(type), `played a ${type}`);
  const shown = await Promise.all(pages.map((p) => p.locator('[data-role="final-score"]').getAttribute('data-scores')));
  assert.equal(shown[0], final[0]!.outcome!.join(','));
  assert.equal(shown[1], shown[0]);
  console.log(`# ${steps} steps through the board (${[...played].map(([t, n]) => `${n} ${t}`).join(', ')}), ${checks} searches of the Angler's and the watcher's browsers, final score ${shown[0]}`);

  // Rematch: Ada offers it, Bo follows; both reach the new room, sit, and its seating protocol runs.
  // Each page moves once its rematch offer (or the join) is signed: wait for both hashes to leave this room.
  const finished = await pages[0]!.evaluate(() => location.hash);
  const moved = (page: (typeof pages)[number]) => page.waitForFunction((old) => location.hash !== old, finished, { timeout: 30_000 }).then(() => page.evaluate(() => location.hash));
  await pages[0]!.locator('[data-action="rematch"]').click();
  const next = await moved(pages[0]!);
  await pages[1]!.locator('[data-action="rematch"]', { hasText: 'Join the rematch' }).click();
  assert.notEqual(next, '');
  assert.equal(await moved(pages[1]!), next);
  await waitFor(pages[1]!, (l) => l.state !== null && l.accepted === 0, 'Bo to reach the rematch');
  await takeSeat(people[0]!, 0, 'Ada');
  await takeSeat(people[1]!, 1, 'Bo');
  const rematch = await settled(pages, 0);
  assert.equal(rematch[0]!.state!.phase, 'lay-lake');
  assert.equal(rematch[0]!.state!.day, 1);
  for (const p of [...people, eve]) await p.context.close();
});

/** Plays honestly through the board until the room reaches `phase`; returns the pages' looks there. */
async function playUntil(pages: readonly Page[], phase: GoneFishingState['phase'], random: (bound: number) => number): Promise<Look[]> {
  let looks = await settled(pages, 0);
  while (looks[0]!.state!.phase !== phase) {
    const mover = looks.findIndex((l) => l.legal.length > 0);
    const before = looks[0]!.accepted;
    await perform(pages[mover]!, choose(looks[mover]!.legal, looks[mover]!.state!, random), looks[mover]!.state!);
    looks = await settled(pages, before);
  }
  return looks;
}

/** The dishonest browser of `seat` signs `move` at the head of the history with its own key and writes it to the log. */
function forge(page: Page, seat: number, move: unknown): Promise<void> {
  return page.evaluate(
    async ({ seat: s, move: m }) => {
      const room = (document.querySelector('shoal-app')!.shadowRoot!.querySelector('shoal-room') as unknown as { table: any }).table.room; // eslint-disable-line @typescript-eslint/no-explicit-any
      const fold = room.fold();
      const entry = await room.signEntry(s, { seat: s, n: fold.nextN[s], prev: fold.head, move: m });
      room.doc.getArray('log').push([entry]);
    },
    { seat, move },
  );
}

/** Waits for the game to end against `fish` in `pages`; returns the reason every one of them shows. */
async function endedAgainst(pages: readonly Page[], fish: number): Promise<string> {
  const ended = await Promise.all(pages.map((p) => waitFor(p, (l) => l.outcome !== null, 'the game to end')));
  for (const l of ended) {
    assert.equal(l.state!.cheat?.seat, fish, 'the Fish player is the cheat');
    assert.equal(l.state!.phase, 'over');
  }
  const reason = ended[0]!.state!.cheat!.reason;
  for (const page of pages) assert.equal(await page.locator('[data-role="cheat"]').textContent(), `Cheat caught: ${reason}`);
  return reason;
}

test("a false opening sealed by the Fish player's browser is caught in the Angler's browser and ends the game against the Fish player", async () => {
  const { people } = await seatedRoom();
  const pages = people.map((p) => p.page);
  const state = (await playUntil(pages, 'show', seeded(9)))[0]!.state!;
  const angler = anglerOf(state)!;
  const fish = 1 - angler;
  const field = lineFields(state)[0]!;
  const truth = (await fishOpenings(pages[fish]!, fish)).find((o) => o.day === 1 && o.tile === state.lake[field])!;
  const lie: TileFace = truth.face === 'fish-6' ? 'fish-5' : 'fish-6';

  // The Fish player's browser turns dishonest: it seals to the Angler a false opening of the tile it
  // shows (a better fish, with the tile's true nonce), signs it with its own key and writes it to the log.
  const secrets = (await pages[fish]!.evaluate((s) => {
    const room = document.querySelector('shoal-app')!.shadowRoot!.querySelector('shoal-room') as unknown as { table: any }; // eslint-disable-line @typescript-eslint/no-explicit-any
    return room.table.room.storedSecrets(s).initial.fair;
  }, fish)) as FairSecrets;
  const sealed = sealFor(state.fair, secrets, { to: angler, purpose: `day-${state.day}:tile-${state.lake[field]}` }, { value: lie, nonce: truth.nonce }, { bytes: (n) => new Uint8Array(randomBytes(n)) });
  assert.ok(!('code' in sealed), 'the forged box seals');
  await forge(pages[fish]!, fish, { type: 'show', field, sealed });

  // The entry is signed and legal on its face, so every browser accepts it; only the Angler can open the
  // box. Its agent finds the opening false and protests with a disclosure of that box; every browser checks that.
  const reason = await endedAgainst(pages, fish);
  assert.match(reason, /sealed|show/i);
  const protests = await pages[fish]!.evaluate(() => {
    const room = (document.querySelector('shoal-app')!.shadowRoot!.querySelector('shoal-room') as unknown as { table: any }).table.room; // eslint-disable-line @typescript-eslint/no-explicit-any
    return room.fold().accepted.filter((a: { entry: { move: { type: string } } }) => a.entry.move.type === 'protest').map((a: { entry: { seat: number } }) => a.entry.seat);
  });
  assert.deepEqual(protests, [angler], "the protest came from the Angler's browser");
  for (const p of people) await p.context.close();
});

test("a false public opening of a caught tile, signed by the Fish player's browser, ends the game against it in the Angler's browser", async () => {
  const { people } = await seatedRoom();
  const pages = people.map((p) => p.page);
  const state = (await playUntil(pages, 'act', seeded(13)))[0]!.state!;
  const angler = anglerOf(state)!;
  const fish = 1 - angler;
  // The Fish player's browser stops answering honestly (its table no longer acts for its seat)...
  await pages[fish]!.evaluate(() => (document.querySelector('shoal-app')!.shadowRoot!.querySelector('shoal-room') as unknown as { table: { destroy(): void } }).table.destroy());
  // ...the Angler catches the tile it was shown, through the board...
  const field = state.shown ?? lineFields(state)[0]!;
  await perform(pages[angler]!, { type: 'catch', field }, state);
  await waitFor(pages[angler]!, (l) => l.state!.phase === 'open-catch', 'the catch to wait for its opening');
  // ...and, once the catch has reached it too (the forgery follows the catch in the history), the Fish
  // player's browser opens it as a better fish than it committed to.
  await pages[fish]!.waitForFunction(() => {
    const room = (document.querySelector('shoal-app')!.shadowRoot!.querySelector('shoal-room') as unknown as { table: any }).table.room; // eslint-disable-line @typescript-eslint/no-explicit-any
    return room.fold()?.state?.phase === 'open-catch';
  }, undefined, { timeout: 20_000 });
  const truth = (await fishOpenings(pages[fish]!, fish)).find((o) => o.day === 1 && o.tile === state.lake[field])!;
  const lie: TileFace = truth.face === 'fish-6' ? 'fish-5' : 'fish-6';
  await forge(pages[fish]!, fish, { type: 'open', tile: truth.tile, face: lie, nonce: truth.nonce });
  const reason = await endedAgainst([pages[angler]!], fish);
  assert.match(reason, /open|commit/i);
  for (const p of people) await p.context.close();
});

test('a bot seated from one browser plays its seat there, in both roles, its secrets kept in that browser', async () => {
  const ada = await person(stack);
  await openRoom(stack, ada, 'gone-fishing');
  await takeSeat(ada, 0, 'Ada');
  await ada.page.locator('[data-field="bot-level"]').selectOption('medium');
  await ada.page.locator('[data-bot-add="1"]').click();
  const random = seeded(21);
  let looks = await settled([ada.page], 0);
  // Day 1 to its end, then day 2 until its figures stand: the bot has then hidden tiles and fished.
  const onDayTwo = (state: GoneFishingState): boolean => state.day === 2 && state.figures.red !== null;
  while (!onDayTwo(looks[0]!.state!)) {
    const before = looks[0]!.accepted;
    const state = looks[0]!.state!;
    await perform(ada.page, choose(looks[0]!.legal, state, random), state);
    looks = await settled([ada.page], before);
  }
  const state = looks[0]!.state!;
  assert.equal(state.days.length, 1);
  assert.equal(state.cheat, null);
  const botFishDay = state.days[0]!.angler === 0 ? 1 : 2;
  const entries = await ada.page.evaluate(() => {
    const room = (document.querySelector('shoal-app')!.shadowRoot!.querySelector('shoal-room') as unknown as { table: any }).table.room; // eslint-disable-line @typescript-eslint/no-explicit-any
    return room.fold().accepted.map((a: { entry: { seat: number; move: { type: string } } }) => `${a.entry.seat}:${a.entry.move.type}`);
  });
  assert.ok(entries.includes('1:lake') && entries.includes('1:figures'), 'the bot laid a lake and placed figures');
  const kept = (await fishOpenings(ada.page, 1)).filter((o) => o.day === botFishDay);
  assert.equal(kept.length, 16, "the bot's tile openings are kept in its host's browser");
  await ada.context.close();
});
