#!/usr/bin/env node
// Photographs the room page (network play) at a phone (390×844) and a desktop (1280×800) size, light
// and dark: the seat picker of a new room nobody else has opened, the invite dialog, a Fishery game in
// progress seen by each seated player with a watcher present, its end, a link that finds no room, and a
// signaling server out of reach. Runs the local signaling servers and isolated browser contexts; PNGs
// go to screenshots/tmp/ (gitignored). `--no-build` reuses dist/.
import { openShotSite } from './shot-site.mjs';

const OUT = 'screenshots/tmp';
const SIZES = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 800 } };
const ROOM = "document.querySelector('shoal-app').shadowRoot.querySelector('shoal-room')";

async function main() {
  const site = await openShotSite(OUT);
  const { app, browser } = site;
  const problems = [];
  try {
    const person = async (name) => {
      const context = await browser.newContext({ viewport: SIZES.desktop });
      const page = await context.newPage();
      page.on('pageerror', (error) => problems.push(`${name}: ${error.message}`));
      // The pages shown a missing room or an unreachable server log those failures on purpose.
      page.on('console', (message) => message.type() === 'error' && !['lost', 'cut'].includes(name) && problems.push(`${name}: ${message.text()}`));
      return page;
    };
    const until = (page, expression) => page.waitForFunction(expression, undefined, { timeout: 20000 });
    const [ada, bo, eve] = [await person('ada'), await person('bo'), await person('eve')];

    await ada.goto(`${app.url}#/`);
    await ada.locator('[data-action="invite-friends"]').first().click();
    await until(ada, `${ROOM}?.table?.ready() && ${ROOM}.table.room.connection().status === 'online'`);
    const link = `${app.url}${await ada.evaluate(() => location.hash)}`;

    const shootAll = async (name, prepare, page = ada) => {
      for (const [sizeName, viewport] of Object.entries(SIZES)) {
        for (const scheme of ['light', 'dark']) {
          await page.setViewportSize(viewport);
          await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
          await prepare?.();
          await page.waitForTimeout(300);
          await page.screenshot({ path: `${OUT}/room-${name}-${sizeName}-${scheme}.png`, fullPage: sizeName === 'phone' });
        }
      }
    };

    await shootAll('seats');
    await shootAll('invite', async () => {
      if (await ada.locator('shoal-invite-panel').count()) return;
      await ada.locator('[data-action="invite"]').click();
      await ada.locator('shoal-invite-panel [data-role="qr"] svg').waitFor();
    });
    await ada.keyboard.press('Escape');

    await ada.locator('[data-field="name"]').fill('Ada');
    await ada.locator('[data-seat-pick="0"]').click();
    await until(ada, `${ROOM}.table.mySeat() === 0`);
    await bo.goto(link);
    await until(bo, `${ROOM}?.table?.ready() && ${ROOM}.table.seats()[0].name === 'Ada'`);
    await bo.locator('[data-field="name"]').fill('Bo');
    await bo.locator('[data-seat-pick="1"]').click();
    await until(ada, `${ROOM}.table.seats()[1].name === 'Bo'`);
    await eve.goto(link);
    await until(ada, `${ROOM}.table.watchers().length === 1`);
    // Twelve moves, alternating, each seen by both before the next.
    for (let made = 0; made < 12; made++) {
      const mover = made % 2 === 0 ? ada : bo;
      await until(mover, `${ROOM}.table.legalIntents().length > 0`);
      await mover.evaluate(`(() => { const t = ${ROOM}.table; const legal = t.legalIntents(); return t.play(legal[(${made} * 7) % legal.length]); })()`);
      await until(ada, `${ROOM}.table.room.fold().accepted.length === ${made + 1}`);
    }
    await shootAll('game');
    await shootAll('game-bo', undefined, bo);
    // Play on to the end (placing ships, then both pass): the end dialog, with the breakdown and the rematch.
    const canMove = (page) => page.evaluate(`${ROOM}.table.legalIntents().length > 0`);
    for (let made = 12; !(await ada.evaluate(`${ROOM}.table.outcome() !== null`)); made++) {
      await until(ada, `${ROOM}.table.room.fold().accepted.length === ${made}`);
      await until(bo, `${ROOM}.table.room.fold().accepted.length === ${made}`);
      if (await ada.evaluate(`${ROOM}.table.outcome() !== null`)) break;
      const mover = (await canMove(ada)) ? ada : bo;
      await mover.evaluate(`(() => { const t = ${ROOM}.table; const legal = t.legalIntents(); return t.play(legal.find((m) => m.type === 'pass') ?? legal[0]); })()`);
      await until(ada, `${ROOM}.table.room.fold().accepted.length === ${made + 1}`);
    }
    await shootAll('end');
    await shootAll('end-bo', undefined, bo);

    // A well-formed link that finds no room, once the page has given up waiting.
    const lost = await person('lost');
    await lost.goto(`${app.url}#/fishery/mistypedRoomLinkAAAAAA`);
    await lost.locator('[data-role="no-room"], [role="alert"]').first().waitFor({ timeout: 40000 });
    await shootAll('no-room', undefined, lost);

    // A signaling server out of reach (a closed port on this machine).
    const cut = await person('cut');
    await cut.goto(`${app.url}?signal=ws://127.0.0.1:9#/fishery/new`);
    await cut.locator('[data-role="unreachable"]').waitFor({ timeout: 30000 });
    await shootAll('unreachable', undefined, cut);
  } finally {
    await site.close();
  }
  if (problems.length) {
    console.error(problems.join('\n'));
    process.exitCode = 1;
  }
  console.log(`room screenshots in ${OUT}/`);
}

await main();
