// Colours and strokes of the pieces (pieces.ts), shared by every element that draws them: the board,
// the tray, the Angler's log and the end of the game.
import { css } from 'lit';

export const pieceStyles = css`
  :host {
    --gf-red: #d8412f;
    --gf-yellow: #f2c12e;
    --gf-tile-back: #2f6f7f;
    --gf-tile-wave: #8cc6d2;
    --gf-face: #fbf4e2;
    --gf-face-edge: #b7a37c;
    --gf-shore: #e7d7b4;
    --gf-wood: #b88b57;
    --gf-wood-ink: #6d4a25;
  }
  .tile-back {
    fill: var(--gf-tile-back);
    stroke: #1d4a55;
    stroke-width: 2.5;
  }
  .tile-waves path {
    fill: none;
    stroke: var(--gf-tile-wave);
    stroke-width: 3;
    stroke-linecap: round;
    opacity: 0.7;
  }
  .tile-face {
    fill: var(--gf-face);
    stroke: var(--gf-face-edge);
    stroke-width: 2.5;
  }
  .points {
    fill: #2b2118;
    font: 900 25px var(--shoal-font-display);
    text-anchor: middle;
    dominant-baseline: central;
  }
`;
