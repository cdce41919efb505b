import { css, type CSSResult } from 'lit';

/**
 * A side-panel section (scores, the move log, the Angler's log): its small upper-case heading, a bare
 * list for the element to lay out, and the muted line shown while the list is empty.
 */
export const panelSectionStyles: CSSResult = css`
  h2 {
    margin: 0 0 var(--shoal-space-2);
    font: 700 var(--shoal-text-sm) / 1.2 var(--shoal-font);
    text-transform: uppercase;
    letter-spacing: 0.06em;
    color: var(--shoal-text-muted);
  }
  ol,
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  .empty {
    margin: 0;
    color: var(--shoal-text-muted);
    font-size: var(--shoal-text-sm);
  }
`;
