// Shared components every game's screens reuse.
export { ShoalButton, type ButtonVariant } from './button.js';
export { ShoalDeckProgress } from './deck-progress.js';
export { ShoalDialog, type DialogCloseDetail } from './dialog.js';
export { ShoalDialogHost } from './dialog-host.js';
export { choiceStyles, pillChoiceStyles } from './choice-styles.js';
export { ShoalEndDialog } from './end-dialog.js';
export { focusableWithin } from './focusable.js';
export { logoMark } from './logo.js';
export { ShoalMoveLog, type LogLine } from './move-log.js';
export { ShoalPlayerBadge } from './player-badge.js';
export { ShoalRulesPanel, type RulePoint, type RuleSection, type RulesText } from './rules-panel.js';
export { ShoalScorePanel, type ScoreRow } from './score-panel.js';
export { boardChromeStyles } from './board-chrome-styles.js';
export { BLACK_WHITE, SEAT_MARKS, seatMarker, seatMarkerContent, type SeatLook, type SeatMark } from './seat-marker.js';
export { tableLayoutStyles, tableBesideBoardStyles, tableWideBoardStyles } from './table-layout-styles.js';
export { ShoalStatusLine, type StatusTone } from './status-line.js';
export { ShoalNewGameDialog, type LevelChoice, type NewGameDetail } from './new-game-dialog.js';
