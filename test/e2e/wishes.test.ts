// End to end, If Wishes Were Fishes! over the network (issue 6, items 2, 5 and 6): three people in
// isolated browser contexts and two bots hosted by one of them fill five seats of a room over PeerJS
// and play a whole game through the board's own controls — clicks on ocean cards, boats, "Keep",
// "Make the wish…", each wish question's answer, "Confirm the wish", "Sell it", "Pass"; the test never
// dispatches an intent. Every seat's beacon values are published by its own browser's agent (the bots'
// by their host's). Midway one person leaves just before another catches a card: while that person's
// beacon value is missing, the other browsers hold no information about the card to come (no draw
// output, the deck an unordered set, the missing value nowhere in their docs, states or IndexedDB);
// when the person comes back (restored from its own IndexedDB) its value is published and the card is
// fixed. A spectator watches for a while. At the end everyone sees the same final scores and the same
// final-scoring breakdown (W-10), and the rematch opens a new five-seat room for everyone, names kept.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { drawOutputOf } from '../../src/fair/index.js';
import type { WishesAction, WishesState } from '../../src/games/wishes/index.js';
import { person, startStack, type Person, type Stack } from './stack.js';
import { holdings, lookAt, openRoom, seededChooser, takeSeat, waitForLook, type TableLook } from './room-kit.js';

let stack: Stack;
before(async () => {
  stack = await startStack();
});
after(async () => {
  await stack.close();
});

type Look = TableLook<WishesState, WishesAction>;

const look = (page: Page) => lookAt<WishesState, WishesAction>(page);

/** An accepted log entry as the test reads it. */
interface LogEntry {
  seat: number;
  move: { type: string; draw?: number; value?: string };
}

/** The page's accepted log entries (read only when needed: a whole game's log is long). */
function logOf(page: Page): Promise<LogEntry[]> {
  return page.evaluate(() => {
    const room = document.querySelector('shoal-app')!.shadowRoot!.querySelector('shoal-room') as unknown as { table: any }; // eslint-disable-line @typescript-eslint/no-explicit-any
    return room.table.room.fold().accepted.map((a: { entry: { seat: number; move: unknown } }) => ({ seat: a.entry.seat, move: a.entry.move }));
  }) as Promise<LogEntry[]>;
}

const waitFor = (page: Page, check: (l: Look) => boolean, what: string): Promise<Look> =>
  waitForLook(page, check, what, { describe: (l) => `accepted ${l?.accepted}, seat ${l?.seat}, legal ${l?.legal.length}, owed ${JSON.stringify(l?.state?.owed)}` });

/** The last move's sales and closings as the page's board was given them, and what its ring draws for them. */
function animations(page: Page): Promise<{ sold: string[]; closed: string[]; gains: string[]; closing: string[] }> {
  return page.evaluate(() => {
    const room = document.querySelector('shoal-app')!.shadowRoot!.querySelector('shoal-room')!;
    const board = room.shadowRoot!.querySelector('shoal-wishes-table')!.shadowRoot!.querySelector('shoal-wishes-board') as (HTMLElement & { events: { kind: string; market?: string }[] | null }) | null;
    const events = board?.events ?? [];
    const ring = board?.shadowRoot;
    return {
      sold: events.filter((e) => e.kind === 'sale').map((e) => e.market!),
      closed: events.filter((e) => e.kind === 'close').map((e) => e.market!),
      gains: Array.from(ring?.querySelectorAll('g.gains text.gain') ?? []).map((t) => t.textContent ?? ''),
      closing: Array.from(ring?.querySelectorAll('g.closing[data-market]') ?? []).map((g) => g.getAttribute('data-market')!),
    };
  });
}

/** True once the page's board has drawn a market's closing. Watches the board for one from the first call (again
 * after a reload): a bot's closing may be followed by the next bot's move before the test looks again. */
function closingsDrawn(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const w = window as unknown as { shoalClosings?: Set<string>; shoalClosingsWatched?: ShadowRoot };
    const seen = (w.shoalClosings ??= new Set<string>());
    const room = document.querySelector('shoal-app')?.shadowRoot?.querySelector('shoal-room');
    const ring = room?.shadowRoot?.querySelector('shoal-wishes-table')?.shadowRoot?.querySelector('shoal-wishes-board')?.shadowRoot;
    const note = (): void => {
      for (const g of Array.from(ring?.querySelectorAll('g.closing[data-market]') ?? [])) seen.add(g.getAttribute('data-market')!);
    };
    // Every change the board makes is seen (not every frame polled: that kept each page drawing 60 frames a second).
    if (ring && w.shoalClosingsWatched !== ring) {
      w.shoalClosingsWatched = ring;
      new MutationObserver(note).observe(ring, { subtree: true, childList: true, attributes: true, attributeFilter: ['class', 'data-market'] });
    }
    note();
    return seen.size > 0;
  });
}

/** A seat's beacon seed, from the stored secrets of the browser that holds the seat. */
async function beaconSeed(page: Page, seat: number): Promise<string> {
  return page.evaluate((s) => {
    const room = document.querySelector('shoal-app')!.shadowRoot!.querySelector('shoal-room') as unknown as { table: any }; // eslint-disable-line @typescript-eslint/no-explicit-any
    return room.table.room.storedSecrets(s).initial.fair.beaconSeed as string;
  }, seat);
}

/** The markets closed so far (W-7.4). */
function closedMarkets(state: WishesState): string[] {
  return Object.entries(state.markets).flatMap(([market, place]) => (place.closedBy === null ? [] : [market]));
}

const button = (page: Page, text: string) => page.locator('shoal-wishes-board shoal-button', { hasText: text }).first();

/**
 * Plays `action` through the board's controls: a catch picks its ocean card; a keep confirms the
 * boat the board offers; a wish answers each question with its first answer and confirms (whatever
 * wish that makes is one the board offers, so legal); a sale picks the boat and sells.
 */
async function playByClicks(page: Page, seat: number, action: WishesAction): Promise<void> {
  const board = page.locator('shoal-wishes-board');
  switch (action.type) {
    case 'keep':
      await board.locator(`button[data-slot="${action.slot}"]`).click();
      await button(page, 'Keep it in boat').click();
      return;
    case 'wish': {
      await board.locator(`button[data-slot="${action.slot}"]`).click();
      await button(page, 'Make the wish').click();
      const confirm = button(page, 'Confirm the wish');
      for (let i = 0; i < 12 && !(await confirm.isVisible()); i++) await board.locator('[data-answer]').first().click();
      await confirm.click();
      return;
    }
    case 'sell':
      await board.locator(`button[data-seat="${seat}"][data-boat="${action.boat}"]`).click();
      await button(page, 'Sell it').click();
      return;
    case 'pass':
      await button(page, 'Pass').click();
      return;
    case 'first':
      throw new Error('the default table draws the first player');
  }
}

test('three people and two bots play a whole five-seat game over PeerJS through the board; no browser knows a card before every seat has published', { timeout: 14 * 60_000 }, async () => {
  const started = Date.now();
  const [ada, bo, cy] = [await person(stack), await person(stack), await person(stack)];
  const link = await openRoom(stack, ada, 'wishes', 5);
  assert.match(link, /#\/wishes\/[A-Za-z0-9_-]{22}$/);
  await takeSeat(ada, 0, 'Ada');
  // Ada's browser hosts both bots: an Easy one and a Medium one.
  await ada.page.locator('[data-field="bot-level"]').selectOption('easy');
  await ada.page.locator('[data-bot-add="3"]').click();
  await ada.page.locator('[data-field="bot-level"]').selectOption('medium');
  await ada.page.locator('[data-bot-add="4"]').click();
  await bo.page.goto(link);
  await waitFor(bo.page, (l) => l.ready, 'Bo to receive the room');
  await takeSeat(bo, 1, 'Bo');
  await cy.page.goto(link);
  await waitFor(cy.page, (l) => l.ready, 'Cy to receive the room');
  await takeSeat(cy, 2, 'Cy');
  const people = [ada, bo, cy];

  // Setup: every seat joins, then six draws (buyers, first player, four ocean cards), each complete
  // only once all five seats' agents have published (W-3, W-12).
  const setUp = await waitFor(ada.page, (l) => l.state?.phase === 'playing', 'the table to be set up');
  assert.equal(setUp.state!.draws, 6);
  assert.deepEqual(setUp.state!.fair.beacon.published, [6, 6, 6, 6, 6]);
  const setUpLog = await logOf(ada.page);
  // Read after the look: a seat may already have published for the first draw of play.
  const setUpDraws = (seat: number) => setUpLog.filter((e) => e.seat === seat && e.move.type === 'beacon' && e.move.draw! <= 6).map((e) => e.move.draw);
  for (let seat = 0; seat < 5; seat++) assert.deepEqual(setUpDraws(seat), [1, 2, 3, 4, 5, 6], `seat ${seat} published its own values`);

  const pick = seededChooser(2026);
  let checkedDraw = false;
  let watched = false;
  let eve: Watcher | null = null;
  let moves = 0;
  let playing = 0;
  const sawSale = new Set<number>();
  const sawClosing = new Set<number>();
  for (;;) {
    // Sales and closings animate in every browser, whoever made them (people or bots).
    for (const [i, p] of people.entries()) {
      const shown = await animations(p.page);
      if (shown.sold.length > 0) {
        assert.equal(shown.gains.length, new Set(shown.sold).size, 'each market that paid shows its gain');
        sawSale.add(i);
      }
      if (shown.closed.length > 0) {
        assert.deepEqual([...shown.closing].sort(), [...shown.closed].sort(), 'each market that closed animates');
        sawClosing.add(i);
      }
      if (await closingsDrawn(p.page)) sawClosing.add(i);
    }
    const looks = await Promise.all(people.map((p) => look(p.page)));
    if (looks[0]!.outcome) break;
    const mover = looks.findIndex((l) => l!.legal.length > 0);
    if (mover < 0) {
      await ada.page.waitForTimeout(20);
      continue;
    }
    const seen = looks[mover]!;
    const catches = seen.legal.filter((a) => a.type === 'keep' || a.type === 'wish');

    if (!checkedDraw && mover === 0 && seen.state!.moves >= 12 && catches.length > 0 && seen.state!.deck.length > 0) {
      checkedDraw = true;
      await checkNoEarlyCard(ada, bo, cy, link, catches[0]!, seen);
      moves++;
      continue;
    }
    if (!eve && !watched && seen.state!.moves >= 20) eve = await startWatching(link);
    if (eve && seen.state!.moves >= eve.from + 4) {
      await checkWatcher(eve, ada);
      eve = null;
      watched = true;
    }

    const action = seen.legal[pick(seen.legal.length)]!;
    const clicked = Date.now();
    await playByClicks(people[mover]!.page, mover, action);
    await waitFor(people[mover]!.page, (l) => l.state!.moves > seen.state!.moves, `move ${moves + 1} to be accepted`);
    playing += Date.now() - clicked;
    moves++;
    assert.ok(moves < 400, 'the game ends');
  }
  assert.ok(checkedDraw, 'the early-card check ran');
  assert.ok(watched, 'a spectator watched');
  assert.equal(sawSale.size, 3, 'every browser animated sales');

  // Everyone sees the same end: the same state, final scores, and final-scoring breakdown.
  const final = await Promise.all(people.map((p) => waitFor(p.page, (l) => l.outcome !== null && l.state!.fair.audit.requested, 'the end')));
  for (const f of final.slice(1)) {
    assert.deepEqual(f.outcome, final[0]!.outcome);
    assert.deepEqual(f.state!.final, final[0]!.state!.final);
  }
  assert.ok(final[0]!.state!.final!.endedBy.length > 0, 'expected final[0]!.state!.final!.endedBy.length > 0');
  for (const [i, p] of people.entries()) if (await closingsDrawn(p.page)) sawClosing.add(i);
  if (closedMarkets(final[0]!.state!).length > 0) assert.ok(sawClosing.size > 0, 'closings animated');
  const shown = await Promise.all(people.map((p) => p.page.locator('[data-role="final-score"]').getAttribute('data-scores')));
  for (const s of shown) assert.equal(s, final[0]!.outcome!.join(','));
  const breakdowns = await Promise.all(people.map((p) => p.page.locator('shoal-end-dialog shoal-wishes-final table').innerText()));
  assert.match(breakdowns[0]!, /total/i);
  for (const b of breakdowns) assert.equal(b, breakdowns[0]);
  // No seat's chain seed ever left its browser's IndexedDB (the doc carries only chain values).
  const seeds = await Promise.all([beaconSeed(ada.page, 0), beaconSeed(bo.page, 1), beaconSeed(cy.page, 2), beaconSeed(ada.page, 3), beaconSeed(ada.page, 4)]);
  const docs = await Promise.all(people.map((p) => holdings(p.page)));
  for (const [seat, seed] of seeds.entries()) {
    assert.match(seed, /^[0-9a-f]{64}$/);
    for (const d of docs) assert.ok(!d.doc.includes(seed), `seat ${seat}'s beacon seed is not in any doc`);
  }
  assert.ok(!docs[1]!.indexedDB.includes(seeds[0]) && !docs[0]!.indexedDB.includes(seeds[1]), 'a seed is only in its own browser');

  // The rematch: Ada offers it, Bo and Cy join; the new room has five seats for everyone.
  await ada.page.locator('[data-action="rematch"]').click();
  const rematch = await waitFor(ada.page, (l) => l.ready && l.accepted === 0 && l.seats === 5, 'the rematch room');
  assert.equal(rematch.seat, null);
  for (const p of [bo, cy]) {
    await p.page.locator('[data-action="rematch"]', { hasText: 'Join the rematch' }).click();
    await waitFor(p.page, (l) => l.ready && l.accepted === 0 && l.seats === 5, 'the rematch room to arrive');
  }
  // Each person's name comes along, ready to sit down again.
  assert.deepEqual(await Promise.all(people.map((p) => p.page.locator('[data-field="name"]').inputValue())), ['Ada', 'Bo', 'Cy']);
  const hashes = await Promise.all(people.map((p) => p.page.evaluate(() => location.hash)));
  assert.notEqual(hashes[0], new URL(link).hash);
  assert.ok(hashes.every((h) => h === hashes[0]), 'everyone is in the same rematch room');
  for (const p of people) await p.context.close();
  const seconds = (ms: number) => (ms / 1000).toFixed(1);
  console.log(`whole game: ${moves} moves by people (${seconds(playing)} s clicking until accepted), ${final[0]!.accepted} log entries, ${seconds(Date.now() - started)} s in all`);
});

/**
 * Cy leaves; Ada catches a card; a refill draw is owed. Until Cy's browser publishes its value, the
 * others hold the values of the seats before Cy and no output, and Cy's value is nowhere in their docs, states
 * or IndexedDB. Cy comes back (its seat and chain seed restored from its own IndexedDB), its agent
 * publishes, and only then is the card fixed — by an output that hashes Cy's value with the others'.
 */
async function checkNoEarlyCard(ada: Person, bo: Person, cy: Person, link: string, catchAction: WishesAction, before: Look): Promise<void> {
  await cy.page.goto('about:blank');
  const draw = before.state!.draws + 1;
  await playByClicks(ada.page, 0, catchAction);
  // Seats write one after another in seat order: seats 0 and 1 publish, Cy's value is owed, and the two
  // bots' values come after it.
  const waiting = (l: Look) => l.state!.owed?.draw === draw && l.state!.fair.beacon.published.filter((p) => p === draw).length === 2;
  const seen = await Promise.all([ada, bo].map((p) => waitFor(p.page, waiting, 'the seats before Cy to publish')));
  const held = await Promise.all([ada, bo].map((p) => holdings(p.page)));
  for (const l of seen) {
    const beacon = l.state!.fair.beacon;
    assert.deepEqual(beacon.published.map((p) => p === draw), [true, true, false, false, false], "Cy's value is missing, and the bots wait their turn");
    assert.equal(beacon.outputs.length, draw - 1, 'no output for the owed draw');
    assert.equal(l.state!.draws, draw - 1);
    assert.equal(l.state!.ocean.length, 3, 'the slot waits for its card');
    // W-2.2 the deck is a set: cards in ascending order, so nothing tells which comes next.
    assert.deepEqual(l.state!.deck, [...l.state!.deck].sort((a, b) => a - b));
  }

  await cy.page.goto(link);
  const done = await Promise.all([ada, bo, cy].map((p) => waitFor(p.page, (l) => l.state!.draws >= draw, 'the card to be drawn once Cy is back')));
  assert.equal(done[2]!.seat, 2, 'Cy is seated again from its own device');
  const log = await logOf(ada.page);
  const values = [0, 1, 2, 3, 4].map((seat) => log.find((e) => e.seat === seat && e.move.type === 'beacon' && e.move.draw === draw)!.move.value!);
  const cyValue = values[2]!;
  for (const h of held) {
    assert.ok(!h.doc.includes(cyValue), "Cy's value was not in the doc before Cy published it");
    assert.ok(!h.state.includes(cyValue), "nor in the folded state");
    assert.ok(!h.indexedDB.includes(cyValue), 'nor in IndexedDB');
  }
  const beacon = done[0]!.state!.fair.beacon;
  assert.equal(beacon.outputs[draw - 1], drawOutputOf(beacon.room, draw, values), "the draw's output hashes Cy's value with the others'");
  for (const l of done.slice(1)) assert.deepEqual(l.state!.ocean, done[0]!.state!.ocean);
}

/** A spectator and the log length she first saw. */
interface Watcher {
  readonly who: Person;
  readonly from: number;
  readonly first: Look;
}

/** Eve opens the link and takes no seat. */
async function startWatching(link: string): Promise<Watcher> {
  const who = await person(stack);
  await who.page.goto(link);
  const first = await waitFor(who.page, (l) => l.ready && l.accepted > 0 && l.state!.phase === 'playing', 'Eve to receive the room');
  assert.equal(first.seat, null);
  return { who, from: first.state!.moves, first };
}

/** Eve saw the game go on live, with the same log as Ada's, and was offered no move; she leaves. */
async function checkWatcher(eve: Watcher, ada: Person): Promise<void> {
  const now = await waitFor(eve.who.page, (l) => l.state!.moves >= eve.from + 4, 'Eve to see play go on');
  assert.equal(now.legal.length, 0);
  assert.equal(await eve.who.page.locator('shoal-wishes-board').getAttribute('interactive'), null);
  await eve.who.page.locator('[data-watcher]', { hasText: 'You are watching' }).waitFor();
  const seen = await logOf(eve.who.page);
  await waitFor(ada.page, (l) => l.accepted >= seen.length, 'Ada to be level');
  assert.deepEqual((await logOf(ada.page)).slice(0, seen.length), seen);
  await eve.who.context.close();
}
