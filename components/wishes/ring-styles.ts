// Styles of the market ring: markets, prices, pips, buyers, the closing cards and the dump, and the
// motion of a sale (the money rises), a closing (the stamp drops) and a buyer's move (it glides).
import { css } from 'lit';

export const ringStyles = css`
  /* ----- markets ----- */
  .markets {
    grid-area: markets;
    padding: var(--shoal-space-2);
    border-radius: var(--shoal-radius);
    background: radial-gradient(circle at 50% 48%, var(--shoal-surface-2) 0 38%, var(--shoal-bg-deep) 72%);
    border: 1px solid var(--shoal-border);
  }
  .ring {
    display: block;
    width: 100%;
    height: auto;
    max-height: 78vh;
    overflow: visible;
  }
  .track {
    fill: none;
    stroke: var(--shoal-grid);
    stroke-width: 3;
    stroke-dasharray: 2 9;
    stroke-linecap: round;
  }
  .chevron {
    fill: none;
    stroke: var(--shoal-text-muted);
    stroke-width: 2.5;
    stroke-linecap: round;
    stroke-linejoin: round;
  }
  .market-bg {
    fill: var(--wishes-market);
    stroke: var(--shoal-border);
    stroke-width: 2;
    transition:
      stroke var(--shoal-motion-fast) ease,
      fill var(--shoal-motion-fast) ease;
  }
  .market.is-closed .market-bg {
    fill: var(--shoal-bg);
    stroke-dasharray: 6 4;
  }
  .market.choosable {
    cursor: pointer;
  }
  .market.choosable .market-bg {
    stroke: var(--shoal-accent);
    stroke-width: 3;
  }
  .market.choosable:hover .market-bg,
  .market.choosable:focus-visible .market-bg {
    fill: var(--shoal-surface-2);
    stroke-width: 4;
  }
  .market:focus {
    outline: none;
  }
  .market.target .market-bg {
    stroke: var(--shoal-buoy);
    stroke-width: 4;
  }
  .market-name {
    font: 800 14px var(--shoal-font-display);
    fill: var(--shoal-text);
    dominant-baseline: central;
  }
  .price {
    font: 800 28px var(--shoal-font-display);
    fill: var(--shoal-text);
    dominant-baseline: central;
  }
  .count {
    font: 800 12px var(--shoal-font);
    fill: var(--shoal-text);
    dominant-baseline: central;
  }
  .pip {
    fill: var(--shoal-border);
  }
  .pip.on {
    fill: var(--shoal-accent);
  }
  .closed-stamp rect {
    fill: var(--shoal-surface);
    stroke: var(--shoal-text-muted);
    stroke-width: 1.5;
  }
  .closed-stamp text {
    font: 800 11px var(--shoal-font);
    fill: var(--shoal-text-muted);
    text-anchor: middle;
    dominant-baseline: central;
    text-transform: uppercase;
    letter-spacing: 0.04em;
  }
  .market.closing .closed-stamp {
    animation: stamp calc(var(--shoal-motion) * 2.4) var(--shoal-ease);
  }
  .market.closing .market-bg {
    animation: flash calc(var(--shoal-motion) * 4) ease;
  }
  .buyer {
    transition: transform calc(var(--shoal-motion) * 3) var(--shoal-ease);
  }
  .gain {
    font: 800 22px var(--shoal-font-display);
    fill: var(--shoal-buoy);
    stroke: var(--shoal-surface);
    stroke-width: 4;
    paint-order: stroke;
    text-anchor: middle;
    opacity: 0;
    animation: rise calc(var(--shoal-motion) * 6) ease-out;
  }
  .centre-label {
    font: 700 11px var(--shoal-font);
    fill: var(--shoal-text-muted);
    text-anchor: middle;
    text-transform: uppercase;
    letter-spacing: 0.08em;
  }
  .centre-note {
    font: 600 12px var(--shoal-font);
    fill: var(--shoal-text);
    text-anchor: middle;
  }
  .closing-card rect {
    fill: var(--wishes-card);
    stroke: var(--wishes-card-line);
    stroke-width: 1.5;
  }
  .closing-card.top rect {
    stroke: var(--shoal-buoy);
    stroke-width: 3;
  }
  .closing-card.used {
    opacity: 0.28;
  }
  .closing-number {
    font: 800 19px var(--shoal-font-display);
    fill: #17242c;
    text-anchor: middle;
    dominant-baseline: central;
  }
  .closing-amounts {
    font: 700 9.5px var(--shoal-font);
    fill: #46545c;
    text-anchor: middle;
    dominant-baseline: central;
  }
  .dump-bg {
    fill: var(--shoal-surface);
    stroke: var(--shoal-border);
    stroke-width: 2;
  }
  .dump.nearly .dump-bg {
    stroke: var(--shoal-danger);
    stroke-width: 3;
  }
  .dump-count {
    font: 800 22px var(--shoal-font-display);
    fill: var(--shoal-text);
    text-anchor: middle;
    dominant-baseline: central;
  }
  .dump-limit {
    font-size: 14px;
    fill: var(--shoal-text-muted);
  }
  .dump.bump .dump-bg {
    animation: flash calc(var(--shoal-motion) * 4) ease;
  }

  @keyframes rise {
    0% {
      opacity: 0;
      transform: translateY(8px);
    }
    15% {
      opacity: 1;
    }
    70% {
      opacity: 1;
    }
    100% {
      opacity: 0;
      transform: translateY(-26px);
    }
  }

  @keyframes stamp {
    from {
      transform: translate(0, 30px) scale(2);
      opacity: 0;
    }
  }

  @keyframes flash {
    20% {
      fill: var(--shoal-buoy-soft);
    }
  }
  @media (prefers-reduced-motion: reduce) {
    .gain {
      display: none;
    }
  }
`;
