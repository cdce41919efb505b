// The end audit of a local table, apart from local-table.ts so that a page playing a game without
// secrets does not load the fair-play library.
import { auditGame, type AuditVerdict } from '../fair/index.js';
import { gameOfTable, type LocalTable } from './local-table.js';

/** Audits a local table: replays its public log and names a seat that cheated (see `auditGame`). */
export function auditTable(table: LocalTable): AuditVerdict {
  const game = gameOfTable(table);
  if (!game) throw new TypeError('not a table made by createLocalTable');
  const { players, options } = table.snapshot();
  return auditGame(game, { players, options }, table.log());
}
