// Fleet's screens: the board and the one table (on this device or a room's seat; a lazily loaded chunk),
// the final scoring, the setup dialog, the story of a log and the status sentence, and the rules the room
// page loads with them. Its home-screen entry lives in manifest.ts.
export { ShoalFleetBoard, type FleetIntentDetail } from './board.js';
export { ShoalFleetTable, DEFAULT_FLEET_SEATS } from './table.js';
export { ShoalFleetFinal, endedByText } from './final.js';
export { ShoalFleetSetupDialog, type FleetSetupDetail } from './setup-dialog.js';
export { isPlayerMove, linesOf, newsFor, type ChronicleLine, type ChronicleStep } from './chronicle.js';
export { describeEvents, eventText } from './narrate.js';
export { statusOf } from './status.js';
export { FLEET_SEAT_LOOKS, seatColourName } from './looks.js';
export { FLEET_RULES } from './rules-text.js';
export { fleet } from '../../src/games/fleet/index.js';
