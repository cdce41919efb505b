// What a player sees while the private deck is shuffled: whose pass it is, whether this device is
// making it, checking it or waiting for another device, and how far along it is.
import { isRecord } from '../core/validate.js';
import type { AnyGame, Seat } from '../core/index.js';
import type { DeckState, DeckWorkSubject } from '../fair/index.js';

/** The deck shuffle in progress, as data for a progress line ("Shuffling the deck: seat 2 of 4, 40 %"). */
export interface DeckProgress {
  readonly deck: string;
  /** The seat whose pass it is (0-based). */
  readonly seat: Seat;
  readonly seats: number;
  /** 'shuffle': this device makes the pass; 'check': it checks a pass it received; 'wait': another device is making it. */
  readonly activity: 'shuffle' | 'check' | 'wait';
  /** Fraction of this pass done (0–1), or null while another device makes it. */
  readonly fraction: number | null;
  /** Fraction of the whole shuffle done (0–1): the passes before this one count whole. */
  readonly overall: number;
  /** True for a discard pile shuffled back into the deck (round 1 and later). */
  readonly reshuffle: boolean;
}

/** The progress of `subject`'s pass at `fraction`. */
export function progressOf(subject: DeckWorkSubject, activity: DeckProgress['activity'], fraction: number | null): DeckProgress {
  const done = Math.min(1, Math.max(0, fraction ?? 0));
  return {
    deck: subject.deck,
    seat: subject.seat,
    seats: subject.seats,
    activity,
    fraction: fraction === null ? null : done,
    overall: Math.min(1, (subject.seat + done) / subject.seats),
    reshuffle: subject.round > 0,
  };
}

/** The deck a game state is shuffling (fair state kept as `state.fair`, by convention), or null. */
export function shufflingDeck(state: unknown): DeckState | null {
  if (!isRecord(state) || !isRecord(state.fair) || !isRecord(state.fair.decks)) return null;
  for (const deck of Object.values(state.fair.decks) as DeckState[]) {
    if (deck.jointKey !== null && deck.shuffling) return deck;
  }
  return null;
}

/** True when a game set up this way deals from a private deck (its fair state, `state.fair`, holds one). */
export function dealsPrivateCards(game: AnyGame, players: number, options: object = {}): boolean {
  try {
    const state: unknown = game.setup({ players, options });
    return isRecord(state) && isRecord(state.fair) && isRecord(state.fair.decks) && Object.keys(state.fair.decks).length > 0;
  } catch {
    return false;
  }
}

/** "Shuffling the deck: seat 2 of 4, 40 %" ("checking seat 2 of 4" while this device checks that pass). */
export function deckProgressText(progress: DeckProgress): string {
  const what = progress.reshuffle ? 'Reshuffling the discard pile' : 'Shuffling the deck';
  const doing = `${progress.activity === 'check' ? 'checking ' : ''}seat ${progress.seat + 1}`;
  const percent = progress.fraction === null ? '' : `, ${Math.round(progress.fraction * 100)} %`;
  return `${what}: ${doing} of ${progress.seats}${percent}`;
}
