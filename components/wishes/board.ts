import { LitElement, html, nothing, type PropertyValues } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { baseStyles } from '../theme/tokens.js';
import '../shared/button.js';
import type { Seat } from '../../src/core/index.js';
import {
  catchCost,
  type FirstMove,
  type KeepMove,
  type Species,
  type WishMove,
  type WishesAction,
  type WishesEvent,
  type WishesState,
  wishSentence,
} from '../../src/games/wishes/index.js';
import { boardStyles } from './board-styles.js';
import { chosenMove, nextQuestion, type FlowAnswers, type FlowQuestion } from './flow.js';
import './final.js';
import { seatColourName, speciesName } from './looks.js';
import { describeEvents } from './narrate.js';
import { oceanRow } from './ocean.js';
import { playerList } from './players.js';
import { previewMove } from './preview.js';
import { marketRing } from './ring.js';

/** Detail of `wishes-intent`: the action the player asked for (checked by the table, not here). */
export interface WishesIntentDetail {
  readonly action: WishesAction;
}

/**
 * The If Wishes Were Fishes! board: the ocean (W-2.1) with the worms on each card and what each slot
 * costs (W-5.2), the seven markets on their ring with buyers, prices, tokens, the closing cards and the
 * dump, and every player's money, worms, tokens and boats. It knows no rules: the state and the legal
 * actions come in as properties. The player picks a card, then keeps it or makes its wish; a wish's
 * choices are asked one at a time from the legal actions, its effect is told (by the rules, see
 * preview.ts) before Confirm, and the action goes out as `wishes-intent`. A card out of reach shows the
 * rules' reason. Sales, closings and buyer moves of the last move (`events`) animate.
 *
 * Keyboard: Tab through cards, boats and choices; 1–4 pick an ocean slot; Escape steps back.
 *
 * @fires wishes-intent - `{action}`: the action the player chose.
 * @csspart ocean - The ocean row.
 * @csspart markets - The market ring.
 * @csspart panel - The choice panel.
 * @csspart players - The players.
 */
@customElement('shoal-wishes-board')
export class ShoalWishesBoard extends LitElement {
  static override styles = [baseStyles, boardStyles];

  /** The public state to show. */
  @property({ attribute: false }) state: WishesState | null = null;
  /** The seat this board chooses for (its boats can be sold), or null to only watch. */
  @property({ attribute: false }) seat: Seat | null = null;
  /** The legal actions of `seat` now (empty while it may not act). */
  @property({ attribute: false }) legal: readonly WishesAction[] = [];
  /** The player at this board may act now. */
  @property({ type: Boolean, reflect: true }) interactive = false;
  /** What the last player move did, refill included (default: the state's own `events`). */
  @property({ attribute: false }) events: readonly WishesEvent[] | null = null;
  /** Who plays each seat, e.g. "You", "Bot · Deckhand" (optional). */
  @property({ attribute: false }) roles: readonly string[] = [];

  @state() private _slot: number | null = null;
  @state() private _boat: number | null = null;
  @state() private _wishing = false;
  @state() private _answers: FlowAnswers = {};
  /** The answers in words, in the order given ("Which token rots? Red token on Catfish → dump"). */
  @state() private _answered: readonly string[] = [];

  private _serial = 0;
  private _keeps = new Map<number, KeepMove[]>();
  private _wishes = new Map<number, WishMove[]>();
  private _sells = new Set<number>();
  private _firsts: FirstMove[] = [];
  private _canPass = false;
  private _focusPanel = false;
  /** The last input came from the keyboard (focus then follows the choices; a pointer keeps its own). */
  private _byKeyboard = false;

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('legal')) {
      this._keeps = new Map();
      this._wishes = new Map();
      this._sells = new Set();
      this._firsts = [];
      this._canPass = false;
      for (const action of this.legal) {
        if (action.type === 'keep') this._keeps.set(action.slot, [...(this._keeps.get(action.slot) ?? []), action]);
        else if (action.type === 'wish') this._wishes.set(action.slot, [...(this._wishes.get(action.slot) ?? []), action]);
        else if (action.type === 'sell') this._sells.add(action.boat);
        else if (action.type === 'first') this._firsts.push(action);
        else this._canPass = true;
      }
    }
    if (changed.has('state') || changed.has('seat') || (changed.has('interactive') && !this.interactive)) this._clear();
    if (changed.has('events') || (changed.has('state') && this.events === null)) this._serial++;
  }

  protected override updated(): void {
    if (!this._focusPanel) return;
    this._focusPanel = false;
    if (!this._byKeyboard) return;
    const target = this.renderRoot.querySelector<HTMLElement & { updateComplete?: Promise<unknown> }>(
      '.panel [data-focus-first], .panel button:not([disabled]), .panel shoal-button:not([disabled])',
    );
    // A shoal-button delegates focus to its inner button, which exists once it has rendered.
    void (target?.updateComplete ?? Promise.resolve()).then(() => target?.focus());
  }

  private get _lastEvents(): readonly WishesEvent[] {
    return this.events ?? this.state?.events ?? [];
  }

  override render() {
    const position = this.state;
    if (!position) return nothing;
    const events = this._lastEvents;
    const sales = new Map<Species, number>();
    const closed = new Set<Species>();
    const drawn = new Set<number>();
    const kept = new Set<number>();
    let dumpChanged = false;
    for (const event of events) {
      if (event.kind === 'sale') sales.set(event.market, (sales.get(event.market) ?? 0) + event.price * event.fish);
      if (event.kind === 'close') closed.add(event.market);
      if (event.kind === 'draw' && event.purpose === 'ocean') drawn.add(event.value);
      if (event.kind === 'keep') kept.add(event.card);
      if ((event.kind === 'token' && event.to === 'dump') || event.kind === 'rot') dumpChanged = true;
    }
    const acting = this.interactive ? this.seat : null;
    const question = this._question();
    const choosable = new Map<Species, string>();
    for (const option of question?.options ?? []) if (option.market && !choosable.has(option.market)) choosable.set(option.market, option.label);
    const targets = new Set<Species>();
    const previewed = this._previewAction();
    if (previewed && acting !== null) {
      for (const event of previewMove(position, acting, previewed).events) if (event.kind === 'sale') targets.add(event.market);
    }
    return html`<div class="board" @keydown=${this._onKeydown} @pointerdown=${() => (this._byKeyboard = false)}>
      ${oceanRow({
        state: position,
        acting,
        reachable: new Set([...this._keeps.keys(), ...this._wishes.keys()]),
        selected: this._slot,
        drawn,
        serial: this._serial,
        onSlot: (slot) => this._selectSlot(slot),
      })}
      <section class="panel" part="panel" aria-label="Your move">${this._panel(position, question)}</section>
      <section class="markets" part="markets">
        ${marketRing({
          state: position,
          choosable,
          targets,
          sales,
          closed,
          dumpChanged,
          serial: this._serial,
          onChoose: (market) => this._chooseMarket(market, question),
        })}
      </section>
      <section class="players-area" part="players">
        ${playerList({
          state: position,
          roles: this.roles,
          acting,
          sellable: this._sells,
          selectedBoat: this._boat,
          fresh: kept,
          serial: this._serial,
          onBoat: (boat) => this._selectBoat(boat),
        })}
      </section>
    </div>`;
  }

  // ----- the panel ------------------------------------------------------------------------------

  private _panel(position: WishesState, question: FlowQuestion | null) {
    if (position.phase === 'over') {
      return html`<h3 class="panel-title">Final scoring</h3><shoal-wishes-final .state=${position}></shoal-wishes-final>`;
    }
    const acting = this.interactive ? this.seat : null;
    if (acting === null) return this._news(position, 'Last move');
    if (this._firsts.length) {
      return html`<h3 class="panel-title">Who goes first?</h3>
        <div class="options">
          ${this._firsts.map((move) => html`<shoal-button variant="secondary" compact @click=${() => this._intend(move)}>${seatColourName(move.seat)}</shoal-button>`)}
        </div>`;
    }
    if (this._slot !== null) return this._slotPanel(position, acting, this._slot, question);
    if (this._boat !== null) return this._sellPanel(position, acting, this._boat);
    if (this._canPass) {
      return html`<h3 class="panel-title">Nothing to do</h3>
        <p>The ocean is empty and your boats hold no fish, so you pass (W-4.2).</p>
        <div class="options"><shoal-button data-focus-first @click=${() => this._intend({ type: 'pass' })}>Pass</shoal-button></div>`;
    }
    return html`<p class="prompt">
        <strong>${seatColourName(acting)}, your move.</strong> Pick a card in the ocean to catch${this._sells.size ? ', or a fish in your boats to sell' : ''}.
      </p>
      ${this._news(position, 'Last move')}`;
  }

  private _news(position: WishesState, title: string) {
    const lines = describeEvents(position, this._lastEvents);
    if (!lines.length) return html`<p class="quiet">No move yet.</p>`;
    return html`<h3 class="panel-title small">${title}</h3>
      <ul class="news">${lines.map((line) => html`<li>${line}</li>`)}</ul>`;
  }

  private _slotPanel(position: WishesState, acting: Seat, slot: number, question: FlowQuestion | null) {
    const lying = position.ocean[slot - 1];
    if (!lying) return nothing;
    const face = position.options.deck[lying.card]!;
    const cost = catchCost(slot);
    const worms = position.seats[acting]!.worms;
    const keep = this._keeps.get(slot)?.[0] ?? null;
    const candidates = this._wishes.get(slot) ?? [];
    const head = html`<h3 class="panel-title" tabindex="-1">Slot ${slot}: ${speciesName(face.species)}</h3>
      <p class="cost-line">
        ${cost === 0 ? 'Free to catch' : `Costs ${cost} ${cost === 1 ? 'worm' : 'worms'}, one on each card before it`} · you have ${worms}${
          lying.worms ? html` · <strong>${lying.worms} ${lying.worms === 1 ? 'worm' : 'worms'} on it</strong> you pick up` : nothing
        }
      </p>
      <p class="wish-line"><span class="tag">Wish</span> ${wishSentence(face.wish)}</p>`;
    if (!keep && candidates.length === 0) {
      const refused = previewMove(position, acting, { type: 'keep', slot }).error ?? previewMove(position, acting, { type: 'wish', slot }).error;
      return html`${head}
        <p class="refusal" role="alert">${refused?.message ?? 'This card cannot be caught now.'}</p>
        <div class="options"><shoal-button variant="quiet" compact @click=${() => this._clear(true)}>Back</shoal-button></div>`;
    }
    if (!this._wishing) {
      const keepWhy = keep ? null : previewMove(position, acting, { type: 'keep', slot }).error;
      return html`${head}
        <div class="choices">
          <shoal-button variant="secondary" ?disabled=${!keep} @click=${() => keep && this._intend({ type: 'keep', slot })}>Keep it in a boat</shoal-button>
          <shoal-button ?disabled=${candidates.length === 0} @click=${this._startWish}>Make the wish…</shoal-button>
          <shoal-button variant="quiet" compact @click=${() => this._clear(true)}>Cancel</shoal-button>
        </div>
        ${keepWhy ? html`<p class="note">${keepWhy.message}</p>` : nothing}`;
    }
    const done = this._answered.length
      ? html`<ul class="answered" aria-label="Chosen so far">${this._answered.map((text) => html`<li>${text}</li>`)}</ul>`
      : nothing;
    if (question) {
      return html`${head}${done}
        <fieldset class="question">
          <legend>${question.prompt}</legend>
          <div class="options">
            ${question.options.map(
              (option) => html`<shoal-button variant="secondary" compact data-answer=${`${question.key}=${option.value}`} @click=${() => this._answer(question, option.value)}
                >${option.label}</shoal-button
              >`,
            )}
          </div>
        </fieldset>
        ${question.options.some((o) => o.market) ? html`<p class="note">You can also pick a market on the ring.</p>` : nothing}
        <div class="options"><shoal-button variant="quiet" compact @click=${this._back}>Back</shoal-button></div>`;
    }
    const move = chosenMove(position, acting, candidates, this._answers);
    if (!move) return head;
    const preview = previewMove(position, acting, move);
    return html`${head}${done}${this._previewBlock(preview.lines, preview.error?.message ?? null)}
      <div class="options">
        <shoal-button data-focus-first ?disabled=${preview.error !== null} @click=${() => this._intend(move)}>Confirm the wish</shoal-button>
        <shoal-button variant="quiet" compact @click=${this._back}>Back</shoal-button>
      </div>`;
  }

  private _sellPanel(position: WishesState, acting: Seat, boat: number) {
    const card = position.seats[acting]!.boats[boat];
    if (card === null || card === undefined) return nothing;
    const face = position.options.deck[card]!;
    const preview = previewMove(position, acting, { type: 'sell', boat });
    return html`<h3 class="panel-title" tabindex="-1">Sell the ${speciesName(face.species)} in boat ${boat + 1}</h3>
      ${this._previewBlock(preview.lines, preview.error?.message ?? null)}
      <div class="options">
        <shoal-button data-focus-first ?disabled=${preview.error !== null} @click=${() => this._intend({ type: 'sell', boat })}>Sell it</shoal-button>
        <shoal-button variant="quiet" compact @click=${() => this._clear(true)}>Cancel</shoal-button>
      </div>`;
  }

  private _previewBlock(lines: readonly string[], error: string | null) {
    if (error) return html`<p class="refusal" role="alert">${error}</p>`;
    return html`<div class="preview" aria-live="polite">
      <span class="tag">What happens</span>
      <ul class="news">${lines.map((line) => html`<li>${line}</li>`)}</ul>
    </div>`;
  }

  // ----- choices --------------------------------------------------------------------------------

  private _question(): FlowQuestion | null {
    const position = this.state;
    if (!position || !this.interactive || this.seat === null || this._slot === null || !this._wishing) return null;
    return nextQuestion(position, this.seat, this._wishes.get(this._slot) ?? [], this._answers);
  }

  /** The action the panel is previewing, if any (the ring marks where it sells). */
  private _previewAction(): WishesAction | null {
    const position = this.state;
    if (!position || this.seat === null || !this.interactive) return null;
    if (this._boat !== null) return this._sells.has(this._boat) ? { type: 'sell', boat: this._boat } : null;
    if (this._slot !== null && this._wishing) return chosenMove(position, this.seat, this._wishes.get(this._slot) ?? [], this._answers);
    return null;
  }

  private _selectSlot(slot: number): void {
    if (!this.interactive || !this.state?.ocean[slot - 1]) return;
    this._clear();
    this._slot = slot;
    this._focusPanel = true;
  }

  private _selectBoat(boat: number): void {
    if (!this.interactive) return;
    this._clear();
    this._boat = boat;
    this._focusPanel = true;
  }

  private _startWish = (): void => {
    this._wishing = true;
    this._answers = {};
    this._answered = [];
    this._focusPanel = true;
  };

  private _answer(question: FlowQuestion, value: string): void {
    const option = question.options.find((o) => o.value === value);
    if (!option) return;
    this._answers = { ...this._answers, [question.key]: value };
    this._answered = [...this._answered, `${question.prompt} ${option.label}`];
    this._focusPanel = true;
  }

  private _chooseMarket(market: Species, question: FlowQuestion | null): void {
    const option = question?.options.find((o) => o.market === market);
    if (question && option) this._answer(question, option.value);
  }

  private _back = (): void => {
    const keys = Object.keys(this._answers);
    if (keys.length === 0) this._wishing = false;
    else {
      const answers = { ...this._answers };
      delete answers[keys[keys.length - 1]!];
      this._answers = answers;
      this._answered = this._answered.slice(0, -1);
    }
    this._focusPanel = true;
  };

  private _clear(focus = false): void {
    this._slot = null;
    this._boat = null;
    this._wishing = false;
    this._answers = {};
    this._answered = [];
    if (focus) this._focusPanel = true;
  }

  private _onKeydown(event: KeyboardEvent): void {
    this._byKeyboard = true;
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    if (/^[1-4]$/.test(event.key) && this.interactive) {
      event.preventDefault();
      this._selectSlot(Number(event.key));
      return;
    }
    if (event.key === 'Escape' && (this._slot !== null || this._boat !== null)) {
      event.stopPropagation();
      if (this._wishing) this._back();
      else this._clear(true);
    }
  }

  private _intend(action: WishesAction): void {
    this.dispatchEvent(new CustomEvent<WishesIntentDetail>('wishes-intent', { detail: { action }, bubbles: true, composed: true }));
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'shoal-wishes-board': ShoalWishesBoard;
  }
  interface HTMLElementEventMap {
    'wishes-intent': CustomEvent<WishesIntentDetail>;
  }
}
