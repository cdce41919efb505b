// The table's one line of news for the player at this screen: whose step it is and what to do, in the
// words of the rules (GF-5). Built from this seat's view only, so it never names a hidden face.
import {
  TILE_NAMES,
  fieldName,
  lineFields,
  type GoneFishingView,
} from '../../src/games/gone-fishing/index.js';
import type { StatusTone } from '../shared/status-line.js';

/** Who the other seat is, for sentences: "the bot", "Player 2". */
export interface StatusContext {
  /** The player at this screen must act now. */
  readonly yourTurn: boolean;
  /** The other seat is a bot that is choosing. */
  readonly thinking: boolean;
  /** The other seat, e.g. "the bot". */
  readonly other: string;
}

/** A status line. */
export interface Status {
  readonly message: string;
  readonly tone: StatusTone;
}

/** What the player at this screen is told now. */
export function statusOf(view: GoneFishingView, ctx: StatusContext): Status {
  const position = view.state;
  const angler = view.role === 'angler';
  const turn = (message: string): Status => ({ message, tone: 'turn' });
  const wait = (message: string): Status => ({ message: ctx.thinking ? `${message} (thinking…)` : message, tone: 'info' });
  const step4 = position.tileStep.school ? position.options.schoolMoves : position.options.fishMovesPerRound;
  switch (position.phase) {
    case 'seating':
    case 'draw':
      return wait('Setting up the table…');
    case 'choose-angler':
      return ctx.yourTurn ? turn('Choose who fishes first. The roles swap on day 2.') : wait(`Waiting for ${ctx.other} to choose who fishes first.`);
    case 'lay-lake': {
      const over = position.day === 2 ? `${dayOneOver(view)} ` : '';
      return ctx.yourTurn
        ? turn(`${over}Day ${position.day}: you are the Fish player. Tap two tiles to swap them, then lay the lake. Only you see the faces.`)
        : wait(`${over}Day ${position.day}: you are the Angler. ${capital(ctx.other)} is hiding the tiles.`);
    }
    case 'place-figures':
      return ctx.yourTurn
        ? turn('Choose start piers: tap a pier for red, then another for yellow.')
        : wait(`The Angler (${ctx.other}) is choosing start piers.`);
    case 'move-figure':
      return ctx.yourTurn
        ? turn(`Round ${position.round}, step 1: move a figure clockwise. Tap a lit pier, or take a figure home.`)
        : wait(`Round ${position.round}, step 1: the Angler moves a figure.`);
    case 'show':
      return ctx.yourTurn
        ? turn('Step 2: show the Angler one tile of the lit line. The diver only when it is alone there.')
        : wait('Step 2: the Fish player chooses a tile to show you.');
    case 'act':
      return angler ? actStatus(view, ctx) : wait('Step 3: the Angler decides what to do.');
    case 'open-catch':
    case 'reveal-peek':
      return wait('The Fish player is opening the tile…');
    case 'move-tiles':
      return ctx.yourTurn
        ? turn(`Step 4: slide tiles straight over empty water, up to ${step4} moves (${position.tileStep.slides} made), then Done.`)
        : wait('Step 4: the Fish player may move tiles.');
    case 'audit':
      return wait(`Day ${position.day} is over: every tile is opened and checked against its seal.`);
    case 'closing':
      return wait('Checking the fair-play record of the whole game…');
    case 'over':
      return position.cheat
        ? { message: `Game over: ${position.cheat.reason}`, tone: 'error' }
        : { message: 'Game over.', tone: 'info' };
  }
}

/** Step 3 for the Angler: what was shown, and the choices. */
function actStatus(view: GoneFishingView, ctx: StatusContext): Status {
  const position = view.state;
  if (!ctx.yourTurn) return { message: 'Step 3…', tone: 'info' };
  const shown = position.shown === null ? null : view.faces[position.shown];
  const seen = position.murky
    ? 'MURKY: nothing was shown. '
    : position.shown !== null && shown
      ? `You were shown ${fieldName(position.shown)}: ${TILE_NAMES[shown]}. `
      : lineFields(position).length === 0
        ? 'The line is empty. '
        : '';
  return { message: `Step 3: ${seen}Catch a tile on the line with its line card, play a special, or catch nothing.`, tone: 'turn' };
}

/** "Day 1 is over: you scored 9." from the day's result (GF-7.1). */
function dayOneOver(view: GoneFishingView): string {
  const day = view.state.days[0];
  if (!day) return '';
  return `Day 1 is over: ${day.angler === view.seat ? 'you' : 'the Angler'} scored ${day.score}.`;
}

const capital = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);
