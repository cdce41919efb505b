// If Wishes Were Fishes!'s screens: the board and the local table (a lazily loaded chunk), the final
// scoring, the setup dialog, and the pure helpers a room page needs to show the board (the chronicle of
// a log, previews, sentences). Its home-screen entry lives in entry.ts.
export { ShoalWishesBoard, type WishesIntentDetail } from './board.js';
export { ShoalWishesTable, DEFAULT_WISHES_SEATS } from './table.js';
export { ShoalWishesFinal, endedByText } from './final.js';
export type { ShoalWishesSetupDialog, WishesSetupDetail } from './setup-dialog.js';
export { extendChronicle, startChronicle, type Chronicle, type ChronicleLine } from './chronicle.js';
export { chosenMove, nextQuestion, remainingChoices, type FlowAnswers, type FlowOption, type FlowQuestion } from './flow.js';
export { describeEvents } from './narrate.js';
export { previewMove, type MovePreview } from './preview.js';
export { WISHES_SEAT_LOOKS, SPECIES_SHORT, seatColourName } from './looks.js';
export { WISHES_RULES } from './rules-text.js';
export { wishes } from '../../src/games/wishes/index.js';
