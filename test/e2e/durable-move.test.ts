// A move made just before the page dies is not lost: the page is killed (no unload, no pagehide) the
// moment its signed entry enters the doc, with nobody else connected to carry it; reopened, the move
// is there.
import { after, before, test } from 'node:test';
import { person, playFirstLegal, startStack, until, type Stack } from './stack.js';

let stack: Stack;
before(async () => {
  stack = await startStack();
});
after(async () => {
  await stack.close();
});

test('a move made the instant before the page is killed is there when the link is opened again', async () => {
  const ada = await person(stack);
  await ada.page.goto(`${stack.appUrl}#/`);
  await ada.page.locator('[data-action="invite-friends"]').first().click();
  await until(ada.page, (f) => f.ready && f.status === 'online', 'the room to open');
  const link = `${stack.appUrl}${await ada.page.evaluate(() => location.hash)}`;
  await ada.page.locator('[data-field="name"]').fill('Ada');
  await ada.page.locator('[data-seat-pick="0"]').click();
  await until(ada.page, (f) => f.mySeat === 0, 'Ada to sit');
  const bo = await person(stack);
  await bo.page.goto(link);
  await until(bo.page, (f) => f.ready && f.peers === 1, 'Bo to join');
  await bo.page.locator('[data-field="name"]').fill('Bo');
  await bo.page.locator('[data-seat-pick="1"]').click();
  await until(ada.page, (f) => f.legal > 0 && f.peers === 1, 'Ada to have a move');
  // Bo leaves: Ada's move reaches no one, so only her own device can keep it.
  await bo.context.close();
  await until(ada.page, (f) => f.peers === 0, 'Ada alone');

  // Resolves the instant the signed entry is in Ada's doc, before any batched write could run.
  const entered = ada.page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const room = (document.querySelector('shoal-app')?.shadowRoot?.querySelector('shoal-room') as HTMLElement & {
          table: { room: { doc: { getArray(name: string): { observe(f: () => void): void } } } };
        }).table.room;
        room.doc.getArray('log').observe(() => resolve());
      }),
  );
  const cdp = await ada.context.newCDPSession(ada.page);
  await playFirstLegal(ada.page);
  await entered;
  // The renderer dies at once (the reply never comes); the link is opened again once it is gone, so the
  // new page does not start in the dying process.
  const crashed = new Promise<void>((resolve) => ada.page.once('crash', () => resolve()));
  void cdp.send('Page.crash').catch(() => {});
  await crashed;

  const reopened = await ada.context.newPage();
  reopened.on('pageerror', (error) => console.error(`[page error] ${error.message}`));
  await reopened.goto(link);
  await until(reopened, (f) => f.ready && f.mySeat === 0 && f.accepted === 1, 'the move to be there after the reload');
  await ada.context.close();
});
