// Fleet on the home screen: its card, and how to load its table and room board. Kept apart from the
// table so the home page does not load the board or the rules.
import { html, svg } from 'lit';
import type { GameView } from '../app/catalog.js';
import { FLEET_SEAT_LOOKS, seatColourName } from './looks.js';
import { CARD_H, CARD_W, boatCard, boatGlyph, captainCap, cardBack, crate, licenceCard } from './pieces.js';

/** A licence, a fan of boat cards with their cash values, and a captained boat with its crates. */
function illustration() {
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

export const fleetView: GameView = {
  pitch: 'Buy fishing licences at auction, launch the boats they allow, hire captains and fill your boats with crates. Every card is money, a boat and a captain at once.',
  facts: ['About 45 minutes', 'Hands are secret: one device each', 'Proven deck'],
  steps: [
    'Bid for a licence: pay with boat cards at their cash value; no change is given.',
    'Launch a boat your licences allow, and put a card face down on a boat as its captain.',
    'Captained boats fish a crate each round; licences, boats and crates score.',
  ],
  seatNames: FLEET_SEAT_LOOKS.map((_, seat) => seatColourName(seat)),
  seatLooks: FLEET_SEAT_LOOKS,
  // Hands are secret: one shared screen would show every hand.
  localModes: ['bot'],
  seatHint: 'You and up to three bots (choose under New game). Hands are secret, so Fleet is not played on one shared screen: to play with friends, invite them and each uses their own device.',
  illustration,
  load: () => import('./index.js'),
  room: {
    load: async () => (await import('./index.js')).fleet,
    table: (controller, panel) => html`<shoal-fleet-table .controller=${controller}>${panel}</shoal-fleet-table>`,
  },
  table: (options) =>
    html`<shoal-fleet-table .mode=${options.mode} .saveSlot=${options.slot} .request=${options.request} ?embedded=${options.embedded}></shoal-fleet-table>`,
};
