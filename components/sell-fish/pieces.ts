// SELL.fish's pieces drawn in code: a fishing boat, a fish chip, a stock track. Plain SVG templates,
// sized by their caller's viewBox.
import { svg, type SVGTemplateResult } from 'lit';
import type { SeatLook } from '../shared/seat-marker.js';

/** A fishing boat (about 40×26 units at the origin), its hull in the seat's colour. `faded`: in port. */
export function boat(look: SeatLook, x: number, y: number, scale = 1, faded = false): SVGTemplateResult {
  return svg`<g transform="translate(${x} ${y}) scale(${scale})" opacity=${faded ? 0.55 : 1}>
    <path d="M19 2 V16" stroke="currentColor" stroke-width="1.6" />
    <path d="M20 3 L31 14 H20 Z" fill="var(--shoal-surface)" stroke="currentColor" stroke-width="1.2" />
    <path d="M2 16 H38 L33 25 H7 Z" fill=${look.fill} stroke="currentColor" stroke-width="1.4" stroke-linejoin="round" />
    <circle cx="12" cy="20.5" r="1.7" fill=${look.ink} />
  </g>`;
}

/** A round fish chip of `value`, silver or gold, centred at (x, y). */
export function chip(value: number, colour: 'silver' | 'gold', x: number, y: number, r = 11): SVGTemplateResult {
  const fill = colour === 'gold' ? 'var(--sell-fish-gold, #e7b53c)' : 'var(--sell-fish-silver, #c3ccd4)';
  return svg`<g class="chip">
    <circle cx=${x} cy=${y} r=${r} fill=${fill} stroke="#3b4650" stroke-width="1.2" />
    <circle cx=${x} cy=${y} r=${r - 3} fill="none" stroke="#3b4650" stroke-opacity="0.35" stroke-dasharray="2 2" />
    <text x=${x} y=${y + 4} text-anchor="middle" font-size=${r} font-weight="800" fill="#1c2630">${value}</text>
  </g>`;
}

/** A small fish silhouette for the illustration and the river (pointing right). */
export function fish(x: number, y: number, size: number, fill: string): SVGTemplateResult {
  return svg`<path transform="translate(${x} ${y}) scale(${size / 20})" d="M0 0 C5 -6 13 -6 16 0 L21 -5 L21 5 L16 0 C13 6 5 6 0 0 Z" fill=${fill} />`;
}
