import { LitElement, html, svg, nothing, type PropertyValues } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { repeat } from 'lit/directives/repeat.js';
import { baseStyles } from '../theme/tokens.js';
import {
  FIELD_COUNT,
  FIGURES,
  LINES,
  PIER_COUNT,
  activePier,
  distanceOf,
  pierOf,
  type Field,
  type GoneFishingIntent,
  type GoneFishingState,
  type GoneFishingView,
  type Pier,
} from '../../src/games/gone-fishing/index.js';
import { NO_CHOICES, choicesOf, type Choices } from './choices.js';
import { FIELD, LAKE, fieldPoint, pierHeading, pierPoint, stepTarget, type BoardTarget } from './geometry.js';
import { boardStyles } from './board-styles.js';
import { boardChromeStyles } from '../shared/board-chrome-styles.js';
import { tackleStyles } from './tackle-styles.js';
import { pieceStyles } from './piece-styles.js';
import { randomDraft } from './layout-draft.js';
import { FRESH_SELECTION, chooseTarget, faceOn, isChoosable, peekedField, targetLabel, type Selection } from './selection.js';
import { figure, homeIcon, pierPlanks, startMarker, tileBack, tileFace, TILE } from './pieces.js';
import { tackle } from './tackle.js';
import { FocusKeeper } from '../shared/focus-keeper.js';

/** Detail of `gone-fishing-intent`: what the player asked for (the table judges it). */
export interface GoneFishingIntentDetail {
  readonly intent: GoneFishingIntent;
}

/** Room around the lake for the piers and start tiles, in board units. */
const MARGIN = 128;
const ARROWS: Readonly<Record<string, readonly [number, number]>> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};
const CENTRE: BoardTarget = { kind: 'field', field: 5 };

/**
 * The Gone Fishing board (GF-1, GF-2): the 4 × 4 lake, the 20 piers around it, both Angler figures
 * and their start tiles, and below it the tackle tray (line cards, specials, helpers, the catch and
 * the step's buttons). It knows no rules: a seat's view and its legal intents come in as properties,
 * and the player's choice goes out as `gone-fishing-intent`. Faces come only from the view (the Fish
 * player's own, or what was shown to the Angler) and from tiles opened to everyone.
 *
 * Keyboard: arrows walk piers and fields on one 6 × 6 grid, Enter or Space chooses, Escape drops a
 * half-made choice, R and Y pick the figure to move, P passes, D ends the Fish player's moves.
 *
 * @fires gone-fishing-intent - `{intent}`: a choice of the player at this board.
 * @csspart lake - The SVG.
 */
@customElement('shoal-gone-fishing-board')
export class ShoalGoneFishingBoard extends LitElement {
  static override styles = [baseStyles, pieceStyles, boardChromeStyles, boardStyles, tackleStyles];

  /** What this seat sees (GF-8). */
  @property({ attribute: false }) view: GoneFishingView | null = null;
  /** The intents this seat may play now (empty when it is not its turn). */
  @property({ attribute: false }) legal: readonly GoneFishingIntent[] = [];
  /** The player at this board may act now. */
  @property({ type: Boolean, reflect: true }) interactive = false;

  @state() private _cursor: BoardTarget | null = null;
  @state() private _keyboard = false;
  @state() private _hover: BoardTarget | null = null;
  /** Half-made choices: the figure to move, the red start pier, a picked tile, PEEK/SWAP aim, the draft lake. */
  @state() private _selection: Selection = FRESH_SELECTION;

  private _choices: Choices = NO_CHOICES;

  constructor() {
    super();
    // A step's button (Lay the lake, Take red home, a special) goes with the move: the lake keeps focus.
    this.addController(new FocusKeeper(this, () => this.renderRoot.querySelector('svg')));
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    const position = this.view?.state;
    if (!position) return;
    if (changed.has('legal') || changed.has('view') || changed.has('interactive')) {
      this._choices = this.interactive ? choicesOf(position, this.legal) : NO_CHOICES;
    }
    const before = changed.get('view')?.state;
    let next = this._selection;
    if (changed.has('view') && before !== position) {
      const newStep = !before || before.phase !== position.phase || before.round !== position.round || before.day !== position.day;
      next = { ...next, picked: null, ...(newStep ? { aim: 'catch', redStart: null } : {}), ...(position.phase === 'lay-lake' ? {} : { draft: null }) };
      const movable = [...this._choices.moves.keys()];
      if (movable.length && !movable.includes(next.figure)) next = { ...next, figure: movable[0]! };
    }
    if (this._choices.layLake && !next.draft) next = { ...next, draft: randomDraft() };
    if (next !== this._selection) this._selection = next;
  }

  override render() {
    const view = this.view;
    if (!view) return nothing;
    const position = view.state;
    const focus = this._keyboard ? this._cursor : null;
    const width = LAKE + 2 * MARGIN;
    return html`<div class="board"><div class="lake-wrap">
        <svg
          part="lake"
          viewBox="${-MARGIN} ${-MARGIN} ${width} ${width}"
          role="application"
          aria-roledescription="board"
          aria-label="Gone Fishing lake: 4 by 4 fields with 20 piers around it"
          aria-describedby="cursor-text"
          tabindex="0"
          @keydown=${this._onKeydown}
          @focus=${this._onFocus}
          @blur=${() => (this._keyboard = false)}
          @pointerleave=${() => (this._hover = null)}
        >
          <rect class="shore" x=${-MARGIN + 6} y=${-MARGIN + 6} width=${width - 12} height=${width - 12} rx="36" />
          <rect class="water" x="-10" y="-10" width=${LAKE + 20} height=${LAKE + 20} rx="18" />
          ${this._grid()} ${this._lines(position)} ${this._piers(position)} ${this._startTiles(position)} ${this._tiles(position)}
          ${this._fieldMarks(position)} ${this._figures(position)} ${focus ? this._cursorMark(focus) : nothing} ${this._hits(position)}
        </svg>
      </div>
      ${tackle({
        view,
        choices: this._choices,
        interactive: this.interactive,
        selection: this._selection,
        onIntent: (intent) => this._intend(intent),
        onAim: (aim) => this._select({ aim, picked: null }),
        onFigure: (figure) => this._select({ figure }),
        onShuffle: () => this._select({ draft: randomDraft(), picked: null }),
        onLayLake: () => this._selection.draft && this._intend({ type: 'lay-lake', faces: this._selection.draft }),
        onClearStart: () => this._select({ redStart: null }),
      })}</div>
      <p id="cursor-text" class="visually-hidden" aria-live="polite">${focus ? this._label(focus) : ''}</p>`;
  }

  private _select(change: Partial<Selection>): void {
    this._selection = { ...this._selection, ...change };
  }

  private _grid() {
    const lines = [1, 2, 3].map((i) => svg`<line x1=${i * FIELD} y1="0" x2=${i * FIELD} y2=${LAKE} /><line x1="0" y1=${i * FIELD} x2=${LAKE} y2=${i * FIELD} />`);
    return svg`<g class="grid" aria-hidden="true">${lines}</g>`;
  }

  /** The line that the active figure fishes (GF-5.2.1), or the one a reachable pier would fish (a preview). */
  private _lines(position: GoneFishingState) {
    // The active line matters in steps 2 and 3 (GF-5.2.1); a reachable pier previews its line in step 1.
    const active = position.phase === 'show' || position.phase === 'act' ? activePier(position) : null;
    const aimed = this._keyboard ? this._cursor : this._hover;
    const { figure: chosen } = this._selection;
    const preview = aimed?.kind === 'pier' && this._choices.moves.get(chosen)?.has(aimed.pier) && aimed.pier !== position.figures[chosen]?.start ? aimed.pier : null;
    const band = (pier: Pier, kind: string) =>
      svg`<g class="line ${kind}">${(LINES[pier] ?? []).map((field, index) => {
        const { x, y } = fieldPoint(field);
        return svg`<rect x=${x - FIELD / 2 + 3} y=${y - FIELD / 2 + 3} width=${FIELD - 6} height=${FIELD - 6} rx="10" />
          <text class="distance" x=${x - FIELD / 2 + 12} y=${y + FIELD / 2 - 11}>${index + 1}</text>`;
      })}</g>`;
    return svg`<g aria-hidden="true">${active !== null ? band(active, 'active') : nothing}${preview !== null ? band(preview, 'preview') : nothing}</g>`;
  }

  private _piers(position: GoneFishingState) {
    const { figure: chosen, redStart } = this._selection;
    const reach = this._choices.moves.get(chosen);
    const start = position.figures[chosen]?.start;
    const active = activePier(position);
    return svg`<g class="piers" aria-hidden="true">${Array.from({ length: PIER_COUNT }, (_, pier) => {
      const { x, y } = pierPoint(pier);
      const heading = pierHeading(pier);
      const angle = (Math.atan2(heading.y, heading.x) * 180) / Math.PI - 90;
      const steps = reach?.get(pier);
      const home = steps !== undefined && pier === start;
      const choosable = (this._choices.startPiers && pier !== redStart) || steps !== undefined;
      const classes = ['pier', choosable ? 'choosable' : '', pier === active ? 'active' : '', pier === redStart ? 'picked' : ''].join(' ');
      const label = (p: { x: number; y: number }) => svg`<g class="pier-number" transform="translate(${p.x} ${p.y})"><circle r="12" /><text>${pier}</text></g>`;
      return svg`<g class=${classes} transform="translate(${x} ${y})">
        <g transform="rotate(${angle})">${pierPlanks()}</g>
        ${label({ x: -heading.x * 34, y: -heading.y * 34 })}
        ${home ? svg`<g class="home-badge" transform="translate(${heading.x * 30} ${heading.y * 30})"><circle r="15" />${homeIcon()}</g>` : nothing}
      </g>`;
    })}</g>`;
  }

  private _startTiles(position: GoneFishingState) {
    const marks = FIGURES.flatMap((colour) => {
      const f = position.figures[colour];
      const start = f && !f.home ? f.start : colour === 'red' ? this._selection.redStart : null;
      if (start === null || start === undefined) return [];
      const { x, y } = pierPoint(start);
      const heading = pierHeading(start);
      // Beside the pier, on the side it turns from (clockwise), between it and its neighbour.
      const side = { x: -heading.y, y: heading.x };
      return [svg`<g class="start ${colour}" transform="translate(${x - side.x * 38 - heading.x * 6} ${y - side.y * 38 - heading.y * 6})">${startMarker(colour)}</g>`];
    });
    return svg`<g aria-hidden="true">${marks}</g>`;
  }

  private _tiles(position: GoneFishingState) {
    const tiles: { key: string; field: Field }[] = [];
    const selection = this._selection;
    if (selection.draft) for (let field = 0; field < FIELD_COUNT; field++) tiles.push({ key: `draft-${field}`, field });
    else position.lake.forEach((tile, field) => tile !== null && tiles.push({ key: `day${position.day}-tile${tile}`, field }));
    return svg`<g class="tiles" aria-hidden="true">${repeat(
      tiles,
      (t) => t.key,
      ({ field }) => {
        const { x, y } = fieldPoint(field);
        const face = faceOn(this.view!, selection, field);
        const chosen = selection.picked === field ? 'picked' : isChoosable(this._choices, selection, field) ? 'choosable' : '';
        const classes = ['tile', face ? 'face-up' : 'face-down', chosen].join(' ');
        return svg`<g class=${classes} style="transform: translate(${x}px, ${y}px)"><g class="lift">${face ? tileFace(face) : tileBack()}</g></g>`;
      },
    )}</g>`;
  }

  /** Marks on fields: the card each line tile needs, the tile shown to the Angler, where a picked tile may slide. */
  private _fieldMarks(position: GoneFishingState) {
    const marks = [];
    const pier = activePier(position);
    const { aim, picked } = this._selection;
    const acting = position.phase === 'act' && aim === 'catch';
    const peeked = peekedField(position);
    for (let field = 0; field < FIELD_COUNT; field++) {
      const { x, y } = fieldPoint(field);
      const tile = position.lake[field];
      if (acting && pier !== null && tile !== null && distanceOf(pier, field) > 0 && this.view?.role === 'angler') {
        const card = distanceOf(pier, field);
        const can = this._choices.catches.has(field);
        marks.push(svg`<g class="card-badge ${can ? 'can' : 'cannot'}" transform="translate(${x + TILE / 2 - 14} ${y - TILE / 2 + 12})">
          <rect x="-17" y="-14" width="34" height="28" rx="8" /><text y="1">${card}</text>${can ? nothing : svg`<line x1="-13" y1="10" x2="13" y2="-10" />`}
        </g>`);
      }
      if (position.shown === field && position.phase === 'act') {
        marks.push(svg`<g class="shown-badge" transform="translate(${x} ${y + TILE / 2 - 4})"><rect x="-30" y="-11" width="60" height="22" rx="11" /><text y="1">shown</text></g>`);
      }
      if (peeked === field) {
        marks.push(svg`<g class="shown-badge" transform="translate(${x} ${y + TILE / 2 - 4})"><rect x="-30" y="-11" width="60" height="22" rx="11" /><text y="1">peeked</text></g>`);
      }
      if (picked !== null && aim !== 'swap' && this._choices.slides.get(picked)?.has(field)) {
        marks.push(svg`<circle class="slide-to" cx=${x} cy=${y} r="16" />`);
      }
    }
    return svg`<g aria-hidden="true">${marks}</g>`;
  }

  private _figures(position: GoneFishingState) {
    const on = FIGURES.filter((colour) => position.figures[colour] && !position.figures[colour].home);
    const standing = on.map((colour) => ({ colour, pier: pierOf(position.figures[colour]!) }));
    const { redStart, figure: chosen } = this._selection;
    if (redStart !== null && !position.figures.red) standing.push({ colour: 'red', pier: redStart });
    return svg`<g class="figures" aria-hidden="true">${repeat(
      standing,
      (s) => s.colour,
      ({ colour, pier }) => {
        const { x, y } = pierPoint(pier);
        const heading = pierHeading(pier);
        const shared = standing.filter((s) => s.pier === pier).length > 1;
        const side = shared ? (colour === 'red' ? -16 : 16) : 0;
        const fx = x + heading.x * 16 - heading.y * side;
        const fy = y + heading.y * 16 + heading.x * side + 12;
        const selected = this._choices.moves.has(colour) && chosen === colour;
        return svg`<g class="figure ${colour} ${selected ? 'selected' : ''} ${position.active === colour ? 'fishing' : ''}" style="transform: translate(${fx}px, ${fy}px)">
          ${selected ? svg`<ellipse class="selection" cx="0" cy="4" rx="25" ry="10" />` : nothing}${figure(colour)}
        </g>`;
      },
    )}</g>`;
  }

  private _cursorMark(target: BoardTarget) {
    const { x, y } = target.kind === 'field' ? fieldPoint(target.field) : pierPoint(target.pier);
    const size = target.kind === 'field' ? FIELD - 8 : 84;
    return svg`<rect class="cursor" x=${x - size / 2} y=${y - size / 2} width=${size} height=${size} rx="14" />`;
  }

  /** Invisible click targets: one per field and one per pier square of the 6 × 6 grid. */
  private _hits(position: GoneFishingState) {
    const targets = [];
    for (let pier = 0; pier < PIER_COUNT; pier++) {
      const { x, y } = pierPoint(pier);
      targets.push(svg`<rect data-pier=${pier} role="button" aria-label=${this._label({ kind: 'pier', pier })} x=${x - 50} y=${y - 58} width="100" height="116" />`);
    }
    for (let field = 0; field < FIELD_COUNT; field++) {
      const { x, y } = fieldPoint(field);
      targets.push(svg`<rect data-field=${field} role="button" aria-label=${this._label({ kind: 'field', field })} x=${x - FIELD / 2} y=${y - FIELD / 2} width=${FIELD} height=${FIELD} />`);
    }
    return position.phase === 'over' ? nothing : svg`<g class="hits" @click=${this._onClick} @pointerover=${this._onPointerOver}>${targets}</g>`;
  }

  /** What a target is and what choosing it would do. */
  private _label(target: BoardTarget): string {
    return targetLabel(this.view!, this._choices, this._selection, target);
  }

  private _targetOf(event: Event): BoardTarget | null {
    const element = event.target as Element;
    const pier = element.getAttribute('data-pier');
    if (pier !== null) return { kind: 'pier', pier: Number(pier) };
    const field = element.getAttribute('data-field');
    return field === null ? null : { kind: 'field', field: Number(field) };
  }

  private _onPointerOver(event: PointerEvent): void {
    if (event.pointerType !== 'touch') this._hover = this._targetOf(event);
    this._keyboard = false;
  }

  private _onClick(event: MouseEvent): void {
    const target = this._targetOf(event);
    if (!target) return;
    this._keyboard = false;
    this._cursor = target;
    this._choose(target);
  }

  private _onFocus(): void {
    if (this.renderRoot.querySelector('svg')?.matches(':focus-visible')) {
      this._keyboard = true;
      this._cursor ??= CENTRE;
    }
  }

  private _onKeydown(event: KeyboardEvent): void {
    const arrow = ARROWS[event.key];
    if (arrow) {
      event.preventDefault();
      const from = this._cursor ?? CENTRE;
      this._cursor = this._keyboard ? stepTarget(from, arrow[0], arrow[1]) : from;
      this._keyboard = true;
      this._hover = null;
      return;
    }
    const key = event.key.length === 1 ? event.key.toLowerCase() : event.key;
    if (key === 'Enter' || key === ' ') {
      event.preventDefault();
      this._keyboard = true;
      if (this._cursor) this._choose(this._cursor);
      else this._cursor = CENTRE;
    } else if (key === 'Escape' && (this._selection.picked !== null || this._selection.redStart !== null || this._selection.aim !== 'catch')) {
      event.stopPropagation();
      this._select({ picked: null, redStart: null, aim: 'catch' });
    } else if ((key === 'r' || key === 'y') && this._choices.moves.has(key === 'r' ? 'red' : 'yellow')) {
      this._select({ figure: key === 'r' ? 'red' : 'yellow' });
    } else if (key === 'p' && this._choices.buttons.has('pass')) {
      this._intend({ type: 'pass' });
    } else if (key === 'd' && this._choices.buttons.has('done')) {
      this._intend({ type: 'done' });
    }
  }

  /** Chooses a pier or field: a whole intent, or one half of a two-part choice. */
  private _choose(target: BoardTarget): void {
    const position = this.view?.state;
    if (!position || !this.interactive) return;
    const chosen = chooseTarget(position, this._choices, this._selection, target);
    this._selection = chosen.selection;
    if (chosen.intent) this._intend(chosen.intent);
  }

  private _intend(intent: GoneFishingIntent): void {
    this.dispatchEvent(new CustomEvent<GoneFishingIntentDetail>('gone-fishing-intent', { detail: { intent }, bubbles: true, composed: true }));
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'shoal-gone-fishing-board': ShoalGoneFishingBoard;
  }
  interface HTMLElementEventMap {
    'gone-fishing-intent': CustomEvent<GoneFishingIntentDetail>;
  }
}
