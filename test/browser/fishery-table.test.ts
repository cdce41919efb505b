import { expect } from 'chai';
import { html } from 'lit';
import '../../components/fishery/table.js';
import type { ShoalFisheryTable } from '../../components/fishery/table.js';
import type { ShoalFisheryBoard } from '../../components/fishery/board.js';
import { savedGameKey } from '../../components/table/save-slots.js';
import type { FisheryState } from '../../src/games/fishery/index.js';
import { cleanup, click, fixture, inShadow, settle, until } from './helpers/fixture.js';
import { CLOSING_NETS, TWELVE_SHIPS } from './helpers/fishery-positions.js';

const SLOT = 'browser-test';
const KEY = savedGameKey('fishery', SLOT);

async function table(mode: 'bot' | 'pass', request: object | null = { mode }): Promise<ShoalFisheryTable> {
  return fixture<ShoalFisheryTable>(
    html`<shoal-fishery-table .mode=${mode} .saveSlot=${SLOT} .request=${request} .botDelay=${0}></shoal-fishery-table>`,
  );
}

const boardOf = (element: ShoalFisheryTable) => inShadow<ShoalFisheryBoard>(element, 'shoal-fishery-board');
const stateOf = (element: ShoalFisheryTable) => boardOf(element).state as FisheryState;
const statusOf = (element: ShoalFisheryTable) => inShadow<HTMLElement & { message: string; tone: string }>(element, 'shoal-status-line');

/** Clicks a board target and waits for the table to redraw. */
async function play(element: ShoalFisheryTable, selector: string): Promise<void> {
  click(inShadow(boardOf(element), selector));
  await settle(element);
}

const passButton = (element: ShoalFisheryTable) => Array.from(element.shadowRoot!.querySelectorAll('shoal-button')).find((b) => b.textContent?.includes('Pass'))!;

/** The question before a pass that may end the game, or null while none is asked. */
function warningOf(element: ShoalFisheryTable): string | null {
  const dialog = inShadow<HTMLElement & { open: boolean }>(element, 'shoal-dialog[data-role="pass-question"]');
  return dialog.open ? inShadow(element, '[data-role="pass-warning"]').textContent : null;
}

function saveGame(moves: readonly unknown[], setup: object): void {
  const intents = moves.map((intent, index) => ({ seat: index % 2, intent }));
  localStorage.setItem(KEY, JSON.stringify({ version: 1, setup, snapshot: { version: 1, gameId: 'fishery', players: 2, seed: 'test', options: {}, intents } }));
}

describe('shoal-fishery-table', () => {
  beforeEach(() => localStorage.removeItem(KEY));
  afterEach(() => {
    cleanup();
    localStorage.removeItem(KEY);
  });

  it('F-3.1 two players on one device take turns placing ships; whose turn is shown', async () => {
    const element = await table('pass');
    const badges = Array.from(element.shadowRoot!.querySelectorAll('shoal-player-badge'));
    expect(badges.map((badge) => badge.toMove)).to.deep.equal([true, false]);
    await play(element, '[data-cell="2,3"]');
    expect(stateOf(element).ships[3 * 9 + 2]).to.equal(0);
    expect(badges.map((badge) => badge.toMove)).to.deep.equal([false, true]);
    expect(statusOf(element).message).to.equal('White to move: place a ship on any empty square.');
    const log = inShadow<HTMLElement & { entries: { text: string }[] }>(element, 'shoal-move-log');
    expect(log.entries.map((entry) => entry.text)).to.deep.equal(['Black places a ship on C4']);
  });

  it('F-1.2.3 an illegal attempt is refused and explained with the rule’s message', async () => {
    const element = await table('pass');
    await play(element, '[data-cell="2,3"]');
    await play(element, '[data-cell="2,3"]');
    expect(statusOf(element).tone).to.equal('error');
    expect(statusOf(element).message).to.equal('C4 already holds a ship.');
    expect(inShadow(statusOf(element), '[role="alert"]').textContent).to.contain('C4 already holds a ship.');
    expect(stateOf(element).turnsTaken).to.equal(1);
    await play(element, '[data-cell="5,3"]');
    expect(statusOf(element).tone).to.equal('turn');
  });

  it('F-3.2 the Pass button is off while ships are placed; P on the board is explained', async () => {
    const element = await table('pass');
    const pass = Array.from(element.shadowRoot!.querySelectorAll('shoal-button')).find((b) => b.textContent?.includes('Pass'))!;
    expect(pass.disabled).to.equal(true);
    const svg = inShadow(boardOf(element), 'svg');
    svg.dispatchEvent(new KeyboardEvent('keydown', { key: 'p', bubbles: true, composed: true }));
    await settle(element);
    expect(statusOf(element).message).to.equal('Passing is not allowed while ships are being placed.');
  });

  it('F-4.2 F-4.3 a net that would leave a fishery without a ship or the rim is refused with its rule', async () => {
    saveGame([...TWELVE_SHIPS, { type: 'net', x: 0, y: 0, side: 'e' }], { mode: 'pass', botSeats: {} });
    const element = await table('pass', null);
    await play(element, '[data-edge="0,0,s"]');
    expect(statusOf(element).message).to.equal('That net would close off a fishery with no ship in it (F-4.2).');
  });

  it('F-6.2 lists every closed fishery with its holder and size, and the fish each player holds', async () => {
    saveGame([...TWELVE_SHIPS, ...CLOSING_NETS], { mode: 'pass', botSeats: {} });
    const element = await table('pass', null);
    const items = Array.from(element.shadowRoot!.querySelectorAll('.fisheries li')).map((li) => li.textContent.replace(/\s+/g, ' ').trim());
    expect(items).to.deep.equal(['36 squares · nobody 4–4 ships', '15 squares · Black 2–0 ships', '12 squares · White 0–2 ships']);
    const score = inShadow<HTMLElement & { rows: { score: number }[] }>(element, 'shoal-score-panel');
    expect(score.rows.map((row) => row.score)).to.deep.equal([15, 12]);
    const badges = Array.from(element.shadowRoot!.querySelectorAll('shoal-player-badge'));
    expect(badges.map((badge) => badge.detail)).to.deep.equal(['24 nets left', '24 nets left']);
  });

  it('F-5.1 F-6.4 two passes end the game: the end dialog names the winner and the score, and offers a rematch', async () => {
    saveGame([...TWELVE_SHIPS, ...CLOSING_NETS, { type: 'pass' }], { mode: 'pass', botSeats: {} });
    const element = await table('pass', null);
    click(passButton(element));
    await settle(element);
    expect(warningOf(element)).to.equal('Black passed, so passing now ends the game: Black 15, White 12. Black wins.');
    click(inShadow(element, '[data-action="confirm-pass"]'));
    await settle(element);
    // The end dialog's module loads when the game ends.
    const end = await until(() => element.shadowRoot!.querySelector('shoal-end-dialog') as (HTMLElement & { open: boolean; headline: string; rows: { score: number }[] }) | null, 'the end dialog');
    await settle(element);
    expect(end.open).to.equal(true);
    expect(end.headline).to.equal('Black wins!');
    expect(end.rows.map((row) => row.score)).to.deep.equal([15, 12]);
    end.dispatchEvent(new CustomEvent('rematch', { bubbles: true, composed: true }));
    await settle(element);
    expect(stateOf(element).turnsTaken).to.equal(0);
    expect(element.shadowRoot!.querySelector('shoal-end-dialog')).to.equal(null);
  });

  it('F-5.1 a pass that would end the game asks first; Keep playing changes nothing', async () => {
    saveGame([...TWELVE_SHIPS, ...CLOSING_NETS, { type: 'pass' }], { mode: 'pass', botSeats: {} });
    const element = await table('pass', null);
    click(passButton(element));
    await settle(element);
    expect(warningOf(element)).to.contain('passing now ends the game');
    const keep = Array.from(element.shadowRoot!.querySelectorAll('shoal-button')).find((b) => b.textContent?.trim() === 'Keep playing')!;
    click(keep);
    await settle(element);
    expect(warningOf(element)).to.equal(null);
    expect(stateOf(element).phase).to.equal('nets');
    expect(stateOf(element).passes).to.equal(1);
    expect(element.shadowRoot!.querySelector('shoal-end-dialog')).to.equal(null);
  });

  it('F-6.5 an early pass that lets the other player win the tie at once asks first; the leader’s does not', async () => {
    saveGame([...TWELVE_SHIPS], { mode: 'pass', botSeats: {} });
    const element = await table('pass', null);
    click(passButton(element));
    await settle(element);
    expect(warningOf(element)).to.equal('If White passes too, the game ends: Black 0, White 0. White wins the tie. You still have nets to lay.');
    click(inShadow(element, '[data-action="confirm-pass"]'));
    await settle(element);
    expect(stateOf(element).passes).to.equal(1);
    expect(stateOf(element).turn).to.equal(1);
    cleanup();
    saveGame([...TWELVE_SHIPS, CLOSING_NETS[0]!], { mode: 'pass', botSeats: {} });
    const white = await table('pass', null);
    click(passButton(white));
    await settle(white);
    expect(warningOf(white)).to.equal(null);
    expect(stateOf(white).passes).to.equal(1);
  });

  it('reload keeps the game: the saved snapshot is restored', async () => {
    const first = await table('pass');
    await play(first, '[data-cell="0,0"]');
    await play(first, '[data-cell="8,6"]');
    cleanup();
    const again = await table('pass', null);
    expect(stateOf(again).ships[0]).to.equal(0);
    expect(stateOf(again).ships[62]).to.equal(1);
    expect(stateOf(again).turnsTaken).to.equal(2);
  });

  it('a corrupt save is discarded with a message, and a new game starts', async () => {
    localStorage.setItem(KEY, '{"version":1,"setup":{"mode":"pass","botSeats":{}},"snapshot":{"version":1,"gameId":"fishery","players":2,"seed":"x","options":{},"intents":[{"seat":0,"intent":{"type":"ship","x":99,"y":0}}]}}');
    const element = await table('pass', null);
    expect(statusOf(element).message).to.match(/^Your saved game could not be restored \(.+\), so a new one has started\.$/);
    expect(stateOf(element).turnsTaken).to.equal(0);
    localStorage.setItem(KEY, 'not json at all');
    cleanup();
    const second = await table('pass', null);
    expect(statusOf(second).message).to.contain('it is not valid JSON');
  });

  it('plays a short game against the bot, which runs on the page when there is no worker', async function () {
    this.timeout(60_000);
    const element = await table('bot', { mode: 'bot', seat: 0, level: 'easy' });
    const badges = Array.from(element.shadowRoot!.querySelectorAll('shoal-player-badge'));
    expect(badges.map((badge) => badge.who)).to.deep.equal(['You', 'Easy bot']);
    for (let ship = 0; ship < 6; ship++) {
      await until(() => stateOf(element).turn === 0 && boardOf(element).interactive, () => `my turn (${statusOf(element).message})`, 20_000);
      const free = stateOf(element).ships.findIndex((holder) => holder === null);
      await play(element, `[data-cell="${free % 9},${Math.floor(free / 9)}"]`);
    }
    // F-4.1.1 then pass every turn until the bot passes too (F-5.1).
    while (stateOf(element).phase !== 'over') {
      await until(() => stateOf(element).phase === 'over' || (stateOf(element).turn === 0 && boardOf(element).interactive), 'my turn or the end', 20_000);
      if (stateOf(element).phase === 'over') break;
      click(passButton(element));
      await settle(element);
      const confirm = element.shadowRoot!.querySelector('[data-action="confirm-pass"]');
      if (warningOf(element) !== null && confirm) {
        click(confirm);
        await settle(element);
      }
    }
    const end = await until(() => element.shadowRoot!.querySelector('shoal-end-dialog') as (HTMLElement & { open: boolean; headline: string }) | null, 'the end dialog');
    expect(end.open).to.equal(true);
    expect(end.headline).to.match(/^(You win as Black!|White \(bot\) wins)$/);
    const log = inShadow<HTMLElement & { entries: { text: string }[] }>(element, 'shoal-move-log');
    expect(log.entries.filter((entry) => entry.text.startsWith('White places a ship'))).to.have.length(6);
  });
});
