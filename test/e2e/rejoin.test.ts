// A player who leaves comes back: the tab closed and the link opened again, the page killed without
// unload, the network dropped and restored. Each time the returning browser is back in the game (seated,
// connected, its moves arriving) within a couple of seconds, on both transports, and the departure is
// seen by the other side. Times are printed; the bench is where speed is judged.
import { after, before, describe, test } from 'node:test';
import { cutNetwork, person, playFirstLegal, restoreNetwork, startStack, until, type Person, type Stack } from './stack.js';
import type { Page } from 'playwright-core';

let stack: Stack;
before(async () => {
  stack = await startStack();
});
after(async () => {
  await stack.close();
});

async function seat(page: Page, index: number, name: string): Promise<void> {
  await page.locator('[data-field="name"]').fill(name);
  await page.locator(`[data-seat-pick="${index}"]`).click();
  await until(page, (f) => f.mySeat === index, `${name} to sit`);
}

/** Both move once, each move seen by the other: the returning browser is really back in the game. */
async function movesArrive(ada: Page, bo: Page): Promise<void> {
  for (const [mover, watcher] of [
    [ada, bo],
    [bo, ada],
  ] as const) {
    const before = (await until(mover, (f) => f.legal > 0, 'a move to be possible')).accepted;
    await playFirstLegal(mover);
    await until(watcher, (f) => f.accepted === before + 1, 'the move to arrive');
  }
}

for (const transport of (process.env.TRANSPORTS?.split(',') ?? ['peerjs', 'y-webrtc']) as ('peerjs' | 'y-webrtc')[]) {
  describe(`rejoin over ${transport}`, () => {
    test('closed and reopened, killed without unload, network dropped: back in the game each time', async () => {
      const query = transport === 'peerjs' ? '' : '?transport=y-webrtc';
      const ada = await person(stack);
      await ada.page.goto(`${stack.appUrl}${query}#/`);
      await ada.page.locator('[data-action="invite-friends"]').first().click();
      await until(ada.page, (f) => f.ready && f.status === 'online', 'the room to open');
      const link = `${stack.appUrl}${query}${await ada.page.evaluate(() => location.hash)}`;
      await seat(ada.page, 0, 'Ada');
      const bo: Person = await person(stack, { networkSwitch: true });
      let boPage = bo.page;
      await boPage.goto(link);
      await until(boPage, (f) => f.ready && f.peers === 1, 'Bo to join');
      await seat(boPage, 1, 'Bo');
      await movesArrive(ada.page, boPage);

      const comeBack = async (how: string): Promise<void> => {
        const started = Date.now();
        boPage = await bo.context.newPage();
        await boPage.goto(link);
        await until(boPage, (f) => f.ready && f.mySeat === 1, `Bo seated after ${how}`, 30_000);
        const seated = Date.now() - started;
        await until(boPage, (f) => f.peers === 1, `Bo back after ${how}`, 30_000);
        const connected = Date.now() - started;
        await until(ada.page, (f) => f.peers === 1, `Ada to see Bo back after ${how}`, 30_000);
        console.log(`# ${transport}: ${how}: seated ${seated} ms, connected ${connected} ms, back for both in ${Date.now() - started} ms`);
        await movesArrive(ada.page, boPage);
      };

      await boPage.close();
      await comeBack('tab closed, link reopened');

      const cdp = await bo.context.newCDPSession(boPage);
      const killed = Date.now();
      // The renderer dies at once: no unload, no goodbye on any connection (the reply never comes).
      void cdp.send('Page.crash').catch(() => {});
      await until(ada.page, (f) => f.peers === 0, 'Ada to see Bo gone', 30_000);
      console.log(`# ${transport}: page killed: departure seen in ${Date.now() - killed} ms`);
      // Ada's moves would reach no one now, and she is told so instead of "Your turn."
      await ada.page.locator('shoal-status-line[data-role="room-status"]').getByText('Not connected to the other players').waitFor({ timeout: 15_000 });
      await boPage.close().catch(() => {});
      await comeBack('page killed without unload');

      await cutNetwork(bo, boPage);
      const cut = Date.now();
      await until(ada.page, (f) => f.peers === 0, 'Ada to see Bo gone after his network is cut', 30_000);
      console.log(`# ${transport}: network cut: departure seen in ${Date.now() - cut} ms`);
      await ada.page.locator('[data-role="people"] [data-seat="1"]').getByText('offline').waitFor({ timeout: 15_000 });
      // Bo's moves would reach no one, and he is told so rather than "Your turn."
      await boPage.locator('shoal-status-line[data-role="room-status"]').getByText('Not connected to the other players').waitFor({ timeout: 15_000 });
      await boPage.waitForTimeout(Math.max(0, 6000 - (Date.now() - cut)));
      const restored = Date.now();
      await restoreNetwork(bo, boPage);
      await until(boPage, (f) => f.peers === 1, 'Bo back after the network returns', 30_000);
      await until(ada.page, (f) => f.peers === 1, 'Ada to see Bo after the network returns', 30_000);
      console.log(`# ${transport}: network cut 6 s: back ${Date.now() - restored} ms after it returned`);
      await movesArrive(ada.page, boPage);
      await ada.context.close();
      await bo.context.close();
    });
  });
}
