// The SELL.fish board's static styles: the year bar, the two rivers, the communities, the action panel,
// what happened and the chart. Phone first; from 760px wide the rivers sit side by side.
import { css } from 'lit';

export const boardStyles = css`
  :host {
    display: block;
    container-type: inline-size;
    color: var(--shoal-text);
  }
  .board {
    display: grid;
    gap: var(--shoal-space-3);
  }
  .year {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: var(--shoal-space-2);
    font-size: var(--shoal-text-sm);
  }
  .year strong {
    font: 800 var(--shoal-text-lg) var(--shoal-font-display);
  }
  .stages {
    display: flex;
    flex-wrap: wrap;
    gap: 4px;
    list-style: none;
    margin: 0;
    padding: 0;
  }
  .stages li {
    padding: 2px 8px;
    border-radius: var(--shoal-radius-pill);
    border: 1px solid var(--shoal-border);
    color: var(--shoal-text-muted);
    font-size: var(--shoal-text-xs);
  }
  .stages li.now {
    background: var(--shoal-accent);
    border-color: var(--shoal-accent);
    color: var(--shoal-on-accent);
    font-weight: 700;
  }
  .stages li.done {
    color: var(--shoal-text-muted);
  }
  .odds {
    margin-left: auto;
    color: var(--shoal-text-muted);
  }
  .threat {
    color: var(--shoal-danger);
    font-weight: 700;
  }
  .rivers {
    display: grid;
    gap: var(--shoal-space-2);
  }
  @container (min-width: 760px) {
    .rivers {
      grid-template-columns: 1fr 1fr;
    }
  }
  .river {
    padding: var(--shoal-space-2) var(--shoal-space-3);
    border-radius: var(--shoal-radius);
    background: var(--shoal-surface);
    border: 1px solid var(--shoal-border);
    border-top: 5px solid var(--river);
  }
  .river.green {
    --river: var(--sell-fish-green, #2f8f5b);
  }
  .river.blue {
    --river: var(--sell-fish-blue, #2f6cc9);
  }
  .river header {
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    gap: var(--shoal-space-2);
  }
  .river h2 {
    margin: 0;
    font-size: var(--shoal-text-md);
    display: flex;
    align-items: center;
    gap: 6px;
  }
  .swatch {
    width: 12px;
    height: 12px;
    border-radius: 3px;
    background: var(--river);
  }
  .stock {
    font-weight: 700;
  }
  .quota {
    margin-left: auto;
    font-size: var(--shoal-text-xs);
    padding: 2px 8px;
    border-radius: var(--shoal-radius-pill);
    border: 1px solid var(--shoal-border);
  }
  .quota.on {
    border-color: var(--shoal-danger);
    color: var(--shoal-danger);
    font-weight: 700;
  }
  .track {
    width: 100%;
    height: auto;
    display: block;
    margin: var(--shoal-space-1) 0;
  }
  .at-sea {
    width: 100%;
    height: 26px;
    display: block;
    color: var(--shoal-text);
  }
  .catch {
    margin: 0;
    font-size: var(--shoal-text-sm);
  }
  .gain {
    color: var(--shoal-gain);
  }
  .loss {
    color: var(--shoal-danger);
  }
  .danger {
    color: var(--shoal-danger);
    font-weight: 700;
  }
  .communities {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: var(--shoal-space-2);
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  @container (min-width: 620px) {
    .communities {
      grid-template-columns: repeat(3, minmax(0, 1fr));
    }
  }
  .community {
    padding: var(--shoal-space-2);
    border-radius: var(--shoal-radius-sm);
    background: var(--shoal-surface);
    border: 1px solid var(--shoal-border);
    display: grid;
    gap: 4px;
    min-width: 0;
  }
  .community.acting {
    border: 2px solid var(--shoal-accent);
  }
  .who {
    display: flex;
    align-items: center;
    gap: 6px;
    flex-wrap: wrap;
    min-width: 0;
  }
  .name {
    font-weight: 800;
  }
  .role {
    color: var(--shoal-text-muted);
    font-size: var(--shoal-text-xs);
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
    max-width: 8rem;
  }
  .badge {
    margin-left: auto;
    font-size: var(--shoal-text-xs);
    padding: 0 6px;
    border-radius: var(--shoal-radius-pill);
    border: 1px dashed var(--shoal-text-muted);
    color: var(--shoal-text-muted);
  }
  .badge.done {
    border-style: solid;
    border-color: var(--shoal-accent);
    color: var(--shoal-accent);
    font-weight: 700;
  }
  .money {
    display: flex;
    align-items: center;
    gap: var(--shoal-space-2);
  }
  .amount {
    font: 800 var(--shoal-text-lg) var(--shoal-font-display);
  }
  .lap {
    display: flex;
    align-items: center;
    gap: 4px;
    flex: 1;
    font-size: var(--shoal-text-xs);
  }
  .bar {
    flex: 1;
    height: 6px;
    border-radius: 3px;
    background: var(--shoal-surface-2);
    overflow: hidden;
    min-width: 2rem;
  }
  .bar span {
    display: block;
    height: 100%;
    background: var(--shoal-accent);
  }
  .ships {
    height: 22px;
    width: 100%;
    color: var(--shoal-text);
  }
  .facts {
    display: flex;
    flex-wrap: wrap;
    gap: 2px 8px;
    font-size: var(--shoal-text-xs);
    color: var(--shoal-text-muted);
  }
  .facts .caught {
    color: var(--shoal-danger);
  }
  .panel {
    padding: var(--shoal-space-3);
    border-radius: var(--shoal-radius);
    background: var(--shoal-surface);
    border: 2px solid var(--shoal-accent);
  }
  .happenings {
    list-style: none;
    margin: 0;
    padding: var(--shoal-space-2) var(--shoal-space-3);
    border-radius: var(--shoal-radius);
    background: var(--shoal-surface-2);
    display: grid;
    gap: 6px;
    font-size: var(--shoal-text-sm);
  }
  .happening {
    display: flex;
    align-items: center;
    gap: 6px;
    animation: arrive var(--shoal-motion, 240ms) var(--shoal-ease, ease-out) both;
    animation-delay: var(--delay, 0ms);
  }
  .happening span {
    flex: 1;
    min-width: 0;
  }
  .happening .chips,
  .happening .coin {
    flex: none;
  }
  .happening.inspection .coin {
    animation: flip 500ms ease-out both;
    animation-delay: var(--delay, 0ms);
  }
  .happening.catch .chips {
    animation: pop 400ms ease-out both;
    animation-delay: var(--delay, 0ms);
  }
  @keyframes arrive {
    from {
      opacity: 0;
      transform: translateY(6px);
    }
  }
  @keyframes flip {
    from {
      transform: rotateY(180deg);
    }
  }
  @keyframes pop {
    from {
      transform: scale(0.4);
      opacity: 0;
    }
  }
  @media (prefers-reduced-motion: reduce) {
    .happening,
    .happening .coin,
    .happening .chips {
      animation: none;
    }
  }
  .chart {
    margin: 0;
    padding: var(--shoal-space-2) var(--shoal-space-3);
    border-radius: var(--shoal-radius);
    background: var(--shoal-surface);
    border: 1px solid var(--shoal-border);
  }
  .chart {
    display: grid;
    gap: 2px var(--shoal-space-4);
  }
  @container (min-width: 620px) {
    .chart {
      grid-template-columns: 1fr 1fr;
      grid-auto-flow: column;
      grid-template-rows: auto auto;
    }
  }
  .chart svg {
    width: 100%;
    height: auto;
    max-height: 150px;
    display: block;
  }
  .chart figcaption {
    font-size: var(--shoal-text-xs);
    color: var(--shoal-text-muted);
  }
  .final {
    width: 100%;
    border-collapse: collapse;
    font-size: var(--shoal-text-sm);
  }
  .final th,
  .final td {
    padding: 4px 6px;
    text-align: right;
    border-bottom: 1px solid var(--shoal-border);
  }
  .final .winner {
    color: var(--shoal-buoy-strong);
    font-size: var(--shoal-text-xs);
    font-weight: 800;
    text-transform: uppercase;
  }
  .final th:first-child,
  .final td:first-child {
    text-align: left;
  }
`;
