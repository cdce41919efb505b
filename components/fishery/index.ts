// Fishery's screens: the board and the local table (a lazily loaded chunk), and its home-screen entry.
export { ShoalFisheryBoard, type MoveIntentDetail } from './board.js';
export { ShoalFisheryTable } from './table.js';
export { FISHERY_RULES } from './rules-text.js';
export { centreTarget, latticeOf, sameTarget, stepCursor, targetAtLattice, type BoardTarget, type CursorMode } from './cursor.js';
export { describeRegion, describeTarget, targetName } from './describe.js';
export { fishery } from '../../src/games/fishery/index.js';
