// What the Fleet table adds to the shared wide-board frame (components/shared/table-layout-styles.ts):
// a side column of 240–280px beside the board from 1080px.
import { css } from 'lit';

export const tableStyles = css`
  :host {
    --shoal-side-column: minmax(240px, 280px);
  }
`;
