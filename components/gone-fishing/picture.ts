// Gone Fishing's picture on its home card, drawn with the table's own pieces: its own chunk, fetched
// when the card shows, so a page that opens straight at a table never loads it.
import { svg } from 'lit';
import { figure, tileBack, tileFace } from './pieces.js';

/** A corner of the lake: tiles face down, two turned up, an angler on a pier. */
export function picture() {
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
