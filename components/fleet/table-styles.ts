// What the Fleet table adds to the shared wide-board frame (components/shared/table-layout-styles.ts):
// a side column of 240–280px beside the board from 1080px, and the panel shown while a saved game is restored.
import { css } from 'lit';

export const tableStyles = css`
  :host {
    --shoal-side-column: minmax(240px, 280px);
  }
  .restoring {
    display: grid;
    gap: var(--shoal-space-2);
    padding: var(--shoal-space-4) var(--shoal-space-3);
    border-radius: var(--shoal-radius);
    background: var(--shoal-surface);
    border: 1px solid var(--shoal-border);
  }
  .restoring h2 {
    margin: 0;
    font: 800 var(--shoal-text-md) / 1.2 var(--shoal-font-display);
  }
  .restoring p {
    margin: 0;
    color: var(--shoal-text-muted);
  }
  .restoring .bar {
    height: 0.6rem;
    border-radius: var(--shoal-radius-pill);
    background: var(--shoal-surface-2);
    border: 1px solid var(--shoal-border);
    overflow: hidden;
  }
  .restoring .fill {
    height: 100%;
    background: var(--shoal-accent);
    transition: width var(--shoal-motion) linear;
  }
`;
