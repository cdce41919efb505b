// Gone Fishing's screens: the board (reusable by a room page), the local table against a bot (a lazily
// loaded chunk), the Angler's private log, the room page's panel, and the home-screen entry.
export { ShoalGoneFishingBoard, type GoneFishingIntentDetail } from './board.js';
export { ShoalGoneFishingMemory } from './memory.js';
export { ShoalGoneFishingRoomPanel } from './room-panel.js';
export { ShoalGoneFishingNewGame, type FirstRole, type GoneFishingNewGameDetail } from './new-game-dialog.js';
export { ShoalGoneFishingTable } from './table.js';
export { choicesOf, NO_CHOICES, type Choices } from './choices.js';
export { statusOf, type Status, type StatusContext } from './status.js';
export { GONE_FISHING_RULES } from './rules-text.js';
export { ROLE_LOOKS } from './manifest.js';
