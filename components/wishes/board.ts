import { LitElement, html, nothing, type PropertyValues } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { baseStyles } from '../theme/tokens.js';
import '../shared/button.js';
import type { Seat } from '../../src/core/index.js';
import {
  type FirstMove,
  type KeepMove,
  type Species,
  type WishMove,
  type WishesAction,
  type WishesEvent,
  type WishesState,
} from '../../src/games/wishes/index.js';
import { boardStyles } from './board-styles.js';
import { chosenKeep, chosenMove, keepOptions, nextQuestion, type FlowAnswers, type FlowOption, type FlowQuestion } from './flow.js';
import './final.js';
import { seatColourName, speciesName } from './looks.js';
import { describeEvents } from './narrate.js';
import { oceanRow } from './ocean.js';
import { answeredList, boatChoice, newsBlock, previewBlock, questionBlock, slotHeading } from './panel.js';
import { playerList } from './players.js';
import { previewMove } from './preview.js';
import { marketRing } from './ring.js';
import { FocusKeeper } from '../shared/focus-keeper.js';

/** Detail of `wishes-intent`: the action the player asked for (checked by the table, not here). */
export interface WishesIntentDetail {
  readonly action: WishesAction;
}

/**
 * The If Wishes Were Fishes! board: the ocean (W-2.1) with the worms on each card and what each slot
 * costs (W-5.2), the seven markets on their ring with buyers, prices, tokens, the closing cards and the
 * dump, and every player's money, worms, tokens and boats. It knows no rules: the state and the legal
 * actions come in as properties. The player picks a card, then keeps it (in the first empty boat, or
 * another one picked in the panel or among the boats) or makes its wish; a wish's choices are asked one
 * at a time from the legal actions, its effect is told (by the rules, see
 * preview.ts) before Confirm, and the action goes out as `wishes-intent`. A card out of reach shows the
 * rules' reason. Sales, closings and buyer moves of the last move (`events`) animate.
 *
 * Keyboard: Tab through cards, boats and choices; 1–4 pick an ocean slot; arrow keys move the boat a
 * kept card goes into; Escape steps back.
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
  /** The empty boat picked for a keep (null: the first, W-6.2). */
  @state() private _keepBoat: number | null = null;
  @state() private _wishing = false;
  @state() private _answers: FlowAnswers = {};
  /** The answers in words, in the order given ("Which token rots? Red token on Catfish → dump"). */
  @state() private _answered: readonly string[] = [];

  private _serial = 0;

  constructor() {
    super();
    // The chosen card or button goes with the move (the ocean is only pictures while others play): the
    // panel, which tells what happened and what to do next, keeps focus, and 1–4 still pick a card.
    this.addController(new FocusKeeper(this, () => this.renderRoot.querySelector<HTMLElement>('.panel')));
  }
  private _keeps = new Map<number, KeepMove[]>();
  private _wishes = new Map<number, WishMove[]>();
  private _sells = new Set<number>();
  private _firsts: FirstMove[] = [];
  private _canPass = false;
  private _focusPanel = false;
  /** Focus goes to the chosen boat of the keep (after an arrow key), not to the panel's first choice. */
  private _focusKeepBoat = false;
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
      this._focusKeepBoat
        ? '.boat-choice [aria-checked="true"]'
        : '.panel [data-focus-first], .panel button:not([disabled]), .panel shoal-button:not([disabled])',
    );
    this._focusKeepBoat = false;
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
    const keepChoice = this._keepChoice();
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
      <section class="panel" part="panel" aria-label="Your move" tabindex="-1">${this._panel(position, question)}</section>
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
          keepable: new Set(keepChoice?.options.map((option) => Number(option.value)) ?? []),
          keepBoat: keepChoice ? Number(keepChoice.chosen) : null,
          onKeepBoat: (boat) => this._chooseKeepBoat(boat),
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
      return html`<h2 class="panel-title">Final scoring</h2><shoal-wishes-final .state=${position}></shoal-wishes-final>`;
    }
    const acting = this.interactive ? this.seat : null;
    if (acting === null) return newsBlock(describeEvents(position, this._lastEvents), 'Last move');
    if (this._firsts.length) {
      return html`<h2 class="panel-title">Who goes first?</h2>
        <div class="options">
          ${this._firsts.map((move) => html`<shoal-button variant="secondary" compact @click=${() => this._intend(move)}>${seatColourName(move.seat)}</shoal-button>`)}
        </div>`;
    }
    if (this._slot !== null) return this._slotPanel(position, acting, this._slot, question);
    if (this._boat !== null) return this._sellPanel(position, acting, this._boat);
    if (this._canPass) {
      return html`<h2 class="panel-title">Nothing to do</h2>
        <p>The ocean is empty and your boats hold no fish, so you pass (W-4.2).</p>
        <div class="options"><shoal-button data-focus-first @click=${() => this._intend({ type: 'pass' })}>Pass</shoal-button></div>`;
    }
    return html`<p class="prompt">
        <strong>${seatColourName(acting)}, your move.</strong> Pick a card in the ocean to catch${this._sells.size ? ', or a fish in your boats to sell' : ''}.
      </p>
      ${newsBlock(describeEvents(position, this._lastEvents), 'Last move')}`;
  }

  private _slotPanel(position: WishesState, acting: Seat, slot: number, question: FlowQuestion | null) {
    if (!position.ocean[slot - 1]) return nothing;
    const keep = chosenKeep(this._keeps.get(slot) ?? [], this._keepBoat);
    const candidates = this._wishes.get(slot) ?? [];
    const head = slotHeading(position, acting, slot);
    if (!keep && candidates.length === 0) {
      const refused = previewMove(position, acting, { type: 'keep', slot }).error ?? previewMove(position, acting, { type: 'wish', slot }).error;
      return html`${head}
        <p class="refusal" role="alert">${refused?.message ?? 'This card cannot be caught now.'}</p>
        <div class="options"><shoal-button variant="quiet" compact @click=${() => this._clear(true)}>Back</shoal-button></div>`;
    }
    if (!this._wishing) {
      const keepWhy = keep ? null : previewMove(position, acting, { type: 'keep', slot }).error;
      const choice = this._keepChoice();
      return html`${head}
        <div class="choices">
          <shoal-button variant="secondary" ?disabled=${!keep} @click=${() => keep && this._intend(keep)}
            >${keep ? `Keep it in boat ${(keep.boat ?? 0) + 1}` : 'Keep it in a boat'}</shoal-button
          >
          <shoal-button ?disabled=${candidates.length === 0} @click=${this._startWish}>Make the wish…</shoal-button>
          <shoal-button variant="quiet" compact @click=${() => this._clear(true)}>Cancel</shoal-button>
        </div>
        ${choice ? boatChoice({ ...choice, onChoose: (value) => this._chooseKeepBoat(Number(value), true) }) : nothing}
        ${keepWhy ? html`<p class="note">${keepWhy.message}</p>` : nothing}`;
    }
    const done = answeredList(this._answered);
    if (question) {
      return html`${head}${done}${questionBlock(question, (value) => this._answer(question, value))}
        <div class="options"><shoal-button variant="quiet" compact @click=${this._back}>Back</shoal-button></div>`;
    }
    const move = chosenMove(position, acting, candidates, this._answers);
    if (!move) return head;
    const preview = previewMove(position, acting, move);
    return html`${head}${done}${previewBlock(preview.lines, preview.error?.message ?? null)}
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
    return html`<h2 class="panel-title" tabindex="-1">Sell the ${speciesName(face.species)} in boat ${boat + 1}</h2>
      ${previewBlock(preview.lines, preview.error?.message ?? null)}
      <div class="options">
        <shoal-button data-focus-first ?disabled=${preview.error !== null} @click=${() => this._intend({ type: 'sell', boat })}>Sell it</shoal-button>
        <shoal-button variant="quiet" compact @click=${() => this._clear(true)}>Cancel</shoal-button>
      </div>`;
  }

  // ----- choices --------------------------------------------------------------------------------

  private _question(): FlowQuestion | null {
    const position = this.state;
    if (!position || !this.interactive || this.seat === null || this._slot === null || !this._wishing) return null;
    return nextQuestion(position, this.seat, this._wishes.get(this._slot) ?? [], this._answers);
  }

  /** W-6.2 the boats the picked card can be kept in, when there is more than one, and the chosen one. */
  private _keepChoice(): { options: FlowOption[]; chosen: string } | null {
    const position = this.state;
    if (!position || !this.interactive || this.seat === null || this._slot === null || this._wishing) return null;
    const keeps = this._keeps.get(this._slot) ?? [];
    const options = keepOptions(position, this.seat, keeps);
    const keep = chosenKeep(keeps, this._keepBoat);
    return options.length > 1 && keep?.boat !== undefined ? { options, chosen: String(keep.boat) } : null;
  }

  private _chooseKeepBoat(boat: number, fromPanel = false): void {
    this._keepBoat = boat;
    if (fromPanel) this._focusKeepBoat = this._focusPanel = true;
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
    this._keepBoat = null;
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
