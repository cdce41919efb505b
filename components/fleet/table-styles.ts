// What the Fleet table changes in the shared table frame (components/shared/table-layout-styles.ts): no
// players row (the board shows every fleet), whose turn stays in sight on a phone, and from 1080px the
// board beside a side column of status, actions and log.
import { css } from 'lit';

export const tableStyles = css`
  .layout {
    grid-template-areas: 'status' 'board' 'actions' 'side';
  }
  .status {
    position: sticky;
    top: 0;
    z-index: 2;
  }
  .board {
    grid-area: board;
    min-width: 0;
  }
  @container (min-width: 1080px) {
    .layout {
      grid-template-columns: minmax(0, 1fr) minmax(240px, 280px);
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
