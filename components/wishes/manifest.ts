// If Wishes Were Fishes! on the home screen: its card, its bot levels, and how to load its table. Kept
// apart from the table so the home page does not load the board or the rules.
import { html, svg } from 'lit';
import type { GameView } from '../app/catalog.js';
import { SEAT_COLOURS } from '../../src/games/wishes/data.js';
import type { CardFace } from '../../src/games/wishes/types.js';
import { WISHES_SEAT_LOOKS } from './looks.js';
import { CARD_H, CARD_W, buyerPawn, fishCard, seatToken } from './pieces.js';

/** Three fish cards fanned over the sea, worms on one, the $3 buyer and the players' tokens. */
function illustration() {
  const cards: [CardFace, number, number][] = [
    [{ species: 'clownfish', wish: 'SELL_SPECIES' }, 78, -10],
    [{ species: 'swordfish', wish: 'DOUBLE_FISH' }, 188, 0],
    [{ species: 'starfish', wish: 'MOVE_BUYER_3' }, 298, 10],
  ];
  return svg`<svg viewBox="0 0 500 340" role="img" aria-label="Three fish cards from the ocean, the $3 buyer and the players' tokens">
    <rect x="0" y="0" width="500" height="340" rx="18" fill="var(--shoal-sea)" />
    <path d="M0 250 Q125 222 250 250 T500 250 V340 H0 Z" fill="var(--shoal-sea-deep)" />
    ${cards.map(
      ([face, x, angle], i) =>
        svg`<g transform="translate(${x} 34) rotate(${angle} ${CARD_W * 0.625} ${CARD_H * 1.25}) scale(1.25)">${fishCard(face, i === 2 ? 2 : 0)}</g>`,
    )}
    <g transform="translate(62 262) scale(2.4)">${buyerPawn(3, 0, 0)}</g>
    ${[0, 1, 2, 3, 4].map((seat) => seatToken(seat, 330 + seat * 30, 300, 12))}
  </svg>`;
}

export const wishesView: GameView = {
  pitch: 'Catch fish from the ocean and sell them where the buyers crowd, or set one free for its wish: move a buyer, rot a rival’s token, sell a fish as two.',
  facts: ['About 30 minutes', 'Bots fill any seat'],
  steps: [
    'Catch a card from the ocean: the deeper it lies, the more worms it costs.',
    'Keep it in a boat to sell at its market later, or set it free for its wish.',
    'Full markets close and pay their biggest sellers; the most money wins.',
  ],
  seatNames: SEAT_COLOURS,
  seatLooks: WISHES_SEAT_LOOKS,
  seatHint: 'You and three bots; choose up to five seats and any mix of people and bots under New game.',
  illustration,
  load: () => import('./index.js'),
  room: {
    load: async () => (await import('./index.js')).wishes,
    table: (controller, panel) => html`<shoal-wishes-table .controller=${controller}>${panel}</shoal-wishes-table>`,
  },
  table: (options) =>
    html`<shoal-wishes-table
      .mode=${options.mode}
      .saveSlot=${options.slot}
      .request=${options.request}
      ?embedded=${options.embedded}
    ></shoal-wishes-table>`,
};
