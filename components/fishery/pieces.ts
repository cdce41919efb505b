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

/** A net's rope and its three floats (at -0.3, 0 and 0.3 of the rope from its middle, the caps of
 * zero-length strokes) on the segment (x1, y1)–(x2, y2), inset from the grid crossings, as path data. */
function netPaths(x1: number, y1: number, x2: number, y2: number): { rope: string; floats: string } {
  const inset = 9;
  const horizontal = y1 === y2;
  const ax = horizontal ? x1 + inset : x1;
  const ay = horizontal ? y1 : y1 + inset;
  const bx = horizontal ? x2 - inset : x2;
  const by = horizontal ? y2 : y2 - inset;
  const mx = (ax + bx) / 2;
  const my = (ay + by) / 2;
  const [dx, dy] = [(bx - ax) * 0.3, (by - ay) * 0.3];
  return { rope: `M${ax} ${ay}L${bx} ${by}`, floats: `M${mx - dx} ${my - dy}h0M${mx} ${my}h0M${mx + dx} ${my + dy}h0` };
}

function netPiece(colour: Colour, rope: string, floats: string, classes: string): SVGTemplateResult {
  if (colour === 0) {
    return svg`<g class=${classes} fill="none" stroke-linecap="round">
      <path class="rope" d=${rope} stroke="var(--shoal-seat-black)" stroke-width="13" /><path class="floats" d=${floats} stroke="var(--shoal-seat-black-ink)" stroke-width="8" />
    </g>`;
  }
  return svg`<g class=${classes} fill="none" stroke-linecap="round">
    <path class="rope" d=${rope} stroke="var(--shoal-seat-white-ink)" stroke-width="15" /><path d=${rope} stroke="var(--shoal-seat-white)" stroke-width="9" />
    <path class="floats" d=${floats} stroke="var(--shoal-seat-white-ink)" stroke-width="7" stroke-linecap="square" />
  </g>`;
}

/** A net on the segment (x1, y1)–(x2, y2) (board units): the rope and its floats. */
export function net(colour: Colour, x1: number, y1: number, x2: number, y2: number, extraClass = ''): SVGTemplateResult {
  const { rope, floats } = netPaths(x1, y1, x2, y2);
  return netPiece(colour, rope, floats, `piece net seat-${colour} ${extraClass}`);
}

/** Every net of one colour on these segments, drawn as one piece whose paths hold all their ropes and
 * floats: a big board holds hundreds of nets, and a piece each cost its first drawing ~1400 elements. */
export function nets(colour: Colour, segments: readonly (readonly [number, number, number, number])[]): SVGTemplateResult {
  let ropes = '';
  let floats = '';
  for (const [x1, y1, x2, y2] of segments) {
    const paths = netPaths(x1, y1, x2, y2);
    ropes += paths.rope;
    floats += paths.floats;
  }
  return netPiece(colour, ropes, floats, `piece nets seat-${colour}`);
}

/** A small fish, for fishery labels (pointing left, about 22 × 12 units at scale 1). */
export function fish(cx: number, cy: number, fill: string, scale = 1): SVGTemplateResult {
  return svg`<g transform="translate(${cx} ${cy}) scale(${scale})" aria-hidden="true">
    <path d="M-11 0C-6-7 4-7 7 0C4 7-6 7-11 0Z" fill=${fill} />
    <path d="M6 0L12-5.5V5.5Z" fill=${fill} />
  </g>`;
}
