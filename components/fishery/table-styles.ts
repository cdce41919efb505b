// What the Fishery table adds to the shared table frame (components/shared/table-layout-styles.ts): the
// sea's proportions, key hints and the list of fisheries under the scores.
import { css } from 'lit';

export const tableStyles = css`
  :host {
    --board-ratio: 1.26;
  }
  .board-wrap {
    grid-area: board;
    width: 100%;
    max-width: calc(var(--shoal-board-max-height, 100dvh) * var(--board-ratio));
    justify-self: center;
  }
  kbd {
    font: 600 var(--shoal-text-xs) / 1 var(--shoal-font-mono);
    padding: 0.2em 0.4em;
    border: 1px solid currentColor;
    border-radius: 4px;
    opacity: 0.7;
  }
  .fisheries {
    list-style: none;
    margin: var(--shoal-space-3) 0 0;
    padding: var(--shoal-space-3) 0 0;
    border-top: 1px solid var(--shoal-border);
    display: grid;
    gap: var(--shoal-space-1);
    font-size: var(--shoal-text-sm);
    max-height: 9.5rem;
    overflow-y: auto;
  }
  .fisheries li {
    display: grid;
    grid-template-columns: auto 1fr auto;
    gap: var(--shoal-space-2);
    align-items: center;
  }
  .fisheries .ships {
    color: var(--shoal-text-muted);
    font-variant-numeric: tabular-nums;
  }
  .fisheries-note {
    margin: var(--shoal-space-3) 0 0;
    color: var(--shoal-text-muted);
    font-size: var(--shoal-text-sm);
  }
  .tie {
    width: 12px;
    height: 12px;
    margin: 2px;
    border-radius: 50%;
    border: 2px dashed var(--shoal-text-muted);
  }
  @container (min-width: 860px) {
    .layout {
      grid-template-columns: minmax(0, 1fr) minmax(300px, 340px);
    }
  }
`;
