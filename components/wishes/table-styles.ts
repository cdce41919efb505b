// The Wishes table is the shared wide-board frame (components/shared/table-layout-styles.ts) as it is:
// the board shows the players, and the ring needs the room a side column leaves only from 1080px.
import { css } from 'lit';

export const tableStyles = css`
  :host {
    --shoal-side-column: minmax(260px, 300px);
  }
`;
