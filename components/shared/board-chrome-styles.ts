// The chrome every grid board shares (the Fishery sea, the Gone Fishing lake): a board takes taps, not
// text selection; its keyboard surface (the svg with role="application") shows a ring only when reached
// by keyboard; the dashed grid of the water; the marching keyboard cursor.
import { css, type CSSResult } from 'lit';

/** A board host, its keyboard surface's focus ring, its dashed water grid (`.grid` lines or paths) and its keyboard cursor (`.cursor`). */
export const boardChromeStyles: CSSResult = css`
  :host {
    display: block;
    position: relative;
    touch-action: manipulation;
    user-select: none;
    -webkit-user-select: none;
  }
  svg[role='application']:focus {
    outline: none;
  }
  svg[role='application']:focus-visible {
    outline: 3px solid var(--shoal-focus);
    outline-offset: 3px;
  }
  .grid line,
  .grid path {
    fill: none;
    stroke: var(--shoal-grid);
    stroke-width: 2;
    stroke-dasharray: 3 7;
    stroke-linecap: round;
  }
  .cursor {
    fill: none;
    stroke: var(--shoal-focus);
    stroke-width: 5;
    stroke-dasharray: 14 8;
    pointer-events: none;
    animation: march 1.2s linear infinite;
  }
  @keyframes march {
    to {
      stroke-dashoffset: -44;
    }
  }
`;
