// Fleet's picture on its home card, drawn with the table's own pieces: its own chunk, fetched when the
// card shows, so a page that opens straight at a table never loads it.
import { svg } from 'lit';
import { CARD_H, CARD_W, boatCard, boatGlyph, captainCap, cardBack, crate, licenceCard } from './pieces.js';

/** A licence, a fan of boat cards with their cash values, and a captained boat with its crates. */
export function picture() {
  return svg`<svg viewBox="0 0 500 340" role="img" aria-label="A Cod licence, three boat cards worth $1 to $3 and a captained boat with crates">
    <rect x="0" y="0" width="500" height="340" rx="18" fill="var(--shoal-sea)" />
    <path d="M0 250 Q125 222 250 250 T500 250 V340 H0 Z" fill="var(--shoal-sea-deep)" />
    <g transform="translate(24 36) rotate(-6 62 87) scale(1.25)">
      ${licenceCard({ kind: 'cod', title: 'Cod', subtitle: '', minimum: 4, points: 4, premium: false, bonus: ['Launch 2 boats,', 'draw after'] })}
    </g>
    <g transform="translate(190 44) rotate(-8 ${CARD_W * 0.6} ${CARD_H * 1.2}) scale(1.2)">${cardBack()}</g>
    <g transform="translate(232 40) rotate(0 ${CARD_W * 0.6} ${CARD_H * 1.2}) scale(1.2)">${boatCard({ kind: 'tuna', cash: 3, cost: 1, points: 1 })}</g>
    <g transform="translate(300 46) rotate(9 ${CARD_W * 0.6} ${CARD_H * 1.2}) scale(1.2)">${boatCard({ kind: 'shrimp', cash: 2, cost: 1, points: 1 })}</g>
    ${boatGlyph('cod', 130, 282, 1.6)}
    ${captainCap(112, 246, 1.3)}
    ${[0, 1, 2].map((i) => crate(158 + i * 20, 242))}
  </svg>`;
}
