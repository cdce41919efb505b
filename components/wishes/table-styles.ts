// What the Wishes table changes in the shared table frame (components/shared/table-layout-styles.ts):
// no players row (the board shows the players), whose turn stays in sight on a phone, and the board
// beside a side column of status, actions and log only from 1080px, as the ring needs the room.
import { css } from 'lit';

export const tableStyles = css`
  .layout {
    grid-template-areas: 'status' 'board' 'actions' 'side';
  }
  .status {
    position: sticky;
    /* Below the app's sticky header, never over it (0 in an embed, which has none). */
    top: var(--shoal-sticky-top, 0px);
    z-index: 1;
  }
  .board {
    grid-area: board;
    min-width: 0;
  }
  @container (min-width: 1080px) {
    .layout {
      grid-template-columns: minmax(0, 1fr) minmax(260px, 300px);
      grid-template-rows: auto auto minmax(0, 1fr);
      grid-template-areas:
        'board status'
        'board actions'
        'board side';
      align-items: start;
    }
    .status {
      position: static;
    }
    .side {
      align-self: stretch;
      display: flex;
      flex-direction: column;
      overflow: hidden;
      max-height: calc(100dvh - 12rem);
    }
    shoal-move-log {
      flex: 1;
      --shoal-log-height: none;
    }
  }
`;
