/** Bot-side moves as small integers on a Position: PASS, a cell (phase 1) or an edge (phase 2). */
import { cellXY } from '../board.js';
import { NET_LEGAL, netVerdict } from '../cut.js';
import { EMPTY, passInPlace, placeNetInPlace, placeShipInPlace, type Position } from '../position.js';
import type { FisheryMove } from '../types.js';

/** The pass, in both phases' numbering. */
export const PASS = -1;

/** Every legal move code of the player to move (F-3.1, F-4.1); empty once the game is over. */
export function legalCodes(position: Position): number[] {
  const codes: number[] = [];
  if (position.phase === 'over') return codes;
  if (position.phase === 'ships') {
    for (let cell = 0; cell < position.geometry.cellCount; cell++) if (position.ships[cell] === EMPTY) codes.push(cell);
    return codes;
  }
  codes.push(PASS);
  if (position.netsLeft[position.turn] === 0) return codes;
  for (let edge = 0; edge < position.geometry.edgeCount; edge++) {
    if (position.nets[edge] === EMPTY && netVerdict(position, edge) === NET_LEGAL) codes.push(edge);
  }
  return codes;
}

/** Makes a legal move code in place. */
export function playCodeInPlace(position: Position, code: number): void {
  if (code === PASS) passInPlace(position);
  else if (position.phase === 'ships') placeShipInPlace(position, code);
  else placeNetInPlace(position, code);
}

/** The public move for a code in `position`'s phase. */
export function codeToMove(position: Position, code: number): FisheryMove {
  if (code === PASS) return { type: 'pass' };
  const { geometry } = position;
  if (position.phase === 'ships') return { type: 'ship', ...cellXY(geometry, code) };
  const a = geometry.edgeA[code] as number;
  const b = geometry.edgeB[code] as number;
  return { type: 'net', ...cellXY(geometry, a), side: b === a + 1 ? 'e' : 's' };
}
