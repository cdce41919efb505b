// The sweep keeps its saved games under a storage prefix of its own (the screens are opened through the
// app, which saves to its "bot" slots), so the tests that run beside it on this origin never see them.
// Accessibility as a test: axe-core, with every rule it has, on every screen of the app in the light
// and the dark theme, at a phone's size and a desktop's — the home screen and its new-game dialogs, each game's table in each phase to
// the end with its rules, new-game and end dialogs, and the error screens. No screen shows a rule number.
import { expect } from 'chai';
import { setViewport } from '@web/test-runner-commands';
import type { ShoalApp } from '../../components/app/app-shell.js';
import { catalog } from '../../components/app/catalog.js';
import { savedGameKey } from '../../components/table/save-slots.js';
import { clearStorageNamespace, storageKey, useStorageNamespace } from '../../components/shared/storage-keys.js';
import { settleAll } from './helpers/axe.js';
import { cleanup, until } from './helpers/fixture.js';
import { homeOf } from './helpers/home.js';
import { phasesOf, savedGameText, type PhaseSnapshot } from './helpers/playout.js';
import { buttonNamed, openApp, openDialog, problemsOn, RUNNER_SIZE, SIZES, THEMES } from './helpers/screens.js';

/** Players at each game's table for the sweep. */
const PLAYERS: Record<string, number> = { fishery: 2, 'gone-fishing': 2, wishes: 3, 'sell-fish': 3, fleet: 3 };

const tableOf = (app: ShoalApp): Element | null => app.shadowRoot!.querySelector('main > *:not(p)');

for (const size of SIZES) describe(`accessibility: axe-core on every screen, light and dark, ${size.name} ${size.width}×${size.height}`, function () {
  this.timeout(240000);
  before(async () => {
    useStorageNamespace('shoal-sweep:');
    await setViewport(size);
  });
  after(async () => {
    clearStorageNamespace();
    await setViewport(RUNNER_SIZE);
  });
  afterEach(() => {
    cleanup();
    history.replaceState(null, '', location.pathname + location.search);
    localStorage.removeItem(storageKey('theme'));
  });

  for (const theme of THEMES) {
    it(`${theme}: the home screen and each game's Play vs bot dialog`, async () => {
      const problems: string[] = [];
      // With no game in progress (the sweep's own tables below save some), each card offers "Play vs bot".
      for (const entry of catalog) for (const mode of ['bot', 'pass'] as const) localStorage.removeItem(savedGameKey(entry.id, mode));
      const app = await openApp('#/', theme);
      const home = await homeOf(app);
      problems.push(...(await problemsOn('home')));
      const plays = Array.from(home.shadowRoot!.querySelectorAll<HTMLElement>('.actions shoal-button')).filter((b) => b.textContent?.trim() === 'Play vs bot');
      expect(plays).to.have.length(catalog.length);
      for (const [index, play] of plays.entries()) {
        play.click();
        await settleAll();
        problems.push(...(await problemsOn(`home: ${catalog[index]!.title} new-game dialog`)));
        buttonNamed('Cancel')!.click();
        await settleAll();
      }
      expect(problems).to.deep.equal([]);
    });

    it(`${theme}: a link that is not a Shoal game`, async () => {
      await openApp('#/play/chess/bot', theme);
      expect(await problemsOn('not found')).to.deep.equal([]);
    });
  }

  for (const entry of catalog) {
    it(`${entry.title}: the table in each phase to the end, with its rules, new-game and end dialogs`, async () => {
      const players = PLAYERS[entry.id] ?? entry.minPlayers;
      const phases: PhaseSnapshot[] = await phasesOf(entry.id, players);
      expect(phases.at(-1)!.phase).to.equal('over');
      const key = savedGameKey(entry.id, 'bot');
      const problems: string[] = [];
      try {
        for (const theme of THEMES) {
          for (const [index, { phase, snapshot }] of phases.entries()) {
            localStorage.setItem(key, savedGameText(snapshot, entry.levels[0]!.id));
            const app = await openApp(`#/play/${entry.id}/bot`, theme);
            await until(() => tableOf(app), `${entry.title}'s table`);
            const screen = `${size.name} ${theme} ${entry.id} ${phase}`;
            // Fleet plays its saved moves again (deck work and all) before it shows the board of that phase.
            const restored = () => {
              const root = tableOf(app)?.shadowRoot;
              return root?.querySelector('.layout') && !root.querySelector('[data-role="restoring"]');
            };
            await until(restored, `${screen}: the saved game restored`, 60_000);
            // A finished game shows its end dialog once the table has restored it (Fleet replays its deck work first).
            if (phase === 'over') await until(() => openDialog(), `${screen}: the end dialog is open`, 60_000);
            problems.push(...(await problemsOn(screen)));
            if (index === 0) {
              for (const dialog of ['Rules', 'New game']) {
                buttonNamed(dialog)!.click();
                // A dialog may load its module when first asked for: measured once it is open.
                await until(() => openDialog(), `${screen}: the ${dialog} dialog opens`);
                problems.push(...(await problemsOn(`${screen} ${dialog} dialog`)));
                openDialog()?.close();
                await settleAll();
              }
            }
            cleanup();
          }
        }
      } finally {
        localStorage.removeItem(key);
      }
      expect(problems).to.deep.equal([]);
    });
  }
});
