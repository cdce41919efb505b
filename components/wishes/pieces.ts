// Wishes' pieces drawn in code: the seven fish silhouettes, fish cards, buyers, tokens and worms. Each
// species has its own shape (angelfish tall with long fins, monkfish with its lure, swordfish with its
// bill, kingfish crowned, catfish with whiskers, a five-armed starfish, a banded clownfish), so the
// species differ without colour; cards and markets also print the name.
import { svg, nothing, type SVGTemplateResult } from 'lit';
import { seatMarkerContent } from '../shared/seat-marker.js';
import type { CardFace, Species, WishKind } from '../../src/games/wishes/index.js';
import { SPECIES_TINT, WISHES_SEAT_LOOKS, buyerColours, speciesName } from './looks.js';

/** A fish card's size in card units. */
export const CARD_W = 100;
export const CARD_H = 140;

const OUTLINE = 'var(--wishes-glyph-line, #1b2a33)';
const CARD_FACE = 'var(--wishes-card, #fffdf6)';
// Buyers stand on the board itself, so their edge follows the theme (a black buyer on the night sea).
const BUYER_EDGE = 'var(--shoal-text, #1b2a33)';

/** Each silhouette in a box of about 60 × 44 units around (0, 0), facing left. */
const SHAPES: Readonly<Record<Species, (fill: string) => SVGTemplateResult>> = {
  angelfish: (fill) => svg`
    <path d="M-2 -9 L9 -25 L12 -6 Z M-2 9 L9 25 L12 6 Z" fill=${fill} stroke=${OUTLINE} stroke-width="1.6" stroke-linejoin="round" />
    <path d="M-16 0 Q-6 -13 8 -8 Q15 -4 15 0 Q15 4 8 8 Q-6 13 -16 0 Z" fill=${fill} stroke=${OUTLINE} stroke-width="1.8" />
    <path d="M14 0 L24 -8 L22 0 L24 8 Z" fill=${fill} stroke=${OUTLINE} stroke-width="1.6" stroke-linejoin="round" />
    <path d="M-3 -9 V9 M4 -8 V8" stroke=${OUTLINE} stroke-width="1.4" opacity="0.55" />
    <circle cx="-10" cy="-2" r="1.8" fill=${OUTLINE} />`,
  monkfish: (fill) => svg`
    <path d="M-8 -11 Q-14 -24 -24 -20" fill="none" stroke=${OUTLINE} stroke-width="1.8" stroke-linecap="round" />
    <circle cx="-25" cy="-19" r="3.2" fill="var(--wishes-lure, #ffe27a)" stroke=${OUTLINE} stroke-width="1.4" />
    <path d="M-22 4 Q-22 -12 -2 -12 Q12 -12 17 -2 L27 -9 L26 0 L27 9 L17 3 Q10 11 -4 11 Q-18 11 -22 4 Z"
      fill=${fill} stroke=${OUTLINE} stroke-width="1.8" stroke-linejoin="round" />
    <path d="M-22 3 L-18 0 L-15 3 L-12 0 L-9 3 L-6 0" fill="none" stroke=${OUTLINE} stroke-width="1.4" stroke-linejoin="round" />
    <circle cx="-10" cy="-6" r="2.2" fill=${OUTLINE} />`,
  swordfish: (fill) => svg`
    <path d="M-12 -1 L-32 -1.5" stroke=${OUTLINE} stroke-width="2.4" stroke-linecap="round" />
    <path d="M-2 -5 L3 -19 L9 -5 Z" fill=${fill} stroke=${OUTLINE} stroke-width="1.6" stroke-linejoin="round" />
    <path d="M-13 0 Q-2 -8 15 -3 L25 -12 L21 0 L25 12 L15 3 Q-2 8 -13 0 Z" fill=${fill} stroke=${OUTLINE} stroke-width="1.8" stroke-linejoin="round" />
    <circle cx="-7" cy="-1.5" r="1.7" fill=${OUTLINE} />`,
  kingfish: (fill) => svg`
    <path d="M-12 -6 L-11 -15 L-7 -10 L-4 -16 L-1 -10 L3 -15 L3 -5 Z" fill="var(--wishes-crown, #f2c230)" stroke=${OUTLINE} stroke-width="1.4" stroke-linejoin="round" />
    <path d="M-24 0 Q-10 -10 12 -3 L22 -13 L18 0 L22 13 L12 3 Q-10 10 -24 0 Z" fill=${fill} stroke=${OUTLINE} stroke-width="1.8" stroke-linejoin="round" />
    <path d="M-4 4 Q4 1 10 3" fill="none" stroke=${OUTLINE} stroke-width="1.3" opacity="0.6" />
    <circle cx="-16" cy="-1.5" r="1.8" fill=${OUTLINE} />`,
  catfish: (fill) => svg`
    <path d="M-20 1 Q-28 -3 -31 -9 M-20 3 Q-29 5 -32 11 M-19 4 Q-24 9 -24 15" fill="none" stroke=${OUTLINE} stroke-width="1.5" stroke-linecap="round" />
    <path d="M-21 2 Q-20 -8 -2 -8 Q14 -7 19 -1 L28 -8 L27 1 L28 9 L19 3 Q8 9 -8 9 Q-21 9 -21 2 Z" fill=${fill} stroke=${OUTLINE} stroke-width="1.8" stroke-linejoin="round" />
    <circle cx="-13" cy="-2" r="1.8" fill=${OUTLINE} />`,
  starfish: (fill) => svg`
    <path d=${starPath(19, 7.5)} fill=${fill} stroke=${OUTLINE} stroke-width="1.8" stroke-linejoin="round" />
    <g fill=${OUTLINE} opacity="0.55"><circle cx="0" cy="-7" r="1.3" /><circle cx="6.5" cy="-2" r="1.3" /><circle cx="4" cy="6" r="1.3" /><circle cx="-4" cy="6" r="1.3" /><circle cx="-6.5" cy="-2" r="1.3" /></g>`,
  clownfish: (fill) => svg`
    <path d="M-18 0 Q-14 -12 2 -11 Q15 -10 16 0 Q15 10 2 11 Q-14 12 -18 0 Z" fill=${fill} stroke=${OUTLINE} stroke-width="1.8" />
    <path d="M15 0 L24 -8 Q22 0 24 8 Z" fill=${fill} stroke=${OUTLINE} stroke-width="1.6" stroke-linejoin="round" />
    <path d="M-9 -9 Q-5 0 -9 9 M3 -11 Q7 0 3 11" fill="none" stroke="var(--wishes-band, #ffffff)" stroke-width="3.6" />
    <path d="M-9 -9 Q-5 0 -9 9 M3 -11 Q7 0 3 11" fill="none" stroke=${OUTLINE} stroke-width="0.9" opacity="0.5" />
    <circle cx="-13" cy="-2" r="1.8" fill=${OUTLINE} />`,
};

function starPath(outer: number, inner: number): string {
  const points: string[] = [];
  for (let i = 0; i < 10; i++) {
    const r = i % 2 === 0 ? outer : inner;
    const angle = -Math.PI / 2 + (i * Math.PI) / 5;
    points.push(`${(r * Math.cos(angle)).toFixed(1)} ${(r * Math.sin(angle)).toFixed(1)}`);
  }
  return `M${points.join(' L')} Z`;
}

/** A species' silhouette centred on (x, y). */
export function fishGlyph(species: Species, x: number, y: number, scale = 1, fill: string = SPECIES_TINT[species]): SVGTemplateResult {
  return svg`<g class="glyph glyph-${species}" transform="translate(${x} ${y}) scale(${scale})" aria-hidden="true">${SHAPES[species](fill)}</g>`;
}

/** Two short lines per wish kind, printed on the card (the full sentence is the engine's wishSentence). */
export const WISH_CARD_LINES: Readonly<Record<WishKind, readonly [string, string]>> = {
  MOVE_BUYER_1: ['Move a $1 buyer,', 'sell a species'],
  MOVE_BUYER_2: ['Move a $2 buyer,', 'sell a species'],
  MOVE_BUYER_3: ['Move the $3 buyer,', 'sell one card'],
  SCATTER: ['Scatter', 'the buyers'],
  SELL_SPECIES: ['Sell all of', 'one species'],
  ROT: ['Rot a token,', 'sell one card'],
  WORM_BONUS: ['$1 per worm,', 'hand them out'],
  EXTRA_BOAT: ['Becomes', 'an extra boat'],
  SELL_AS_OTHER: ['Sell a species', 'as another'],
  DOUBLE_FISH: ['Two fish:', 'sell as two'],
};

/** A worm, about 20 × 8 units, centred on (x, y). */
export function worm(x: number, y: number, scale = 1): SVGTemplateResult {
  return svg`<g class="worm" transform="translate(${x} ${y}) scale(${scale})" aria-hidden="true">
    <path d="M-9 2 Q-6 -4 -3 1 T3 1 T8 -1" fill="none" stroke="var(--wishes-worm-edge, #7a3b45)" stroke-width="5" stroke-linecap="round" />
    <path d="M-9 2 Q-6 -4 -3 1 T3 1 T8 -1" fill="none" stroke="var(--wishes-worm, #f08aa0)" stroke-width="3" stroke-linecap="round" />
    <circle cx="8" cy="-1.5" r="0.9" fill="var(--wishes-worm-edge, #7a3b45)" />
  </g>`;
}

/** A fish card face (CARD_W × CARD_H units, top-left at the origin), with the worms lying on it. Drawn
 * with presentation attributes, so it looks the same wherever it is placed (the home screen too). */
export function fishCard(face: CardFace, worms = 0): SVGTemplateResult {
  const [line1, line2] = WISH_CARD_LINES[face.wish];
  const tint = SPECIES_TINT[face.species];
  const double = face.wish === 'DOUBLE_FISH';
  const text = 'var(--shoal-font, system-ui, sans-serif)';
  return svg`<g class="card">
    <rect class="card-face" x="1.5" y="1.5" width=${CARD_W - 3} height=${CARD_H - 3} rx="10" fill=${CARD_FACE} stroke="#c9bfa6" stroke-width="1.5" />
    <path d="M1.5 30 V11.5 a10 10 0 0 1 10 -10 H${CARD_W - 11.5} a10 10 0 0 1 10 10 V30 Z" fill=${tint} opacity="0.9" />
    <text class="card-name" x=${CARD_W / 2} y="16" fill="#17242c" font-family=${text} font-size="14" font-weight="800"
      text-anchor="middle" dominant-baseline="central">${speciesName(face.species)}</text>
    <rect x="8" y="35" width=${CARD_W - 16} height="54" rx="8" fill="#dcecf1" />
    ${double
      ? svg`${fishGlyph(face.species, 44, 52, 0.95)}${fishGlyph(face.species, 56, 73, 0.95)}`
      : fishGlyph(face.species, CARD_W / 2, 62, 1.2)}
    <path d="M50 94 l1.6 3.3 3.6 .5 -2.6 2.5 .6 3.6 -3.2 -1.7 -3.2 1.7 .6 -3.6 -2.6 -2.5 3.6 -.5 Z" fill="#e7a81d" />
    <g fill="#2a3840" font-family=${text} font-size="10" font-weight="600" text-anchor="middle" dominant-baseline="central">
      <text class="card-wish" x=${CARD_W / 2} y="113">${line1}</text>
      <text class="card-wish" x=${CARD_W / 2} y="127">${line2}</text>
    </g>
    ${worms > 0
      ? svg`<g class="card-worms" transform="translate(${CARD_W - 20} 50)">
          <circle r="14" fill="#fbe3ea" stroke="#7a3b45" stroke-width="1.5" />${worm(0, -3, 0.85)}
          <text y="7.5" fill="#5b2530" font-family=${text} font-size="10" font-weight="800" text-anchor="middle" dominant-baseline="central">${worms}</text></g>`
      : nothing}
  </g>`;
}

/** A buyer pawn of `value` centred on (x, y): its colour by value, and the value printed on it. */
export function buyerPawn(value: number, x: number, y: number, extraClass = ''): SVGTemplateResult {
  const { fill, ink } = buyerColours(value);
  return svg`<g class="buyer ${extraClass}" style="transform: translate(${x}px, ${y}px)" aria-hidden="true">
    <path d="M-9 11 Q-9 1 0 1 Q9 1 9 11 Z" fill=${fill} stroke=${BUYER_EDGE} stroke-width="1.6" />
    <circle cx="0" cy="-5" r="7.5" fill=${fill} stroke=${BUYER_EDGE} stroke-width="1.6" />
    <text x="0" y="-4.6" fill=${ink} class="buyer-value" font-family="var(--shoal-font, system-ui, sans-serif)" font-size="10" font-weight="800"
      text-anchor="middle" dominant-baseline="central">${value}</text>
  </g>`;
}

/** A seat's token (its colour and mark) of radius `r`, centred on (x, y). */
export function seatToken(seat: number, x: number, y: number, r = 8): SVGTemplateResult {
  const look = WISHES_SEAT_LOOKS[seat] ?? WISHES_SEAT_LOOKS[0]!;
  return svg`<g transform="translate(${x - r} ${y - r}) scale(${r / 12})" aria-hidden="true">${seatMarkerContent(look)}</g>`;
}
