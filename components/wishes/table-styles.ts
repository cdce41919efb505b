// Layout of the Wishes table: one column on a phone (whose turn, the board, the actions, the log); the
// board beside a side column of status, actions and log when there is room. Container queries, so an
// embedded table lays itself out by its own width.
import { css } from 'lit';

export const tableStyles = css`
  :host {
    display: block;
    container-type: inline-size;
  }
  .layout {
    display: grid;
    gap: var(--shoal-space-3);
    grid-template-columns: minmax(0, 1fr);
    grid-template-areas: 'status' 'board' 'actions' 'side';
    max-width: 1400px;
    margin: 0 auto;
  }
  .status {
    grid-area: status;
    position: sticky;
    top: 0;
    z-index: 2;
  }
  .board {
    grid-area: board;
    min-width: 0;
  }
  .actions {
    grid-area: actions;
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: var(--shoal-space-2);
  }
  .spacer {
    flex: 1;
  }
  .side {
    grid-area: side;
    display: grid;
    gap: var(--shoal-space-4);
    align-content: start;
    padding: var(--shoal-space-4);
    border-radius: var(--shoal-radius);
    background: var(--shoal-surface);
    border: 1px solid var(--shoal-border);
    min-height: 0;
  }
  shoal-move-log {
    --shoal-log-height: 12rem;
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
