// SELL.fish from the first year to the final ranking with the keyboard alone: Tab through each step's
// controls (the bid slider moved with the arrow keys), Enter seals a bid, a sending or a ballot, or
// declares ready; while the bot chooses, focus stays on the board and comes back to the next step's
// first control.
import { expect } from 'chai';
import { html } from 'lit';
import '../../components/sell-fish/table.js';
import type { ShoalSellFishTable } from '../../components/sell-fish/table.js';
import type { ShoalSellFishBoard } from '../../components/sell-fish/board.js';
import { savedGameKey } from '../../components/table/save-slots.js';
import { cleanup, fixture, inShadow, until } from './helpers/fixture.js';
import { buttonText, describeFocus, focused, focusWithin, hostsOf, press, tabTo } from './helpers/keyboard.js';

const SLOT = 'keyboard-test';

/** The control that plays each kind of step, by the words on it. */
const BUTTON_FOR: Readonly<Record<string, string>> = { ready: 'Ready for', send: 'Seal: ', vote: 'Seal ballot', attack: 'Hold the chips', bid: 'Seal' };

describe('SELL.fish with the keyboard alone', () => {
  beforeEach(() => localStorage.removeItem(savedGameKey('sell-fish', SLOT)));
  afterEach(() => {
    cleanup();
    localStorage.removeItem(savedGameKey('sell-fish', SLOT));
  });

  it('plays a two-community game against the Easy bot: bids, sendings, ballots and trade windows, to the final ranking', async function () {
    this.timeout(300_000);
    const element = await fixture<ShoalSellFishTable>(
      html`<shoal-sell-fish-table mode="bot" .saveSlot=${SLOT} .request=${{ mode: 'bot', seat: 0, level: 'easy', players: 2 }} .botDelay=${0}></shoal-sell-fish-table>`,
    );
    const board = () => inShadow<ShoalSellFishBoard>(element, 'shoal-sell-fish-board');
    const over = () => element.shadowRoot!.querySelector('shoal-end-dialog') !== null;
    const done = new Map<string, number>();
    let raised = false;
    for (let decision = 0; decision < 600 && !over(); decision++) {
      await until(() => over() || (board().interactive && board().legal.some((intent) => intent.type in BUTTON_FOR)), () => `my turn (focus on ${describeFocus()})`, 60_000);
      if (over()) break;
      const legal = board().legal;
      const kind = ['attack', 'vote', 'send', 'bid', 'ready'].find((type) => legal.some((intent) => intent.type === type))!;
      const before = board().view;
      if (decision > 0) {
        // Focus waits in the board, and moves to the step's first control when it is there.
        expect(focusWithin(board()), `focus is in the board at my turn (${describeFocus()})`).to.equal(true);
        await until(() => hostsOf(focused()).some((node) => node.localName === 'shoal-sell-fish-actions'), () => `focus on the step's controls (${describeFocus()})`);
      }
      if (kind === 'bid' && !raised && legal.some((intent) => intent.type === 'bid' && intent.amount === 1)) {
        await tabTo((node) => node.getAttribute('aria-label') === 'Bid in dollars', 'the bid slider');
        await press('ArrowRight');
        await tabTo(buttonText('Seal bid of $1'), 'Seal bid of $1');
        raised = true;
      } else {
        await tabTo(buttonText(BUTTON_FOR[kind]!), BUTTON_FOR[kind]!);
      }
      await press('Enter');
      done.set(kind, (done.get(kind) ?? 0) + 1);
      await until(() => over() || board().view !== before, () => `the ${kind} to be taken (focus on ${describeFocus()})`);
      if (!over()) expect(focusWithin(board()), `focus stays in the board after the ${kind} (${describeFocus()})`).to.equal(true);
    }
    expect(raised, 'a bid raised with the arrow keys').to.equal(true);
    expect(done.get('send') ?? 0, 'ships sent').to.be.greaterThan(0);
    expect(done.get('ready') ?? 0, 'trade windows closed').to.be.greaterThan(0);
    const end = await until(() => element.shadowRoot!.querySelector('shoal-end-dialog'), 'the end dialog');
    await until(() => focusWithin(end), () => `focus in the end dialog (${describeFocus()})`);
  });
});
