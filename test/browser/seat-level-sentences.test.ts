import { expect } from 'chai';
import { html } from 'lit';
import '../../components/sell-fish/setup-dialog.js';
import '../../components/wishes/setup-dialog.js';
import type { ShoalSellFishSetupDialog } from '../../components/sell-fish/setup-dialog.js';
import type { ShoalWishesSetupDialog } from '../../components/wishes/setup-dialog.js';
import { sellFishManifest } from '../../src/games/sell-fish/manifest.js';
import { wishesManifest } from '../../src/games/wishes/manifest.js';
import { cleanup, fixture, settle } from './helpers/fixture.js';

type SeatDialog = ShoalSellFishSetupDialog | ShoalWishesSetupDialog;

/** The level sentences under the seats, as the player reads them: [level, sentence]. */
function sentences(dialog: SeatDialog): [string, string][] {
  const list = dialog.shadowRoot!.querySelector('[data-level-descriptions]');
  if (!list) return [];
  const terms = Array.from(list.querySelectorAll('dt')).map((dt) => dt.textContent.trim());
  return Array.from(list.querySelectorAll('dd')).map((dd, i) => [terms[i]!, dd.textContent.trim()]);
}

async function chooseAt(dialog: SeatDialog, seat: number, choice: string): Promise<void> {
  const select = dialog.shadowRoot!.querySelector<HTMLSelectElement>(`select[data-seat="${seat}"]`)!;
  select.value = choice;
  select.dispatchEvent(new Event('change'));
  await settle(dialog);
}

const dialogs = [
  {
    name: 'SELL.fish',
    levels: sellFishManifest.bots,
    make: () => fixture<SeatDialog>(html`<shoal-sell-fish-setup-dialog .levels=${sellFishManifest.bots} .initial=${{ players: 3, botSeats: {}, options: {} }} open></shoal-sell-fish-setup-dialog>`),
  },
  {
    name: 'Wishes',
    levels: wishesManifest.bots,
    make: () => fixture<SeatDialog>(html`<shoal-wishes-setup-dialog .levels=${wishesManifest.bots} .initial=${{ players: 3, botSeats: {} }} open></shoal-wishes-setup-dialog>`),
  },
];

describe('per-seat set-up dialogs describe the bot levels at the table', () => {
  afterEach(cleanup);

  for (const { name, levels, make } of dialogs) {
    it(`${name}: no sentence with people only; each level seated gets its sentence once, weakest first; a level unseated loses it`, async () => {
      const dialog = await make();
      await settle(dialog);
      expect(sentences(dialog)).to.deep.equal([]);
      const hard = levels[levels.length - 1]!;
      const easy = levels.find((level) => level.id === 'easy')!;
      await chooseAt(dialog, 2, hard.id);
      expect(sentences(dialog)).to.deep.equal([[`${hard.label} bot`, hard.description]]);
      await chooseAt(dialog, 1, hard.id);
      await chooseAt(dialog, 0, easy.id);
      expect(sentences(dialog)).to.deep.equal([
        [`${easy.label} bot`, easy.description],
        [`${hard.label} bot`, hard.description],
      ]);
      const list = dialog.shadowRoot!.querySelector<HTMLElement>('[data-level-descriptions]')!;
      expect(list.getBoundingClientRect().height).to.be.greaterThan(0);
      await chooseAt(dialog, 0, 'person');
      expect(sentences(dialog)).to.deep.equal([[`${hard.label} bot`, hard.description]]);
    });
  }
});
