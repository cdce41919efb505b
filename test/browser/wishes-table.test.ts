import { expect } from 'chai';
import { html } from 'lit';
import '../../components/wishes/table.js';
import type { ShoalWishesTable } from '../../components/wishes/table.js';
import type { ShoalWishesBoard } from '../../components/wishes/board.js';
import type { ShoalWishesSetupDialog } from '../../components/wishes/setup-dialog.js';
import { savedGameKey } from '../../components/table/save-slots.js';
import { seededRandom } from '../../src/core/index.js';
import { randomWishesBot, type WishesState } from '../../src/games/wishes/index.js';
import { createLocalTable } from '../../src/table/index.js';
import { cleanup, click, fixture, inShadow, settle, until } from './helpers/fixture.js';

const SLOT = 'browser-test';
const KEY = savedGameKey('wishes', SLOT);

async function table(mode: 'bot' | 'pass', request: object | null): Promise<ShoalWishesTable> {
  return fixture<ShoalWishesTable>(
    html`<shoal-wishes-table .mode=${mode} .saveSlot=${SLOT} .request=${request} .botDelay=${0}></shoal-wishes-table>`,
  );
}

const boardOf = (element: ShoalWishesTable) => inShadow<ShoalWishesBoard>(element, 'shoal-wishes-board');
const stateOf = (element: ShoalWishesTable) => boardOf(element).state as WishesState;
const statusOf = (element: ShoalWishesTable) => inShadow<HTMLElement & { message: string; tone: string }>(element, 'shoal-status-line');
const logOf = (element: ShoalWishesTable) => inShadow<HTMLElement & { entries: { text: string }[] }>(element, 'shoal-move-log').entries.map((e) => e.text);
/** The setup dialog, once it has loaded (on first use). */
const setupDialogOf = (element: ShoalWishesTable) =>
  until(() => element.shadowRoot!.querySelector<ShoalWishesSetupDialog>('shoal-wishes-setup-dialog'), 'the setup dialog');
const NAMES = ['Red', 'Blue', 'Green', 'Yellow', 'Purple'];

/** Clicks a shoal-button whose label contains `text` inside `root`'s shadow root. */
async function pressButton(root: Element, text: string, host: Element = root): Promise<void> {
  const button = Array.from(root.shadowRoot!.querySelectorAll<HTMLElement>('shoal-button')).find((b) => b.textContent.includes(text));
  if (!button) throw new Error(`no "${text}" button`);
  button.click();
  await settle(host);
}

/** A 2-seat game played by random players to `before` moves from its end, saved for the table to resume. */
function saveNearlyOver(before: number, botSeats: Record<number, string>): void {
  const players = 2;
  const played = createLocalTable('wishes', { players, seed: 'near-end' });
  const random = seededRandom(11);
  while (!played.outcome()) {
    const seat = played.pending()[0]!;
    played.play(seat, randomWishesBot.choose(played.state() as WishesState, seat, random));
  }
  const snapshot = played.snapshot();
  const intents = snapshot.intents.slice(0, snapshot.intents.length - before);
  localStorage.setItem(KEY, JSON.stringify({ version: 1, setup: { mode: 'bot', botSeats }, snapshot: { ...snapshot, intents } }));
}

describe('shoal-wishes-table', () => {
  beforeEach(() => localStorage.removeItem(KEY));
  afterEach(() => {
    cleanup();
    localStorage.removeItem(KEY);
  });

  it('W-4.3 people passing one device: whose turn is shown, the board acts for that seat, turns go clockwise', async () => {
    const element = await table('pass', { mode: 'pass', players: 3 });
    const first = stateOf(element).turn!;
    expect(statusOf(element).message).to.equal(`${NAMES[first]} to move: catch a card from the ocean, or sell a fish from a boat.`);
    expect(statusOf(element).tone).to.equal('turn');
    expect(boardOf(element).seat).to.equal(first);
    const cards = () => Array.from(boardOf(element).shadowRoot!.querySelectorAll('.player'));
    expect(cards().map((card) => card.classList.contains('to-move'))).to.deep.equal([0, 1, 2].map((seat) => seat === first));
    const caught = stateOf(element).options.deck[stateOf(element).ocean[0]!.card]!.species;
    click(inShadow(boardOf(element), 'button[data-slot="1"]'));
    await settle(element);
    await pressButton(boardOf(element), 'Keep it in boat 1', element);
    const next = (first + 1) % 3;
    expect(stateOf(element).turn).to.equal(next);
    expect(boardOf(element).seat).to.equal(next);
    expect(statusOf(element).message).to.contain(`${NAMES[next]} to move`);
    expect(logOf(element)).to.deep.equal([`${NAMES[first]} catches the ${caught[0]!.toUpperCase()}${caught.slice(1)} from slot 1 and keeps it in boat 1.`]);
    expect(stateOf(element).seats[first]!.boats[0]).to.not.equal(null);
  });

  it('W-7.1 an impossible action is refused with the rules’ own message', async () => {
    const element = await table('pass', { mode: 'pass', players: 2 });
    const board = boardOf(element);
    board.dispatchEvent(new CustomEvent('wishes-intent', { detail: { action: { type: 'sell', boat: 0 } }, bubbles: true, composed: true }));
    await settle(element);
    expect(statusOf(element).tone).to.equal('error');
    expect(statusOf(element).message).to.equal('Boat 1 is empty.');
    expect(stateOf(element).moves).to.equal(0);
  });

  it('pass and play from the home screen first asks who is at the table', async () => {
    const element = await table('pass', { mode: 'pass' });
    const dialog = await setupDialogOf(element);
    expect(dialog.open).to.equal(true);
    expect(Array.from(dialog.shadowRoot!.querySelectorAll('select')).map((select) => select.value)).to.deep.equal(['person', 'person', 'person', 'person']);
  });

  it('W-1 the setup dialog seats five, people and bots in any mix', async function () {
    // Three bots (one Hard) may move before a person: on a loaded 2-core machine that takes seconds.
    this.timeout(90_000);
    const element = await table('bot', { mode: 'bot', seat: 0, level: 'easy', players: 2 });
    await pressButton(element, 'New game');
    const dialog = await setupDialogOf(element);
    expect(dialog.open).to.equal(true);
    inShadow<HTMLInputElement>(dialog, 'input[name="players"][value="5"]').click();
    await settle(dialog);
    expect(dialog.shadowRoot!.querySelectorAll('.seat').length).to.equal(5);
    for (const [seat, choice] of [['2', 'person'], ['3', 'easy']] as const) {
      const select = inShadow<HTMLSelectElement>(dialog, `select[data-seat="${seat}"]`);
      select.value = choice;
      select.dispatchEvent(new Event('change'));
    }
    await settle(dialog);
    await pressButton(dialog, 'Start game', element);
    expect(stateOf(element).players).to.equal(5);
    expect(boardOf(element).roles).to.deep.equal(['Person', 'Easy bot', 'Person', 'Easy bot', 'Hard bot']);
    // The bots move on their own until a person is to move.
    await until(() => boardOf(element).interactive, 'a person to move', 60_000);
    expect([0, 2]).to.include(boardOf(element).seat);
  });

  it('W-9 a game of two bots plays through from the first move to the end', async function () {
    // A whole game through the bot worker: about 5 s idle, many times that on a loaded 2-core machine.
    this.timeout(240_000);
    const element = await table('bot', { mode: 'bot', seat: 0, players: 2 });
    await pressButton(element, 'New game');
    const dialog = await setupDialogOf(element);
    dialog.dispatchEvent(new CustomEvent('wishes-setup', { detail: { players: 2, botSeats: { 0: 'random', 1: 'deckhand' } }, bubbles: true, composed: true }));
    await settle(element);
    expect(stateOf(element).moves).to.equal(0);
    await until(() => stateOf(element).phase === 'over', () => `the game to end (${stateOf(element).moves} moves so far)`, 220_000);
    await settle(element);
    expect(logOf(element).length).to.equal(stateOf(element).moves);
    // The engine's lines: species and wishes in words, boats counted from 1.
    expect(logOf(element).join('\n')).to.not.match(/[A-Z]{2,}_|boat 0|invalid|refuse/);
    expect(statusOf(element).message).to.match(/^Game over: /);
  });

  it('W-10 the end of a resumed game shows the final scoring step by step, then a rematch starts', async function () {
    this.timeout(20000);
    saveNearlyOver(6, { 0: 'random', 1: 'deckhand' });
    const element = await table('bot', null);
    expect(stateOf(element).phase).to.equal('playing');
    await until(() => stateOf(element).phase === 'over', 'the game to end', 15000);
    await settle(element);
    // The end dialog loads when the first game ends.
    const end = await until(() => element.shadowRoot!.querySelector<HTMLElement & { open: boolean; headline: string }>('shoal-end-dialog'), 'the end dialog');
    await settle(end);
    expect(end.open).to.equal(true);
    expect(end.headline).to.match(/^(Red|Blue)( and Blue)? (wins|share the win)!$/);
    const final = end.querySelector('shoal-wishes-final')!;
    await settle(final);
    expect(final.shadowRoot!.querySelectorAll('tbody tr').length).to.equal(2);
    expect(statusOf(element).message).to.match(/^Game over: /);
    end.dispatchEvent(new CustomEvent('rematch', { bubbles: true, composed: true }));
    await settle(element);
    expect(stateOf(element).phase).to.not.equal('over');
    expect(stateOf(element).players).to.equal(2);
  });
});
