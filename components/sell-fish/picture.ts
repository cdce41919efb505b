// SELL.fish's picture on its home card, drawn with the table's own pieces: its own chunk, fetched when
// the card shows, so a page that opens straight at a table never loads it.
import { svg } from 'lit';
import { RIVER_TINT, SELL_FISH_SEAT_LOOKS } from './looks.js';
import { boat, chip, fish } from './pieces.js';

/** Two rivers meeting the sea, boats of four communities, a silver and a gold chip. */
export function picture() {
  return svg`<svg viewBox="0 0 500 340" role="img" aria-label="Fishing boats of four communities on the Green and the Blue river, with a silver and a gold fish chip">
    <rect x="0" y="0" width="500" height="340" rx="18" fill="var(--shoal-sea)" />
    <path d="M-10 110 C120 70 200 150 320 110 S470 60 520 90 V150 C430 130 360 190 250 170 S80 150 -10 180 Z" fill=${RIVER_TINT.green} opacity="0.85" />
    <path d="M-10 220 C110 190 220 260 330 225 S460 180 520 210 V270 C420 250 350 300 240 285 S70 270 -10 300 Z" fill=${RIVER_TINT.blue} opacity="0.85" />
    ${[
      [60, 88, 0],
      [190, 100, 1],
      [320, 78, 2],
      [120, 198, 3],
      [280, 212, 0],
    ].map(([x, y, seat]) => svg`<g color="#1c2630">${boat(SELL_FISH_SEAT_LOOKS[seat!]!, x!, y!, 1.6)}</g>`)}
    ${fish(400, 140, 34, 'rgba(255,255,255,0.7)')}
    ${fish(60, 250, 28, 'rgba(255,255,255,0.6)')}
    ${chip(4, 'silver', 410, 290, 22)}
    ${chip(8, 'gold', 462, 300, 22)}
  </svg>`;
}
