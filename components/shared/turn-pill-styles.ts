// The "to move" pill on the top edge of a seat's panel: the player badge's, and that of boards that draw
// their own seat panels. The panel must be `position: relative`.
import { css, type CSSResult } from 'lit';

/** `.turn-pill`: the buoy-coloured pill that marks the seat to move. */
export const turnPillStyles: CSSResult = css`
  .turn-pill {
    position: absolute;
    top: 0;
    right: var(--shoal-space-2);
    transform: translateY(-55%);
    font-size: 0.65rem;
    font-weight: 800;
    text-transform: uppercase;
    letter-spacing: 0.05em;
    padding: 0.15em 0.55em;
    border-radius: var(--shoal-radius-pill);
    background: var(--shoal-buoy-strong);
    color: var(--shoal-on-buoy);
    white-space: nowrap;
  }
`;
