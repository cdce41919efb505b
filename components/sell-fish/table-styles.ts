// What the SELL.fish table adds to the shared wide-board frame (components/shared/table-layout-styles.ts):
// a wider side column, and the card shown while one device passes between players.
import { css } from 'lit';

export const tableStyles = css`
  :host {
    --shoal-side-column: minmax(260px, 320px);
  }
  .handover {
    display: grid;
    justify-items: center;
    gap: var(--shoal-space-3);
    padding: var(--shoal-space-6) var(--shoal-space-4);
    border-radius: var(--shoal-radius);
    background: var(--shoal-surface);
    border: 2px dashed var(--shoal-border);
    text-align: center;
  }
  .handover p {
    margin: 0;
  }
`;
