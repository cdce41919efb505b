// The engine module (dist/engine.js): every game's rules, runnable in Node with no DOM.
export { games } from './games/index.js';
export { isRuleError, ruleError, type RuleError, type Game, type Outcome, type Seat } from './core/index.js';
export {
  auditLog,
  auditTable,
  createLocalTable,
  restoreLocalTable,
  SnapshotError,
  TableProtocolError,
  type LocalTable,
  type LocalTableConfig,
  type LocalTableSnapshot,
  type LogEntry,
} from './table/local-table.js';
export { auditGame, type AuditVerdict } from './fair/index.js';
