// What the Gone Fishing table adds to the shared table frame (components/shared/table-layout-styles.ts):
// the lake and tray's size, the first-Angler choice, the days' scores, the cheat note and the page shown
// when pass and play cannot hide the Angler's hand. On a wide screen the board (lake and tray) is on the
// left and players, status, scores, the Angler's log and the move log on the right.
import { css } from 'lit';

export const tableStyles = css`
  .board-wrap {
    grid-area: board;
    position: relative;
    width: 100%;
    /* The lake is square; on a phone the tray goes under it. */
    max-width: var(--shoal-board-max-height, 100dvh);
    justify-self: center;
  }
  .first-angler {
    position: absolute;
    z-index: 1;
    left: 50%;
    top: 28%;
    transform: translateX(-50%);
    display: grid;
    gap: var(--shoal-space-2);
    justify-items: center;
    width: min(20rem, 86%);
    padding: var(--shoal-space-4);
    border-radius: var(--shoal-radius);
    background: var(--shoal-surface);
    border: 2px solid var(--shoal-buoy);
    box-shadow: var(--shoal-shadow);
  }
  .first-angler p {
    margin: 0;
    font-weight: 700;
    text-align: center;
  }
  .days li {
    grid-template-columns: 1fr auto;
    align-items: baseline;
  }
  .day-score {
    font: 800 var(--shoal-text-md) / 1 var(--shoal-font-display);
    font-variant-numeric: tabular-nums;
  }
  .cheat {
    margin: 0 0 var(--shoal-space-3);
    padding: var(--shoal-space-3);
    border-radius: var(--shoal-radius-sm);
    background: var(--shoal-danger-soft);
    color: var(--shoal-text);
    border-left: 4px solid var(--shoal-danger);
  }
  .no-pass {
    max-width: 36rem;
    margin: var(--shoal-space-6) auto;
    padding: var(--shoal-space-5);
    border-radius: var(--shoal-radius);
    background: var(--shoal-surface);
    border: 1px solid var(--shoal-border);
  }
  .no-pass h2 {
    margin: 0 0 var(--shoal-space-3);
    font: 800 var(--shoal-text-xl) / 1.2 var(--shoal-font-display);
  }
  .no-pass p {
    line-height: 1.5;
  }
  .no-pass .choices {
    display: flex;
    flex-wrap: wrap;
    gap: var(--shoal-space-2);
  }
  @container (min-width: 860px) {
    .layout {
      grid-template-columns: minmax(0, 1fr) minmax(300px, 360px);
    }
    .board-wrap {
      /* The lake is as tall as the screen allows, with the tray in a column beside it. */
      max-width: calc(var(--shoal-board-max-height, 100dvh) + 14.5rem);
    }
    shoal-move-log {
      min-height: 6rem;
    }
    shoal-gone-fishing-memory {
      --gf-memory-height: 6.5rem;
    }
  }
`;
