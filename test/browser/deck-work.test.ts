import { expect } from 'chai';
import { html } from 'lit';
import { sendKeys } from '@web/test-runner-commands';
import type { LocalTable } from '../../src/table/local-table.js';
import { createTableFor, restoreTableFor } from '../../src/table/seeded-table.js';
import { fleet, fleetManifest } from '../../src/games/fleet/index.js';
import { phasesOf, savedGameText } from './helpers/playout.js';
import { createDeckWorkers, usePageDeckWorkers } from '../../src/table/deck-workers.js';
import '../../components/fleet/table.js';
import type { ShoalFleetTable } from '../../components/fleet/table.js';
import { clearSavedGame, savedGameKey } from '../../components/table/save-slots.js';
import { cleanup, deep, fixture, until } from './helpers/fixture.js';
import type { DeckProgress } from '../../src/table/deck-progress.js';
import { demoGame } from '../unit/table/demo-game.js';
import '../../components/shared/deck-progress.js';
import { isRuleError } from '../../src/core/index.js';
import { applyFairMove, createFair, dealCards, forgetPassVerdicts, makeDeckShares, precheckPasses, type DeckSharesMove } from '../../src/fair/index.js';
import { FairTable } from '../unit/fair/helpers.js';

const WORKER = new URL('/src/table/deck-worker.ts', location.origin);

/** Long tasks of the page (PerformanceObserver 'longtask', 50 ms and over) while `work` runs. */
async function longTasksDuring(work: () => Promise<void>): Promise<number[]> {
  const tasks: number[] = [];
  const observer = new PerformanceObserver((list) => list.getEntries().forEach((entry) => tasks.push(entry.duration)));
  observer.observe({ type: 'longtask', buffered: false });
  await work();
  await new Promise((resolve) => setTimeout(resolve, 50));
  observer.disconnect();
  return tasks;
}

describe('deck work off the page', function () {
  this.timeout(120_000);

  it('a 4-seat, 96-card local table makes every beacon chain, every pass and every seat\'s shares in the deck worker and reports progress for each seat', async () => {
    const workers = createDeckWorkers({ workerUrl: WORKER });
    const seen: DeckProgress[] = [];
    let table: LocalTable | null = null;
    const started = performance.now();
    const tasks = await longTasksDuring(async () => {
      table = createTableFor(demoGame, { players: 4, options: { deckSize: 96, handSize: 2 }, work: workers.run });
      table.subscribeProgress(() => {
        const progress = table!.progress();
        if (progress) seen.push(progress);
      });
      await table.settled();
    });
    const elapsed = performance.now() - started;
    // Figures for the bench's reader, not asserted: a test never depends on speed.
    console.log(`deck set-up 4 seats 96 cards, local table in Chromium: ${elapsed.toFixed(0)} ms, longest main-thread task ${Math.max(0, ...tasks).toFixed(0)} ms (${tasks.length} long tasks)`);
    expect(workers.inWorker).to.equal(true);
    // Each seat's beacon chain (1,024 SHA-512 steps), its pass and its shares of the others' hands: none on the page.
    expect(workers.counts()).to.deep.equal({ inWorker: 12, onPage: 0 });
    expect([...new Set(seen.map((p) => p.seat))]).to.deep.equal([0, 1, 2, 3]);
    expect(seen.some((p) => p.fraction! > 0.3 && p.fraction! < 1)).to.equal(true);
    expect(table!.pending()).to.deep.equal([0, 1, 2, 3]);
    workers.destroy();
  });

  it('the worker path gives the same table as passes made on the page', async () => {
    const workers = createDeckWorkers({ workerUrl: WORKER });
    const setup = { players: 3, seed: 'chromium', options: { deckSize: 24, handSize: 2 } };
    const table = createTableFor(demoGame, { ...setup, work: workers.run });
    await table.settled();
    expect(workers.counts().inWorker).to.equal(9, 'three beacon chains, three passes and three seats\' shares in the worker');
    const inPage = createTableFor(demoGame, setup);
    expect(JSON.stringify(table.state())).to.equal(JSON.stringify(inPage.state()));
    expect(JSON.stringify(table.log())).to.equal(JSON.stringify(inPage.log()));
    workers.destroy();
  });

  it("Fleet's table answers a real key press while its 4-seat deck is shuffled", async () => {
    usePageDeckWorkers(createDeckWorkers({ workerUrl: WORKER }));
    const slot = 'deck-work-test';
    const element = await fixture<ShoalFleetTable>(
      html`<shoal-fleet-table save-slot=${slot} bot-delay="0" .request=${{ mode: 'bot', players: 4, seat: 0, level: 'skipper' }}></shoal-fleet-table>`,
    );
    const shuffling = (): boolean => Boolean(deep<HTMLElement & { progress: unknown }>(element, 'shoal-deck-progress')?.progress);
    await until(() => shuffling(), 'the deck shuffle to start');
    const rules = deep<HTMLElement>(element, 'shoal-button[data-action="rules"]')!;
    let answeredWhileShuffling: boolean | null = null;
    rules.addEventListener('click', () => (answeredWhileShuffling ??= shuffling()), { once: true });
    // A real key press (a mouse click on a page not in front may never be delivered while two files run).
    rules.shadowRoot!.querySelector('button')!.focus();
    await sendKeys({ press: 'Enter' });
    const dialog = await until(() => deep<HTMLElement & { open: boolean }>(element, 'shoal-dialog[heading="How to play Fleet"]')?.open === true || null, 'the rules to open');
    expect(dialog).to.equal(true);
    // The key press reached the page and was handled before the shuffle was over: no long task held it.
    expect(answeredWhileShuffling).to.equal(true);
    await until(() => !shuffling() || null, 'the shuffle to end', 60_000);
    cleanup();
    clearSavedGame(savedGameKey('fleet', slot));
    usePageDeckWorkers(null);
  });

  it("other seats' shares are checked in the deck worker, in one batch, before they are applied: a forged one is refused and its seat named", async () => {
    const workers = createDeckWorkers({ workerUrl: WORKER });
    usePageDeckWorkers(workers);
    try {
      const t = new FairTable(createFair({ room: 'worker-shares', game: 'test', seats: 3, chainLength: 4, decks: [{ id: 'boats', size: 6 }] }), 'worker-shares');
      t.settle();
      const dealt = dealCards(t.fair, 'boats', [0, 1], 2);
      if (isRuleError(dealt)) throw new Error(dealt.message);
      const sharesOf = (seat: number): DeckSharesMove => makeDeckShares(dealt.decks.boats!, seat, t.secrets[seat]!.deckSeeds.boats!, [0, 1], new Uint8Array(32).fill(seat + 1));
      const honest = sharesOf(0);
      const other = sharesOf(1);
      // As if another device made them: this page has no verdict on either.
      forgetPassVerdicts();
      const forged: DeckSharesMove = { ...other, shares: [{ ...other.shares[0]!, share: other.shares[1]!.share }, { ...other.shares[1]!, share: other.shares[0]!.share }] };
      const afterHonest = applyFairMove(dealt, 0, honest);
      if (isRuleError(afterHonest)) throw new Error(afterHonest.message);
      forgetPassVerdicts();
      const before = workers.counts().inWorker;
      await precheckPasses([() => applyFairMove(dealt, 0, honest), () => applyFairMove(afterHonest, 1, forged)]);
      expect(workers.counts().inWorker - before).to.equal(1, 'both share checks in one worker job');
      expect(isRuleError(applyFairMove(dealt, 0, honest))).to.equal(false);
      const refused = applyFairMove(afterHonest, 1, forged);
      expect(isRuleError(refused) && refused.code).to.equal('deck-share-unproven');
      expect(isRuleError(refused) && refused.message).to.contain('Seat 1');
    } finally {
      usePageDeckWorkers(null);
    }
  });

  it("Fleet restores a saved game behind a progress panel, then shows the board at the saved position", async () => {
    usePageDeckWorkers(createDeckWorkers({ workerUrl: WORKER }));
    const slot = 'deck-work-restore';
    const phases = await phasesOf('fleet', 2);
    // The first position after the auction where seat 0 acts: a few rounds of deals and payments to replay.
    const { snapshot } = phases.find((p) => p.phase !== phases[0]!.phase && p.phase !== 'over') ?? phases.at(-1)!;
    localStorage.setItem(savedGameKey('fleet', slot), savedGameText(snapshot, fleetManifest.bots[0]!.id));
    try {
      const element = await fixture<ShoalFleetTable>(html`<shoal-fleet-table save-slot=${slot} bot-delay="60000"></shoal-fleet-table>`);
      // The deck passes are made again in the worker, so the replay cannot be over by the first render.
      const panel = deep(element, '[data-role="restoring"]');
      expect(panel, 'the restoring panel first').to.not.equal(null);
      expect(deep(element, 'shoal-fleet-board'), 'no board while the moves replay').to.equal(null);
      expect(panel!.querySelector('[role="progressbar"]')!.getAttribute('aria-valuemax')).to.equal(String(snapshot.intents.length));
      const board = await until(() => deep<HTMLElement & { view: unknown }>(element, 'shoal-fleet-board'), 'the board once restored', 60_000);
      expect(deep(element, '[data-role="restoring"]')).to.equal(null);
      const original = restoreTableFor(fleet, snapshot);
      expect(JSON.stringify(board.view)).to.equal(JSON.stringify(original.view(0)));
    } finally {
      cleanup();
      clearSavedGame(savedGameKey('fleet', slot));
      usePageDeckWorkers(null);
    }
  });

  it('shows the shuffle as a line and a bar', async () => {
    const element = document.createElement('shoal-deck-progress');
    document.body.append(element);
    await element.updateComplete;
    expect(element.shadowRoot!.textContent.trim()).to.equal('');
    element.progress = { deck: 'boats', seat: 1, seats: 4, activity: 'shuffle', fraction: 0.4, overall: 0.35, reshuffle: false };
    await element.updateComplete;
    expect(element.shadowRoot!.textContent).to.contain('Shuffling the deck: seat 2 of 4, 40 %');
    const bar = element.shadowRoot!.querySelector('[role="progressbar"]')!;
    expect(bar.getAttribute('aria-valuenow')).to.equal('35');
    element.progress = { deck: 'boats', seat: 2, seats: 4, activity: 'wait', fraction: null, overall: 0.5, reshuffle: true };
    await element.updateComplete;
    expect(element.shadowRoot!.textContent).to.contain('Reshuffling the discard pile: seat 3 of 4');
    expect(element.shadowRoot!.textContent).not.to.contain('%');
    element.remove();
  });
});
