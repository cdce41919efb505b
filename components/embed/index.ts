// The embeddable element <shoal-game>.
export { ShoalGame } from './shoal-game.js';
