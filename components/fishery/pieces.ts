// Fishery's pieces drawn in code, in board units (a cell is CELL units square). Black and White differ
// in shape as well as colour: a Black ship is solid with one lateen sail and a light disc; a White
// ship is outlined with two sails and a ring. A Black net is a dark rope with round floats; a White
// net is a light, outlined rope with square floats.
import { svg, type SVGTemplateResult } from 'lit';
import type { Colour } from '../../src/games/fishery/index.js';

/** Side of a cell in board units. */
export const CELL = 100;

const INK = ['var(--shoal-seat-black)', 'var(--shoal-seat-white)'] as const;
const CONTRAST = ['var(--shoal-seat-black-ink)', 'var(--shoal-seat-white-ink)'] as const;
// A Black ship's outline: its own colour by day, a moonlit edge on the night sea.
const EDGE = 'var(--shoal-seat-black-edge, var(--shoal-seat-black))';

/** A ship centred on (cx, cy). */
export function ship(colour: Colour, cx: number, cy: number, extraClass = ''): SVGTemplateResult {
  const body = INK[colour];
  const line = CONTRAST[colour];
  const classes = `piece ship seat-${colour} ${extraClass}`;
  if (colour === 0) {
    return svg`<g class=${classes} transform="translate(${cx} ${cy})">
      <g class="lift">
        <path d="M-33 12 H33 L22 30 H-22 Z" fill=${body} stroke=${EDGE} stroke-width="3" stroke-linejoin="round" />
        <path d="M-2 10 V-34" stroke=${EDGE} stroke-width="4" stroke-linecap="round" />
        <path d="M0 -33 Q26 -6 24 8 H0 Z" fill=${body} stroke=${EDGE} stroke-width="2.5" stroke-linejoin="round" />
        <circle cx="10" cy="-5" r="6" fill=${line} />
        <path d="M-24 20 H24" stroke=${line} stroke-width="2.5" stroke-linecap="round" opacity="0.8" />
      </g>
    </g>`;
  }
  return svg`<g class=${classes} transform="translate(${cx} ${cy})">
    <g class="lift">
      <path d="M-33 12 H33 L22 30 H-22 Z" fill=${body} stroke=${line} stroke-width="4" stroke-linejoin="round" />
      <path d="M0 10 V-34" stroke=${line} stroke-width="4" stroke-linecap="round" />
      <path d="M4 -30 L26 6 H4 Z" fill=${body} stroke=${line} stroke-width="3.5" stroke-linejoin="round" />
      <path d="M-4 -24 L-22 6 H-4 Z" fill=${body} stroke=${line} stroke-width="3.5" stroke-linejoin="round" />
      <circle cx="0" cy="21" r="4.5" fill="none" stroke=${line} stroke-width="2.5" />
    </g>
  </g>`;
}

/**
 * A net on the segment (x1, y1)–(x2, y2) (board units), drawn inset from the grid crossings. A big board
 * draws hundreds of nets, so each is as few elements as its look allows: the rope, and its three floats
 * (at -0.3, 0 and 0.3 of the rope from its middle) as the caps of zero-length strokes in one path.
 */
export function net(colour: Colour, x1: number, y1: number, x2: number, y2: number, extraClass = ''): SVGTemplateResult {
  const inset = 9;
  const horizontal = y1 === y2;
  const ax = horizontal ? x1 + inset : x1;
  const ay = horizontal ? y1 : y1 + inset;
  const bx = horizontal ? x2 - inset : x2;
  const by = horizontal ? y2 : y2 - inset;
  const mx = (ax + bx) / 2;
  const my = (ay + by) / 2;
  const [dx, dy] = [(bx - ax) * 0.3, (by - ay) * 0.3];
  const rope = `M${ax} ${ay}L${bx} ${by}`;
  const floats = `M${mx - dx} ${my - dy}h0M${mx} ${my}h0M${mx + dx} ${my + dy}h0`;
  const classes = `piece net seat-${colour} ${extraClass}`;
  if (colour === 0) {
    return svg`<g class=${classes} fill="none" stroke-linecap="round">
      <path d=${rope} stroke="var(--shoal-seat-black)" stroke-width="13" /><path class="floats" d=${floats} stroke="var(--shoal-seat-black-ink)" stroke-width="8" />
    </g>`;
  }
  return svg`<g class=${classes} fill="none" stroke-linecap="round">
    <path d=${rope} stroke="var(--shoal-seat-white-ink)" stroke-width="15" /><path d=${rope} stroke="var(--shoal-seat-white)" stroke-width="9" />
    <path class="floats" d=${floats} stroke="var(--shoal-seat-white-ink)" stroke-width="7" stroke-linecap="square" />
  </g>`;
}

/** A small fish, for fishery labels (pointing left, about 22 × 12 units at scale 1). */
export function fish(cx: number, cy: number, fill: string, scale = 1): SVGTemplateResult {
  return svg`<g transform="translate(${cx} ${cy}) scale(${scale})" aria-hidden="true">
    <path d="M-11 0C-6-7 4-7 7 0C4 7-6 7-11 0Z" fill=${fill} />
    <path d="M6 0L12-5.5V5.5Z" fill=${fill} />
  </g>`;
}
