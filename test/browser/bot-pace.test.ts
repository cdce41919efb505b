import { expect } from 'chai';
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { LocalGameController } from '../../components/table/local-game-controller.js';
import { savedGameKey } from '../../components/table/save-slots.js';
import type { BotClient } from '../../src/table/bot-client.js';
import { seededEntropy } from '../../src/core/entropy.js';
import { fishery } from '../../src/games/fishery/index.js';
import { sellFish } from '../../src/games/sell-fish/index.js';
import type { AnyGame } from '../../src/core/index.js';
import { until } from './helpers/fixture.js';

const SLOT = 'bot-pace-test';

/** A page-less host for the controller. */
const host: ReactiveControllerHost = {
  addController: (_controller: ReactiveController) => undefined,
  removeController: (_controller: ReactiveController) => undefined,
  requestUpdate: () => undefined,
  updateComplete: Promise.resolve(true),
};

/** A controller whose bots answer at once with their seat's first legal move, paced by `minBotDelayMs`. */
function controllerFor(game: AnyGame, minBotDelayMs: number): LocalGameController {
  let controller: LocalGameController | null = null;
  const bots: BotClient = {
    inWorker: false,
    choose: async ({ seat }) => controller!.table!.legalIntents(seat)[0],
    destroy: () => undefined,
  };
  controller = new LocalGameController(host, { game, players: 2, slot: SLOT, defaultLevel: 'easy', minBotDelayMs, entropy: seededEntropy, botClient: () => bots });
  controller.hostConnected();
  return controller;
}

describe('the bots’ pace on a local table', () => {
  let controller: LocalGameController | null = null;
  afterEach(() => {
    controller?.hostDisconnected();
    controller = null;
    for (const game of ['fishery', 'sell-fish']) localStorage.removeItem(savedGameKey(game, SLOT));
  });

  it('a bot’s move while the person also owes one (SELL.fish: both get ready) is not held for the pause', async function () {
    this.timeout(30_000);
    controller = controllerFor(sellFish, 60_000);
    controller.start({ mode: 'bot', botSeats: { 1: 'easy' } });
    const table = controller.table!;
    expect(table.pending()).to.include.members([0, 1]);
    // Held for the pause, the bot's answer would land only after a minute.
    await until(() => table.log().some((entry) => entry.seat === 1 && !table.pending().includes(1)), 'the bot to get ready', 20_000);
    expect(controller.thinking).to.equal(false);
    expect(controller.humanToMove).to.equal(0);
  });

  it('a bot’s move on its own turn still waits at least the pause, so it can be followed', async function () {
    this.timeout(30_000);
    controller = controllerFor(fishery, 400);
    const started = performance.now();
    controller.start({ mode: 'bot', botSeats: { 0: 'easy' } });
    const table = controller.table!;
    expect(table.pending()).to.deep.equal([0]);
    expect(controller.thinking).to.equal(true);
    await until(() => table.log().length === 1, 'the bot’s first move', 20_000);
    // A slow machine only makes it later; never earlier than the pause.
    expect(performance.now() - started).to.be.at.least(400);
  });
});
