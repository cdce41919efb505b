// Fishery's picture on its home card, drawn with the table's own pieces: its own chunk, fetched when
// the card shows, so a page that opens straight at a table never loads it.
import { svg } from 'lit';
import { CELL, net, ship } from './pieces.js';

/** A small board: three fisheries, a few ships. */
export function picture() {
  const nets: [0 | 1, number, number, number, number][] = [
    [0, 3, 0, 3, 1],
    [1, 3, 1, 3, 2],
    [0, 3, 2, 3, 3],
    [1, 0, 3, 1, 3],
    [0, 1, 3, 2, 3],
    [1, 2, 3, 3, 3],
    [0, 3, 3, 4, 3],
    [1, 4, 3, 4, 4],
  ];
  return svg`<svg viewBox="-20 -20 540 440" role="img" aria-label="A Fishery board: ships in fisheries closed by nets">
    <rect x="0" y="0" width="500" height="400" fill="var(--shoal-sea)" />
    <rect x="0" y="0" width="300" height="300" fill="var(--shoal-tint-black)" />
    <rect x="300" y="300" width="100" height="100" fill="var(--shoal-tint-white)" />
    <rect x="400" y="300" width="100" height="100" fill="var(--shoal-tint-white)" />
    <g stroke="var(--shoal-grid)" stroke-width="2" stroke-dasharray="3 7">
      ${[1, 2, 3, 4].map((x) => svg`<line x1=${x * CELL} y1="0" x2=${x * CELL} y2="400" />`)}
      ${[1, 2, 3].map((y) => svg`<line x1="0" y1=${y * CELL} x2="500" y2=${y * CELL} />`)}
    </g>
    <rect x="-5" y="-5" width="510" height="410" rx="12" fill="none" stroke="var(--shoal-rim)" stroke-width="14" />
    ${nets.map(([colour, x1, y1, x2, y2]) => net(colour, x1 * CELL, y1 * CELL, x2 * CELL, y2 * CELL))}
    ${ship(0, 50, 52)} ${ship(0, 150, 252)} ${ship(1, 250, 152)} ${ship(1, 450, 352)} ${ship(0, 450, 152)} ${ship(1, 350, 52)}
  </svg>`;
}
