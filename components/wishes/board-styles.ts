// Styles of the Wishes board: one column on a phone (ocean, choices, players, markets), the ring beside
// the ocean and choices when there is room; cards, the panel and their motion (the players' and the
// ring's own styles are in players-styles.ts and ring-styles.ts). Container queries, so the board lays
// itself out by its own width wherever it is placed.
import { css } from 'lit';
import { playersStyles } from './players-styles.js';
import { turnPillStyles } from '../shared/turn-pill-styles.js';
import { ringStyles } from './ring-styles.js';

const boardLayout = css`
  :host {
    display: block;
    container-type: inline-size;
    --wishes-card: #fffdf6;
    --wishes-card-line: #c9bfa6;
    --wishes-market: var(--shoal-surface);
    --wishes-glyph-line: #1b2a33;
    touch-action: manipulation;
  }
  .board {
    display: grid;
    gap: var(--shoal-space-3);
    grid-template-columns: minmax(0, 1fr);
    grid-template-areas: 'ocean' 'panel' 'players' 'markets';
  }
  /* 720px: a room page's board column on a 1280px screen (about 750px) has the ring beside the ocean too. */
  @container (min-width: 720px) {
    .board {
      grid-template-columns: minmax(0, 1.2fr) minmax(0, 1fr);
      grid-template-rows: auto 1fr auto;
      grid-template-areas:
        'markets ocean'
        'markets panel'
        'players players';
      align-items: start;
    }
  }
  section {
    min-width: 0;
  }
  h2 {
    margin: 0;
  }

  /* ----- ocean ----- */
  .ocean {
    grid-area: ocean;
    padding: var(--shoal-space-2) var(--shoal-space-3) var(--shoal-space-3);
    border-radius: var(--shoal-radius);
    background: linear-gradient(90deg, var(--shoal-sea), var(--shoal-sea-deep));
  }
  .ocean-head {
    display: flex;
    align-items: baseline;
    gap: var(--shoal-space-2);
    margin-bottom: var(--shoal-space-2);
    font-size: var(--shoal-text-sm);
  }
  .ocean-head h2 {
    font: 800 var(--shoal-text-md) / 1.2 var(--shoal-font-display);
  }
  .depth {
    color: var(--shoal-text-muted);
    font-size: var(--shoal-text-xs);
  }
  .piles {
    margin-left: auto;
    color: var(--shoal-text-muted);
    font-variant-numeric: tabular-nums;
  }
  .slots {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    grid-template-columns: repeat(4, minmax(0, 1fr));
    gap: var(--shoal-space-2);
    max-width: 30rem;
  }
  .slot {
    display: grid;
    gap: 2px;
    justify-items: center;
    min-width: 0;
  }
  .card-button,
  .card-space {
    display: block;
    width: 100%;
    aspect-ratio: 100 / 140;
    padding: 0;
    border: 0;
    border-radius: 10px;
    background: none;
    cursor: default;
    color: inherit;
  }
  button.card-button {
    cursor: pointer;
    transition:
      transform var(--shoal-motion-fast) ease,
      box-shadow var(--shoal-motion-fast) ease;
  }
  button.card-button:hover {
    transform: translateY(-3px);
  }
  .card-button.selected {
    transform: translateY(-5px);
    box-shadow:
      0 0 0 3px var(--shoal-buoy),
      0 6px 14px rgb(0 0 0 / 0.25);
  }
  .card-button.out-of-reach svg {
    opacity: 0.55;
    filter: saturate(0.4);
  }
  .card-button.fresh {
    animation: deal calc(var(--shoal-motion) * 2) var(--shoal-ease);
  }
  .card-space {
    border: 2px dashed var(--shoal-grid);
  }
  .card-button svg,
  .boat svg {
    display: block;
    width: 100%;
    height: 100%;
    overflow: visible;
  }
  .cost {
    font-size: var(--shoal-text-xs);
    font-weight: 700;
    color: var(--shoal-text);
  }
  .cost.too-dear {
    color: var(--shoal-text-muted);
    text-decoration: line-through;
  }

  /* ----- panel ----- */
  .panel {
    grid-area: panel;
    padding: var(--shoal-space-3);
    border-radius: var(--shoal-radius);
    background: var(--shoal-surface);
    border: 1px solid var(--shoal-border);
    font-size: var(--shoal-text-sm);
    line-height: 1.45;
    min-height: 6.5rem;
  }
  .panel p {
    margin: 0 0 var(--shoal-space-2);
  }
  .panel-title {
    font: 800 var(--shoal-text-md) / 1.25 var(--shoal-font-display);
    margin-bottom: var(--shoal-space-1);
  }
  .panel-title.small {
    font: 700 var(--shoal-text-xs) / 1.2 var(--shoal-font);
    text-transform: uppercase;
    letter-spacing: 0.06em;
    color: var(--shoal-text-muted);
    margin-top: var(--shoal-space-2);
  }
  .panel-title:focus {
    outline: none;
  }
  .prompt strong {
    font-weight: 800;
  }
  .quiet,
  .note,
  .cost-line {
    color: var(--shoal-text-muted);
  }
  .tag {
    display: inline-block;
    margin-right: 0.3em;
    padding: 0.05em 0.5em;
    border-radius: var(--shoal-radius-pill);
    background: var(--shoal-buoy-soft);
    color: var(--shoal-text);
    font-size: var(--shoal-text-xs);
    font-weight: 800;
    text-transform: uppercase;
    letter-spacing: 0.04em;
  }
  .choices,
  .options {
    display: flex;
    flex-wrap: wrap;
    gap: var(--shoal-space-2);
    margin-top: var(--shoal-space-2);
  }
  .question {
    border: 0;
    padding: 0;
    margin: var(--shoal-space-2) 0 0;
  }
  .question legend {
    padding: 0;
    font-weight: 800;
  }
  .boat-choice {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: var(--shoal-space-1) var(--shoal-space-2);
    margin-top: var(--shoal-space-2);
  }
  .boat-choice .label {
    font-weight: 800;
  }
  button.boat-pick {
    min-height: var(--shoal-touch, 44px);
    min-width: var(--shoal-touch, 44px);
    padding: 0 var(--shoal-space-3);
    border: 2px solid var(--shoal-border);
    border-radius: var(--shoal-radius-pill);
    background: var(--shoal-surface-2);
    color: var(--shoal-text);
    font: 700 var(--shoal-text-sm) / 1.1 var(--shoal-font);
    cursor: pointer;
  }
  button.boat-pick[aria-checked='true'] {
    border-color: var(--shoal-buoy);
    background: var(--shoal-buoy-soft);
  }
  button.boat-pick[aria-checked='true']::before {
    content: '● ';
    color: var(--shoal-buoy);
  }
  .answered {
    list-style: none;
    margin: 0 0 var(--shoal-space-1);
    padding: 0;
    color: var(--shoal-text-muted);
  }
  .answered li::before {
    content: '✓ ';
    color: var(--shoal-accent);
    font-weight: 800;
  }
  .news {
    margin: var(--shoal-space-1) 0 0;
    padding-left: 1.1em;
  }
  .news li + li {
    margin-top: 2px;
  }
  .preview {
    margin-top: var(--shoal-space-2);
    padding: var(--shoal-space-2) var(--shoal-space-3);
    border-radius: var(--shoal-radius-sm);
    background: var(--shoal-surface-2);
    border-left: 4px solid var(--shoal-buoy);
  }
  .refusal {
    padding: var(--shoal-space-2) var(--shoal-space-3);
    border-radius: var(--shoal-radius-sm);
    background: var(--shoal-danger-soft);
    border: 1px solid var(--shoal-danger);
    font-weight: 600;
  }

  @keyframes deal {
    from {
      transform: translateX(40%) rotate(6deg);
      opacity: 0;
    }
  }
  @keyframes pop {
    from {
      transform: scale(0.4);
      opacity: 0;
    }
  }
`;

/** Every style of the board. */
export const boardStyles = [boardLayout, playersStyles, turnPillStyles, ringStyles];
