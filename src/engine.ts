// The engine module (dist/engine.js): every game's rules, runnable in Node with no DOM.
export { games } from './games/index.js';
export { isRuleError, ruleError, type RuleError, type Game, type Outcome, type Seat } from './core/index.js';
export { auditLog, createLocalTable, restoreLocalTable } from './table/registry-tables.js';
export { auditTable } from './table/audit-table.js';
export {
  SnapshotError,
  TableProtocolError,
  type LocalTable,
  type LocalTableConfig,
  type LocalTableSnapshot,
  type LogEntry,
} from './table/local-table.js';
export { auditGame, type AuditVerdict } from './fair/index.js';
