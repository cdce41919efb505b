// The app's header (home link, game name, theme switch) stays on top: whatever a table keeps in sight
// as the page scrolls (a sticky status line) slides under it, never over it, on a phone and a desktop.
import { expect } from 'chai';
import { setViewport } from '@web/test-runner-commands';
import type { ShoalApp } from '../../components/app/app-shell.js';
import { catalog } from '../../components/app/catalog.js';
import { settleAll } from './helpers/axe.js';
import { cleanup, until } from './helpers/fixture.js';
import { openApp } from './helpers/screens.js';

/** Points across the header; each must hit the header itself, not something drawn over it. */
function coveredHeaderPoints(app: ShoalApp): string[] {
  const header = app.shadowRoot!.querySelector('header')!;
  const box = header.getBoundingClientRect();
  const covered: string[] = [];
  for (const fraction of [0.05, 0.3, 0.5, 0.7, 0.95]) {
    const x = box.left + box.width * fraction;
    const y = box.top + box.height / 2;
    const hit = app.shadowRoot!.elementFromPoint(x, y);
    if (!hit || !header.contains(hit)) covered.push(`${Math.round(x)},${Math.round(y)} shows <${hit?.localName ?? 'nothing'}>`);
  }
  return covered;
}

describe('the app header is never covered', function () {
  this.timeout(120000);
  afterEach(async () => {
    cleanup();
    window.scrollTo(0, 0);
    history.replaceState(null, '', location.pathname + location.search);
    localStorage.removeItem('shoal:theme');
    await setViewport({ width: 800, height: 600 });
  });

  for (const size of [{ width: 390, height: 844 }, { width: 1280, height: 800 }]) {
    it(`${size.width}×${size.height}: at every scroll position of every game's table, the header is on top`, async () => {
      await setViewport(size);
      const covered: string[] = [];
      for (const entry of catalog) {
        const app = await openApp(`#/play/${entry.id}/bot?new&seat=0`, 'light');
        await until(() => app.shadowRoot!.querySelector('main > *:not(p)'), `${entry.title}'s table`);
        await settleAll();
        const room = document.documentElement.scrollHeight - window.innerHeight;
        for (let y = 0; y <= room; y += 120) {
          window.scrollTo(0, y);
          await settleAll();
          covered.push(...coveredHeaderPoints(app).map((point) => `${entry.id} scrolled ${y}px: ${point}`));
        }
        cleanup();
        window.scrollTo(0, 0);
      }
      expect(covered).to.deep.equal([]);
    });
  }
});
