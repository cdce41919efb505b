// Fleet shots for `node scripts/screenshot.mjs --game fleet`: a new game's deck shuffle, four seats mid-game with you (Red) to open
// an auction (the whole page on a phone too), a licence picked with its bid, a launch with the payment
// picker warning of an overpayment, a captain's hire, the new-game dialog, and (two seats) the final
// VP breakdown.
// The games are played here on the built engine (dist/engine.js) by a seeded picker that bids, launches
// and hires rather than passing at random.

/** A seeded choice among the legal intents, leaning to what makes a lively table. */
export function picker(seed) {
  let lcg = seed >>> 0;
  const next = (bound) => {
    lcg = (Math.imul(lcg, 1103515245) + 12345) >>> 0;
    return (lcg >>> 8) % bound;
  };
  return (legal) => {
    const of = (type) => legal.filter((intent) => intent.type === type);
    const opens = of('open');
    if (opens.length && next(5) > 0) {
      const low = Math.min(...opens.map((o) => o.bid));
      const cheap = opens.filter((o) => o.bid <= low + 1);
      return cheap[next(cheap.length)];
    }
    const raises = of('raise');
    if (raises.length && next(3) === 0) return raises[0];
    for (const type of ['pay', 'launch', 'hire']) {
      const list = of(type);
      if (list.length) return list[next(list.length)];
    }
    const processes = of('process');
    if (processes.length) return processes[next(processes.length)];
    const discards = of('discard');
    if (discards.length) return discards[next(discards.length)];
    return of('pass')[0] ?? of('done')[0] ?? of('decline')[0] ?? legal[next(legal.length)];
  };
}

const played = new Map();

/** Plays a seeded Fleet game of `players` until `stop(state, seat, legal)` holds; returns its snapshot (played once per seed). */
async function playedGame(players, seed, stop) {
  if (!played.has(seed)) played.set(seed, playGame(players, seed, stop));
  return played.get(seed);
}

async function playGame(players, seed, stop) {
  const { createLocalTable } = await import('../dist/engine.js');
  const table = createLocalTable('fleet', { players, seed });
  const pick = picker(seed.length * 7919 + players);
  while (!table.outcome()) {
    const seat = table.pending()[0];
    const legal = table.legalIntents(seat);
    if (stop(table.state(), seat, legal)) break;
    const error = table.play(seat, pick(legal));
    if (error) throw new Error(`screenshot game: ${error.message}`);
  }
  return table.snapshot();
}

function saved(snapshot, botSeats) {
  return JSON.stringify({ version: 1, setup: { mode: 'bot', botSeats }, snapshot });
}

/** Shoots the Fleet screens on `page` (a fresh context at one size and scheme). */
export async function shootFleet(page, base, shot, sizeName) {
  const bots = { 1: 'skipper', 2: 'skipper', 3: 'admiral' };
  const board = page.locator('shoal-fleet-board');
  const load = async (snapshot, seats = bots) => {
    await page.evaluate((value) => localStorage.setItem('shoal:game:fleet:bot', value), saved(snapshot, seats));
    // Home first: the same address again would keep the table already open.
    await page.goto(`${base}#/`);
    await page.goto(`${base}#/play/fleet/bot`);
    await board.locator('.fleets').waitFor({ timeout: 180_000 });
  };

  // A new game: the deck is shuffled in the page's deck workers, every seat's pass with its progress.
  await page.evaluate(() => localStorage.removeItem('shoal:game:fleet:bot'));
  await page.goto(`${base}#/`);
  await page.goto(`${base}#/play/fleet/bot`);
  await board.locator('.steps').waitFor({ timeout: 60_000 });
  await page.waitForTimeout(1500);
  await shot('fleet-setting-up');

  const auction = await playedGame(4, 'shot-auction', (state, seat, legal) => state.round >= 4 && seat === 0 && legal.some((i) => i.type === 'open'));
  await load(auction);
  await shot('fleet-auction');
  if (sizeName === 'phone') await shot('fleet-auction-full', { fullPage: true });
  const licence = board.locator('button.licence').first();
  if (await licence.count()) {
    await licence.click();
    await board.locator('shoal-button', { hasText: '+' }).first().click();
    await shot('fleet-bid');
  }

  const launch = await playedGame(4, 'shot-launch', (state, seat, legal) => state.round >= 3 && seat === 0 && legal.some((i) => i.type === 'launch'));
  await load(launch);
  const launchable = board.locator('.hand button.hand-card').first();
  if (await launchable.count()) {
    await launchable.click();
    // Pay with the most valuable card, often more than is due, to show the overpayment warning.
    const payers = board.locator('.hand button.hand-card');
    await payers.last().click();
    await shot('fleet-launch');
  }

  const hire = await playedGame(4, 'shot-hire', (state, seat, legal) => state.round >= 3 && seat === 0 && legal.some((i) => i.type === 'hire'));
  await load(hire);
  const captain = board.locator('.hand button.hand-card').first();
  if (await captain.count()) {
    await captain.click();
    await shot('fleet-hire');
  }

  await page.getByRole('button', { name: 'New game' }).click();
  await shot('fleet-setup');
  await page.keyboard.press('Escape');

  // Two seats at the end: a whole game replays in the page, and two seats replay fastest.
  const end = await playedGame(2, 'shot-end', () => false);
  await load(end, { 1: 'skipper' });
  await page.locator('shoal-end-dialog dialog').waitFor({ timeout: 300_000 });
  await shot('fleet-end');
}
