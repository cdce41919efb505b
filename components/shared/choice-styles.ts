// The form of a set-up dialog (a new game, a table's seats): fieldsets of pill-shaped radio choices whose
// radio is hidden, the chosen pill outlined in the accent colour, and muted hints. Each dialog shapes
// its own pills (`label`) after these.
import { css, type CSSResult } from 'lit';

/** Fieldsets of radio pills (`.choices label > input`), `.hint` lines and the `.levels` list of bot levels. */
export const choiceStyles: CSSResult = css`
  fieldset {
    border: 0;
    margin: 0 0 var(--shoal-space-4);
    padding: 0;
  }
  legend {
    font-weight: 700;
    margin-bottom: var(--shoal-space-2);
  }
  .choices {
    display: flex;
    flex-wrap: wrap;
    gap: var(--shoal-space-2);
  }
  label:has(input:checked) {
    border-color: var(--shoal-accent);
    background: var(--shoal-surface-2);
    box-shadow: inset 0 0 0 1px var(--shoal-accent);
  }
  label:has(input:focus-visible) {
    outline: 3px solid var(--shoal-focus);
    outline-offset: 2px;
  }
  input {
    position: absolute;
    opacity: 0;
    pointer-events: none;
  }
  .hint {
    margin: 0;
    color: var(--shoal-text-muted);
    font-size: var(--shoal-text-sm);
  }
  .levels {
    margin: 0 0 var(--shoal-space-3);
    font-size: var(--shoal-text-sm);
  }
  .levels dt {
    font-weight: 700;
  }
  .levels dd {
    margin: 0 0 var(--shoal-space-1);
    color: var(--shoal-text-muted);
  }
`;

/** The round pill most set-up dialogs use for a choice (`.choices label`), a touch target wide and high. */
export const pillChoiceStyles: CSSResult = css`
  .choices label {
    position: relative;
    display: inline-flex;
    align-items: center;
    min-height: var(--shoal-touch);
    min-width: var(--shoal-touch);
    justify-content: center;
    box-sizing: border-box;
    padding: 0 var(--shoal-space-3);
    border: 2px solid var(--shoal-border);
    border-radius: var(--shoal-radius-pill);
    cursor: pointer;
    font-weight: 600;
    font-size: var(--shoal-text-sm);
  }
`;
