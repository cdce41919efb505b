// SELL.fish on the home screen: its card, and how to load its table and its room board. Kept apart from
// the table so the home page does not load the board or the rules.
import { html, svg } from 'lit';
import type { GameView } from '../app/catalog.js';
import { SEAT_NAMES } from '../../src/games/sell-fish/data.js';
import { RIVER_TINT, SELL_FISH_SEAT_LOOKS } from './looks.js';
import { boat, chip, fish } from './pieces.js';

/** Two rivers meeting the sea, boats of four communities, a silver and a gold chip. */
function illustration() {
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

export const sellFishView: GameView = {
  pitch: 'Two rivers, two to six fishing communities and never enough fish: bid for ships in secret, send them out in secret, and vote quotas before the river runs dry.',
  facts: ['About 30 minutes', 'Sealed bids and secret programming', 'Bots fill any seat'],
  steps: [
    'Bid for new ships in two sealed auctions.',
    'Secretly send ships to the Green and the Blue river; crowded rivers lose fish.',
    'Near extinction, vote quotas: breakers risk inspection and fines. Richest community wins.',
  ],
  seatNames: SEAT_NAMES,
  seatLooks: SELL_FISH_SEAT_LOOKS,
  seatHint: 'You and three bots; choose two to six communities, people and bots, under New game.',
  illustration,
  load: () => import('./index.js'),
  room: {
    load: async () => (await import('./index.js')).sellFish,
    table: (controller, panel) => html`<shoal-sell-fish-table .controller=${controller}>${panel}</shoal-sell-fish-table>`,
  },
  table: (options) =>
    html`<shoal-sell-fish-table
      .mode=${options.mode}
      .saveSlot=${options.slot}
      .request=${options.request}
      ?embedded=${options.embedded}
    ></shoal-sell-fish-table>`,
};
