import { expect } from 'chai';
import { html } from 'lit';
import '../../components/gone-fishing/table.js';
import type { ShoalGoneFishingTable } from '../../components/gone-fishing/table.js';
import type { ShoalGoneFishingBoard } from '../../components/gone-fishing/board.js';
import type { LocalGameController } from '../../components/table/local-game-controller.js';
import { savedGameKey } from '../../components/table/save-slots.js';
import { ROLE_LOOKS } from '../../components/gone-fishing/card.js';
import {
  TILE_NAMES,
  anglerOf,
  goneFishingProtocol,
  type GoneFishingIntent,
  type GoneFishingState,
  type GoneFishingView,
} from '../../src/games/gone-fishing/index.js';
import { cleanup, click, fixture, inShadow, settle, until } from './helpers/fixture.js';

const SLOT = 'browser-test';
const KEY = savedGameKey('gone-fishing', SLOT);
const YOU = 0;

async function table(mode: 'bot' | 'pass', request: object | null): Promise<ShoalGoneFishingTable> {
  return fixture<ShoalGoneFishingTable>(
    html`<shoal-gone-fishing-table .mode=${mode} .saveSlot=${SLOT} .request=${request} .botDelay=${0}></shoal-gone-fishing-table>`,
  );
}

const boardOf = (element: ShoalGoneFishingTable) => inShadow<ShoalGoneFishingBoard>(element, 'shoal-gone-fishing-board');
/** The page's local table (test access to the truth the Angler must not see). */
const tableOf = (element: ShoalGoneFishingTable) => (element as unknown as { _game: LocalGameController })._game.table!;
const stateOf = (element: ShoalGoneFishingTable) => tableOf(element).state() as GoneFishingState;
const statusOf = (element: ShoalGoneFishingTable) => inShadow<HTMLElement & { message: string; tone: string }>(element, 'shoal-status-line');

/** Plays an intent as the person at the board would (through the board's event). */
async function play(element: ShoalGoneFishingTable, intent: GoneFishingIntent): Promise<void> {
  boardOf(element).dispatchEvent(new CustomEvent('gone-fishing-intent', { detail: { intent }, bubbles: true, composed: true }));
  await settle(element);
}

/** Waits until the person must act (the bot has moved) or the game is over. */
async function yourTurn(element: ShoalGoneFishingTable): Promise<void> {
  await until(() => {
    const board = boardOf(element);
    return (board.interactive && board.legal.length > 0) || tableOf(element).outcome() !== null;
  }, () => `your turn (phase ${stateOf(element).phase})`, 30_000);
  await settle(element);
}

/**
 * The Angler's screen shows a face only on the tile shown this round (step 3) or peeked this round,
 * and that face is the true one; every other field reads as face down or empty (GF-8).
 */
function checkAnglerScreen(element: ShoalGoneFishingTable): number {
  const board = boardOf(element);
  const view = board.view!;
  if (view.role !== 'angler') return 0;
  const position = view.state;
  if (position.phase === 'closing' || position.phase === 'over') return 0; // every tile is opened to both
  // Tiles sealed to the Angler this round: the shown one during step 3, the peeked one all round.
  const seenTiles = position.sealed
    .filter((sealed) => sealed.round === position.round && (sealed.kind === 'peek' || position.phase === 'act'))
    .map((sealed) => sealed.tile);
  const truth = (tableOf(element).view(1 - view.seat!) as GoneFishingView).faces;
  let shown = 0;
  for (let field = 0; field < 16; field++) {
    const label = inShadow(board, `[data-field="${field}"]`).getAttribute('aria-label') ?? '';
    const allowed = seenTiles.includes(position.lake[field] ?? -1);
    const face = truth[field];
    if (allowed && face) {
      expect(label, `field ${field}`).to.contain(TILE_NAMES[face]);
      shown++;
    } else {
      expect(label, `field ${field} in ${position.phase}`).to.match(/face-down tile|empty/);
      for (const name of Object.values(TILE_NAMES)) expect(label).to.not.contain(name);
    }
  }
  expect(board.shadowRoot!.querySelectorAll('.tile.face-up').length, `face-up tiles in ${position.phase}`).to.equal(shown);
  return shown;
}

/** A quick, legal choice for the person in any step: fish a little, then go home; show and stay put as the Fish. */
function quickChoice(legal: readonly GoneFishingIntent[], position: GoneFishingState): GoneFishingIntent {
  const of = <T extends GoneFishingIntent['type']>(type: T) => legal.filter((i): i is Extract<GoneFishingIntent, { type: T }> => i.type === type);
  const moves = of('move-figure');
  if (moves.length) {
    const home = moves.reduce((a, b) => (b.steps > a.steps ? b : a));
    return position.round <= 4 ? moves.find((m) => m.figure === home.figure && m.steps === 1)! : home;
  }
  if (of('peek').length && position.round === 2) return of('peek')[0]!;
  return of('figures').find((f) => f.red === 0 && f.yellow === 10) ?? of('catch')[0] ?? of('show')[0] ?? of('done')[0] ?? of('pass')[0] ?? legal[0]!;
}

describe('shoal-gone-fishing-table', () => {
  beforeEach(() => localStorage.removeItem(KEY));
  afterEach(() => {
    cleanup();
    localStorage.removeItem(KEY);
  });

  it('pass and play is not offered: one screen cannot hide the Fish player’s tiles', async () => {
    const element = await table('pass', { mode: 'pass' });
    expect(inShadow(element, '.no-pass').textContent).to.contain('not offered as pass and play');
    expect(element.shadowRoot!.querySelector('shoal-gone-fishing-board')).to.equal(null);
  });

  it('GF-3.2 asking to fish first makes you the day-1 Angler; the bot lays the lake and you place figures', async function () {
    this.timeout(60_000);
    const element = await table('bot', { mode: 'bot', seat: 0, level: 'easy' });
    await yourTurn(element);
    expect(stateOf(element).firstAngler).to.equal(YOU);
    expect(stateOf(element).phase).to.equal('place-figures');
    expect(boardOf(element).view!.role).to.equal('angler');
    expect(statusOf(element).message).to.contain('Choose start piers');
    const badges = Array.from(element.shadowRoot!.querySelectorAll('shoal-player-badge')).map((badge) => `${badge.name} ${badge.who}`);
    expect(badges).to.deep.equal(['Angler You', 'Fish player Easy bot']);
    expect(checkAnglerScreen(element)).to.equal(0);
    // The log speaks of the game, with the seats named as on the badges; the fair-play steps stay out of it.
    const log = inShadow<HTMLElement & { entries: { text: string }[] }>(element, 'shoal-move-log').entries.map((line) => line.text);
    expect(log).to.deep.equal(['You choose to be the Angler on day 1', 'Easy bot (Fish) hides 16 tiles face down in the lake for day 1']);
  });

  it('GF-4.1 as the Fish player you see your draft face up and lay it', async function () {
    this.timeout(60_000);
    const element = await table('bot', { mode: 'bot', seat: 1, level: 'easy' });
    await yourTurn(element);
    expect(stateOf(element).phase).to.equal('lay-lake');
    expect(boardOf(element).view!.role).to.equal('fish');
    expect(boardOf(element).shadowRoot!.querySelectorAll('.tile.face-up')).to.have.length(16);
    click(Array.from(boardOf(element).shadowRoot!.querySelectorAll('shoal-button')).find((b) => b.textContent?.includes('Lay the lake'))!);
    await settle(element);
    await until(() => stateOf(element).phase !== 'lay-lake', 'the lake to be laid');
    expect(stateOf(element).lake.every((tile) => tile !== null)).to.equal(true);
  });

  it('a short game against the bot plays both days to the end dialog; the Angler never sees an unshown face; rematch asks who fishes first', async function () {
    // A whole game against the bot worker: a few seconds idle, many times that on a loaded 2-core machine.
    this.timeout(240_000);
    const element = await table('bot', { mode: 'bot', seat: 0, level: 'easy' });
    let seenShown = 0;
    for (let step = 0; step < 800 && !tableOf(element).outcome(); step++) {
      await yourTurn(element);
      seenShown += checkAnglerScreen(element);
      const board = boardOf(element);
      if (!board.interactive) continue;
      if (board.view!.state.day === 2 && board.view!.state.phase === 'lay-lake') {
        expect(statusOf(element).message).to.match(/^Day 1 is over: you scored -?\d+\. Day 2: you are the Fish player/);
      }
      await play(element, quickChoice(board.legal, board.view!.state));
      seenShown += checkAnglerScreen(element);
    }
    expect(seenShown).to.be.greaterThan(0);
    const position = stateOf(element);
    expect(position.phase).to.equal('over');
    expect(position.days.map((day) => day.angler)).to.deep.equal([0, 1]);
    const end = await until(() => element.shadowRoot!.querySelector('shoal-end-dialog[open]'), 'the end dialog');
    expect(end.textContent).to.contain('Day 1');
    expect(statusOf(element).message).to.match(/^Game over: (you win|Easy bot wins), -?\d+ to -?\d+\.$/);
    click(Array.from(end.shadowRoot!.querySelectorAll('shoal-button')).find((b) => b.textContent?.includes('Rematch'))!);
    await settle(element);
    const choice = await until(() => element.shadowRoot!.querySelector('.first-angler'), 'the first-Angler choice');
    // Before anyone fishes, the two seats are told apart, and neither wears a role's colours yet.
    const looks = Array.from(element.shadowRoot!.querySelectorAll<HTMLElement & { look: { fill: string; mark: string } }>('shoal-player-badge')).map((badge) => badge.look);
    expect(looks).to.have.length(2);
    expect(looks[0]!.mark).to.not.equal(looks[1]!.mark);
    expect(looks.map((look) => look.fill)).to.not.include(ROLE_LOOKS.angler.fill).and.not.include(ROLE_LOOKS.fish.fill);
    click(Array.from(choice.querySelectorAll('shoal-button')).find((b) => b.textContent?.includes('bot fishes first'))!);
    await settle(element);
    expect(stateOf(element).firstAngler).to.equal(1);
    expect(stateOf(element).day).to.equal(1);
  });

  it('issue 5 item 2: a Fish player caught cheating ends the game, and the reason is on screen', async () => {
    const honest = goneFishingProtocol.answer;
    const protocol = goneFishingProtocol as { answer: typeof honest };
    // The bot's agent opens the caught tile to a face it never committed to.
    protocol.answer = (state, seat, secrets, duty, entropy) =>
      state.phase === 'open-catch' && state.catching && seat !== anglerOf(state)
        ? { move: { type: 'open', tile: state.catching.tile, face: 'fish-6', nonce: '00'.repeat(32) }, secrets }
        : honest(state, seat, secrets, duty, entropy);
    try {
      const element = await table('bot', { mode: 'bot', seat: 0, level: 'easy' });
      for (let step = 0; step < 50 && !tableOf(element).outcome(); step++) {
        await yourTurn(element);
        const board = boardOf(element);
        if (!board.interactive) continue;
        const catches = board.legal.filter((i) => i.type === 'catch');
        await play(element, catches[0] ?? quickChoice(board.legal, board.view!.state));
      }
      const position = stateOf(element);
      expect(position.cheat?.code).to.equal('catch-opening-mismatch');
      expect(statusOf(element).tone).to.equal('error');
      expect(statusOf(element).message).to.contain(position.cheat!.reason);
      const end = await until(() => element.shadowRoot!.querySelector('shoal-end-dialog[open]'), 'the end dialog');
      expect((end as HTMLElement & { headline: string }).headline).to.equal('You win: the bot was caught cheating');
      expect(end.querySelector('.cheat')!.textContent).to.contain(position.cheat!.reason);
    } finally {
      protocol.answer = honest;
    }
  });
});
