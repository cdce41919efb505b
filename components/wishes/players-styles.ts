// Styles of the players' area of the Wishes board (players.ts): each player's card with money, worms,
// tokens and boats; a boat that can be sold from, or picked to keep a caught card in (W-6.2), is a
// button. Part of the board's styles (board-styles.ts), whose keyframes it uses.
import { css } from 'lit';

/** The players' styles. */
export const playersStyles = css`
  .players-area {
    grid-area: players;
  }
  .players {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(10.5rem, 1fr));
    gap: var(--shoal-space-2);
  }
  .player {
    position: relative;
    display: grid;
    /* The boats take what the stats leave, and wrap: extra boats (W-8.8) never cover the worms. */
    grid-template-columns: auto minmax(0, 1fr) auto;
    grid-template-areas: 'who who money' 'stats boats boats';
    align-items: center;
    gap: 4px var(--shoal-space-2);
    padding: var(--shoal-space-2);
    border: 2px solid var(--shoal-border);
    border-radius: var(--shoal-radius);
    background: var(--shoal-surface);
    min-width: 0;
  }
  .player.to-move {
    border-color: var(--shoal-buoy);
    box-shadow: 0 0 0 3px var(--shoal-buoy-soft);
  }
  .who {
    grid-area: who;
    display: flex;
    align-items: center;
    gap: var(--shoal-space-1);
    min-width: 0;
  }
  .who .seat-marker {
    flex: none;
  }
  .name-block {
    display: grid;
    min-width: 0;
  }
  .who .name {
    font: 800 var(--shoal-text-md) / 1.15 var(--shoal-font-display);
  }
  .who .role {
    color: var(--shoal-text-muted);
    font-size: var(--shoal-text-xs);
    line-height: 1.2;
  }
  .stats {
    grid-area: stats;
    display: flex;
    flex-direction: column;
    align-items: flex-start;
    gap: 2px;
    font-size: var(--shoal-text-sm);
    font-weight: 700;
    font-variant-numeric: tabular-nums;
  }
  .money {
    grid-area: money;
    justify-self: end;
    font: 800 var(--shoal-text-lg) / 1 var(--shoal-font-display);
    font-variant-numeric: tabular-nums;
  }
  .stat {
    display: inline-flex;
    align-items: center;
    gap: 3px;
  }
  .boats {
    grid-area: boats;
    display: flex;
    flex-wrap: wrap;
    justify-content: flex-end;
    gap: 4px;
  }
  .boat {
    display: block;
    width: 40px;
    height: 33px;
    padding: 2px;
    border: 2px solid transparent;
    border-radius: var(--shoal-radius-sm);
    background: var(--shoal-surface-2);
    color: inherit;
    box-sizing: content-box;
  }
  button.boat {
    cursor: pointer;
    border-color: var(--shoal-accent);
    min-height: 40px;
  }
  button.boat:hover {
    background: var(--shoal-bg);
  }
  .boat.selected {
    border-color: var(--shoal-buoy);
    box-shadow: 0 0 0 2px var(--shoal-buoy-soft);
  }
  .boat.fresh {
    animation: pop calc(var(--shoal-motion) * 2) var(--shoal-ease);
  }
  .hull {
    fill: var(--shoal-accent);
  }
  .boat.empty .hull {
    fill: none;
    stroke: var(--shoal-text-muted);
    stroke-width: 1.8;
    stroke-dasharray: 4 3;
  }
  .extra-star {
    fill: #f2c230;
  }
  .boat-label {
    font: 800 9px var(--shoal-font);
    fill: var(--shoal-on-accent);
    text-anchor: middle;
  }
  button.boat.keep-target {
    border-style: dashed;
  }
  button.boat.keep-target[aria-pressed='true'] {
    border-style: solid;
    border-color: var(--shoal-buoy);
    box-shadow: 0 0 0 2px var(--shoal-buoy-soft);
  }
`;
