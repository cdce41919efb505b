// If Wishes Were Fishes! from the first card to the final scoring with the keyboard alone: 1–4 pick an
// ocean card, focus moves to the panel's first choice, Enter keeps the card or makes its wish (each
// question answered with Enter, then "Confirm the wish"), Tab reaches a boat to sell, and focus stays
// in the board while the bot plays.
import { expect } from 'chai';
import { html } from 'lit';
import '../../components/wishes/table.js';
import type { ShoalWishesTable } from '../../components/wishes/table.js';
import type { ShoalWishesBoard } from '../../components/wishes/board.js';
import { savedGameKey } from '../../components/table/save-slots.js';
import { cleanup, fixture, inShadow, until } from './helpers/fixture.js';
import { buttonText, describeFocus, focused, focusWithin, hostsOf, press, tabTo } from './helpers/keyboard.js';

const SLOT = 'keyboard-test';

describe('Wishes with the keyboard alone', () => {
  beforeEach(() => localStorage.removeItem(savedGameKey('wishes', SLOT)));
  afterEach(() => {
    cleanup();
    localStorage.removeItem(savedGameKey('wishes', SLOT));
  });

  it('plays a two-player game against the Easy bot: keeps, wishes and sales, to the final scoring', async function () {
    this.timeout(240_000);
    const element = await fixture<ShoalWishesTable>(
      html`<shoal-wishes-table mode="bot" .saveSlot=${SLOT} .request=${{ mode: 'bot', seat: 0, level: 'easy', players: 2 }} .botDelay=${0}></shoal-wishes-table>`,
    );
    const board = inShadow<ShoalWishesBoard>(element, 'shoal-wishes-board');
    const over = () => element.shadowRoot!.querySelector('shoal-end-dialog') !== null;
    const focusOn = (text: string) => until(() => hostsOf(focused()).find(buttonText(text)), () => `focus on "${text}" (it is on ${describeFocus()})`);

    const done = new Map<string, number>();
    const count = (kind: string) => done.set(kind, (done.get(kind) ?? 0) + 1);
    for (let decision = 0; decision < 300 && !over(); decision++) {
      await until(() => over() || (board.interactive && board.legal.length > 0), () => `my turn (focus on ${describeFocus()})`, 60_000);
      if (over()) break;
      const legal = board.legal;
      const before = board.state;
      if (decision === 0) await tabTo((node) => node.localName === 'button' && node.hasAttribute('data-slot'), 'an ocean card');
      expect(focusWithin(board), `focus is in the board at my turn (${describeFocus()})`).to.equal(true);
      const keep = legal.find((action) => action.type === 'keep');
      const wish = legal.find((action) => action.type === 'wish');
      const sell = legal.find((action) => action.type === 'sell');
      // Mostly keep; every third turn a wish, so the question flow is played from the keyboard too.
      if (wish && (!keep || decision % 3 === 2)) {
        await press(String(wish.slot));
        // With no keep, the wish is the first choice; else Tab past "Keep it" to it.
        await until(() => hostsOf(focused()).some((node) => node.localName === 'shoal-button'), () => `focus on the panel's choices (${describeFocus()})`);
        await tabTo(buttonText('Make the wish'), 'Make the wish…');
        await press('Enter');
        const panel = inShadow(board, '.panel');
        for (let question = 0; question < 12 && board.state === before; question++) {
          await until(() => hostsOf(focused()).find((node) => node.localName === 'shoal-button'), () => `focus on an answer or Confirm (${describeFocus()})`);
          const asked = panel.textContent;
          await press('Enter');
          await until(() => board.state !== before || panel.textContent !== asked, 'the next question, or the wish taken');
        }
        count('wish');
      } else if (keep) {
        await press(String(keep.slot));
        await focusOn('Keep it in boat');
        await press('Enter');
        count('keep');
      } else if (sell) {
        await tabTo((node) => node.localName === 'button' && node.getAttribute('data-boat') === String(sell.boat) && node.getAttribute('data-seat') === '0', `boat ${sell.boat + 1}`);
        await press('Enter');
        await focusOn('Sell it');
        await press('Enter');
        count('sell');
      } else if (legal.some((action) => action.type === 'pass')) {
        await tabTo(buttonText('Pass'), 'Pass');
        await press('Enter');
        count('pass');
      } else {
        await tabTo((node) => node.localName === 'shoal-button' && board.shadowRoot!.contains(node), 'a first player');
        await press('Enter');
        count('first');
      }
      await until(() => over() || board.state !== before, () => `the move to be taken (focus on ${describeFocus()})`);
      if (!over()) expect(focusWithin(board), `focus stays in the board after the move (${describeFocus()})`).to.equal(true);
    }
    expect(done.get('keep') ?? 0, 'cards kept').to.be.greaterThan(0);
    expect(done.get('wish') ?? 0, 'wishes made').to.be.greaterThan(0);
    const end = await until(() => element.shadowRoot!.querySelector('shoal-end-dialog'), 'the end dialog');
    await until(() => focusWithin(end), () => `focus in the end dialog (${describeFocus()})`);
  });
});
