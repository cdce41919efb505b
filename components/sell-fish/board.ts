import { LitElement, html, nothing } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { baseStyles } from '../theme/tokens.js';
import { dollars, endChance, nameOf, stagesOf, STEP_NAMES, type SellFishEvent, type SellFishIntent, type SellFishView, type Stage } from '../../src/games/sell-fish/index.js';
import { seatMarker } from '../shared/seat-marker.js';
import { FocusKeeper } from '../shared/focus-keeper.js';
import { focusableWithin } from '../shared/focusable.js';
import './actions.js';
import { boardStyles } from './board-styles.js';
import { yearChart } from './chart.js';
import { communityCard } from './fleet.js';
import { happenings } from './happenings.js';
import { SELL_FISH_SEAT_LOOKS } from './looks.js';
import { riverCard } from './rivers.js';

export type { SellFishIntentDetail } from './actions.js';

const SHORT: Readonly<Record<Stage, string>> = {
  quota: 'Quota',
  'auction-1': 'Ship 1',
  'auction-2': 'Ship 2',
  lease: 'Lease',
  green: 'Green',
  blue: 'Blue',
  port: 'Port',
};

/**
 * The SELL.fish board: the year and its stages with the odds the game ends, the two rivers with their
 * stock tracks and quotas, every community's money and fleet, the acting seat's controls, what the last
 * resolution did (animated briefly), the year-by-year chart and, at the end, the final ranking. It knows
 * no rules: the view, the acting seat and its legal intents come in; intents go out.
 *
 * @fires sell-fish-intent - `{intent}` (from the controls) when the acting player chooses.
 */
@customElement('shoal-sell-fish-board')
export class ShoalSellFishBoard extends LitElement {
  static override styles = [baseStyles, boardStyles];

  /** What the acting seat (or a spectator) sees. */
  @property({ attribute: false }) view: SellFishView | null = null;
  /** The seat whose controls are shown, or null to show none. */
  @property({ attribute: false }) seat: number | null = null;
  @property({ attribute: false }) legal: readonly SellFishIntent[] = [];
  /** Who plays each seat: "You", "Hard bot", "Ada". */
  @property({ attribute: false }) roles: readonly string[] = [];
  /** What the latest resolution did. */
  @property({ attribute: false }) events: readonly SellFishEvent[] = [];
  @property({ type: Boolean }) interactive = false;

  constructor() {
    super();
    // The controls go while others choose: the board keeps focus, then hands it to the next step's first control.
    this.addController(new FocusKeeper(this, () => this.renderRoot.querySelector<HTMLElement>('.board'), () => this._firstControl()));
  }

  private async _firstControl(): Promise<HTMLElement | null> {
    const actions = this.renderRoot.querySelector('shoal-sell-fish-actions');
    if (!actions) return null;
    await actions.updateComplete;
    return focusableWithin(actions.shadowRoot!)[0] ?? null;
  }

  override render() {
    const view = this.view;
    if (!view) return nothing;
    if (view.step === 'seating') return html`<p>Seating the communities…</p>`;
    const stages = stagesOf(view);
    const now = stages.indexOf(view.stage);
    const odds = endChance(view);
    return html`<div class="board" tabindex="-1">
      <div class="year">
        <span>Year <strong>${view.year}</strong> of ${view.options.amounts.years}</span>
        <ol class="stages" aria-label="This year's steps">
          ${stages.map((s, i) => html`<li class=${i === now && view.step !== 'over' ? 'now' : i < now ? 'done' : ''} aria-current=${i === now ? 'step' : 'false'}>${SHORT[s]}</li>`)}
        </ol>
        ${view.threatSince !== null ? html`<span class="threat">Extinction threat since year ${view.threatSince}</span>` : nothing}
        <span class="odds">${view.step === 'over' ? 'Final score: money plus fleet value.' : odds === 0 ? 'The game cannot end this year.' : odds === 1 ? 'The last year.' : `The game ends after this year with chance ${Math.round(odds * 100)}%.`}</span>
      </div>
      <div class="rivers">${riverCard(view, 'green')}${riverCard(view, 'blue')}</div>
      ${view.final ? this._final(view) : nothing}
      ${this.interactive && this.seat !== null && view.step !== 'over'
        ? html`<section class="panel" aria-label=${`${nameOf(this.seat)}: ${STEP_NAMES[view.stage]}`}>
            <shoal-sell-fish-actions .view=${view} .seat=${this.seat} .legal=${this.legal}></shoal-sell-fish-actions>
          </section>`
        : nothing}
      ${happenings(this.events, view.options)}
      <ul class="communities" aria-label="Communities">
        ${view.communities.map((_c, seat) => communityCard(view, seat, this.roles[seat] ?? '', seat === this.seat && this.interactive))}
      </ul>
      ${yearChart(view)}
    </div>`;
  }

  private _final(view: SellFishView) {
    const f = view.final!;
    const order = f.total.map((_t, seat) => seat).sort((a, b) => f.total[b]! - f.total[a]! || view.communities[b]!.ships - view.communities[a]!.ships);
    return html`<table class="final" aria-label="Final ranking">
      <thead><tr><th>Community</th><th>Money</th><th>Fleet</th><th>Score</th></tr></thead>
      <tbody>
        ${order.map(
          (seat) => html`<tr>
            <td>${seatMarker(SELL_FISH_SEAT_LOOKS[seat]!, 16)} ${nameOf(seat)}${f.winners.includes(seat) ? html` <span class="winner">winner</span>` : nothing}</td>
            <td>${dollars(f.money[seat]!)}</td>
            <td>${view.communities[seat]!.ships} ships: ${dollars(f.fleetValue[seat]!)}</td>
            <td><strong>${dollars(f.total[seat]!)}</strong></td>
          </tr>`,
        )}
      </tbody>
    </table>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'shoal-sell-fish-board': ShoalSellFishBoard;
  }
}
