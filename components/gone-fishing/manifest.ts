// Gone Fishing on the home screen: its card, its bots, and how to load its table. Kept apart from the
// table so the home page does not load the board.
import { html, svg } from 'lit';
import type { GameView } from '../app/catalog.js';
import type { SeatLook } from '../shared/seat-marker.js';
import { figure, tileBack, tileFace } from './pieces.js';

/** How the two roles look in badges and scores: the Angler a solid red disc, the Fish player a teal ring. */
export const ROLE_LOOKS: { readonly angler: SeatLook; readonly fish: SeatLook } = {
  angler: { fill: '#d8412f', ink: '#fff8ea', mark: 'solid' },
  fish: { fill: '#2f6f7f', ink: '#e8f6f8', mark: 'ring' },
};

/** A corner of the lake: tiles face down, two turned up, an angler on a pier. */
function illustration() {
  const faces = new Map([
    [5, 'fish-5'],
    [10, 'trash'],
  ] as const);
  const tiles = Array.from({ length: 16 }, (_, field) => {
    const x = (field % 4) * 100 + 50;
    const y = Math.floor(field / 4) * 100 + 50;
    const face = faces.get(field as 5 | 10);
    return svg`<g transform="translate(${x} ${y})">${face ? tileFace(face) : tileBack()}</g>`;
  });
  return svg`<svg viewBox="-90 -90 580 580" role="img" aria-label="A Gone Fishing lake: face-down tiles, a fish and some trash turned up, an angler on a pier">
    <style>
      .tile-back { fill: #2f6f7f; stroke: #1d4a55; stroke-width: 2.5; }
      .tile-waves path { fill: none; stroke: #8cc6d2; stroke-width: 3; stroke-linecap: round; opacity: 0.7; }
      .tile-face { fill: #fbf4e2; stroke: #b7a37c; stroke-width: 2.5; }
      .points { fill: #2b2118; font: 900 25px sans-serif; text-anchor: middle; dominant-baseline: central; }
    </style>
    <rect x="-80" y="-80" width="560" height="560" rx="40" fill="#e7d7b4" opacity="0.6" />
    <rect x="-10" y="-10" width="420" height="420" rx="18" fill="var(--shoal-sea)" stroke="var(--shoal-rim)" stroke-width="6" />
    ${[0, 1, 2, 3].map((i) => svg`<rect x=${i * 100 + 31} y="-74" width="38" height="58" rx="5" fill="#b88b57" stroke="#6d4a25" stroke-width="2.5" />`)}
    ${[0, 1, 2, 3].map((i) => svg`<rect x="-74" y=${i * 100 + 31} width="58" height="38" rx="5" fill="#b88b57" stroke="#6d4a25" stroke-width="2.5" />`)}
    <rect x="140" y="-10" width="120" height="420" rx="12" fill="#fde3c8" opacity="0.45" />
    ${tiles}
    <g transform="translate(150 -26) scale(1.45)" style="--gf-red: #d8412f">${figure('red')}</g>
    <g transform="translate(-50 270) scale(1.45)" style="--gf-yellow: #f2c12e">${figure('yellow')}</g>
  </svg>`;
}

export const goneFishingView: GameView = {
  pitch: 'One of you hides sixteen tiles in a lake and keeps them moving; the other walks two anglers round the piers and casts blind. Then swap.',
  facts: ['About 25 minutes', 'Hidden tiles, sealed fair'],
  steps: [
    'The Fish player hides 16 tiles: fish worth 1–6, trash and a diver.',
    'The Angler walks two figures round the piers and casts blind, paying a line card for each distance.',
    'Each round the Fish player shows one tile, then slides tiles away. Swap roles for day 2.',
  ],
  seatNames: ['Angler', 'Fish player'],
  seatLooks: [ROLE_LOOKS.angler, ROLE_LOOKS.fish],
  // One shared screen would show the Angler the Fish player's tiles.
  localModes: ['bot'],
  seatHint: 'Your role on day 1; the roles swap on day 2.',
  illustration,
  load: () => import('./index.js'),
  room: {
    load: async () => (await import('./index.js')).goneFishing,
    table: (controller, panel) => html`<shoal-gone-fishing-table .controller=${controller}>${panel}</shoal-gone-fishing-table>`,
  },
  table: (options) =>
    html`<shoal-gone-fishing-table
      .mode=${options.mode}
      .saveSlot=${options.slot}
      .request=${options.request}
      ?embedded=${options.embedded}
    ></shoal-gone-fishing-table>`,
};
