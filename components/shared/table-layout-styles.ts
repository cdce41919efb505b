// The frame every game table shares: one column on a phone (players, status, board, actions, the side
// panel). Container queries, so an embedded table lays itself out by its own width, not the window's.
// Each game's own sheet, listed after these, sizes its board and adds what only it shows.
import { css, type CSSResult } from 'lit';

/** One-column table frame: the grid, the players row, the actions bar, the side panel and its score list. */
export const tableLayoutStyles: CSSResult = css`
  :host {
    display: block;
    container-type: inline-size;
  }
  .layout {
    display: grid;
    gap: var(--shoal-space-3);
    grid-template-columns: minmax(0, 1fr);
    grid-template-areas: 'players' 'status' 'board' 'actions' 'side';
    max-width: 1400px;
    margin: 0 auto;
  }
  .players {
    grid-area: players;
    display: grid;
    grid-template-columns: 1fr 1fr;
    gap: var(--shoal-space-2);
  }
  .status {
    grid-area: status;
  }
  .actions {
    grid-area: actions;
    display: flex;
    flex-wrap: wrap;
    justify-content: flex-end;
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
  /* A game's own list under the scores (fisheries, days) and the line shown before there is one. */
  .score-list {
    list-style: none;
    margin: var(--shoal-space-3) 0 0;
    padding: var(--shoal-space-3) 0 0;
    border-top: 1px solid var(--shoal-border);
    display: grid;
    gap: var(--shoal-space-1);
    font-size: var(--shoal-text-sm);
  }
  .score-list li {
    display: grid;
    gap: var(--shoal-space-2);
  }
  .score-note {
    margin: var(--shoal-space-3) 0 0;
    color: var(--shoal-text-muted);
    font-size: var(--shoal-text-sm);
  }
`;

/**
 * From 860px wide, the board on the left and a column of players, status, actions and the side panel
 * beside it; the column is as tall as the board may be and the move log takes what is left. The game
 * sets the column's width (`grid-template-columns`) in its own 860px query.
 */
export const tableBesideBoardStyles: CSSResult = css`
  @container (min-width: 860px) {
    .layout {
      height: var(--shoal-board-max-height, auto);
      min-height: 34rem;
      grid-template-rows: auto auto auto minmax(0, 1fr);
      grid-template-areas:
        'board players'
        'board status'
        'board actions'
        'board side';
      align-items: start;
    }
    .board-wrap {
      align-self: start;
    }
    .players {
      grid-template-columns: 1fr;
    }
    .side {
      align-self: stretch;
      display: flex;
      flex-direction: column;
      overflow: hidden;
    }
    shoal-move-log {
      flex: 1;
      --shoal-log-height: none;
    }
  }
`;

/**
 * For a board that shows the players itself (no players row): the status kept in sight on a phone, below
 * the app's sticky header, and from 1080px the board beside a column of status, actions and the side
 * panel. The game sets the column's width with `--shoal-side-column` (a `minmax(…)`).
 */
export const tableWideBoardStyles: CSSResult = css`
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
      grid-template-columns: minmax(0, 1fr) var(--shoal-side-column, minmax(260px, 300px));
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
