// Fishery from the first ship to the end dialog with the keyboard alone: Tab onto the board, arrows to
// a square or a net space, Enter to place, P to pass (and the question before a game-ending pass
// answered from the keyboard too).
import { expect } from 'chai';
import { html } from 'lit';
import '../../components/fishery/table.js';
import type { ShoalFisheryTable } from '../../components/fishery/table.js';
import type { ShoalFisheryBoard } from '../../components/fishery/board.js';
import { savedGameKey } from '../../components/table/save-slots.js';
import type { FisheryState } from '../../src/games/fishery/index.js';
import { cleanup, fixture, inShadow, until } from './helpers/fixture.js';
import { buttonText, describeFocus, focusWithin, press, tabTo } from './helpers/keyboard.js';

const SLOT = 'keyboard-test';

describe('Fishery with the keyboard alone', () => {
  beforeEach(() => localStorage.removeItem(savedGameKey('fishery', SLOT)));
  afterEach(() => {
    cleanup();
    localStorage.removeItem(savedGameKey('fishery', SLOT));
  });

  it('plays a whole game against the Easy bot: ships, a net, passes, the end dialog', async function () {
    this.timeout(120_000);
    const element = await fixture<ShoalFisheryTable>(
      html`<shoal-fishery-table mode="bot" .saveSlot=${SLOT} .request=${{ mode: 'bot', seat: 0, level: 'easy' }} .botDelay=${0}></shoal-fishery-table>`,
    );
    const board = inShadow<ShoalFisheryBoard>(element, 'shoal-fishery-board');
    const svg = inShadow(board, 'svg');
    const position = () => board.state as FisheryState;
    const myTurn = () => position().phase === 'over' || (position().turn === 0 && board.interactive);
    const awaitMyTurn = () => until(myTurn, () => `my turn (focus on ${describeFocus()})`, 30_000);

    await tabTo((node) => node === svg, 'the board');
    // The cursor starts on the centre square (E4) and stays where the last ship went.
    const cursor = { x: 4, y: 3 };
    while (position().phase === 'ships') {
      await awaitMyTurn();
      if (position().phase !== 'ships') break;
      expect(focusWithin(board), `focus stays on the board after the bot's ship (${describeFocus()})`).to.equal(true);
      const free = position().ships.findIndex((holder) => holder === null);
      const target = { x: free % 9, y: Math.floor(free / 9) };
      for (; cursor.x < target.x; cursor.x++) await press('ArrowRight');
      for (; cursor.x > target.x; cursor.x--) await press('ArrowLeft');
      for (; cursor.y < target.y; cursor.y++) await press('ArrowDown');
      for (; cursor.y > target.y; cursor.y--) await press('ArrowUp');
      const before = position().turnsTaken;
      await press('Enter');
      await until(() => position().turnsTaken > before, 'my ship on the board');
    }
    expect(position().ships.filter((holder) => holder === 0)).to.have.length(6);

    // One net: step east from the cursor's square onto net spaces until one may take a net.
    await awaitMyTurn();
    let netLaid = false;
    for (let step = 0; step < 16 && position().phase === 'nets' && !netLaid; step++) {
      await press(step < 8 ? 'ArrowRight' : 'ArrowLeft');
      const text = inShadow(board, '#cursor-text').textContent ?? '';
      if (text.endsWith('you can lay a net here')) {
        const nets = position().netsLeft[0];
        await press('Enter');
        await until(() => position().netsLeft[0] < nets || position().phase === 'over', 'my net on the board');
        netLaid = true;
      }
    }
    expect(netLaid, 'a net laid from the keyboard').to.equal(true);

    // Then pass until the game ends; a pass that may end it is confirmed from the keyboard.
    while (position().phase !== 'over') {
      await awaitMyTurn();
      if (position().phase === 'over') break;
      expect(focusWithin(board), `focus is still on the board (${describeFocus()})`).to.equal(true);
      const turns = position().turnsTaken;
      await press('p');
      const asked = element.shadowRoot!.querySelector('[data-action="confirm-pass"]');
      const dialog = inShadow<HTMLElement & { open: boolean }>(element, 'shoal-dialog[data-role="pass-question"]');
      await until(() => position().turnsTaken > turns || dialog.open, 'the pass, or the question before it');
      if (dialog.open) {
        expect(focusWithin(dialog), 'the question takes focus').to.equal(true);
        await tabTo((node) => node === asked, 'the Pass button of the question');
        await press('Enter');
        await until(() => position().turnsTaken > turns, 'the confirmed pass');
        if (position().phase !== 'over') expect(focusWithin(board), `focus back on the board (${describeFocus()})`).to.equal(true);
      }
    }

    const end = await until(() => element.shadowRoot!.querySelector('shoal-end-dialog'), 'the end dialog');
    await until(() => focusWithin(end), () => `focus in the end dialog (${describeFocus()})`);
    await tabTo(buttonText('Rematch'), 'the rematch button');
    await press('Escape');
    await until(() => !end.open, 'the end dialog closed with Escape');
    await tabTo(buttonText('Result'), 'the Result button', { backwards: true });
  });
});
