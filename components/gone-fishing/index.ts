// Gone Fishing's screens (a lazily loaded chunk): the board, the table (against a bot on this device, or
// one seat of a room), the Angler's private log, and the rules the room page needs.
export { ShoalGoneFishingBoard, type GoneFishingIntentDetail } from './board.js';
export { ShoalGoneFishingMemory } from './memory.js';
export type { ShoalGoneFishingNewGame, FirstRole, GoneFishingNewGameDetail } from './new-game-dialog.js';
export { ShoalGoneFishingTable } from './table.js';
export { choicesOf, NO_CHOICES, type Choices } from './choices.js';
export { statusOf, type Status, type StatusContext } from './status.js';
export { GONE_FISHING_RULES } from './rules-text.js';
export { ROLE_LOOKS } from './card.js';
export { goneFishing } from '../../src/games/gone-fishing/index.js';
