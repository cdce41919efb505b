// The status line's sentence for a SELL.fish table: who the game waits for and what they must do.
import { dollars, nameOf, STEP_NAMES, type SellFishState } from '../../src/games/sell-fish/index.js';

/** What the table waits for now, for `mover` (the person acting on this device, or null). */
export function statusText(state: SellFishState, mover: number | null, you: boolean): string {
  const who = mover === null ? '' : you ? 'You' : nameOf(mover);
  if (state.final) {
    const names = state.final.winners.map(nameOf);
    const best = Math.max(...state.final.total);
    return `Game over: ${names.join(' and ')} ${names.length > 1 ? 'share the win' : 'wins'} with ${dollars(best)}.`;
  }
  const step = STEP_NAMES[state.stage];
  const waiting = (flags: readonly unknown[]) => flags.flatMap((f, seat) => (f ? [] : [nameOf(seat)])).join(', ');
  switch (state.step) {
    case 'seating':
      return 'Seating the communities…';
    case 'window':
      return mover === null ? `Trade window before ${step}: waiting for ${waiting(state.ready)}.` : `${who}: trade if you like, then ready for ${step}.`;
    case 'commit': {
      const sealed = state.sealed!;
      const what = sealed.step === 'quota' ? 'ballot' : sealed.step === 'green' || sealed.step === 'blue' ? 'programming' : 'bid';
      return mover === null ? `Sealed ${what}s for ${step}: waiting for ${waiting(sealed.commitments)}.` : `${who}: seal your ${what} for ${step}.`;
    }
    case 'reveal':
      return `Opening the sealed choices for ${step}…`;
    case 'draw':
      return 'Drawing chips…';
    case 'attack':
      return mover === null ? `${nameOf(state.attack!.queue[0]!)} holds attack chips.` : `${who}: use your attack chips or hold them.`;
    default:
      return '';
  }
}
