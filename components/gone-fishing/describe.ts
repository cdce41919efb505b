// Words for the board's screen-reader labels. A face is named only when this player may see it (the
// view's faces, or faces opened to everyone), so a label never says more than the picture.
import {
  FIGURES,
  PIER_PLACES,
  TILE_NAMES,
  fieldName,
  pierOf,
  type Field,
  type FigureColour,
  type GoneFishingState,
  type Pier,
  type TileFace,
} from '../../src/games/gone-fishing/index.js';

/** "Red", "Yellow". */
export const FIGURE_NAMES: Readonly<Record<FigureColour, string>> = { red: 'Red', yellow: 'Yellow' };

/** "P3, above column 3". */
export function pierName(pier: Pier): string {
  return `P${pier}, ${PIER_PLACES[pier]}`;
}

/** The figures standing on `pier` and the start tiles that mark it. */
export function pierContents(state: GoneFishingState, pier: Pier): string[] {
  const out: string[] = [];
  for (const colour of FIGURES) {
    const figure = state.figures[colour];
    if (!figure) continue;
    if (!figure.home && pierOf(figure) === pier) out.push(`${FIGURE_NAMES[colour].toLowerCase()} figure${state.active === colour ? ' (fishing)' : ''}`);
    if (!figure.home && figure.start === pier) out.push(`${FIGURE_NAMES[colour].toLowerCase()} start tile`);
  }
  return out;
}

/** A pier's label, e.g. "P3, above column 3: red figure. Move red here, 4 piers". */
export function pierLabel(state: GoneFishingState, pier: Pier, action: string): string {
  const contents = pierContents(state, pier);
  return `${pierName(pier)}${contents.length ? `: ${contents.join(', ')}` : ''}${action ? `. ${action}` : ''}`;
}

/** A field's label: "(2,3): Fish 4", "(2,3): a face-down tile", "(2,3): empty", plus what may be done. */
export function fieldLabel(field: Field, tile: 'empty' | 'back' | TileFace, notes: readonly string[]): string {
  const what = tile === 'empty' ? 'empty' : tile === 'back' ? 'a face-down tile' : TILE_NAMES[tile];
  return [`Field ${fieldName(field)}: ${what}`, ...notes].join('. ');
}
