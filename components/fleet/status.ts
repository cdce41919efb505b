// The status line's sentence for a Fleet table: who the game waits for and what they must do (FL-3).
import type { Seat } from '../../src/core/index.js';
import { amountDue, licencesLeft, type FleetState } from '../../src/games/fleet/index.js';
import type { StatusTone } from '../shared/status-line.js';
import { seatColourName } from './looks.js';

/** What the seat to move does now, in a few words. */
function taskOf(state: FleetState, seat: Seat): string {
  switch (state.phase) {
    case 'auction': {
      const auction = state.auction!;
      if (auction.paying === seat) return `pay $${amountDue(state.fleets[seat]!, auction.bid)} for the licence`;
      return auction.licence === null ? 'open an auction on a licence, or decline' : `raise the bid of $${auction.bid}, or pass`;
    }
    case 'launch':
      return 'launch a boat, or finish launching';
    case 'hire':
      return 'hire a captain, or finish hiring';
    case 'processing':
      return 'process crates and trade, or skip';
    case 'draw':
      return 'discard a card';
    default:
      return 'move';
  }
}

/** The sentence and its tone, for `you` (the person at this device, or null) when `yourTurn`. */
export function statusOf(state: FleetState, context: { you: Seat | null; yourTurn: boolean; thinking: boolean }): { message: string; tone: StatusTone } {
  if (state.final) {
    const names = state.final.winners.map((seat) => (seat === context.you ? 'You' : seatColourName(seat)));
    const best = Math.max(...state.final.lines.map((line) => line.total));
    const shared = names.length > 1;
    return { message: `Game over: ${names.join(' and ')} ${shared ? 'share the win' : names[0] === 'You' ? 'win' : 'wins'} with ${best} VP.`, tone: 'info' };
  }
  if (state.phase === 'setup') return { message: 'Setting up: the browsers shuffle the boat deck and prove it, then deal the starting hands…', tone: 'info' };
  if (context.yourTurn && context.you !== null) return { message: `Your turn (${seatColourName(context.you)}): ${taskOf(state, context.you)}.`, tone: 'turn' };
  const mover = state.phase === 'draw' ? (state.discardOwed?.seat ?? state.turn) : state.turn;
  if (mover === null) {
    if (state.dealing) return { message: `Dealing ${state.dealing.positions.length} ${state.dealing.positions.length === 1 ? 'card' : 'cards'} to ${seatColourName(state.dealing.seat)}…`, tone: 'info' };
    return { message: `Round ${state.round}: ${licencesLeft(state.licenceDeck)} licences left in the deck.`, tone: 'info' };
  }
  const name = seatColourName(mover);
  if (context.thinking) return { message: `${name} (bot) is thinking: ${taskOf(state, mover)}…`, tone: 'info' };
  return { message: `${name} to ${taskOf(state, mover)}.`, tone: 'info' };
}
