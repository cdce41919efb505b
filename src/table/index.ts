// The table: binds a game to its seats. Public face of src/table.
export { auditLog, createLocalTable, restoreLocalTable } from './registry-tables.js';
export { auditTable } from './audit-table.js';
export { createTableFor, restoreTableFor } from './seeded-table.js';
export {
  createTableWith,
  restoreTableWith,
  drawsNothing,
  LOCAL_TABLE_SNAPSHOT_VERSION,
  SnapshotError,
  TableProtocolError,
  type LocalTable,
  type LocalTableConfig,
  type LocalTableSnapshot,
  type DeckWorkRunner,
  type EntropySource,
  type LogEntry,
  type RestoreProgress,
} from './local-table.js';
export { createSeatAgent, type OwedMove, type SeatAgent } from './seat-agent.js';
export { createBotClient, builtWorkerUrl, type BotClient, type BotClientOptions, type BotQuestion } from './bot-client.js';
export { runBotRequest, type BotRequest, type BotResponse } from './bot-request.js';
export { loadBots } from './bot-loaders.js';
export { createNetworkTable, type NetworkTable, type NetworkTableOptions, type SeatInfo, type TableLogLine } from './network-table.js';
export { auditRoom, type RoomAuditVerdict } from './audit-room.js';
export { createDeckWorkers, builtDeckWorkerUrl, onPassChecks, pageDeckWorkers, usePageDeckWorkers, type DeckWorkers, type DeckWorkersOptions } from './deck-workers.js';
export { dealsPrivateCards, deckProgressText, progressOf, shufflingDeck, type DeckProgress } from './deck-progress.js';
