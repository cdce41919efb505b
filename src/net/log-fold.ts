// State is the fold of the game's `apply` over the log in array order. Each replica is its own
// authority: an entry that is malformed, unsigned by its seat's claimed key, out of sequence or
// illegal is skipped and listed as rejected, never applied. The fold is incremental: it keeps the
// state after every item and, when the log changes, verifies and applies only from the first item
// that changed (usually just the new last one). New entries are verified all at once and applied in
// order as their verdicts arrive; a signature this device checked before (in this session or, through
// the room's store, an earlier one) is matched against its record instead of verified again.
import { isRuleError, ruleError } from '../core/index.js';
import type { AnyGame, RuleError, Seat } from '../core/index.js';
import type { SeatClaim } from './claim.js';
import { entryKey, entryMessage, parseEntry, verifySignedBytes, type LogScope, type SignedEntry } from './entry.js';
import { VerifiedEntries } from './verified-entries.js';

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
  private readonly steps: Step[] = [];
  private readonly accepted: AcceptedEntry[] = [];
  private readonly rejected: RejectedEntry[] = [];
  private seatingKey = '';
  // Verdicts per log item object and seated keys; an item is immutable once in the doc.
  private readonly verdicts = new WeakMap<object, { readonly keys: string; readonly verdict: Verdict }>();

  constructor(
    private readonly game: AnyGame,
    private readonly scope: LogScope,
    private readonly initial: unknown,
    private readonly players: number,
    /** Signatures already checked on this device; the fold adds those it verifies. */
    private readonly checked = new VerifiedEntries(),
  ) {}

  /** Records that this device signed `entry` with `signKey`: its own fold need not check it again. */
  signedLocally(entry: SignedEntry, signKey: string): void {
    this.checked.add({ signKey, sig: entry.sig, message: entryMessage(this.scope, entry.seat, entry.n, entry.move) });
  }

  /**
   * Folds `items` (the log array, in order) under the seating `seats` (winning claim per seat).
   * `changedFrom`, when known, is the lowest index that changed since the previous fold; without it
   * the fold finds the first item that differs.
   */
  async fold(items: readonly unknown[], seats: readonly (SeatClaim | null)[], changedFrom?: number): Promise<FoldResult> {
    const seatingKey = seats.map((claim) => claim?.signKey ?? '').join(',');
    let start = 0;
    if (seatingKey === this.seatingKey) {
      const limit = Math.min(items.length, this.steps.length);
      if (changedFrom !== undefined) start = Math.min(changedFrom, limit);
      else while (start < limit && this.steps[start]!.item === items[start]) start++;
    }
    this.seatingKey = seatingKey;
    this.rewindTo(start);
    const stableAccepted = this.accepted.length;

    // Every new entry's signature check starts now; each is awaited only when its turn to apply comes.
    const fresh = items.slice(start).map((item) => {
      const entry = parseEntry(item);
      return { item, entry, verdict: isRuleError(entry) ? null : this.verdictOf(item, entry, seats) };
    });
    let state = start > 0 ? this.steps[start - 1]!.state : this.initial;
    let nextN = start > 0 ? this.steps[start - 1]!.nextN : Array.from({ length: this.players }, () => 0);
    for (const [offset, { item, entry, verdict }] of fresh.entries()) {
      const index = start + offset;
      const reason = isRuleError(entry) ? entry : this.refusal(entry, seats, await verdict!, nextN);
      if (reason) {
        this.reject({ index, entry: isRuleError(entry) ? null : entry, reason, byRules: false }, item, state, nextN);
        continue;
      }
      const valid = entry as SignedEntry;
      // A signed, in-sequence entry uses up its number even when the rules refuse it, so it can
      // never be replayed later where it might become legal.
      nextN = nextN.map((n, seat) => (seat === valid.seat ? n + 1 : n));
      const after = this.game.apply(state, valid.seat as Seat, valid.move);
      if (isRuleError(after)) {
        this.reject({ index, entry: valid, reason: after, byRules: true }, item, state, nextN);
        continue;
      }
      const accepted: AcceptedEntry = { index, entry: valid, key: entryKey(valid), before: state, after };
      state = after;
      this.accepted.push(accepted);
      this.steps.push({ item, accepted, rejected: null, state, nextN });
    }
    return { state, accepted: this.accepted.slice(), rejected: this.rejected.slice(), nextN, stableAccepted };
  }

  /** Why a well-formed entry is refused before the rules see it, or null when it may be applied. */
  private refusal(entry: SignedEntry, seats: readonly (SeatClaim | null)[], verdict: Verdict, nextN: readonly number[]): RuleError | null {
    if (entry.seat >= this.players || !seats[entry.seat]) {
      return ruleError('unclaimed-seat', `Seat ${entry.seat} has no player.`);
    }
    if (verdict === 'wrong-seat') return ruleError('wrong-seat', `Signed by another seat's key, not seat ${entry.seat}'s.`);
    if (verdict === 'bad-signature') return ruleError('bad-signature', `Not signed by seat ${entry.seat} for this room, game and entry number.`);
    const expected = nextN[entry.seat]!;
    if (entry.n < expected) return ruleError('repeated-number', `Seat ${entry.seat} already used entry number ${entry.n}.`);
    if (entry.n > expected) return ruleError('out-of-order-number', `Seat ${entry.seat}'s entry ${entry.n} came before its entry ${expected}.`);
    return null;
  }

  private reject(rejected: RejectedEntry, item: unknown, state: unknown, nextN: readonly number[]): void {
    this.rejected.push(rejected);
    this.steps.push({ item, accepted: null, rejected, state, nextN });
  }

  /** Forgets the steps from `start` on (they are folded again). */
  private rewindTo(start: number): void {
    this.steps.length = Math.min(this.steps.length, start);
    while (this.accepted.length > 0 && this.accepted[this.accepted.length - 1]!.index >= start) this.accepted.pop();
    while (this.rejected.length > 0 && this.rejected[this.rejected.length - 1]!.index >= start) this.rejected.pop();
  }

  private async verdictOf(item: unknown, entry: SignedEntry, seats: readonly (SeatClaim | null)[]): Promise<Verdict> {
    const claim = entry.seat < this.players ? seats[entry.seat] : null;
    if (!claim) return 'bad-signature';
    const object = typeof item === 'object' && item !== null ? item : null;
    const cached = object ? this.verdicts.get(object) : undefined;
    if (cached && cached.keys === this.seatingKey) return cached.verdict;
    const message = entryMessage(this.scope, entry.seat, entry.n, entry.move);
    let verdict: Verdict = 'bad-signature';
    if (this.checked.has(claim.signKey, entry.sig, message)) verdict = 'ok';
    else if (await verifySignedBytes(message, entry.sig, claim.signKey)) {
      verdict = 'ok';
      this.checked.add({ signKey: claim.signKey, sig: entry.sig, message });
    } else {
      // Only on failure: was it signed by another seated key (a seat signing as someone else)?
      for (const other of seats) {
        if (other && other !== claim && (await verifySignedBytes(message, entry.sig, other.signKey))) {
          verdict = 'wrong-seat';
          break;
        }
      }
    }
    if (object) this.verdicts.set(object, { keys: this.seatingKey, verdict });
    return verdict;
  }
}
