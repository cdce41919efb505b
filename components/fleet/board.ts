import { LitElement, html, nothing, type PropertyValues } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { baseStyles } from '../theme/tokens.js';
import '../shared/button.js';
import '../shared/deck-progress.js';
import { turnPillStyles } from '../shared/turn-pill-styles.js';
import type { DeckProgress } from '../../src/table/deck-progress.js';
import type { Duty, Seat } from '../../src/core/index.js';
import {
  BOATS_FL_T2,
  LICENCES_FL_T1,
  amountDue,
  boatType,
  cashValue,
  hireLimit,
  launchDue,
  launchLimit,
  mayLaunch,
  type FleetIntent,
  type FleetView,
  type PaymentChoice,
} from '../../src/games/fleet/index.js';
import { boardStyles } from './board-styles.js';
import './final.js';
import { fleetList, type FreshMarks } from './fleets.js';
import { handRow, type HandMode } from './hand.js';
import { BOAT_LOOK, boatName, licenceName, seatColourName } from './looks.js';
import { market } from './market.js';
import { describeEvents } from './narrate.js';
import { judgePayment } from './payment.js';
import { reshuffleSteps, setupSteps, stepList } from './setting-up.js';
import { phaseTracker, piles } from './tracker.js';

/** Detail of `fleet-intent`: what the player asked for (checked by the seat and the rules, not here). */
export interface FleetIntentDetail {
  readonly intent: FleetIntent;
}

const EMPTY_PAYMENT: PaymentChoice = { cards: [], crates: 0, goneFishin: 0 };

/**
 * The Fleet board: the phase tracker with what each player still owes, the licence auction, the table's
 * piles (crate supply, boat deck, discard pile, licence deck), the viewer's hand with each card's cash
 * value and uses, every player's fleet (licences, boats, face-down captains, crates), and a panel with
 * the viewer's choice now: open or decline, raise or pass, a payment picker (total, overpayment and
 * padding warnings), launch, hire, process and trade, discard. It knows no rules: the view and the
 * legal intents come in as properties, the choice goes out as `fleet-intent`; a payment is explained
 * by the engine's own check before it is made. The last move's effects animate.
 *
 * Keyboard: Tab through licences, cards, boats and the panel's controls; Enter or Space picks; the bid
 * takes the arrow keys; Escape steps back.
 *
 * @fires fleet-intent - `{intent}`: the choice made.
 * @csspart tracker - The phase tracker and piles.
 * @csspart market - The licence auction.
 * @csspart panel - The choice panel.
 * @csspart hand - The viewer's hand.
 * @csspart fleets - Every player's fleet.
 */
@customElement('shoal-fleet-board')
export class ShoalFleetBoard extends LitElement {
  static override styles = [baseStyles, boardStyles, turnPillStyles];

  /** What the viewer sees: the public state plus its own hand and captains. */
  @property({ attribute: false }) view: FleetView | null = null;
  /** The viewer's seat, or null to watch. */
  @property({ attribute: false }) seat: Seat | null = null;
  /** The intents open to the viewer now (empty while it may not act). */
  @property({ attribute: false }) legal: readonly FleetIntent[] = [];
  /** The viewer may act now. */
  @property({ type: Boolean, reflect: true }) interactive = false;
  /** Who plays each seat ("You", "Deckhand bot"). */
  @property({ attribute: false }) roles: readonly string[] = [];
  /** What the table waits for now, fair-play steps included (the tracker shows them). */
  @property({ attribute: false }) duties: readonly Duty[] = [];
  /** The private deck's shuffle under way (set-up or reshuffle), from the table, or null. */
  @property({ attribute: false }) progress: DeckProgress | null = null;
  /** What happened from the viewer's last move on, a line each (default: the last move's events). */
  @property({ attribute: false }) news: readonly string[] | null = null;

  @state() private _licence: number | null = null;
  @state() private _bid = 0;
  @state() private _cards: ReadonlySet<number> = new Set();
  @state() private _crates = 0;
  @state() private _goneFishin = 0;
  @state() private _launch: number | null = null;
  @state() private _captain: number | null = null;
  @state() private _captainBoat: number | null = null;
  @state() private _boats: ReadonlySet<number> = new Set();
  @state() private _trade = false;

  private _serial = 0;
  private _fresh: FreshMarks = { serial: 0, launched: new Set(), hired: new Set(), fished: [], licence: null };
  private _freshCards: ReadonlySet<number> = new Set();
  private _freshDisplay: ReadonlySet<number> = new Set();
  private _previousHand: readonly number[] | null = null;
  private _byKeyboard = false;
  private _focusPanel = false;
  private _legalKey = '';

  protected override willUpdate(changed: PropertyValues<this>): void {
    const view = this.view;
    if (changed.has('view') && view) {
      const before = changed.get('view');
      if (!before || before.events !== view.events || before.fleets !== view.fleets || before.display !== view.display || JSON.stringify(before.hand) !== JSON.stringify(view.hand)) {
        this._markFresh(view, before ?? null);
      }
    }
    // A host re-renders for many reasons (presence, another seat's fair-play step): a choice in progress
    // is dropped only when what the player may do has really changed.
    const legalKey = `${this.seat}:${JSON.stringify(this.legal)}`;
    if (legalKey !== this._legalKey || (changed.has('interactive') && !this.interactive)) this._clear();
    this._legalKey = legalKey;
  }

  protected override updated(): void {
    if (!this._focusPanel) return;
    this._focusPanel = false;
    if (!this._byKeyboard) return;
    type Focusable = HTMLElement & { updateComplete?: Promise<unknown> };
    // The panel's main choice first (a selector list would take whichever comes first on the page).
    const target = this.renderRoot.querySelector<Focusable>('.panel [data-focus-first]') ?? this.renderRoot.querySelector<Focusable>('.panel shoal-button:not([disabled])');
    void (target?.updateComplete ?? Promise.resolve()).then(() => target?.focus());
  }

  /**
   * What changed since the last view, so it animates once: a diff of the two states rather than the
   * last move's events, as one player move and the fair-play steps it sets off may arrive together.
   */
  private _markFresh(view: FleetView, before: FleetView | null): void {
    this._serial++;
    const launched = new Set<number>();
    const hired = new Set<string>();
    const fished: number[] = [];
    let licence: FreshMarks['licence'] = null;
    view.fleets.forEach((fleet, seat) => {
      const old = before?.fleets[seat];
      if (!old) return;
      fleet.boats.forEach((boat, b) => {
        const was = old.boats[b];
        if (!was) launched.add(boat.card);
        else if (boat.captain && !was.captain) hired.add(`${seat}:${b}`);
      });
      const crates = (f: typeof fleet) => f.boats.reduce((n, boat) => n + boat.crates, 0);
      fished[seat] = Math.max(0, crates(fleet) - crates(old));
      if (fleet.licences.length > old.licences.length) licence = { seat, kind: fleet.licences[fleet.licences.length - 1]! };
    });
    this._fresh = { serial: this._serial, launched, hired, fished, licence };
    const hand = view.hand ?? [];
    const held = new Set(this._previousHand ?? hand);
    this._freshCards = before ? new Set(hand.filter((card) => !held.has(card))) : new Set();
    this._previousHand = hand;
    this._freshDisplay = before ? new Set(view.display.map((_, slot) => slot).filter((slot) => before.display[slot] !== view.display[slot])) : new Set();
  }

  // ----- what the legal intents offer -------------------------------------------------------------

  private get _acting(): Seat | null {
    return this.interactive ? this.seat : null;
  }

  private _has(type: FleetIntent['type']): boolean {
    return this.legal.some((intent) => intent.type === type);
  }

  /** FL-5.2 the bids each display slot may be opened at (slots of one kind alike). */
  private _openRange(slot: number): { min: number; max: number } | null {
    const view = this.view;
    if (!view) return null;
    const kind = view.display[slot];
    const bids = this.legal.flatMap((intent) => (intent.type === 'open' && view.display[intent.licence] === kind ? [intent.bid] : []));
    return bids.length ? { min: Math.min(...bids), max: Math.max(...bids) } : null;
  }

  private _raiseRange(): { min: number; max: number } | null {
    const bids = this.legal.flatMap((intent) => (intent.type === 'raise' ? [intent.bid] : []));
    return bids.length ? { min: Math.min(...bids), max: Math.max(...bids) } : null;
  }

  /** FL-6.1 the hand's cards that may be launched now (the legal intents name one card per type). */
  private _launchable(): Set<number> {
    const types = new Set(this.legal.flatMap((intent) => (intent.type === 'launch' ? [boatType(intent.card)] : [])));
    return new Set((this.view?.hand ?? []).filter((card) => types.has(boatType(card))));
  }

  /** FL-6.3 boats that may take a captain now. */
  private _hireBoats(): Set<number> {
    return new Set(this.legal.flatMap((intent) => (intent.type === 'hire' ? [intent.boat] : [])));
  }

  /** FL-8.1 boats a crate may be processed from now. */
  private _processBoats(): Set<number> {
    return new Set(this.legal.flatMap((intent) => (intent.type === 'process' ? intent.boats : [])));
  }

  /** FL-9.1, FL-10.3 the cards the discard may be. */
  private _discardable(): Set<number> {
    const view = this.view;
    if (!view || !this._has('discard')) return new Set();
    const hand = view.hand ?? [];
    const drawn = view.discardOwed?.drawn;
    // An honest table's view lists the hand by slot, so the drawn slots name the drawn cards.
    return new Set(drawn ? drawn.map((slot) => hand[slot]).filter((card): card is number => card !== undefined) : hand);
  }

  private get _payment(): PaymentChoice {
    return { cards: [...this._cards], crates: this._crates, goneFishin: this._goneFishin };
  }

  // ----- render -----------------------------------------------------------------------------------

  override render() {
    const view = this.view;
    if (!view) return nothing;
    const acting = this._acting;
    const hireBoats = acting !== null && view.phase === 'hire' ? this._hireBoats() : new Set<number>();
    const processBoats = acting !== null && this._has('process') ? this._processBoats() : new Set<number>();
    const openable = new Set(acting !== null ? view.display.map((_, slot) => slot).filter((slot) => this._openRange(slot) !== null) : []);
    const setup = view.phase === 'setup';
    return html`<div class=${`board${view.phase === 'auction' ? ' auction' : ''}`} @keydown=${this._onKeydown} @pointerdown=${() => (this._byKeyboard = false)}>
      <section class="tracker" part="tracker" aria-label="Round and phases">
        ${phaseTracker(view, this.duties, this.seat)} ${setup ? nothing : piles(view, this._serial)}
      </section>
      ${setup
        ? nothing
        : html`<section class="market" part="market" aria-label="Licence auction">
            ${market({ state: view, viewer: this.seat, openable, selected: this._licence, fresh: this._freshDisplay, serial: this._serial, onLicence: (slot) => this._pickLicence(slot) })}
          </section>`}
      <section class="panel" part="panel" aria-label=${acting !== null ? 'Your move' : 'The table'} aria-live="polite">${this._panel(view)}</section>
      ${view.hand !== null && !setup
        ? html`<section class="hand-area" part="hand">${this._handRow(view)}</section>`
        : nothing}
      <section class="fleets-area" part="fleets">
        ${fleetList({
          state: view,
          roles: this.roles,
          viewer: this.seat,
          captains: view.captains,
          choosable: hireBoats.size ? hireBoats : processBoats,
          chosen: hireBoats.size ? new Set(this._captainBoat === null ? [] : [this._captainBoat]) : this._boats,
          chooseLabel: hireBoats.size ? 'Put the captain on it' : 'Process a crate from it',
          onBoat: (boat) => (hireBoats.size ? this._pickHireBoat(boat) : this._toggleProcess(boat)),
          fresh: this._fresh,
        })}
      </section>
    </div>`;
  }

  private _handRow(view: FleetView) {
    const hand = view.hand ?? [];
    const acting = this._acting;
    let mode: HandMode = 'none';
    let choosable = new Set<number>();
    let selected: ReadonlySet<number> = new Set();
    if (acting !== null) {
      if (this._has('pay')) {
        mode = 'pay';
        choosable = new Set(hand);
        selected = this._cards;
      } else if (view.phase === 'launch' && this._has('launch')) {
        if (this._launch === null) {
          mode = 'pick';
          choosable = this._launchable();
        } else {
          mode = 'pay';
          choosable = new Set(hand.filter((card) => card !== this._launch));
          selected = this._cards;
        }
      } else if (view.phase === 'hire' && this._has('hire')) {
        mode = 'pick';
        choosable = new Set(hand);
        selected = new Set(this._captain === null ? [] : [this._captain]);
      } else if (this._has('discard')) {
        mode = 'pick';
        choosable = this._discardable();
      }
    }
    const drawn = view.discardOwed?.drawn && view.discardOwed.seat === this.seat ? new Set(view.discardOwed.drawn.map((slot) => hand[slot]).filter((c): c is number => c !== undefined)) : new Set<number>();
    return handRow({
      hand,
      mode,
      choosable,
      selected,
      launching: view.phase === 'launch' ? this._launch : null,
      uses: this._uses(view),
      fresh: this._freshCards,
      drawn,
      serial: this._serial,
      onCard: (card) => this._pickCard(card),
    });
  }

  /** FL-1.4 what each card in hand could do for the viewer now: launch (its cost after the discount), captain. */
  private _uses(view: FleetView): Map<number, string[]> {
    const uses = new Map<number, string[]>();
    if (this.seat === null) return uses;
    const fleet = view.fleets[this.seat]!;
    const uncaptained = fleet.boats.some((boat) => !boat.captain);
    for (const card of view.hand ?? []) {
      const list: string[] = [];
      if (mayLaunch(fleet, card)) list.push(`Launch $${launchDue(view, this.seat, card)}`);
      if (uncaptained) list.push('Captain');
      uses.set(card, list);
    }
    return uses;
  }

  // ----- the panel ----------------------------------------------------------------------------------

  private _panel(view: FleetView) {
    if (view.phase === 'setup') {
      return html`<h2 class="panel-title">Setting up the table</h2>
        <p>Every step is made by the players’ own browsers and checked by all: nobody can stack the deck or see a card that is not theirs.</p>
        <shoal-deck-progress .progress=${this.progress}></shoal-deck-progress>
        ${stepList(setupSteps(view), 'Set-up steps')}`;
    }
    if (view.phase === 'over') {
      return html`<h2 class="panel-title">Final scoring</h2><shoal-fleet-final .state=${view}></shoal-fleet-final>`;
    }
    const reshuffle = reshuffleSteps(view);
    const news = this.news ?? describeEvents(view, view.events, this.seat);
    const newsBlock = news.length
      ? html`<h3 class="panel-title small">${this.news ? 'Latest' : 'Last move'}</h3>
          <ul class="news">
            ${news.map((line) => html`<li>${line}</li>`)}
          </ul>`
      : nothing;
    const reshuffling = reshuffle
      ? html`<h3 class="panel-title small">Reshuffling the discard pile into a new deck</h3>
          <shoal-deck-progress .progress=${this.progress}></shoal-deck-progress>
          ${stepList(reshuffle, 'Reshuffle steps')}`
      : nothing;
    const acting = this._acting;
    if (acting === null) {
      return html`${this._waiting(view)}${reshuffling}${newsBlock}`;
    }
    return html`${this._choice(view, acting)}${reshuffling}${newsBlock}`;
  }

  private _waiting(view: FleetView) {
    const who = this.duties.filter((duty) => duty.kind === 'move').map((duty) => duty.seat);
    const names = [...new Set(who)].map((seat) => (seat === this.seat ? 'you' : seatColourName(seat)));
    const dealing = view.dealing ? `${seatColourName(view.dealing.seat)} is being dealt ${view.dealing.positions.length} ${view.dealing.positions.length === 1 ? 'card' : 'cards'}: every other browser publishes its proven share.` : '';
    return html`<p class="prompt">${names.length ? `Waiting for ${names.join(' and ')}.` : dealing || 'The players’ browsers are making the fair-play steps.'}</p>`;
  }

  private _choice(view: FleetView, acting: Seat) {
    if (this._has('open') || this._has('decline')) return this._openPanel(view);
    if (this._has('raise') || this._has('pass')) return this._raisePanel(view);
    if (this._has('pay')) return this._payPanel(view, acting);
    if (view.phase === 'launch') return this._launchPanel(view, acting);
    if (view.phase === 'hire') return this._hirePanel(view, acting);
    if (this._has('process')) return this._processPanel(view, acting);
    if (this._has('discard')) return this._discardPanel(view);
    return html`<p class="prompt">Your move.</p>`;
  }

  private _bidControl(range: { min: number; max: number }, label: string) {
    const bid = Math.min(range.max, Math.max(range.min, this._bid));
    return html`<div class="bid-control" role="group" aria-label=${label}>
      <shoal-button variant="secondary" compact aria-label="One dollar less" ?disabled=${bid <= range.min} @click=${() => (this._bid = bid - 1)}>−</shoal-button>
      <span class="amount" aria-live="polite">$${bid}</span>
      <shoal-button variant="secondary" compact aria-label="One dollar more" ?disabled=${bid >= range.max} @click=${() => (this._bid = bid + 1)}>+</shoal-button>
      ${range.max > range.min
        ? html`<input
            type="range"
            min=${range.min}
            max=${range.max}
            .value=${String(bid)}
            aria-label=${label}
            @input=${(event: Event) => (this._bid = Number((event.target as HTMLInputElement).value))}
          />`
        : nothing}
      <span class="range-note">$${range.min}–$${range.max}</span>
    </div>`;
  }

  private _openPanel(view: FleetView) {
    const range = this._licence === null ? null : this._openRange(this._licence);
    const decline = this._has('decline');
    if (this._licence === null || !range) {
      const any = view.display.some((_, slot) => this._openRange(slot) !== null);
      return html`<h2 class="panel-title">Open an auction</h2>
        <p>${any
          ? 'Pick a licence on display to bid on, at least its minimum; or decline and buy nothing this round.'
          : 'No licence on display is within what you could pay, so you decline.'}</p>
        <div class="options">
          ${decline ? html`<shoal-button variant=${any ? 'quiet' : 'primary'} data-focus-first=${any ? nothing : ''} @click=${() => this._intend({ type: 'decline' })}>Decline</shoal-button>` : nothing}
        </div>`;
    }
    const kind = view.display[this._licence]!;
    const bid = Math.min(range.max, Math.max(range.min, this._bid));
    return html`<h2 class="panel-title">Open the ${licenceName(kind)}</h2>
      <p>Minimum $${LICENCES_FL_T1[kind].minimumBid}. Others may raise; the last bidder buys and pays the bid (Shrimp licences take $1 off each).</p>
      ${this._bidControl(range, 'Your opening bid')}
      <div class="options">
        <shoal-button data-focus-first @click=${() => this._intend({ type: 'open', licence: this._licence!, bid })}>Open at $${bid}</shoal-button>
        <shoal-button variant="quiet" compact @click=${() => this._clear(true)}>Back</shoal-button>
        ${decline ? html`<shoal-button variant="quiet" compact @click=${() => this._intend({ type: 'decline' })}>Decline</shoal-button>` : nothing}
      </div>`;
  }

  private _raisePanel(view: FleetView) {
    const auction = view.auction!;
    const kind = auction.licence === null ? null : view.display[auction.licence];
    const range = this._raiseRange();
    const bid = range ? Math.min(range.max, Math.max(range.min, this._bid)) : 0;
    return html`<h2 class="panel-title">${kind ? licenceName(kind) : 'The licence'}: $${auction.bid} by ${auction.high === null ? 'nobody' : seatColourName(auction.high)}</h2>
      <p>${range ? 'Raise the bid, or pass on this licence (you may still bid on later ones).' : 'You cannot pay more than the current bid, so you pass on this licence.'}</p>
      ${range ? this._bidControl(range, 'Your bid') : nothing}
      <div class="options">
        ${range ? html`<shoal-button data-focus-first @click=${() => this._intend({ type: 'raise', bid })}>Raise to $${bid}</shoal-button>` : nothing}
        ${this._has('pass') ? html`<shoal-button variant=${range ? 'quiet' : 'primary'} @click=${() => this._intend({ type: 'pass' })}>Pass</shoal-button>` : nothing}
      </div>`;
  }

  /** The payment picker: the amount due, what is chosen, and what the engine says of it. */
  private _picker(view: FleetView, acting: Seat, due: number, why: string, confirm: (total: number) => string, pay: (payment: PaymentChoice) => void, suggestion: PaymentChoice | null) {
    const fleet = view.fleets[acting]!;
    const payment = this._payment;
    const verdict = judgePayment(view, acting, due, payment);
    return html`<div class="picker">
      <p class="due"><span>Due <strong>$${due}</strong></span> <span class="why">${why}</span></p>
      <p class="hint">${due === 0 ? 'Nothing is due: pay with nothing.' : 'Tap cards in your hand to pay with them.'}</p>
      ${fleet.processed > 0 ? this._stepper('Processed crates ($1 each)', this._crates, fleet.processed, (n) => (this._crates = n)) : nothing}
      ${fleet.goneFishin > 0 ? this._stepper("Gone Fishin' cards ($2 each)", this._goneFishin, fleet.goneFishin, (n) => (this._goneFishin = n)) : nothing}
      <p class=${`total ${verdict.ok ? (verdict.lost ? 'over' : 'ok') : 'short'}`} role="status">
        <span>Chosen <strong>$${verdict.total}</strong></span>
        <span class="verdict">${verdict.message}</span>
      </p>
      <div class="options">
        <shoal-button data-focus-first ?disabled=${!verdict.ok} @click=${() => pay(payment)}>${confirm(verdict.total)}</shoal-button>
        ${suggestion ? html`<shoal-button variant="quiet" compact @click=${() => this._suggest(suggestion)}>Choose for me</shoal-button>` : nothing}
        ${payment.cards.length || payment.crates || payment.goneFishin ? html`<shoal-button variant="quiet" compact @click=${() => this._suggest(EMPTY_PAYMENT)}>Clear</shoal-button>` : nothing}
      </div>
    </div>`;
  }

  private _stepper(label: string, value: number, max: number, set: (n: number) => void) {
    return html`<div class="stepper" role="group" aria-label=${label}>
      <span class="stepper-label">${label}</span>
      <shoal-button variant="secondary" compact aria-label=${`One fewer: ${label}`} ?disabled=${value <= 0} @click=${() => set(value - 1)}>−</shoal-button>
      <span class="amount small">${value}</span>
      <shoal-button variant="secondary" compact aria-label=${`One more: ${label}`} ?disabled=${value >= max} @click=${() => set(value + 1)}>+</shoal-button>
      <span class="range-note">of ${max}</span>
    </div>`;
  }

  private _payPanel(view: FleetView, acting: Seat) {
    const auction = view.auction!;
    const kind = view.display[auction.licence!]!;
    const due = amountDue(view.fleets[acting]!, auction.bid);
    const discount = auction.bid - due;
    const first = this.legal.find((intent) => intent.type === 'pay');
    return html`<h2 class="panel-title">You won the ${licenceName(kind)} for $${auction.bid}</h2>
      ${this._picker(
        view,
        acting,
        due,
        discount ? `(bid $${auction.bid} − $${discount} Shrimp discount)` : '',
        (total) => `Pay $${total}`,
        (payment) => this._intend({ type: 'pay', payment }),
        first?.type === 'pay' ? first.payment : null,
      )}`;
  }

  private _launchPanel(view: FleetView, acting: Seat) {
    const fleet = view.fleets[acting]!;
    const limit = launchLimit(fleet);
    const which = limit > 1 ? ` (${view.launched + 1} of ${limit} this round)` : '';
    const done = html`<shoal-button variant=${this._has('launch') ? 'quiet' : 'primary'} data-focus-first=${this._has('launch') ? nothing : ''} @click=${() => this._intend({ type: 'done' })}>
      ${view.launched > 0 ? 'Done launching' : 'Launch nothing'}
    </shoal-button>`;
    if (!this._has('launch')) {
      const reason = fleet.licences.every((kind) => LICENCES_FL_T1[kind].launches === null)
        ? 'You hold no licence that launches boats yet.'
        : view.launched >= limit
          ? 'You have launched all you may this round.'
          : 'No card in your hand matches a licence you hold with enough left to pay for it.';
      return html`<h2 class="panel-title">Launch a boat</h2>
        <p>${reason}</p>
        <div class="options">${done}</div>`;
    }
    if (this._launch === null) {
      return html`<h2 class="panel-title">Launch a boat${which}</h2>
        <p>Pick a card your licences allow (marked “Launch”), then pay its launch cost with other cards.</p>
        <div class="options">${done}</div>`;
    }
    const card = this._launch;
    const due = launchDue(view, acting, card);
    const first = this.legal.find((intent) => intent.type === 'launch' && boatType(intent.card) === boatType(card));
    const suggestion = first?.type === 'launch' ? { ...first.payment, cards: first.payment.cards.map((c) => (c === card ? first.card : c)) } : null;
    return html`<h2 class="panel-title">Launch the ${boatName(card)}${which}</h2>
      ${this._picker(
        view,
        acting,
        due,
        `(launch cost $${BOATS_FL_T2[boatType(card)].launchCost}${due < BOATS_FL_T2[boatType(card)].launchCost ? `, −$${BOATS_FL_T2[boatType(card)].launchCost - due} Shrimp discount` : ''})`,
        (total) => `Launch, paying $${total}`,
        (payment) => this._intend({ type: 'launch', card, payment }),
        suggestion && !suggestion.cards.includes(card) ? suggestion : null,
      )}
      <div class="options">
        <shoal-button variant="quiet" compact @click=${() => this._clear(true)}>Another card</shoal-button>
        ${done}
      </div>`;
  }

  private _hirePanel(view: FleetView, acting: Seat) {
    const fleet = view.fleets[acting]!;
    const limit = hireLimit(fleet);
    const which = limit > 1 ? ` (${view.hired + 1} of ${limit} this round)` : '';
    const boats = this._hireBoats();
    const done = html`<shoal-button variant=${this._has('hire') ? 'quiet' : 'primary'} data-focus-first=${this._has('hire') ? nothing : ''} @click=${() => this._intend({ type: 'done' })}>
      ${view.hired > 0 ? 'Done hiring' : 'Hire nobody'}
    </shoal-button>`;
    if (!this._has('hire')) {
      const reason = fleet.boats.length === 0 ? 'You have no boat yet.' : fleet.boats.every((b) => b.captain) ? 'Every boat of yours has its captain.' : (view.hand ?? []).length === 0 ? 'Your hand is empty.' : 'You have hired all you may this round.';
      return html`<h2 class="panel-title">Hire a captain</h2>
        <p>${reason}</p>
        <div class="options">${done}</div>`;
    }
    const card = this._captain;
    const boat = this._captainBoat;
    return html`<h2 class="panel-title">Hire a captain${which}</h2>
      <p>Any card from your hand goes face down on one of your boats without a captain; nobody else ever sees it, and a captained boat fishes each round.</p>
      <p class="choice-line">Card: <strong>${card === null ? 'tap one in your hand' : `your ${boatName(card)} ($${cashValue(card)})`}</strong></p>
      <div class="boat-choice" role="radiogroup" aria-label="The boat">
        <span class="label">Boat:</span>
        ${[...boats].map(
          (b) =>
            html`<button class="boat-pick" role="radio" aria-checked=${boat === b ? 'true' : 'false'} @click=${() => this._pickHireBoat(b)}>
              ${BOAT_LOOK[fleet.boats[b]!.type].name} ${b + 1}
            </button>`,
        )}
      </div>
      <div class="options">
        <shoal-button data-focus-first ?disabled=${card === null || boat === null} @click=${() => card !== null && boat !== null && this._intend({ type: 'hire', card, boat })}>
          Hire as captain
        </shoal-button>
        ${done}
      </div>`;
  }

  private _processPanel(view: FleetView, acting: Seat) {
    const fleet = view.fleets[acting]!;
    const boats = [...this._boats].sort((a, b) => a - b);
    const tradeOk = fleet.processed + boats.length > 0;
    const trade = this._trade && tradeOk;
    const listed = this.legal.some((intent) => intent.type === 'process' && intent.trade === trade && intent.boats.length === boats.length && intent.boats.every((b) => this._boats.has(b)));
    const cards = fleet.licences.filter((kind) => kind === 'processing').length;
    const label = boats.length === 0 && !trade ? 'Skip processing' : `${boats.length ? `Process ${boats.length} ${boats.length === 1 ? 'crate' : 'crates'}` : ''}${boats.length && trade ? ', then trade' : trade ? 'Trade a crate' : ''}`;
    return html`<h2 class="panel-title">Processing and trading</h2>
      <p>Tap your boats to move one crate from each onto your Processing Vessel licence: $1 to spend, but it no longer scores. You have ${fleet.processed} processed ${fleet.processed === 1 ? 'crate' : 'crates'}.</p>
      <label class="check">
        <input type="checkbox" .checked=${trade} ?disabled=${!tradeOk} @change=${(event: Event) => (this._trade = (event.target as HTMLInputElement).checked)} />
        Then trade one processed crate for ${cards} ${cards === 1 ? 'card' : 'cards'} (once a round)
      </label>
      <div class="options">
        <shoal-button data-focus-first ?disabled=${!listed && boats.length + (trade ? 1 : 0) > 0 && !this._largeProcessing()} @click=${() => this._intend({ type: 'process', boats, trade })}>${label}</shoal-button>
        ${boats.length || trade ? html`<shoal-button variant="quiet" compact @click=${() => this._clear(true)}>Clear</shoal-button>` : nothing}
      </div>`;
  }

  /** More loaded boats than the legal list spells out: any choice of them is offered (the engine checks). */
  private _largeProcessing(): boolean {
    return this._processBoats().size > 5;
  }

  private _discardPanel(view: FleetView) {
    const owed = view.discardOwed;
    const choosable = this._discardable();
    return html`<h2 class="panel-title">Discard a card</h2>
      <p>${owed?.drawn ? 'Keep one of the two cards you drew and discard the other, face up. Tap the one to discard.' : 'Discard any card from your hand, face up. Tap it.'}</p>
      ${choosable.size === 1 ? html`<div class="options"><shoal-button data-focus-first @click=${() => this._intend({ type: 'discard', card: [...choosable][0]! })}>Discard the ${boatName([...choosable][0]!)}</shoal-button></div>` : nothing}`;
  }

  // ----- choices --------------------------------------------------------------------------------------

  private _pickLicence(slot: number): void {
    const range = this._openRange(slot);
    if (!range) return;
    this._licence = slot;
    this._bid = range.min;
    this._focusPanel = true;
  }

  private _pickCard(card: number): void {
    const view = this.view;
    if (!view || this._acting === null) return;
    if (this._has('pay') || (view.phase === 'launch' && this._launch !== null)) {
      if (card === this._launch) return;
      const cards = new Set(this._cards);
      if (cards.has(card)) cards.delete(card);
      else cards.add(card);
      this._cards = cards;
      return;
    }
    if (view.phase === 'launch' && this._launchable().has(card)) {
      this._launch = card;
      this._cards = new Set();
      this._crates = 0;
      this._goneFishin = 0;
      this._focusPanel = true;
      return;
    }
    if (view.phase === 'hire' && this._has('hire')) {
      this._captain = card;
      if (this._captainBoat === null) {
        const boats = [...this._hireBoats()];
        if (boats.length === 1) this._captainBoat = boats[0]!;
      }
      this._focusPanel = true;
      return;
    }
    if (this._has('discard') && this._discardable().has(card)) this._intend({ type: 'discard', card });
  }

  private _pickHireBoat(boat: number): void {
    if (!this._hireBoats().has(boat)) return;
    this._captainBoat = boat;
    this._focusPanel = true;
  }

  private _toggleProcess(boat: number): void {
    const boats = new Set(this._boats);
    if (boats.has(boat)) boats.delete(boat);
    else boats.add(boat);
    this._boats = boats;
  }

  private _suggest(payment: PaymentChoice): void {
    this._cards = new Set(payment.cards);
    this._crates = payment.crates;
    this._goneFishin = payment.goneFishin;
    this._focusPanel = true;
  }

  private _clear(focus = false): void {
    this._licence = null;
    this._bid = 0;
    this._cards = new Set();
    this._crates = 0;
    this._goneFishin = 0;
    this._launch = null;
    this._captain = null;
    this._captainBoat = null;
    this._boats = new Set();
    this._trade = false;
    if (focus) this._focusPanel = true;
  }

  private _onKeydown(event: KeyboardEvent): void {
    this._byKeyboard = true;
    if (event.key !== 'Escape' || event.altKey || event.ctrlKey || event.metaKey) return;
    const busy = this._licence !== null || this._launch !== null || this._captain !== null || this._cards.size > 0 || this._boats.size > 0;
    if (!busy) return;
    event.stopPropagation();
    this._clear(true);
  }

  private _intend(intent: FleetIntent): void {
    this.dispatchEvent(new CustomEvent<FleetIntentDetail>('fleet-intent', { detail: { intent }, bubbles: true, composed: true }));
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'shoal-fleet-board': ShoalFleetBoard;
  }
  interface HTMLElementEventMap {
    'fleet-intent': CustomEvent<FleetIntentDetail>;
  }
}
