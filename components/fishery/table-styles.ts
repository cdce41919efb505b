// Layout of a game table: one column on a phone, board beside a side panel when there is room.
// Container queries, so an embedded table lays itself out by its own width, not the window's.
import { css } from 'lit';

export const tableStyles = css`
  :host {
    display: block;
    container-type: inline-size;
    --board-ratio: 1.26;
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
  .board-wrap {
    grid-area: board;
    width: 100%;
    max-width: calc(var(--shoal-board-max-height, 100dvh) * var(--board-ratio));
    justify-self: center;
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
  kbd {
    font: 600 var(--shoal-text-xs) / 1 var(--shoal-font-mono);
    padding: 0.2em 0.4em;
    border: 1px solid currentColor;
    border-radius: 4px;
    opacity: 0.7;
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
  shoal-move-log {
    --shoal-log-height: 12rem;
  }
  @container (min-width: 860px) {
    .layout {
      /* The side column is as tall as the board may be; the move log takes what is left. */
      height: var(--shoal-board-max-height, auto);
      min-height: 34rem;
      grid-template-columns: minmax(0, 1fr) minmax(300px, 340px);
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
