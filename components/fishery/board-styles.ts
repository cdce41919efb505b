// Styles of the Fishery board: water, rim, pieces, fishery tints and labels, previews and motion. The host,
// the water grid and the keyboard cursor come from components/shared/board-chrome-styles.ts.
import { css } from 'lit';

export const boardStyles = css`
  svg {
    display: block;
    width: 100%;
    height: 100%;
    overflow: visible;
    border-radius: var(--shoal-radius);
  }
  .water {
    fill: var(--shoal-sea);
  }
  .rim {
    fill: none;
    stroke: var(--shoal-rim);
    stroke-width: 14;
  }
  .rim-rope {
    fill: none;
    stroke: var(--shoal-sea);
    stroke-width: 2.5;
    stroke-dasharray: 10 8;
    opacity: 0.55;
  }
  .coords text {
    fill: var(--shoal-text-muted);
    font: 600 22px var(--shoal-font);
    text-anchor: middle;
    dominant-baseline: central;
  }
  .tint path {
    transition: fill var(--shoal-motion) ease;
  }
  .tint.seat-0 path {
    fill: var(--shoal-tint-black);
  }
  .tint path.hatch {
    fill: url(#hatch);
  }
  .tint.seat-1 path {
    fill: var(--shoal-tint-white);
  }
  .label rect {
    stroke-width: 3;
  }
  .label text {
    font: 800 29px var(--shoal-font-display);
    text-anchor: middle;
    dominant-baseline: central;
  }
  .holder-0 rect {
    fill: var(--shoal-seat-black);
    stroke: var(--shoal-seat-black);
  }
  .holder-0 text {
    fill: var(--shoal-seat-black-ink);
  }
  .holder-1 rect {
    fill: var(--shoal-seat-white);
    stroke: var(--shoal-seat-white-ink);
  }
  .holder-1 text {
    fill: var(--shoal-seat-white-ink);
  }
  .holder-none rect {
    fill: var(--shoal-surface);
    stroke: var(--shoal-text-muted);
    stroke-dasharray: 6 4;
  }
  .holder-none text {
    fill: var(--shoal-text-muted);
  }
  .label {
    pointer-events: none;
  }
  .halo {
    fill: var(--shoal-buoy-soft);
    stroke: var(--shoal-buoy);
    stroke-width: 4;
    opacity: 0.9;
  }
  line.halo {
    stroke-width: 26;
    stroke-linecap: round;
    stroke: var(--shoal-buoy);
    opacity: 0.45;
  }
  .ship .lift,
  .net {
    transform-box: fill-box;
    transform-origin: center;
  }
  .fresh .lift,
  .net.fresh {
    animation: drop var(--shoal-motion) var(--shoal-ease) both;
  }
  @keyframes drop {
    from {
      opacity: 0;
      transform: translateY(-18px) scale(0.55);
    }
  }
  .net.fresh {
    animation-name: stretch;
  }
  @keyframes stretch {
    from {
      opacity: 0;
      transform: scale(0.2);
    }
  }
  .ghost {
    opacity: 0.5;
    pointer-events: none;
  }
  .no circle,
  .no line {
    fill: none;
    stroke: var(--shoal-danger);
    stroke-width: 4;
    opacity: 0.75;
  }
  .no {
    pointer-events: none;
  }
  .hits rect,
  .hits polygon {
    fill: transparent;
    cursor: default;
  }
  :host([interactive]) .hits rect,
  :host([interactive]) .hits polygon {
    cursor: pointer;
  }
  .hint {
    position: absolute;
    left: 50%;
    top: 0;
    transform: translate(-50%, -30%);
    margin: 0;
    padding: 0.25em 0.8em;
    border-radius: var(--shoal-radius-pill);
    background: var(--shoal-text);
    color: var(--shoal-bg);
    font-size: var(--shoal-text-sm);
    font-weight: 600;
    pointer-events: none;
  }
`;
