// If Wishes Were Fishes! shots for `node scripts/screenshot.mjs --game wishes`: five seats mid-game
// with the person to move (the whole page on a phone too), a card picked, a wish's choices, and the
// final scoring. The games are played here on the built engine (dist/engine.js) by a seeded picker.

/** Plays a seeded game of `players` on the built engine until `stop` says so; returns its snapshot. */
async function playedGame(players, seed, stop) {
  const { createLocalTable } = await import('../dist/engine.js');
  const table = createLocalTable('wishes', { players, seed });
  let lcg = 12345;
  const next = (bound) => {
    lcg = (lcg * 1103515245 + 12345) % 2147483648;
    return lcg % bound;
  };
  for (let moves = 0; !table.outcome(); moves++) {
    const seat = table.pending()[0];
    if (stop(table.state(), moves, seat)) break;
    const legal = table.legalIntents(seat);
    // Sales now and then, so markets fill and close.
    const sells = legal.filter((intent) => intent.type === 'sell');
    const pick = sells.length && next(3) === 0 ? sells[next(sells.length)] : legal[next(legal.length)];
    const error = table.play(seat, pick);
    if (error) throw new Error(`screenshot game: ${error.message}`);
  }
  return table.snapshot();
}

function saved(snapshot, botSeats) {
  return JSON.stringify({ version: 1, setup: { mode: Object.keys(botSeats).length ? 'bot' : 'pass', botSeats }, snapshot });
}

/** Shoots the Wishes screens on `page` (a fresh context at one size and scheme). */
export async function shootWishes(page, base, shot, sizeName) {
  const mid = await playedGame(5, 'screenshot-mid', (state, moves, seat) => moves >= 30 && seat === 0 && state.seats[0].boats.some((card) => card !== null));
  const end = await playedGame(5, 'screenshot-end', () => false);
  const bots = { 1: 'deckhand', 2: 'deckhand', 3: 'random', 4: 'deckhand' };

  await page.evaluate((value) => localStorage.setItem('shoal:game:wishes:bot', value), saved(mid, bots));
  await page.goto(`${base}#/play/wishes/bot`);
  await page.locator('shoal-wishes-board .ring').waitFor();
  await shot('wishes-table');
  if (sizeName === 'phone') await shot('wishes-table-full', { fullPage: true });

  await page.locator('shoal-wishes-board button[data-slot="2"]').click();
  await shot('wishes-card');
  const wish = page.locator('shoal-wishes-board shoal-button', { hasText: 'Make the wish' });
  if (await wish.isEnabled()) {
    await wish.click();
    await shot('wishes-wish');
  }

  await page.getByRole('button', { name: 'New game' }).click();
  await shot('wishes-setup');
  await page.keyboard.press('Escape');

  await page.evaluate((value) => localStorage.setItem('shoal:game:wishes:pass', value), saved(end, {}));
  await page.goto(`${base}#/play/wishes/pass`);
  await page.locator('shoal-end-dialog dialog').waitFor();
  await shot('wishes-end');
}
