// Styles of the tackle tray: cards as small printed cards (line cards plain, specials green-edged,
// helpers blue-edged, as in the box, GF-1.1), the catch and the step's buttons.
import { css } from 'lit';

export const tackleStyles = css`
  .tackle {
    display: grid;
    gap: var(--shoal-space-2);
    align-content: start;
  }
  .kit {
    display: flex;
    flex-wrap: wrap;
    gap: var(--shoal-space-2) var(--shoal-space-4);
  }
  h2 {
    margin: 0 0 var(--shoal-space-1);
    font: 700 var(--shoal-text-xs) / 1.2 var(--shoal-font);
    text-transform: uppercase;
    letter-spacing: 0.06em;
    color: var(--shoal-text-muted);
  }
  .row {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: var(--shoal-space-1);
  }
  .line-card {
    display: inline-grid;
    justify-items: center;
    align-content: center;
    width: 2.3rem;
    height: 2.9rem;
    border-radius: 7px;
    background: var(--shoal-surface);
    border: 2px solid var(--shoal-border);
    box-sizing: border-box;
  }
  .line-card .value {
    font: 800 var(--shoal-text-lg) / 1 var(--shoal-font-display);
  }
  .pips {
    display: flex;
    gap: 2px;
    min-height: 6px;
    margin-top: 3px;
  }
  .pips i {
    width: 6px;
    height: 6px;
    border-radius: 50%;
    background: var(--shoal-text);
  }
  .line-card.spent {
    opacity: 0.4;
    border-style: dashed;
  }
  .line-card.wanted {
    border-color: var(--shoal-buoy);
    background: var(--shoal-buoy-soft);
  }
  .card {
    display: inline-grid;
    align-content: center;
    min-height: var(--shoal-touch);
    padding: 0.2rem 0.6rem;
    border-radius: 8px;
    border: 2px solid;
    background: var(--shoal-surface);
    color: var(--shoal-text);
    font: inherit;
    text-align: left;
    box-sizing: border-box;
  }
  .card.special {
    border-color: #3f9a55;
  }
  .card.helper {
    border-color: #3b78c7;
  }
  .card-name {
    font: 800 var(--shoal-text-sm) / 1.1 var(--shoal-font-display);
    letter-spacing: 0.04em;
  }
  .card-text {
    font-size: var(--shoal-text-xs);
    color: var(--shoal-text-muted);
  }
  /* Used: dashed, struck through and muted, but still readable (4.5:1). */
  .card.used {
    border-style: dashed;
    background: transparent;
  }
  .card.used .card-name {
    color: var(--shoal-text-muted);
    text-decoration: line-through;
  }
  button.card {
    cursor: pointer;
    box-shadow: 0 0 0 3px var(--shoal-buoy-soft);
  }
  button.card:hover {
    background: var(--shoal-surface-2);
  }
  button.card[aria-pressed='true'] {
    background: var(--shoal-buoy-soft);
    border-color: var(--shoal-buoy);
  }
  .catch .row {
    min-height: 34px;
  }
  .points {
    font: 800 var(--shoal-text-md) / 1 var(--shoal-font-display);
    margin-left: var(--shoal-space-1);
  }
  .muted,
  .figures-left,
  .moves-left {
    color: var(--shoal-text-muted);
    font-size: var(--shoal-text-sm);
  }
  .figures-left {
    margin-left: auto;
    display: inline-flex;
    gap: var(--shoal-space-3);
  }
  .figure-note::before {
    content: '';
    display: inline-block;
    width: 0.7em;
    height: 0.7em;
    margin-right: 0.3em;
    border: 1.5px solid #2b2118;
    vertical-align: -0.05em;
  }
  .figure-note.red::before {
    border-radius: 50%;
    background: var(--gf-red);
  }
  .figure-note.yellow::before {
    transform: rotate(45deg) scale(0.9);
    background: var(--gf-yellow);
  }
  .face-icon {
    display: block;
  }
  .step {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: var(--shoal-space-2);
  }
  /* Below the lake on a narrow screen, the step's buttons come first, so the action for the step is in
     view with the status line above the lake rather than under the whole tray. */
  @container gf-board (max-width: 639.98px) {
    .tackle > .step {
      order: -1;
    }
  }
  shoal-button[pressed='true']::part(button) {
    background: var(--shoal-buoy-soft);
    border-color: var(--shoal-buoy);
  }
`;
