// If Wishes Were Fishes!' picture on its home card, drawn with the table's own pieces: its own chunk,
// fetched when the card shows, so a page that opens straight at a table never loads it.
import { svg } from 'lit';
import type { CardFace } from '../../src/games/wishes/types.js';
import { CARD_H, CARD_W, buyerPawn, fishCard, seatToken } from './pieces.js';

/** Three fish cards fanned over the sea, worms on one, the $3 buyer and the players' tokens. */
export function picture() {
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
