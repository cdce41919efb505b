// The tackle tray under the lake: the Angler's line cards and specials, the Fish player's helpers (with
// the variant on), today's catch, and the buttons of the step in hand. Templates only: the board owns
// the state and passes its handlers in.
import { html, nothing, type TemplateResult } from 'lit';
import '../shared/button.js';
import {
  FIGURES,
  HELPERS,
  LINE_CARD_VALUES,
  PIER_COUNT,
  SPECIALS,
  TILE_POINTS,
  activePier,
  distanceOf,
  type FigureColour,
  type GoneFishingIntent,
  type GoneFishingView,
  type Helper,
  type Special,
} from '../../src/games/gone-fishing/index.js';
import type { Choices } from './choices.js';
import { FIGURE_NAMES } from './describe.js';
import { faceIcon } from './pieces.js';
import type { Aim, Selection } from './selection.js';

/** The board's state and handlers the tray needs. */
export interface TackleContext {
  readonly view: GoneFishingView;
  readonly choices: Choices;
  readonly interactive: boolean;
  readonly selection: Selection;
  readonly onIntent: (intent: GoneFishingIntent) => void;
  readonly onAim: (aim: Aim) => void;
  readonly onFigure: (colour: FigureColour) => void;
  readonly onShuffle: () => void;
  readonly onLayLake: () => void;
  readonly onClearStart: () => void;
}

const SPECIAL_TEXT: Readonly<Record<Special, string>> = { PEEK: 'look at any one tile', CALM: 'no tile moves this round' };
const HELPER_TEXT: Readonly<Record<Helper, string>> = { SWAP: 'swap two tiles', SCHOOL: 'up to 6 moves', MURKY: 'show nothing' };

/** The whole tray. */
export function tackle(ctx: TackleContext): TemplateResult {
  const position = ctx.view.state;
  return html`<section class="tackle" aria-label="Tackle">
    <div class="kit">
      ${lineCards(ctx)}
      <div class="group" role="group" aria-label="Angler's specials">
        <h2>Specials</h2>
        <div class="row">${SPECIALS.map((special) => specialCard(ctx, special))}</div>
      </div>
      ${position.options.fishHelpers === 'on'
        ? html`<div class="group" role="group" aria-label="Fish player's helpers">
            <h2>Helpers</h2>
            <div class="row">${HELPERS.map((helper) => helperCard(ctx, helper))}</div>
          </div>`
        : nothing}
    </div>
    ${catchRow(ctx)} ${stepButtons(ctx)}
  </section>`;
}

function lineCards(ctx: TackleContext) {
  const position = ctx.view.state;
  const pier = activePier(position);
  const wanted = new Set([...ctx.choices.catches].map((field) => (pier === null ? 0 : distanceOf(pier, field))));
  return html`<div class="group" role="group" aria-label="Line cards left">
    <h2>Line cards</h2>
    <div class="row">
      ${LINE_CARD_VALUES.map((value) => {
        const left = position.lineCards[value - 1] ?? 0;
        const classes = ['line-card', left === 0 ? 'spent' : '', wanted.has(value) && ctx.selection.aim === 'catch' ? 'wanted' : ''].join(' ');
        return html`<span class=${classes} role="img" aria-label="Line card ${value}: ${left} left">
          <span class="value">${value}</span><span class="pips" aria-hidden="true">${Array.from({ length: Math.max(left, 0) }, () => html`<i></i>`)}</span>
        </span>`;
      })}
    </div>
  </div>`;
}

function specialCard(ctx: TackleContext, special: Special) {
  const held = ctx.view.state.specials.includes(special);
  const usable = special === 'PEEK' ? ctx.choices.peek.size > 0 : ctx.choices.buttons.has('calm');
  const pressed = special === 'PEEK' && ctx.selection.aim === 'peek';
  const act = () => (special === 'PEEK' ? ctx.onAim(pressed ? 'catch' : 'peek') : ctx.onIntent({ type: 'calm' }));
  return card('special', special, SPECIAL_TEXT[special], held, usable, special === 'PEEK' ? pressed : null, act);
}

function helperCard(ctx: TackleContext, helper: Helper) {
  const held = ctx.view.state.helpers.includes(helper);
  const usable = helper === 'SWAP' ? ctx.choices.swap.size > 0 : ctx.choices.buttons.has(helper === 'SCHOOL' ? 'school' : 'murky');
  const pressed = helper === 'SWAP' && ctx.selection.aim === 'swap';
  const act = () =>
    helper === 'SWAP' ? ctx.onAim(pressed ? 'catch' : 'swap') : ctx.onIntent({ type: helper === 'SCHOOL' ? 'school' : 'murky' });
  return card('helper', helper, HELPER_TEXT[helper], held, usable, helper === 'SWAP' ? pressed : null, act);
}

/** A special or helper card: a button while it may be played, else a label (used cards are crossed out). */
function card(kind: string, name: string, text: string, held: boolean, usable: boolean, pressed: boolean | null, act: () => void) {
  const body = html`<span class="card-name">${name}</span><span class="card-text">${held ? text : 'used'}</span>`;
  if (held && usable) {
    return html`<button class="card ${kind} usable" aria-pressed=${pressed === null ? nothing : String(pressed)} @click=${act}>${body}</button>`;
  }
  return html`<span class="card ${kind} ${held ? '' : 'used'}" role="img" aria-label="${name}: ${held ? text : 'used'}">${body}</span>`;
}

function catchRow(ctx: TackleContext) {
  const position = ctx.view.state;
  const points = position.catch.reduce((sum, face) => sum + TILE_POINTS[face], 0);
  const figures = FIGURES.map((colour) => {
    const figure = position.figures[colour];
    if (!figure) return null;
    const left = PIER_COUNT - figure.travelled;
    return html`<span class="figure-note ${colour}">${FIGURE_NAMES[colour]}: ${figure.home ? 'home' : `${left} ${left === 1 ? 'pier' : 'piers'} to home`}</span>`;
  });
  return html`<div class="catch" role="group" aria-label="Today's catch">
    <h2>Catch, day ${position.day}</h2>
    <div class="row">
      ${position.catch.length === 0 ? html`<span class="muted">nothing yet</span>` : position.catch.map((face) => faceIcon(face, 30))}
      <span class="points">${points} ${points === 1 ? 'point' : 'points'}</span>
      <span class="figures-left">${figures}</span>
    </div>
  </div>`;
}

function stepButtons(ctx: TackleContext) {
  const { choices } = ctx;
  const position = ctx.view.state;
  if (!ctx.interactive) return nothing;
  const buttons: TemplateResult[] = [];
  if (choices.layLake) {
    buttons.push(html`<shoal-button compact variant="secondary" @click=${ctx.onShuffle}>Shuffle</shoal-button>`);
    buttons.push(html`<shoal-button compact @click=${ctx.onLayLake}>Lay the lake</shoal-button>`);
  }
  if (choices.startPiers && ctx.selection.redStart !== null) {
    buttons.push(html`<shoal-button compact variant="quiet" @click=${ctx.onClearStart}>Place red again</shoal-button>`);
  }
  if (choices.moves.size > 0) {
    for (const colour of FIGURES) {
      if (!choices.moves.has(colour)) continue;
      buttons.push(html`<shoal-button
        compact
        variant="quiet"
        class="pick-${colour}"
        pressed=${ctx.selection.figure === colour ? 'true' : 'false'}
        shortcut=${colour === 'red' ? 'R' : 'Y'}
        @click=${() => ctx.onFigure(colour)}
        >${FIGURE_NAMES[colour]} <kbd aria-hidden="true">${colour === 'red' ? 'R' : 'Y'}</kbd></shoal-button
      >`);
    }
    const figure = position.figures[ctx.selection.figure];
    const home = figure ? choices.moves.get(ctx.selection.figure)?.get(figure.start) : undefined;
    if (home !== undefined) {
      buttons.push(html`<shoal-button compact variant="secondary" @click=${() => ctx.onIntent({ type: 'move-figure', figure: ctx.selection.figure, steps: home })}
        >Take ${FIGURE_NAMES[ctx.selection.figure].toLowerCase()} home</shoal-button
      >`);
    }
  }
  if (choices.buttons.has('pass')) {
    buttons.push(html`<shoal-button compact variant="secondary" shortcut="P" @click=${() => ctx.onIntent({ type: 'pass' })}
      >Catch nothing <kbd aria-hidden="true">P</kbd></shoal-button
    >`);
  }
  if (choices.buttons.has('done')) {
    const allowed = position.tileStep.school ? position.options.schoolMoves : position.options.fishMovesPerRound;
    const left = Math.max(allowed - position.tileStep.slides, 0);
    buttons.push(html`<span class="moves-left">${left} of ${allowed} moves left</span>`);
    buttons.push(html`<shoal-button compact shortcut="D" @click=${() => ctx.onIntent({ type: 'done' })}>Done <kbd aria-hidden="true">D</kbd></shoal-button>`);
  }
  return buttons.length ? html`<div class="step" role="group" aria-label="This step">${buttons}</div>` : nothing;
}
