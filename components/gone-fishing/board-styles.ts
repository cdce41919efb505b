// Styles of the Gone Fishing board: shore, water, piers, tiles (sliding), figures, highlights. The host,
// the water grid and the keyboard cursor come from components/shared/board-chrome-styles.ts.
import { css } from 'lit';

export const boardStyles = css`
  :host {
    container: gf-board / inline-size;
  }
  .board {
    display: grid;
    gap: var(--shoal-space-2);
  }
  @container gf-board (min-width: 640px) {
    .board {
      grid-template-columns: minmax(0, 1fr) 14rem;
      align-items: start;
    }
  }
  .lake-wrap > svg {
    display: block;
    width: 100%;
    height: auto;
    overflow: visible;
    border-radius: var(--shoal-radius);
  }
  .shore {
    fill: color-mix(in srgb, var(--gf-shore) 55%, var(--shoal-bg));
  }
  .water {
    fill: var(--shoal-sea);
    stroke: var(--shoal-rim);
    stroke-width: 6;
  }
  /* Piers */
  .planks rect {
    fill: var(--gf-wood);
    stroke: var(--gf-wood-ink);
    stroke-width: 2.5;
  }
  .planks path {
    stroke: var(--gf-wood-ink);
    stroke-width: 1.6;
    opacity: 0.6;
  }
  .pier-number circle {
    fill: var(--gf-wood-ink);
  }
  .pier-number text {
    fill: #fff8ea;
    font: 700 14px var(--shoal-font);
    text-anchor: middle;
    dominant-baseline: central;
  }
  .pier.choosable .planks rect {
    fill: var(--shoal-buoy-soft);
    stroke: var(--shoal-buoy);
    stroke-width: 4;
  }
  .pier.choosable .pier-number circle {
    fill: var(--shoal-buoy);
  }
  .pier.active .planks rect,
  .pier.picked .planks rect {
    stroke: var(--shoal-focus);
    stroke-width: 5;
  }
  .home-badge circle {
    fill: var(--shoal-surface);
    stroke: var(--shoal-buoy);
    stroke-width: 3;
  }
  .home-icon {
    fill: none;
    stroke: var(--shoal-text);
    stroke-width: 2.4;
    stroke-linejoin: round;
    stroke-linecap: round;
  }
  /* The active line and a previewed one */
  .line rect {
    fill: var(--shoal-buoy-soft);
    opacity: 0.75;
    stroke: var(--shoal-buoy);
    stroke-width: 3;
  }
  .line.preview rect {
    fill: none;
    stroke-dasharray: 8 7;
    opacity: 0.9;
  }
  .distance {
    fill: var(--shoal-text);
    font: 800 15px var(--shoal-font);
    dominant-baseline: central;
    text-anchor: middle;
    opacity: 0.75;
  }
  /* Tiles */
  .tile {
    transition: transform calc(var(--shoal-motion) * 2) cubic-bezier(0.3, 0.7, 0.2, 1);
  }
  .tile .lift {
    transition: transform var(--shoal-motion-fast) ease;
  }
  .tile.picked .lift {
    transform: translateY(-6px) scale(1.04);
    filter: drop-shadow(0 6px 4px rgb(0 0 0 / 0.3));
  }
  .tile.choosable .tile-back,
  .tile.choosable .tile-face {
    stroke: var(--shoal-buoy);
    stroke-width: 5;
  }
  .tile.picked .tile-back,
  .tile.picked .tile-face {
    stroke: var(--shoal-focus);
    stroke-width: 6;
  }
  .card-badge rect {
    fill: var(--shoal-buoy);
    stroke: var(--shoal-surface);
    stroke-width: 2.5;
  }
  .card-badge text {
    fill: #fff;
    font: 800 18px var(--shoal-font);
    text-anchor: middle;
    dominant-baseline: central;
  }
  .card-badge.cannot rect {
    fill: var(--shoal-surface);
    stroke: var(--shoal-text-muted);
  }
  .card-badge.cannot text {
    fill: var(--shoal-text-muted);
  }
  .card-badge line {
    stroke: var(--shoal-danger);
    stroke-width: 3;
  }
  .shown-badge rect {
    fill: var(--shoal-text);
  }
  .shown-badge text {
    fill: var(--shoal-bg);
    font: 700 13px var(--shoal-font);
    text-anchor: middle;
    dominant-baseline: central;
  }
  .slide-to {
    fill: var(--shoal-buoy);
    opacity: 0.85;
    stroke: var(--shoal-surface);
    stroke-width: 4;
  }
  /* Figures */
  .figure {
    transition: transform calc(var(--shoal-motion) * 2) cubic-bezier(0.3, 0.7, 0.2, 1);
  }
  .figure .selection {
    fill: none;
    stroke: var(--shoal-focus);
    stroke-width: 4;
    stroke-dasharray: 7 5;
  }
  .hits rect {
    fill: transparent;
  }
  :host([interactive]) .hits rect {
    cursor: pointer;
  }
`;
