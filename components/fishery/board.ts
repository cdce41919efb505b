import { LitElement, html, svg, nothing, type PropertyValues, type SVGTemplateResult } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { baseStyles } from '../theme/tokens.js';
import { cellName, edgeId, type Colour, type FisheryMove, type FisheryState, type Region } from '../../src/games/fishery/index.js';
import { centreTarget, sameTarget, stepCursor, type BoardTarget } from './cursor.js';
import { describeTarget, targetName } from './describe.js';
import { boardStyles } from './board-styles.js';
import { boardChromeStyles } from '../shared/board-chrome-styles.js';
import { CELL, fish, net, nets, ship } from './pieces.js';

/** Detail of `move-intent`: the move the player asked for (not yet checked by the rules). */
export interface MoveIntentDetail {
  readonly move: FisheryMove;
}

const MARGIN = 46;
const ARROWS: Readonly<Record<string, readonly [number, number]>> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

/** Text made safe to place in markup, in an attribute or between tags. */
function escapeMarkup(text: string): string {
  return text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The move a target stands for. */
function moveOf(target: BoardTarget): FisheryMove {
  return target.kind === 'cell' ? { type: 'ship', x: target.x, y: target.y } : { type: 'net', x: target.x, y: target.y, side: target.side };
}

/** End points of a net space in board units. */
function edgeLine(target: { x: number; y: number; side: 'e' | 's' }): [number, number, number, number] {
  const { x, y } = target;
  return target.side === 'e' ? [(x + 1) * CELL, y * CELL, (x + 1) * CELL, (y + 1) * CELL] : [x * CELL, (y + 1) * CELL, (x + 1) * CELL, (y + 1) * CELL];
}

/**
 * The Fishery board (F-1): 9 × 7 water cells inside the blue rim, ships, nets, and the fisheries they
 * make, tinted by holder with their size. It knows no rules: the position, the legal moves and the
 * regions come in as properties; a click, a tap (tap twice on touch screens) or Enter/Space on the
 * keyboard cursor sends the player's wish out as `move-intent`, legal or not, for the table to judge.
 *
 * Keyboard: arrows move the cursor over cells and the net spaces between them, Enter or Space places,
 * P passes, Escape cancels a pending tap.
 *
 * @fires move-intent - `{move}`: a ship, net or pass the player asked for.
 * @csspart board - The SVG.
 */
@customElement('shoal-fishery-board')
export class ShoalFisheryBoard extends LitElement {
  static override styles = [baseStyles, boardChromeStyles, boardStyles];

  /** The position to show. */
  @property({ attribute: false }) state: FisheryState | null = null;
  /** The moves the player to move may make (highlights only). */
  @property({ attribute: false }) legal: readonly FisheryMove[] = [];
  /** The board's regions (from the engine's `regions()`), tinted by holder when there are several. */
  @property({ attribute: false }) regions: readonly Region[] = [];
  /** The player at this board may move now: shows hover previews and the cursor in the mover's colour. */
  @property({ type: Boolean, reflect: true }) interactive = false;

  @state() private _hover: BoardTarget | null = null;
  @state() private _cursor: BoardTarget | null = null;
  @state() private _keyboard = false;
  @state() private _armed: BoardTarget | null = null;

  private _legalCells = new Set<number>();
  private _legalEdges = new Set<number>();
  private _regionOfCell: number[] = [];

  protected override willUpdate(changed: PropertyValues<this>): void {
    const position = this.state;
    if (!position) return;
    if (changed.has('legal') || changed.has('state')) {
      this._legalCells = new Set();
      this._legalEdges = new Set();
      for (const move of this.legal) {
        if (move.type === 'ship') this._legalCells.add(move.y * position.columns + move.x);
        if (move.type === 'net') {
          const edge = edgeId(position, move.x, move.y, move.side);
          if (edge !== null) this._legalEdges.add(edge);
        }
      }
    }
    if (changed.has('regions')) {
      this._regionOfCell = [];
      this.regions.forEach((region, index) => region.cells.forEach((cell) => (this._regionOfCell[cell] = index)));
    }
    if (changed.has('state')) {
      this._armed = null;
      // The cursor walks cells only while ships are placed.
      if (position.phase === 'ships' && this._cursor?.kind === 'edge') this._cursor = { kind: 'cell', x: this._cursor.x, y: this._cursor.y };
    }
  }

  /** True when the target's move is among the legal moves. */
  isLegal(target: BoardTarget): boolean {
    const position = this.state;
    if (!position) return false;
    if (target.kind === 'cell') return this._legalCells.has(target.y * position.columns + target.x);
    const edge = edgeId(position, target.x, target.y, target.side);
    return edge !== null && this._legalEdges.has(edge);
  }

  override render() {
    const position = this.state;
    if (!position) return nothing;
    const width = position.columns * CELL;
    const height = position.rows * CELL;
    const focus = this._keyboard ? this._cursor : null;
    const hover = focus ?? this._armed ?? this._hover;
    const description = focus ? this._describe(focus) : '';
    return html`<svg
        part="board"
        viewBox="${-MARGIN} ${-MARGIN} ${width + MARGIN + 22} ${height + MARGIN + 22}"
        role="application"
        aria-roledescription="board"
        aria-label="Fishery board, ${position.columns} columns A to ${cellName(position.columns - 1, 0)[0]}, ${position.rows} rows"
        aria-describedby="cursor-text"
        tabindex="0"
        @keydown=${this._onKeydown}
        @focus=${this._onFocus}
        @blur=${this._onBlur}
        @pointerleave=${this._onPointerLeave}
      >
        <defs>
          <pattern id="hatch" width="14" height="14" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
            <line x1="0" y1="0" x2="0" y2="14" stroke="var(--shoal-seat-black)" stroke-width="4" opacity="0.14" />
          </pattern>
        </defs>
        <rect class="water" x="0" y="0" width=${width} height=${height} />
        ${this._coordinates(position)} ${this._tints(position)} ${this._grid(position)}
        <rect class="rim" x="-5" y="-5" width=${width + 10} height=${height + 10} rx="10" />
        <rect class="rim-rope" x="-5" y="-5" width=${width + 10} height=${height + 10} rx="10" />
        ${this._lastMoveHalo(position)} ${this._nets(position)} ${this._ships(position)} ${this._labels(position)}
        ${hover ? this._preview(position, hover) : nothing} ${focus ? this._cursorMark(focus) : nothing}
        ${this._hitTargets(position)}
      </svg>
      <p id="cursor-text" class="visually-hidden" aria-live="polite">${description}</p>
      ${this._armed ? html`<p class="hint" aria-hidden="true">Tap again to place</p>` : nothing}`;
  }

  private _describe(target: BoardTarget): string {
    const position = this.state!;
    const region = target.kind === 'cell' ? this.regions[this._regionOfCell[target.y * position.columns + target.x] ?? -1] : undefined;
    return describeTarget(position, target, this.isLegal(target), region, this.regions.length);
  }

  private _coordinates(position: FisheryState) {
    return svg`<g class="coords" aria-hidden="true">
      ${Array.from({ length: position.columns }, (_, x) => svg`<text x=${(x + 0.5) * CELL} y=${-MARGIN / 2 - 2}>${cellName(x, 0)[0]}</text>`)}
      ${Array.from({ length: position.rows }, (_, y) => svg`<text x=${-MARGIN / 2 - 2} y=${(y + 0.5) * CELL}>${y + 1}</text>`)}
    </g>`;
  }

  /** Region tints appear once nets split the board (F-1.3.3: one region is just the sea). Each region is
   * one path of its cells' squares: a big board holds hundreds of tinted cells. */
  private _tints(position: FisheryState) {
    if (this.regions.length < 2) return nothing;
    return svg`<g class="tints">
      ${this.regions.map((region) => {
        if (region.owner === null) return nothing;
        const squares = region.cells.map((cell) => `M${(cell % position.columns) * CELL} ${Math.floor(cell / position.columns) * CELL}h${CELL}v${CELL}h${-CELL}z`).join('');
        // Black's waters are also hatched, so the two holders differ without colour.
        return svg`<g class="tint seat-${region.owner}"><path d=${squares} />${region.owner === 0 ? svg`<path class="hatch" d=${squares} />` : nothing}</g>`;
      })}
    </g>`;
  }

  /** The water's grid, one path (a dash pattern starts again at each of its lines). */
  private _grid(position: FisheryState) {
    let lines = '';
    for (let x = 1; x < position.columns; x++) lines += `M${x * CELL} 0V${position.rows * CELL}`;
    for (let y = 1; y < position.rows; y++) lines += `M0 ${y * CELL}H${position.columns * CELL}`;
    return svg`<g class="grid" aria-hidden="true"><path d=${lines} /></g>`;
  }

  /** The nets, one piece per colour, and the net just laid on its own (it animates). */
  private _nets(position: FisheryState) {
    const last = position.lastMove?.move;
    const laid: [number, number, number, number][][] = [[], []];
    let fresh: SVGTemplateResult | typeof nothing = nothing;
    for (let y = 0; y < position.rows; y++) {
      for (let x = 0; x < position.columns; x++) {
        for (const side of ['e', 's'] as const) {
          const edge = edgeId(position, x, y, side);
          const holder = edge === null ? null : position.nets[edge];
          if (holder === null || holder === undefined) continue;
          const segment = edgeLine({ x, y, side });
          if (last?.type === 'net' && last.x === x && last.y === y && last.side === side) fresh = net(holder, ...segment, 'fresh');
          else laid[holder]!.push(segment);
        }
      }
    }
    return svg`<g class="nets">${laid.map((segments, colour) => (segments.length > 0 ? nets(colour as Colour, segments) : nothing))}${fresh}</g>`;
  }

  private _ships(position: FisheryState) {
    const last = position.lastMove?.move;
    return svg`<g class="ships">${position.ships.map((holder, cell) => {
      if (holder === null) return nothing;
      const x = cell % position.columns;
      const y = Math.floor(cell / position.columns);
      const fresh = last?.type === 'ship' && last.x === x && last.y === y;
      return ship(holder, (x + 0.5) * CELL, (y + 0.5) * CELL + 2, fresh ? 'fresh' : '');
    })}</g>`;
  }

  private _lastMoveHalo(position: FisheryState) {
    const last = position.lastMove?.move;
    if (!last || last.type === 'pass') return nothing;
    if (last.type === 'ship') return svg`<circle class="halo" cx=${(last.x + 0.5) * CELL} cy=${(last.y + 0.5) * CELL} r="44" />`;
    const [x1, y1, x2, y2] = edgeLine(last);
    return svg`<line class="halo" x1=${x1} y1=${y1} x2=${x2} y2=${y2} />`;
  }

  /** Each fishery's holder and size, on the cell nearest its middle (preferring a cell without a ship). */
  private _labels(position: FisheryState) {
    if (this.regions.length < 2) return nothing;
    return svg`<g class="labels" aria-hidden="true">${this.regions.map((region) => {
      const points = region.cells.map((cell) => ({ cell, x: cell % position.columns, y: Math.floor(cell / position.columns) }));
      const mx = points.reduce((sum, p) => sum + p.x, 0) / points.length;
      const my = points.reduce((sum, p) => sum + p.y, 0) / points.length;
      const score = (p: { cell: number; x: number; y: number }) => (p.x - mx) ** 2 + (p.y - my) ** 2 + (position.ships[p.cell] === null ? 0 : 100);
      const spot = points.reduce((best, p) => (score(p) < score(best) ? p : best));
      const onShip = position.ships[spot.cell] !== null;
      const cx = (spot.x + 0.5) * CELL;
      const cy = (spot.y + 0.5) * CELL + (onShip ? 34 : 0);
      const holder = region.owner === null ? 'none' : String(region.owner);
      return svg`<g class="label holder-${holder}" transform="translate(${cx} ${cy})">
        <rect x="-46" y="-21" width="92" height="42" rx="21" />
        ${fish(-20, 0, region.owner === null ? 'var(--shoal-text-muted)' : region.owner === 0 ? 'var(--shoal-seat-black-ink)' : 'var(--shoal-seat-white-ink)', 1.3)}
        <text x="16" y="1">${region.cells.length}</text>
      </g>`;
    })}</g>`;
  }

  private _preview(position: FisheryState, target: BoardTarget) {
    if (!this.interactive || position.phase === 'over') return nothing;
    const mover = position.turn;
    if (this.isLegal(target)) {
      if (target.kind === 'cell') return svg`<g class="ghost">${ship(mover, (target.x + 0.5) * CELL, (target.y + 0.5) * CELL + 2)}</g>`;
      return svg`<g class="ghost">${net(mover, ...edgeLine(target))}</g>`;
    }
    const occupied =
      target.kind === 'cell'
        ? position.ships[target.y * position.columns + target.x] !== null
        : (() => {
            const edge = edgeId(position, target.x, target.y, target.side);
            return edge !== null && position.nets[edge] !== null;
          })();
    if (occupied) return nothing;
    const [cx, cy] = target.kind === 'cell' ? [(target.x + 0.5) * CELL, (target.y + 0.5) * CELL] : (() => {
      const [x1, y1, x2, y2] = edgeLine(target);
      return [(x1 + x2) / 2, (y1 + y2) / 2];
    })();
    return svg`<g class="no" transform="translate(${cx} ${cy})"><circle r="13" /><line x1="-9" y1="9" x2="9" y2="-9" /></g>`;
  }

  private _cursorMark(target: BoardTarget) {
    if (target.kind === 'cell') return svg`<rect class="cursor" x=${target.x * CELL + 4} y=${target.y * CELL + 4} width=${CELL - 8} height=${CELL - 8} rx="12" />`;
    const [x1, y1, x2, y2] = edgeLine(target);
    const horizontal = y1 === y2;
    return svg`<rect class="cursor" x=${horizontal ? x1 + 6 : x1 - 14} y=${horizontal ? y1 - 14 : y1 + 6}
      width=${horizontal ? x2 - x1 - 12 : 28} height=${horizontal ? 28 : y2 - y1 - 12} rx="14" />`;
  }

  /**
   * Invisible click targets: cells while ships are placed; while nets are laid, one diamond per net space
   * (the two half-cells nearest it), so every point of the water picks its nearest net space. A big board
   * has well over a thousand, each a labelled button: they are written into their group as one piece of
   * markup after each render (`updated`), which the browser parses once, where a template is parsed, walked
   * for bindings and then cloned.
   */
  private _hitTargets(position: FisheryState) {
    if (position.phase === 'over') return nothing;
    return svg`<g class="hits" @click=${this._onClick} @pointerover=${this._onPointerOver}></g>`;
  }

  /** The markup of the click targets, their labels saying what a click there does now. */
  private _hitMarkup(position: FisheryState): string {
    const targets: string[] = [];
    if (position.phase === 'ships') {
      for (let y = 0; y < position.rows; y++) {
        for (let x = 0; x < position.columns; x++) {
          const label = escapeMarkup(this._hitLabel({ kind: 'cell', x, y }));
          targets.push(`<rect data-cell="${x},${y}" role="button" aria-label="${label}" x="${x * CELL}" y="${y * CELL}" width="${CELL}" height="${CELL}"/>`);
        }
      }
      return targets.join('');
    }
    const h = CELL / 2;
    for (let y = 0; y < position.rows; y++) {
      for (let x = 0; x < position.columns; x++) {
        for (const side of ['e', 's'] as const) {
          if (edgeId(position, x, y, side) === null) continue;
          const target: BoardTarget = { kind: 'edge', x, y, side };
          const [x1, y1, x2, y2] = edgeLine(target);
          const points =
            side === 'e'
              ? `${x1},${y1} ${x1 + h},${y1 + h} ${x2},${y2} ${x1 - h},${y1 + h}`
              : `${x1},${y1} ${x1 + h},${y1 - h} ${x2},${y2} ${x1 + h},${y1 + h}`;
          targets.push(`<polygon data-edge="${x},${y},${side}" role="button" aria-label="${escapeMarkup(this._hitLabel(target))}" points="${points}"/>`);
        }
      }
    }
    return targets.join('');
  }

  /** The click-target group and the markup it holds (a new group starts empty). */
  private _hits: { readonly group: Element; markup: string } | null = null;

  protected override updated(changed: PropertyValues<this>): void {
    const group = this.renderRoot.querySelector('g.hits');
    if (!group || !this.state) return void (this._hits = null);
    if (this._hits?.group !== group) this._hits = { group, markup: '' };
    else if (!changed.has('state') && !changed.has('legal') && !changed.has('regions')) return;
    const markup = this._hitMarkup(this.state);
    if (markup === this._hits.markup) return;
    group.innerHTML = markup;
    this._hits.markup = markup;
  }

  private _hitLabel(target: BoardTarget): string {
    const position = this.state!;
    if (this.isLegal(target)) {
      return target.kind === 'cell' ? `Place a ship on ${cellName(target.x, target.y)}` : `Lay a net on ${targetName(position, target)}`;
    }
    return this._describe(target);
  }

  private _targetOf(event: Event): BoardTarget | null {
    const element = event.target as Element;
    const cell = element.getAttribute('data-cell');
    if (cell) {
      const [x, y] = cell.split(',').map(Number) as [number, number];
      return { kind: 'cell', x, y };
    }
    const edge = element.getAttribute('data-edge');
    if (edge) {
      const [x, y, side] = edge.split(',') as [string, string, 'e' | 's'];
      return { kind: 'edge', x: Number(x), y: Number(y), side };
    }
    return null;
  }

  private _onPointerOver(event: PointerEvent): void {
    const target = this._targetOf(event);
    if (event.pointerType !== 'touch') this._hover = target;
    this._keyboard = false;
  }

  private _onPointerLeave(): void {
    this._hover = null;
  }

  private _onClick(event: MouseEvent): void {
    const target = this._targetOf(event);
    if (!target) return;
    this._keyboard = false;
    this._cursor = target;
    // On a touch screen the first tap previews and the second places: no fat-finger nets.
    const touch = (event as PointerEvent).pointerType === 'touch';
    if (touch && !sameTarget(this._armed, target)) {
      this._armed = target;
      return;
    }
    this._armed = null;
    this._intend(moveOf(target));
  }

  private _onFocus(): void {
    const svgElement = this.renderRoot.querySelector('svg');
    if (svgElement?.matches(':focus-visible')) {
      this._keyboard = true;
      this._cursor ??= this.state ? centreTarget(this.state) : null;
    }
  }

  private _onBlur(): void {
    this._keyboard = false;
  }

  private _onKeydown(event: KeyboardEvent): void {
    const position = this.state;
    if (!position) return;
    const arrow = ARROWS[event.key];
    if (arrow) {
      event.preventDefault();
      const from = this._cursor ?? centreTarget(position);
      this._cursor = this._keyboard ? stepCursor(position, from, arrow[0], arrow[1], position.phase === 'ships' ? 'cells' : 'cells-and-edges') : from;
      this._keyboard = true;
      this._hover = null;
      return;
    }
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      this._keyboard = true;
      if (this._cursor) this._intend(moveOf(this._cursor));
      else this._cursor = centreTarget(position);
      return;
    }
    if (event.key === 'p' || event.key === 'P') {
      event.preventDefault();
      this._intend({ type: 'pass' });
      return;
    }
    if (event.key === 'Escape' && this._armed) {
      event.stopPropagation();
      this._armed = null;
    }
  }

  private _intend(move: FisheryMove): void {
    this.dispatchEvent(new CustomEvent<MoveIntentDetail>('move-intent', { detail: { move }, bubbles: true, composed: true }));
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'shoal-fishery-board': ShoalFisheryBoard;
  }
  interface HTMLElementEventMap {
    'move-intent': CustomEvent<MoveIntentDetail>;
  }
}
