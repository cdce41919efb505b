// Test helpers: a table of fair-play seats without a game around them, and chi-square.
import { isRuleError, seededEntropy } from '../../../src/core/index.js';
import type { Duty, Entropy, Seat } from '../../../src/core/index.js';
import { answerFairDuty, applyFairMove, cardTable, decodeCipher, deckContext, fairDuties, initialFairSecrets, observeFair, proveShuffle } from '../../../src/fair/index.js';
import type { CipherPair, DeckPassMove, FairMove, FairSecrets, FairState } from '../../../src/fair/index.js';
import { decodePoint, encodePoint, IDENTITY_HEX } from '../../../src/fair/group.js';

/** Fair-play seats run by their answers; `tamper` may rewrite a seat's move before it is applied. */
export class FairTable {
  fair: FairState;
  secrets: FairSecrets[];
  readonly entropy: Entropy[];
  readonly log: { seat: Seat; move: FairMove }[] = [];
  /** Per seat, an Entropy to use instead of its own (e.g. a shuffler that always shuffles the same way). */
  entropyOverride: (seat: Seat) => Entropy | undefined = () => undefined;

  constructor(fair: FairState, seed: string) {
    this.fair = fair;
    this.entropy = Array.from({ length: fair.seats }, (_, s) => seededEntropy(`${seed}:${s}`));
    this.secrets = Array.from({ length: fair.seats }, (_, s) => initialFairSecrets(s, this.entropy[s]!));
  }

  /** Answers duties until none is left (or only withheld ones); returns the duties left. */
  settle(options: { withhold?: (duty: Duty) => boolean; tamper?: (seat: Seat, move: FairMove) => FairMove } = {}): Duty[] {
    for (;;) {
      const duties = fairDuties(this.fair).filter((d) => !options.withhold?.(d));
      const duty = duties[0];
      if (!duty) return fairDuties(this.fair);
      const answer = answerFairDuty(this.fair, this.secrets[duty.seat]!, duty, this.entropyOverride(duty.seat) ?? this.entropy[duty.seat]!);
      if (!answer) throw new Error(`no answer to ${JSON.stringify(duty)}`);
      const move = options.tamper ? options.tamper(duty.seat, answer.move) : answer.move;
      this.apply(duty.seat, move);
      this.secrets[duty.seat] = { ...answer.secrets, seat: duty.seat };
      this.observe();
    }
  }

  /** The honest answer of a duty, not applied (the seat's secrets unchanged). */
  answer(duty: Duty): FairMove {
    const answer = answerFairDuty(this.fair, this.secrets[duty.seat]!, duty, this.entropy[duty.seat]!);
    if (!answer) throw new Error(`no answer to ${JSON.stringify(duty)}`);
    return answer.move;
  }

  /**
   * A cheating pass of seat `seat` of deck `deckId`: a genuine proof of a shuffle of a doctored copy of
   * the deck it was given, position 5 replaced by a copy of position 2, by 1·e₁ + 2·e₂ + 3·e₃, or by a
   * card of another deck.
   */
  doctoredPass(seat: Seat, how: 'copy' | 'combination' | 'stranger', deckId = 'boats'): DeckPassMove {
    const deck = this.fair.decks[deckId]!;
    const round = deck.shuffling!;
    const input = deck.cards.slice(round.from, round.to);
    const e = input.map(decodeCipher);
    let replaced: CipherPair;
    if (how === 'copy') replaced = input[2]!;
    else if (how === 'stranger') replaced = [IDENTITY_HEX, cardTable('another deck', 1).points[0]!];
    else {
      const a = e[1]!.a.add(e[2]!.a.multiply(2n)).add(e[3]!.a.multiply(3n));
      const b = e[1]!.b.add(e[2]!.b.multiply(2n)).add(e[3]!.b.multiply(3n));
      replaced = [encodePoint(a), encodePoint(b)];
    }
    const doctored = input.map((c, p) => (p === 5 ? replaced : c));
    const proven = proveShuffle(deckContext(deck, `pass:${round.round}`, seat), doctored.map(decodeCipher), doctored, decodePoint(deck.jointKey)!, this.entropy[seat]!.bytes(64));
    return { type: 'deck-pass', deck: deckId, round: round.round, cards: proven.cards, proof: proven.proof };
  }

  /** Applies a move; throws when the rules refuse it. */
  apply(seat: Seat, move: FairMove): void {
    const next = applyFairMove(this.fair, seat, move);
    if (isRuleError(next)) throw new Error(`${next.code}: ${next.message}`);
    this.fair = next;
    this.log.push({ seat, move });
  }

  observe(): void {
    this.secrets = this.secrets.map((s) => observeFair(this.fair, s));
  }
}

/** Pearson's chi-square statistic of observed counts against a uniform expectation. */
export function chiSquare(counts: readonly number[]): number {
  const total = counts.reduce((a, b) => a + b, 0);
  const expected = total / counts.length;
  return counts.reduce((sum, c) => sum + (c - expected) ** 2 / expected, 0);
}

/** Chi-square critical values at p = 0.001 by degrees of freedom (a fair source fails 1 run in 1000). */
export const CHI_SQUARE_999: Readonly<Record<number, number>> = { 1: 10.83, 2: 13.82, 3: 16.27, 5: 20.52, 9: 27.88, 23: 49.73 };

/** A deterministic 32-byte output for trial i (hex), standing in for beacon outputs. */
export function trialOutput(i: number): string {
  return Array.from(seededEntropy(`trial:${i}`).bytes(32), (b) => b.toString(16).padStart(2, '0')).join('');
}
