// State is the fold of the game's `apply` over the log in array order. Each replica is its own
// authority: an entry that is malformed, unsigned by its seat's claimed key, out of sequence or
// illegal is skipped and listed as rejected, never applied. The fold is incremental: it keeps the
// state after every item and, when the log changes, re-verifies and re-applies only from the first
// item that differs (usually just the new last one).
import { isRuleError, ruleError } from '../core/index.js';
import type { AnyGame, RuleError, Seat } from '../core/index.js';
import type { SeatClaim } from './claim.js';
import { entryKey, parseEntry, verifyEntry, type LogScope, type SignedEntry } from './entry.js';

/** An entry the rules applied. */
export interface AcceptedEntry {
  /** Position in the log array. */
  readonly index: number;
  readonly entry: SignedEntry;
  readonly key: string;
  readonly before: unknown;
  readonly after: unknown;
}

/** An entry skipped by the fold, with why (codes: malformed-entry, unclaimed-seat, bad-signature,
 * wrong-seat, repeated-number, out-of-order-number, or the rules' own code). */
export interface RejectedEntry {
  readonly index: number;
  readonly entry: SignedEntry | null;
  readonly reason: RuleError;
  /** True when the rules (not the signature or sequence checks) refused the move. */
  readonly byRules: boolean;
}

/** The result of a fold. */
export interface FoldResult {
  readonly state: unknown;
  readonly accepted: readonly AcceptedEntry[];
  readonly rejected: readonly RejectedEntry[];
  /** The next entry number each seat must use. */
  readonly nextN: readonly number[];
  /** How many accepted entries are unchanged since the previous fold (a table replays from there). */
  readonly stableAccepted: number;
}

interface Step {
  readonly item: unknown;
  readonly accepted: AcceptedEntry | null;
  readonly rejected: RejectedEntry | null;
  readonly state: unknown;
  readonly nextN: readonly number[];
}

type Verdict = 'ok' | 'wrong-seat' | 'bad-signature';

/** An incremental fold of one room's log. Not re-entrant: await each `fold` before the next. */
export class LogFold {
  private steps: Step[] = [];
  private seatingKey = '';
  // Verdicts per log item object and signing key; an item is immutable once in the doc.
  private readonly verdicts = new WeakMap<object, { readonly keys: string; readonly verdict: Verdict }>();

  constructor(
    private readonly game: AnyGame,
    private readonly scope: LogScope,
    private readonly initial: unknown,
    private readonly players: number,
  ) {}

  /** Folds `items` (the log array, in order) under the seating `seats` (winning claim per seat). */
  async fold(items: readonly unknown[], seats: readonly (SeatClaim | null)[]): Promise<FoldResult> {
    const seatingKey = seats.map((claim) => claim?.signKey ?? '').join(',');
    let start = 0;
    if (seatingKey === this.seatingKey) {
      const limit = Math.min(items.length, this.steps.length);
      while (start < limit && this.steps[start]!.item === items[start]) start++;
    }
    this.seatingKey = seatingKey;
    this.steps.length = start;

    const parsed = items.slice(start).map((item) => parseEntry(item));
    const verdicts = await Promise.all(parsed.map((entry, i) => this.verdictOf(items[start + i], entry, seats)));

    let state = start > 0 ? this.steps[start - 1]!.state : this.initial;
    let nextN = start > 0 ? this.steps[start - 1]!.nextN : Array.from({ length: this.players }, () => 0);
    parsed.forEach((entry, i) => {
      const index = start + i;
      const item = items[index];
      const reject = (reason: RuleError, byRules = false): void => {
        this.steps.push({ item, accepted: null, rejected: { index, entry: isRuleError(entry) ? null : entry, reason, byRules }, state, nextN });
      };
      if (isRuleError(entry)) return reject(entry);
      const claim = entry.seat < this.players ? seats[entry.seat] : undefined;
      if (!claim) return reject(ruleError('unclaimed-seat', `Seat ${entry.seat} has no player.`));
      const verdict = verdicts[i]!;
      if (verdict === 'wrong-seat') return reject(ruleError('wrong-seat', `Signed by another seat's key, not seat ${entry.seat}'s.`));
      if (verdict === 'bad-signature') {
        return reject(ruleError('bad-signature', `Not signed by seat ${entry.seat} for this room, game and entry number.`));
      }
      const expected = nextN[entry.seat]!;
      if (entry.n < expected) return reject(ruleError('repeated-number', `Seat ${entry.seat} already used entry number ${entry.n}.`));
      if (entry.n > expected) {
        return reject(ruleError('out-of-order-number', `Seat ${entry.seat}'s entry ${entry.n} came before its entry ${expected}.`));
      }
      // A signed, in-sequence entry uses up its number even when the rules refuse it, so it can
      // never be replayed later where it might become legal.
      nextN = nextN.map((n, seat) => (seat === entry.seat ? n + 1 : n));
      const after = this.game.apply(state, entry.seat as Seat, entry.move);
      if (isRuleError(after)) return reject(after, true);
      const accepted: AcceptedEntry = { index, entry, key: entryKey(entry), before: state, after };
      state = after;
      this.steps.push({ item, accepted, rejected: null, state, nextN });
    });

    const accepted: AcceptedEntry[] = [];
    const rejected: RejectedEntry[] = [];
    let stableAccepted = 0;
    this.steps.forEach((step, index) => {
      if (step.accepted) {
        accepted.push(step.accepted);
        if (index < start) stableAccepted++;
      }
      if (step.rejected) rejected.push(step.rejected);
    });
    return { state, accepted, rejected, nextN, stableAccepted };
  }

  private async verdictOf(item: unknown, entry: SignedEntry | RuleError, seats: readonly (SeatClaim | null)[]): Promise<Verdict> {
    if (isRuleError(entry)) return 'bad-signature';
    const claim = seats[entry.seat];
    if (!claim) return 'bad-signature';
    const keys = seats.map((c) => c?.signKey ?? '').join(',');
    const cached = typeof item === 'object' && item !== null ? this.verdicts.get(item) : undefined;
    if (cached && cached.keys === keys) return cached.verdict;
    let verdict: Verdict = 'bad-signature';
    if (await verifyEntry(entry, this.scope, claim.signKey)) verdict = 'ok';
    else {
      // Only on failure: was it signed by another seated key (a seat signing as someone else)?
      for (const other of seats) {
        if (other && other !== claim && (await verifyEntry(entry, this.scope, other.signKey))) {
          verdict = 'wrong-seat';
          break;
        }
      }
    }
    if (typeof item === 'object' && item !== null) this.verdicts.set(item, { keys, verdict });
    return verdict;
  }
}
