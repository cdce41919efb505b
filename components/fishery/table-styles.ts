// What the Fishery table adds to the shared table frame (components/shared/table-layout-styles.ts): the
// sea's proportions and the layout of the list of fisheries under the scores.
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
  .fisheries {
    max-height: 9.5rem;
    overflow-y: auto;
  }
  .fisheries li {
    grid-template-columns: auto 1fr auto;
    align-items: center;
  }
  .fisheries .ships {
    color: var(--shoal-text-muted);
    font-variant-numeric: tabular-nums;
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
