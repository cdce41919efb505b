// SELL.fish's screens: the board and the local table (a lazily loaded chunk), the setup dialog, and the
// helpers a room page needs. Its home-screen card lives in manifest.ts.
export { ShoalSellFishBoard, type SellFishIntentDetail } from './board.js';
export { ShoalSellFishActions } from './actions.js';
export { ShoalSellFishTable, DEFAULT_SELL_FISH_SEATS } from './table.js';
export type { ShoalSellFishSetupDialog, SellFishSetupDetail } from './setup-dialog.js';
export { extendChronicle, startChronicle, isPlayerMove, type Chronicle, type ChronicleLine } from './chronicle.js';
export { narrate, catchArithmetic } from './narrate.js';
export { statusText } from './status.js';
export { SELL_FISH_SEAT_LOOKS, RIVER_TINT } from './looks.js';
export { SELL_FISH_RULES } from './rules-text.js';
export { sellFish } from '../../src/games/sell-fish/index.js';
