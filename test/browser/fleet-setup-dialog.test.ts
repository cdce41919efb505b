import { expect } from 'chai';
import { html } from 'lit';
import '../../components/fleet/setup-dialog.js';
import type { FleetSetupDetail, ShoalFleetSetupDialog } from '../../components/fleet/setup-dialog.js';
import { fleetManifest } from '../../src/games/fleet/manifest.js';
import { cleanup, fixture, inShadow, settle } from './helpers/fixture.js';

/** The level sentence under the choices, as the player reads it. */
const sentence = (dialog: ShoalFleetSetupDialog): string => inShadow<HTMLElement>(dialog, '[data-level-description]').textContent.trim();

describe('shoal-fleet-setup-dialog', () => {
  afterEach(cleanup);

  it('offers Easy, Medium and Hard, each described in a sentence under the choices as it is picked', async () => {
    const dialog = await fixture<ShoalFleetSetupDialog>(
      html`<shoal-fleet-setup-dialog .levels=${fleetManifest.bots} .initial=${{ players: 4, seat: 'random', level: 'skipper' }} open></shoal-fleet-setup-dialog>`,
    );
    await settle(dialog);
    const labels = Array.from(dialog.shadowRoot!.querySelectorAll('input[name="level"]')).map((input) => input.parentElement!.textContent.trim());
    expect(labels).to.deep.equal(['Easy', 'Medium', 'Hard']);
    expect(sentence(dialog)).to.equal(fleetManifest.bots[1]!.description);
    const radios = dialog.shadowRoot!.querySelectorAll<HTMLInputElement>('input[name="level"]');
    for (const [i, bot] of fleetManifest.bots.entries()) {
      radios[i]!.click();
      await settle(dialog);
      expect(sentence(dialog)).to.equal(bot.description);
      expect(inShadow<HTMLElement>(dialog, '[data-level-description]').getBoundingClientRect().height).to.be.greaterThan(0);
    }
    let started: FleetSetupDetail | null = null;
    dialog.addEventListener('fleet-setup', (event) => (started = (event as CustomEvent<FleetSetupDetail>).detail));
    radios[0]!.click();
    await settle(dialog);
    Array.from(dialog.shadowRoot!.querySelectorAll('shoal-button')).find((b) => b.textContent.trim() === 'Start game')!.click();
    expect(started).to.deep.include({ level: 'easy' });
  });

  it('picks Easy for a game saved with the former Random level', async () => {
    const dialog = await fixture<ShoalFleetSetupDialog>(
      html`<shoal-fleet-setup-dialog .levels=${fleetManifest.bots} .initial=${{ players: 3, seat: 0, level: 'random' }} open></shoal-fleet-setup-dialog>`,
    );
    await settle(dialog);
    expect(inShadow<HTMLInputElement>(dialog, 'input[name="level"]').checked).to.equal(true);
    expect(sentence(dialog)).to.equal(fleetManifest.bots[0]!.description);
  });
});
