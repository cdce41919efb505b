// Gone Fishing's pieces drawn in code, centred on (0, 0) in board units. Faces differ without colour:
// a fish shows its points as a number and grows with them, trash is a boot and a can, the diver a
// brass helmet. The red figure carries a round badge and a round start tile, the yellow one a
// diamond badge and a diamond start tile.
import { svg, type SVGTemplateResult } from 'lit';
import { TILE_POINTS, type FigureColour, type TileFace } from '../../src/games/gone-fishing/data.js';

/** Side of a lake tile in board units (a field is 100). */
export const TILE = 84;
const HALF = TILE / 2;

/** Each fish value has its own colour too (never the only signal: the number and the size differ). */
const FISH_COLOURS: Readonly<Record<number, string>> = { 1: '#6fb0d6', 2: '#4fa464', 3: '#d9a92c', 4: '#e6792f', 5: '#cf4036', 6: '#8a4fb3' };

/** A tile's back: the same for every tile (GF-1.1). */
export function tileBack(): SVGTemplateResult {
  const wave = (y: number) => svg`<path d="M-30 ${y} q7.5 -7 15 0 t15 0 t15 0 t15 0" />`;
  return svg`<rect class="tile-back" x=${-HALF} y=${-HALF} width=${TILE} height=${TILE} rx="12" />
    <g class="tile-waves">${wave(-14)}${wave(0)}${wave(14)}</g>`;
}

/** A fish pointing left, `scale` 1 about 58 units long. */
function fishShape(fill: string, scale: number): SVGTemplateResult {
  return svg`<g transform="scale(${scale})">
    <path d="M15 0 L31 -13 Q28 0 31 13 Z" fill=${fill} stroke="#2b2118" stroke-width="2.2" stroke-linejoin="round" />
    <path d="M-28 0 C-18 -18 8 -18 17 0 C8 18 -18 18 -28 0 Z" fill=${fill} stroke="#2b2118" stroke-width="2.2" />
    <path d="M-6 -11 Q-1 0 -6 11" fill="none" stroke="#2b2118" stroke-width="1.6" opacity="0.55" />
    <circle cx="-17" cy="-3" r="3.2" fill="#2b2118" />
  </g>`;
}

/** A tile's face (GF-1.2). */
export function tileFace(face: TileFace): SVGTemplateResult {
  const card = svg`<rect class="tile-face" x=${-HALF} y=${-HALF} width=${TILE} height=${TILE} rx="12" />`;
  if (face === 'trash') {
    return svg`${card}<g class="trash">
      <path d="M-26 -20 h15 v17 h11 q9 0 9 9 v9 h-35 z" fill="#7b8386" stroke="#2b2118" stroke-width="2.2" stroke-linejoin="round" />
      <path d="M-26 9 h35" stroke="#2b2118" stroke-width="2.2" />
      <rect x="12" y="-8" width="16" height="24" rx="3" fill="#a9b3b6" stroke="#2b2118" stroke-width="2.2" />
      <path d="M12 -1 h16 M12 9 h16" stroke="#2b2118" stroke-width="1.4" />
      <path d="M-30 24 q10 -5 20 0 t20 0 t20 0" fill="none" stroke="#8aa1a8" stroke-width="2" />
    </g>`;
  }
  if (face === 'diver') {
    return svg`${card}<g class="diver">
      <rect x="-18" y="16" width="36" height="14" rx="4" fill="#8b6a2b" stroke="#2b2118" stroke-width="2.2" />
      <circle cx="0" cy="0" r="22" fill="#c99a3a" stroke="#2b2118" stroke-width="2.4" />
      <circle cx="0" cy="0" r="11" fill="#9fd3e6" stroke="#2b2118" stroke-width="2.4" />
      <path d="M-11 0 h22 M0 -11 v22" stroke="#2b2118" stroke-width="1.6" />
      <g fill="#2b2118"><circle cx="-17" cy="-12" r="2" /><circle cx="17" cy="-12" r="2" /><circle cx="-17" cy="12" r="2" /><circle cx="17" cy="12" r="2" /></g>
      <g fill="none" stroke="#6aa9c0" stroke-width="2"><circle cx="24" cy="-26" r="4" /><circle cx="31" cy="-34" r="2.5" /></g>
    </g>`;
  }
  const points = TILE_POINTS[face];
  return svg`${card}<g class="fish">
    <g transform="translate(6 8)">${fishShape(FISH_COLOURS[points] ?? '#888', 0.5 + points * 0.09)}</g>
    <text class="points" x="-31" y="-21">${points}</text>
  </g>`;
}

/** A small face for the catch and the Angler's log (a 40-unit tile). */
export function faceIcon(face: TileFace, size = 28): SVGTemplateResult {
  return svg`<svg class="face-icon" width=${size} height=${size} viewBox="-44 -44 88 88" aria-hidden="true">${tileFace(face)}</svg>`;
}

/** A small back, for tiles nobody has seen. */
export function backIcon(size = 28): SVGTemplateResult {
  return svg`<svg class="face-icon" width=${size} height=${size} viewBox="-44 -44 88 88" aria-hidden="true">${tileBack()}</svg>`;
}

const FIGURE_FILL: Readonly<Record<FigureColour, string>> = { red: 'var(--gf-red)', yellow: 'var(--gf-yellow)' };

/** The badge that tells the figures apart without colour: a disc (red) or a diamond (yellow). */
function emblem(colour: FigureColour, size: number): SVGTemplateResult {
  return colour === 'red'
    ? svg`<circle r=${size} fill="#fff8ea" stroke="#2b2118" stroke-width="1.6" />`
    : svg`<path d="M0 ${-size * 1.25} L${size * 1.25} 0 L0 ${size * 1.25} L${-size * 1.25} 0 Z" fill="#2b2118" />`;
}

/** An Angler figure standing on (0, 0): body, head and rod. */
export function figure(colour: FigureColour): SVGTemplateResult {
  const fill = FIGURE_FILL[colour];
  return svg`<g class="figure-art" transform="scale(0.82)">
    <ellipse cx="0" cy="4" rx="17" ry="6" fill="rgb(0 0 0 / 0.28)" />
    <path d="M9 -22 L30 -52" stroke="#2b2118" stroke-width="2.6" stroke-linecap="round" />
    <path d="M30 -52 Q36 -34 33 -20" fill="none" stroke="#2b2118" stroke-width="1.1" />
    <path d="M-15 2 Q-16 -26 0 -27 Q16 -26 15 2 Z" fill=${fill} stroke="#2b2118" stroke-width="2.4" stroke-linejoin="round" />
    <circle cx="0" cy="-35" r="10" fill=${fill} stroke="#2b2118" stroke-width="2.4" />
    <g transform="translate(0 -11)">${emblem(colour, 5)}</g>
  </g>`;
}

/** A figure's start tile (GF-1.1): a disc for red, a diamond for yellow. */
export function startMarker(colour: FigureColour): SVGTemplateResult {
  const fill = FIGURE_FILL[colour];
  const shape =
    colour === 'red'
      ? svg`<circle r="15" fill=${fill} stroke="#2b2118" stroke-width="2.4" />`
      : svg`<path d="M0 -18 L18 0 L0 18 L-18 0 Z" fill=${fill} stroke="#2b2118" stroke-width="2.4" stroke-linejoin="round" />`;
  return svg`<g class="start-art">${shape}<path d="M-6 7 V-8 L7 -3 L-6 2" fill="none" stroke="#2b2118" stroke-width="2.2" stroke-linejoin="round" /></g>`;
}

/** A wooden pier pointing down its local +y axis (the caller turns it towards the lake). */
export function pierPlanks(): SVGTemplateResult {
  return svg`<g class="planks">
    <rect x="-19" y="-20" width="38" height="58" rx="5" />
    <path d="M-19 -4 h38 M-19 12 h38 M-19 28 h38" />
  </g>`;
}

/** A tiny house: where a figure goes home (GF-6.1). */
export function homeIcon(): SVGTemplateResult {
  return svg`<path class="home-icon" d="M-9 2 L0 -7 L9 2 M-6 0 V8 H6 V0" />`;
}
