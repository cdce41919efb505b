import { LitElement, css, html, nothing, type PropertyValues } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { baseStyles } from '../theme/tokens.js';
import '../shared/button.js';
import {
  availableShips,
  bidCap,
  dollars,
  nameOf,
  quotaFor,
  STEP_NAMES,
  tradableShips,
  voteText,
  type QuotaVote,
  type River,
  type SellFishIntent,
  type SellFishView,
} from '../../src/games/sell-fish/index.js';
import { profitPerShip } from '../../src/games/sell-fish/forecast.js';

/** Detail of `sell-fish-intent`: what the player chose. */
export interface SellFishIntentDetail {
  readonly intent: SellFishIntent;
}

type VoteMode = 'none' | 'uniform' | 'table';

const RIVER_NAME = { green: 'Green river', blue: 'Blue river' } as const;

/**
 * What the acting seat can do now, as controls: ready and trade offers in a trade window; the sealed
 * bid, programming or ballot; the pirates' targets. It knows no rules beyond the limits the view shows
 * (caps, ships, quotas); the engine checks every intent.
 *
 * @fires sell-fish-intent - `{intent}` when the player makes a choice.
 */
@customElement('shoal-sell-fish-actions')
export class ShoalSellFishActions extends LitElement {
  static override styles = [
    baseStyles,
    css`
      :host {
        display: block;
      }
      h2 {
        margin: 0 0 var(--shoal-space-2);
        font-size: var(--shoal-text-md);
      }
      p {
        margin: 0 0 var(--shoal-space-2);
        font-size: var(--shoal-text-sm);
      }
      .muted {
        color: var(--shoal-text-muted);
      }
      .row {
        display: flex;
        flex-wrap: wrap;
        align-items: center;
        gap: var(--shoal-space-2);
        margin: var(--shoal-space-2) 0;
      }
      .amount {
        font: 800 var(--shoal-text-xl) var(--shoal-font-display);
        min-width: 3.5ch;
        text-align: center;
      }
      input[type='range'] {
        flex: 1;
        min-width: 8rem;
        accent-color: var(--shoal-accent);
        min-height: var(--shoal-touch);
      }
      input[type='number'],
      select {
        min-height: var(--shoal-touch);
        padding: 0 var(--shoal-space-2);
        border: 2px solid var(--shoal-border);
        border-radius: var(--shoal-radius-sm);
        background: var(--shoal-surface);
        color: var(--shoal-text);
        font: 600 var(--shoal-text-sm) var(--shoal-font);
        width: 5.5rem;
      }
      select {
        width: auto;
      }
      .choices {
        display: flex;
        flex-wrap: wrap;
        gap: var(--shoal-space-1);
      }
      .choices button {
        min-width: var(--shoal-touch);
        min-height: var(--shoal-touch);
        border-radius: var(--shoal-radius-sm);
        border: 2px solid var(--shoal-border);
        background: var(--shoal-surface);
        color: var(--shoal-text);
        font: 700 var(--shoal-text-md) var(--shoal-font);
        cursor: pointer;
      }
      .choices button[aria-pressed='true'] {
        background: var(--shoal-accent);
        border-color: var(--shoal-accent);
        color: var(--shoal-on-accent);
      }
      .choices button.over {
        border-color: var(--shoal-danger);
      }
      button:focus-visible,
      input:focus-visible,
      select:focus-visible {
        outline: 3px solid var(--shoal-focus);
        outline-offset: 2px;
      }
      .warn {
        color: var(--shoal-danger);
        font-weight: 600;
      }
      .offers {
        list-style: none;
        margin: 0 0 var(--shoal-space-2);
        padding: 0;
        display: grid;
        gap: var(--shoal-space-2);
      }
      .offers li {
        display: flex;
        flex-wrap: wrap;
        align-items: center;
        gap: var(--shoal-space-2);
        padding: var(--shoal-space-2);
        border: 1px solid var(--shoal-border);
        border-radius: var(--shoal-radius-sm);
        font-size: var(--shoal-text-sm);
      }
      .offers li span {
        flex: 1;
        min-width: 10rem;
      }
      details {
        margin: var(--shoal-space-2) 0;
        font-size: var(--shoal-text-sm);
      }
      summary {
        cursor: pointer;
        min-height: var(--shoal-touch);
        display: flex;
        align-items: center;
        font-weight: 600;
      }
      fieldset {
        border: 0;
        padding: 0;
        margin: 0 0 var(--shoal-space-2);
      }
      legend {
        font-weight: 700;
        margin-bottom: var(--shoal-space-1);
      }
      label {
        display: inline-flex;
        align-items: center;
        gap: var(--shoal-space-1);
        font-size: var(--shoal-text-sm);
      }
    `,
  ];

  /** The acting seat's view (its own sealed choice included). */
  @property({ attribute: false }) view: SellFishView | null = null;
  /** The seat whose controls these are. */
  @property({ type: Number }) seat = 0;
  /** The intents open to the seat (empty: nothing to do now). */
  @property({ attribute: false }) legal: readonly SellFishIntent[] = [];

  @state() private _bid = 0;
  @state() private _ships = 0;
  @state() private _vote: Record<River, { mode: VoteMode; uniform: number; table: number[] }> = {
    green: { mode: 'none', uniform: 1, table: [] },
    blue: { mode: 'none', uniform: 1, table: [] },
  };
  @state() private _trade = { to: -1, side: 'sell' as 'sell' | 'buy', ships: 1, price: 10 };
  private _stepKey = '';

  protected override willUpdate(_changed: PropertyValues<this>): void {
    const view = this.view;
    if (!view) return;
    // A new step starts from sensible values: no bid, as many ships as last time allows, the quota's number.
    const key = `${view.year}:${view.stage}:${view.step}:${this.seat}`;
    if (key !== this._stepKey) {
      this._stepKey = key;
      this._bid = 0;
      if (view.sealed && (view.sealed.step === 'green' || view.sealed.step === 'blue')) {
        const river = view.sealed.step;
        this._ships = Math.min(availableShips(view, this.seat, river), quotaFor(view.rivers[river].quota, this.seat), 2);
      }
      const others = Array.from({ length: view.players }, (_, s) => s).filter((s) => s !== this.seat);
      if (!others.includes(this._trade.to)) this._trade = { ...this._trade, to: others[0] ?? 0 };
    }
  }

  private _send(intent: SellFishIntent): void {
    this.dispatchEvent(new CustomEvent<SellFishIntentDetail>('sell-fish-intent', { detail: { intent }, bubbles: true, composed: true }));
  }

  override render() {
    const view = this.view;
    if (!view) return nothing;
    if (view.step === 'window') return this._window(view);
    if (view.step === 'commit' && view.sealed) {
      if (view.sealed.commitments[this.seat] !== null) return this._sealed(view);
      if (view.sealed.step === 'quota') return this._ballot(view);
      if (view.sealed.step === 'green' || view.sealed.step === 'blue') return this._programme(view, view.sealed.step);
      return this._auction(view);
    }
    if (view.step === 'attack' && this.legal.length > 0) return this._attack(view);
    if (view.step === 'reveal') return html`<p class="muted">Every choice is sealed; the communities open them together.</p>`;
    return nothing;
  }

  private _sealed(view: SellFishView) {
    const waiting = view.sealed!.commitments.flatMap((c, s) => (c === null ? [nameOf(s)] : []));
    const own = view.own;
    const what =
      own === null
        ? 'Your choice'
        : own.step === 'quota'
          ? `Your ballot (Green ${voteText((own.value as { green: QuotaVote }).green)}, Blue ${voteText((own.value as { blue: QuotaVote }).blue)})`
          : own.step === 'green' || own.step === 'blue'
            ? `Your ${own.value} ship${own.value === 1 ? '' : 's'} for the ${RIVER_NAME[own.step]}`
            : `Your bid of ${dollars(own.value as number)}`;
    return html`<p><strong>${what}</strong> is sealed. Nobody can see it until everyone has sealed theirs.</p>
      <p class="muted">Waiting for ${waiting.join(', ')}.</p>`;
  }

  private _window(view: SellFishView) {
    const toMe = view.offers.filter((o) => o.to === this.seat);
    const fromMe = view.offers.filter((o) => o.from === this.seat);
    const ready = view.ready[this.seat];
    const next = STEP_NAMES[view.stage];
    return html`<h2>Trade window before ${next}</h2>
      ${toMe.length
        ? html`<ul class="offers" aria-label="Offers to you">
            ${toMe.map(
              (o) => html`<li>
                <span>${nameOf(o.from)} ${o.side === 'sell' ? `offers you ${o.ships} ship${o.ships === 1 ? '' : 's'} for ${dollars(o.price)}` : `offers ${dollars(o.price)} for ${o.ships} of your ships`}.</span>
                <shoal-button compact @click=${() => this._send({ type: 'accept', offer: o.id })}>Accept</shoal-button>
                <shoal-button compact variant="quiet" @click=${() => this._send({ type: 'reject', offer: o.id })}>Reject</shoal-button>
              </li>`,
            )}
          </ul>`
        : nothing}
      ${fromMe.length ? html`<p class="muted">Your open offers: ${fromMe.map((o) => `${o.ships} ship${o.ships === 1 ? '' : 's'} ${o.side === 'sell' ? 'to' : 'from'} ${nameOf(o.to)} for ${dollars(o.price)}`).join('; ')}.</p>` : nothing}
      ${ready ? html`<p class="muted">You are ready. Waiting for ${view.ready.flatMap((r, s) => (r ? [] : [nameOf(s)])).join(', ')}.</p>` : this._tradeForm(view)}
      ${ready ? nothing : html`<div class="row"><shoal-button @click=${() => this._send({ type: 'ready' })}>Ready for ${next}</shoal-button></div>`}`;
  }

  private _tradeForm(view: SellFishView) {
    const t = this._trade;
    const others = Array.from({ length: view.players }, (_, s) => s).filter((s) => s !== this.seat);
    const giver = t.side === 'sell' ? this.seat : t.to;
    const can = tradableShips(view.communities[giver]!);
    return html`<details>
      <summary>Offer a ship trade</summary>
      <div class="row">
        <label>With
          <select aria-label="Trade with" @change=${(e: Event) => (this._trade = { ...t, to: Number((e.target as HTMLSelectElement).value) })}>
            ${others.map((s) => html`<option value=${s} ?selected=${s === t.to}>${nameOf(s)}</option>`)}
          </select>
        </label>
        <label><input type="radio" name="side" .checked=${t.side === 'sell'} @change=${() => (this._trade = { ...t, side: 'sell' })} />I give ships</label>
        <label><input type="radio" name="side" .checked=${t.side === 'buy'} @change=${() => (this._trade = { ...t, side: 'buy' })} />I receive ships</label>
      </div>
      <div class="row">
        <label>Ships <input type="number" min="1" max=${Math.max(1, can)} .value=${String(t.ships)} @input=${(e: Event) => (this._trade = { ...t, ships: Number((e.target as HTMLInputElement).value) })} /></label>
        <label>Price $ <input type="number" min="0" .value=${String(t.price)} @input=${(e: Event) => (this._trade = { ...t, price: Number((e.target as HTMLInputElement).value) })} /></label>
        <shoal-button compact variant="secondary" ?disabled=${can < 1} @click=${() => this._send({ type: 'offer', to: t.to, side: t.side, ships: t.ships, price: t.price })}>Make offer</shoal-button>
      </div>
      <p class="muted">${t.side === 'sell' ? 'You' : nameOf(t.to)} can trade ${can} ship${can === 1 ? '' : 's'} now (ships in port not sent this year). The price is paid by whoever receives the ships, and may take money below zero.</p>
    </details>`;
  }

  private _auction(view: SellFishView) {
    const cap = bidCap(view, this.seat);
    const slider = Math.min(cap, Math.max(20, view.communities[this.seat]!.money));
    const what = view.sealed!.step === 'lease' ? 'the leased ship (usable next year)' : 'a new ship (it may fish this year)';
    return html`<h2>Sealed bid: ${STEP_NAMES[view.sealed!.step]}</h2>
      <p>Bid for ${what}. The highest bid wins and pays; equal bids are drawn at random; 0 is no bid.</p>
      <div class="row">
        <shoal-button compact variant="quiet" aria-label="One dollar less" ?disabled=${this._bid <= 0} @click=${() => (this._bid = Math.max(0, this._bid - 1))}>−</shoal-button>
        <span class="amount" aria-live="polite">$${this._bid}</span>
        <shoal-button compact variant="quiet" aria-label="One dollar more" ?disabled=${this._bid >= cap} @click=${() => (this._bid = Math.min(cap, this._bid + 1))}>+</shoal-button>
        <input type="range" min="0" max=${slider} .value=${String(this._bid)} aria-label="Bid in dollars" @input=${(e: Event) => (this._bid = Number((e.target as HTMLInputElement).value))} />
      </div>
      <div class="row"><shoal-button @click=${() => this._send({ type: 'bid', amount: this._bid })}>${this._bid === 0 ? 'Seal: no bid' : `Seal bid of $${this._bid}`}</shoal-button></div>
      <p class="muted">Highest bid allowed: ${cap >= 1_000_000 ? 'no limit' : `$${cap}`}.</p>`;
  }

  private _programme(view: SellFishView, river: River) {
    const can = availableShips(view, this.seat, river);
    const quota = quotaFor(view.rivers[river].quota, this.seat);
    const k = this._ships;
    const alone = profitPerShip(view, river, k);
    return html`<h2>Secret programming: the ${RIVER_NAME[river]}</h2>
      <p>How many of your ${can} available ships fish here this year? Everyone's numbers are revealed together.</p>
      <div class="choices" role="group" aria-label="Ships to send">
        ${Array.from({ length: can + 1 }, (_, n) => html`<button type="button" class=${n > quota ? 'over' : ''} aria-pressed=${n === k ? 'true' : 'false'} @click=${() => (this._ships = n)}>${n}</button>`)}
      </div>
      ${k > quota ? html`<p class="warn">Over the quota of ${quota}: inspection, 1 chance in 2 to be caught (all ${k} ships go home, $3 each and a fine).</p>` : nothing}
      <p class="muted">If only your ${k} fished, each would earn about ${alone >= 0 ? '+' : '−'}$${Math.abs(Math.round(alone * 10) / 10)}; more ships in the river lower the stock and the catch. A ship left in port costs $3.</p>
      <div class="row"><shoal-button @click=${() => this._send({ type: 'send', ships: k })}>Seal: ${k} ship${k === 1 ? '' : 's'} to the ${RIVER_NAME[river]}</shoal-button></div>`;
  }

  private _ballotValue(river: River): QuotaVote {
    const v = this._vote[river];
    if (v.mode === 'none') return 'none';
    if (v.mode === 'uniform') return v.uniform;
    return Array.from({ length: this.view!.players }, (_, s) => v.table[s] ?? v.uniform);
  }

  private _setVote(river: River, change: Partial<{ mode: VoteMode; uniform: number; table: number[] }>): void {
    this._vote = { ...this._vote, [river]: { ...this._vote[river], ...change } };
  }

  private _ballot(view: SellFishView) {
    const rivers: River[] = ['green', 'blue'];
    return html`<h2>Secret quota vote</h2>
      <p>For each river: no quota, the same number of ships for everyone, or a number per community (only if everyone votes the same table). A strict majority decides; otherwise last year's quota stays.</p>
      ${rivers.map((river) => {
        const v = this._vote[river];
        return html`<fieldset>
          <legend>${RIVER_NAME[river]}</legend>
          <div class="row">
            <label><input type="radio" name=${`mode-${river}`} .checked=${v.mode === 'none'} @change=${() => this._setVote(river, { mode: 'none' })} />No quota</label>
            <label><input type="radio" name=${`mode-${river}`} .checked=${v.mode === 'uniform'} @change=${() => this._setVote(river, { mode: 'uniform' })} />Each may send</label>
            <input type="number" min="0" max="99" aria-label=${`${RIVER_NAME[river]} quota per community`} .value=${String(v.uniform)} @input=${(e: Event) => this._setVote(river, { uniform: Math.max(0, Math.min(99, Number((e.target as HTMLInputElement).value) || 0)), mode: v.mode === 'none' ? 'uniform' : v.mode })} />
            <label><input type="radio" name=${`mode-${river}`} .checked=${v.mode === 'table'} @change=${() => this._setVote(river, { mode: 'table' })} />Per community</label>
          </div>
          ${v.mode === 'table'
            ? html`<div class="row">${Array.from({ length: view.players }, (_, s) => html`<label>${nameOf(s)} <input type="number" min="0" max="99" .value=${String(v.table[s] ?? v.uniform)} @input=${(e: Event) => {
                const table = Array.from({ length: view.players }, (_, t) => v.table[t] ?? v.uniform);
                table[s] = Math.max(0, Math.min(99, Number((e.target as HTMLInputElement).value) || 0));
                this._setVote(river, { table });
              }} /></label>`)}</div>`
            : nothing}
        </fieldset>`;
      })}
      <div class="row"><shoal-button @click=${() => this._send({ type: 'vote', green: this._ballotValue('green'), blue: this._ballotValue('blue') })}>Seal ballot</shoal-button></div>`;
  }

  private _attack(view: SellFishView) {
    const river = view.attack!.river;
    const options = this.legal.filter((i) => i.type === 'attack');
    return html`<h2>Pirate attack on the ${RIVER_NAME[river]}</h2>
      <p>Send a ship fishing here home: its owner pays $3 harbour cost and $3 to you. An unused chip keeps for the next river only.</p>
      <div class="row">
        ${options.map((o) => html`<shoal-button compact variant=${o.targets.length ? 'secondary' : 'quiet'} @click=${() => this._send(o)}>${o.targets.length === 0 ? 'Hold the chips' : `Attack ${o.targets.map(nameOf).join(' and ')}`}</shoal-button>`)}
      </div>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'shoal-sell-fish-actions': ShoalSellFishActions;
  }
}
