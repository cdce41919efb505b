// The accepted history of a room, as a function of the signed entries alone.
//
// Every entry names `prev`, the entry it follows (the room's genesis for the first one: a hash of the
// constitution and the admitted seating). The history is a chain from the genesis, built one link at a
// time: after the accepted entries so far, in state S, the next link is the entry that
//   - follows the last accepted entry (its `prev`),
//   - is signed by the seat that writes next: the seat of the first duty the rules list in S (the
//     author). When several seats owe a step at once they write one after another in that order, so
//     two honest seats never write at the same point and the chain needs no tie-break,
//   - carries that seat's next entry number n, and a move the rules accept in S.
// Where the author stays silent, any other seated player may sign a forfeit `{type:'shoal/forfeit',
// seat}` at the same point, after the room's timeout (measured by the people, not checkable here): if
// the author's own entry for that point exists it wins, otherwise the forfeit ends the game against the
// author. Nobody builds on a forfeit, so an author who comes back simply continues the game.
//
// Why this holds against a peer that writes anything into the doc:
//   - the Y.Array's order, duplicates and deletions mean nothing: the chain is read from `prev` links;
//   - an entry can only be accepted at the one point it names, so inserting it "earlier" changes
//     nothing; an entry that any seat built on is a `prev` of a later link and stays accepted;
//   - two entries signed by one author at one point that the rules would both accept are equivocation:
//     the pair is the proof, every peer that holds both ends the game there with that seat forfeiting,
//     and since the proof is the earliest such point in the chain, every peer that holds the same
//     entries reaches the same end, whatever order they arrived in;
//   - an entry the rules or these checks refuse is never accepted at any point, is listed once with why,
//     and is returned as junk for the room to delete from the doc; refused ids are remembered.
import { bytesEqual, isRecord, isRuleError, ruleError } from '../core/index.js';
import type { AnyGame, RuleError, Seat } from '../core/index.js';
// The pass-check hooks alone: a room of a game without a deck never loads the deck's curve code.
import { offPageChecks } from '../fair/off-page-checks.js';
import type { ProofCheck } from '../fair/pass-verdicts.js';
import type { SeatClaim } from './claim.js';
import { entryId, entryMessage, parseEntry, verifySignedBytes, type LogScope, type SignedEntry } from './entry.js';
import { yieldToPage } from './pace.js';
import { VerifiedEntries } from './verified-entries.js';

/** The move type of a forfeit claim (handled here, never by the game). */
export const FORFEIT = 'shoal/forfeit';

/** An entry the chain accepted. */
export interface AcceptedEntry {
  /** Position in the accepted history (0 = first). */
  readonly index: number;
  readonly entry: SignedEntry;
  readonly id: string;
  readonly before: unknown;
  readonly after: unknown;
}

/** An entry refused where it tried to join the chain (or anywhere, when `at` is -1), with why. */
export interface RejectedEntry {
  /** The position it tried to take; -1 when refused before that (malformed, bad signature). */
  readonly at: number;
  readonly entry: SignedEntry | null;
  readonly reason: RuleError;
  /** True when the rules (not the signature or sequence checks) refused the move. */
  readonly byRules: boolean;
}

/** How a game ended outside its rules. */
export type LogEnding =
  | { readonly kind: 'forfeit'; readonly seat: Seat; readonly by: Seat; readonly entry: SignedEntry }
  | { readonly kind: 'equivocation'; readonly seat: Seat; readonly entries: readonly [SignedEntry, SignedEntry] };

/** The result of a fold. */
export interface FoldResult {
  readonly state: unknown;
  readonly accepted: readonly AcceptedEntry[];
  readonly rejected: readonly RejectedEntry[];
  /** The next entry number each seat must use. */
  readonly nextN: readonly number[];
  /** How many accepted entries are unchanged since the previous fold (a table replays from there). */
  readonly stableAccepted: number;
  /** The id the next entry must name as `prev`. */
  readonly head: string;
  /** The seat that writes next, or null once the game is over. */
  readonly author: Seat | null;
  /** Set when the game ended by a forfeit or a proven equivocation. */
  readonly ended: LogEnding | null;
  /** Seats whose refused entries exceeded the flood limit. */
  readonly flooders: readonly Seat[];
}

interface Known {
  /** The doc item it was read from. */
  readonly item: object;
  readonly entry: SignedEntry;
  readonly message: Uint8Array;
  readonly id: string;
}

type Verdict =
  | { readonly kind: 'author'; readonly after: unknown }
  | { readonly kind: 'forfeit' }
  | { readonly kind: 'refused'; readonly reason: RuleError; readonly byRules: boolean };

/** Refused candidates a seat may have at one point before the rest are refused unread. */
export const MAX_CANDIDATES_PER_POINT = 16;
const VERIFY_BATCH = 16;
/** Refused entries listed for people to see, newest kept. */
export const MAX_REJECTED_SHOWN = 200;
const SLICE_MS = 8;
/** Passes in a row whose checks a fold starts at once (two deck workers run them side by side). */
const PASSES_CHECKED_AHEAD = 4;
/** Signature checks started as entries arrive, before their fold (a move or two; a flood waits for the fold). */
const EARLY_CHECKS = 8;

/** Whether `move` is a forfeit claim against `seat`. */
export function isForfeit(move: unknown): move is { readonly type: typeof FORFEIT; readonly seat: Seat } {
  return isRecord(move) && move.type === FORFEIT;
}

/** The seat that writes next in `state`: the seat of the first duty the rules list, or null. */
export function authorOf(game: AnyGame, state: unknown): Seat | null {
  return game.duties(state)[0]?.seat ?? null;
}

/** The chain of one room's log under one sealed seating. Not re-entrant: await each `fold`. */
export class LogFold {
  private readonly known = new Map<string, Known>();
  private readonly refusedIds = new Set<string>();
  private readonly badSignatures = new Set<string>();
  private readonly children = new Map<string, string[]>();
  private readonly seen = new WeakSet();
  private readonly idOfItem = new WeakMap<object, string>();
  private readonly chain: AcceptedEntry[] = [];
  private readonly nextNs: (readonly number[])[] = [];
  private readonly rejected: RejectedEntry[] = [];
  private readonly junk: unknown[] = [];
  private readonly refusedPerPoint = new Map<string, number>();
  private readonly flooders = new Set<Seat>();
  private ended: LogEnding | null = null;
  private stable = 0;
  private readonly verdicts = new Map<string, Verdict>();
  /** Items read as they arrived (arrived), so their fold need not read them again. */
  private readonly read = new WeakMap<object, { readonly entry: SignedEntry; readonly message: Uint8Array }>();
  /** Signature checks started as entries arrived, by signature: the fold awaits them instead of starting its own. */
  private readonly early = new Map<string, { readonly message: Uint8Array; readonly signKey: string; readonly verdict: Promise<boolean> }>();

  constructor(
    private readonly game: AnyGame,
    private readonly scope: LogScope,
    private readonly initial: unknown,
    private readonly seats: readonly SeatClaim[],
    /** The genesis id: the first entry's `prev`. */
    readonly genesis: string,
    /** Signatures already checked on this device; the fold adds those it verifies. */
    private readonly checked = new VerifiedEntries(),
  ) {}

  /** Records that this device signed `entry`: its own fold need not check it again. */
  signedLocally(entry: SignedEntry, message = entryMessage(this.scope, entry), id = entryId(message)): void {
    const claim = this.seats[entry.seat];
    if (claim) this.checked.add({ signKey: claim.signKey, sig: entry.sig, message, id });
  }

  /**
   * New log items as they arrive: the signature checks of the first few start now, off the page's
   * thread, while the page applies the rest of the update and comes to fold it. Nothing is accepted
   * here; the fold still waits for each verdict.
   */
  arrived(items: readonly unknown[]): void {
    // Only the first few items are read here: a flood is read by the fold, in slices.
    for (const item of items.slice(0, EARLY_CHECKS)) {
      if (this.early.size >= EARLY_CHECKS) return;
      if (!isRecord(item) || this.seen.has(item) || this.read.has(item)) continue;
      const entry = parseEntry(item);
      if (isRuleError(entry)) continue;
      const message = entryMessage(this.scope, entry);
      this.read.set(item, { entry, message });
      const claim = this.seats[entry.seat];
      if (!claim || this.early.has(entry.sig) || this.checked.has(claim.signKey, entry.sig, message)) continue;
      this.early.set(entry.sig, { message, signKey: claim.signKey, verdict: verifySignedBytes(message, entry.sig, claim.signKey) });
    }
  }

  /** The id of a log item seen by the fold, if it was a well-formed entry. */
  idOf(item: unknown): string | undefined {
    return isRecord(item) ? this.idOfItem.get(item) : undefined;
  }

  /** Log items to delete from the doc (refused entries), taken once. */
  takeJunk(): unknown[] {
    return this.junk.splice(0);
  }

  /** Folds the log's items (any order; only items not seen before are read). */
  async fold(items: readonly unknown[]): Promise<FoldResult> {
    this.stable = this.chain.length;
    const fresh = await this.ingest(items);
    const valid = await this.verify(fresh);
    // Checks started for items this fold did not take (copies, junk) are not kept waiting.
    this.early.clear();
    let slice = now();
    const dirty = new Set<number>();
    for (const known of valid) {
      const siblings = this.children.get(known.entry.prev);
      if (siblings) siblings.push(known.id);
      else this.children.set(known.entry.prev, [known.id]);
      const at = this.positionAfter(known.entry.prev);
      if (at !== null) dirty.add(at);
    }
    for (const at of [...dirty].sort((a, b) => a - b)) {
      if (at < this.chain.length) this.revisit(at);
    }
    // Extend from the head as far as the entries reach, yielding to the page on long restores.
    for (;;) {
      if (now() - slice > SLICE_MS) {
        await yieldToPage();
        slice = now();
      }
      const prechecks = this.precheckNext();
      if (prechecks) await prechecks;
      if (!this.extend()) break;
    }
    return this.result();
  }

  private result(): FoldResult {
    const last = this.chain[this.chain.length - 1];
    const state = last ? last.after : this.initial;
    return {
      state,
      accepted: this.chain.slice(),
      rejected: this.rejected.slice(),
      nextN: this.nextNAt(this.chain.length),
      stableAccepted: Math.min(this.stable, this.chain.length),
      head: last ? last.id : this.genesis,
      author: this.ended ? null : authorOf(this.game, state),
      ended: this.ended,
      flooders: [...this.flooders].sort((a, b) => a - b),
    };
  }

  /** Parses items not seen before; malformed ones and refused ids become junk. */
  private async ingest(items: readonly unknown[]): Promise<Known[]> {
    const fresh: Known[] = [];
    const freshSig = new Map<string, string>();
    let slice = now();
    for (const item of items) {
      // A flood of new items is read in slices, so the page never waits long for it.
      if (now() - slice > SLICE_MS) {
        await yieldToPage();
        slice = now();
      }
      if (!isRecord(item) || this.seen.has(item)) {
        if (!isRecord(item)) this.junk.push(item);
        continue;
      }
      this.seen.add(item);
      const read = this.read.get(item);
      const entry = read?.entry ?? parseEntry(item);
      if (isRuleError(entry)) {
        this.junk.push(item);
        this.noteRejected({ at: -1, entry: null, reason: entry, byRules: false });
        continue;
      }
      const message = read?.message ?? entryMessage(this.scope, entry);
      // An entry checked here before has its id recorded with its signed bytes (verified-entries.ts).
      const id = this.checked.idOf(entry.sig, message) ?? entryId(message);
      this.idOfItem.set(item, id);
      // An entry refused for what it says is junk; a refused signature is remembered with the
      // signature, so a forged copy never shadows the real entry. Copies of a known entry are left
      // to the room (it keeps one).
      if (this.refusedIds.has(id) || this.badSignatures.has(`${id}/${entry.sig}`)) {
        this.junk.push(item);
        continue;
      }
      if ((this.known.get(id)?.entry.sig ?? freshSig.get(id)) === entry.sig) continue;
      if (!freshSig.has(id)) freshSig.set(id, entry.sig);
      fresh.push({ item, entry, message, id });
    }
    return fresh;
  }

  /** Checks the signatures of new entries against their seats' keys, in batches. */
  private async verify(fresh: readonly Known[]): Promise<Known[]> {
    const valid: Known[] = [];
    let slice = now();
    for (let start = 0; start < fresh.length; start += VERIFY_BATCH) {
      // The platform may check signatures on the page's own thread: a flood is checked in slices.
      if (now() - slice > SLICE_MS) {
        await yieldToPage();
        slice = now();
      }
      const batch = fresh.slice(start, start + VERIFY_BATCH);
      const verdicts = await Promise.all(batch.map((known) => this.signedBySeat(known)));
      batch.forEach((known, i) => {
        if (verdicts[i]) {
          this.known.set(known.id, known);
          valid.push(known);
          return;
        }
        const seated = known.entry.seat < this.seats.length;
        this.badSignatures.add(`${known.id}/${known.entry.sig}`);
        this.refuse(known, -1, seated
          ? ruleError('bad-signature', `Not signed by seat ${known.entry.seat}'s key for this room, game and point of the history.`)
          : ruleError('unclaimed-seat', `Seat ${known.entry.seat} has no player.`), false);
      });
    }
    return valid;
  }

  private async signedBySeat(known: Known): Promise<boolean> {
    const claim = this.seats[known.entry.seat];
    if (!claim) return false;
    if (this.checked.has(claim.signKey, known.entry.sig, known.message)) return true;
    const early = this.early.get(known.entry.sig);
    if (early) this.early.delete(known.entry.sig);
    // A check started on arrival counts only for exactly these signed bytes and this seat's key.
    const ok = await (early && early.signKey === claim.signKey && bytesEqual(early.message, known.message)
      ? early.verdict
      : verifySignedBytes(known.message, known.entry.sig, claim.signKey));
    if (ok) this.checked.add({ signKey: claim.signKey, sig: known.entry.sig, message: known.message, id: known.id });
    return ok;
  }

  /** The chain position an entry following `prev` would take, or null when `prev` is not on the chain. */
  private positionAfter(prev: string): number | null {
    if (prev === this.genesis) return 0;
    const index = this.chain.findIndex((accepted) => accepted.id === prev);
    return index < 0 ? null : index + 1;
  }

  private nextNAt(position: number): readonly number[] {
    return position === 0 ? this.seats.map(() => 0) : this.nextNs[position - 1]!;
  }

  /** New entries arrived for a point already decided: an equivocation, or an author back after a forfeit. */
  private revisit(at: number): void {
    const { acceptable, forfeits } = this.candidates(at);
    const decided = this.chain[at]!;
    if (acceptable.length >= 2) return this.endByEquivocation(at, acceptable);
    if (!isForfeit(decided.entry.move)) return;
    // The author's own entry for that point wins over a forfeit claimed in its absence; among forfeits,
    // the lowest seat's.
    const answer = acceptable[0] ?? byClaimant(forfeits)[0];
    if (!answer || answer.id === decided.id) return;
    this.chain.length = at;
    this.nextNs.length = at;
    this.ended = null;
    this.stable = Math.min(this.stable, at);
    if (acceptable[0]) return this.accept(at, answer);
    this.acceptForfeit(at, answer);
  }

  /** Takes the next link after the head, if one is there; false when the chain cannot grow. */
  private extend(): boolean {
    if (this.ended) {
      // Nothing follows a forfeit: entries that try are refused. (After an equivocation the chain
      // stops before the two entries, which stay as the proof.)
      if (this.ended.kind === 'forfeit') this.candidates(this.chain.length, ruleError('game-ended', 'The game has ended.'));
      return false;
    }
    const at = this.chain.length;
    const { acceptable, forfeits } = this.candidates(at);
    if (acceptable.length >= 2) {
      this.endByEquivocation(at, acceptable);
      return false;
    }
    const answer = acceptable[0];
    if (answer) {
      this.accept(at, answer);
      return true;
    }
    const forfeit = byClaimant(forfeits)[0];
    if (forfeit) this.acceptForfeit(at, forfeit);
    return false;
  }

  /**
   * Deck passes, hand mixes, decryption shares and card openings that could follow the head are checked off the
   * page first, so their apply is a lookup (src/fair/pass-verdicts.ts). A run of passes (a restore, or passes that arrived together) is found
   * by dry runs that assume each proof holds, and checked side by side.
   */
  private precheckNext(): Promise<void> | null {
    const offPage = offPageChecks();
    if (this.ended || !offPage?.runElsewhere()) return null;
    const { carriesProof, dryRun, runProofChecks } = offPage;
    const checks: ProofCheck[] = [];
    const at = this.chain.length;
    let prev = at === 0 ? this.genesis : this.chain[at - 1]!.id;
    let state = this.stateAt(at);
    for (let ahead = 0; ahead < PASSES_CHECKED_AHEAD; ahead++) {
      // A seat gets no more proof checks at a point than the refusals it may have there (a flood of
      // forged passes costs a bounded amount of work; the rest are refused as a flood unchecked).
      const budget = new Map<Seat, number>();
      const passes = (this.children.get(prev) ?? [])
        .map((id) => this.known.get(id))
        .filter((known): known is Known => known !== undefined && !this.verdicts.has(known.id) && carriesProof(known.entry.move))
        .filter((known) => {
          const seat = known.entry.seat;
          const left = budget.get(seat) ?? MAX_CANDIDATES_PER_POINT - (this.refusedPerPoint.get(`${at + ahead}/${seat}`) ?? 0);
          budget.set(seat, left - 1);
          return left > 0;
        });
      let next: { readonly state: unknown; readonly id: string } | null = null;
      for (const known of passes) {
        const before = state;
        const run = dryRun(() => this.game.apply(before, known.entry.seat, known.entry.move));
        checks.push(...run.checks);
        if (passes.length === 1 && run.result !== undefined && !isRuleError(run.result)) next = { state: run.result, id: known.id };
      }
      if (!next) break;
      state = next.state;
      prev = next.id;
    }
    return checks.length > 0 ? runProofChecks(checks) : null;
  }

  private acceptForfeit(at: number, forfeit: Known): void {
    const author = authorOf(this.game, this.stateAt(at))!;
    this.accept(at, forfeit);
    this.ended = { kind: 'forfeit', seat: author, by: forfeit.entry.seat, entry: forfeit.entry };
  }

  private stateAt(position: number): unknown {
    return position === 0 ? this.initial : this.chain[position - 1]!.after;
  }

  private accept(at: number, known: Known): void {
    const verdict = this.verdicts.get(known.id);
    const before = this.stateAt(at);
    const after = verdict?.kind === 'author' ? verdict.after : before;
    this.chain.push({ index: at, entry: known.entry, id: known.id, before, after });
    this.nextNs.push(this.nextNAt(at).map((n, seat) => (seat === known.entry.seat ? n + 1 : n)));
  }

  private endByEquivocation(at: number, acceptable: readonly Known[]): void {
    const [first, second] = [...acceptable].sort((a, b) => (a.id < b.id ? -1 : 1)) as [Known, Known];
    if (this.ended?.kind === 'equivocation' && this.chain.length <= at) return;
    this.chain.length = at;
    this.nextNs.length = at;
    this.stable = Math.min(this.stable, at);
    this.ended = { kind: 'equivocation', seat: first.entry.seat, entries: [first.entry, second.entry] };
  }

  /**
   * The entries that follow the chain's entry before `at`, sorted into acceptable author entries and
   * forfeit claims; the others are refused there (once) and become junk. `closed` refuses them all.
   */
  private candidates(at: number, closed?: RuleError): { acceptable: Known[]; forfeits: Known[] } {
    const prev = at === 0 ? this.genesis : this.chain[at - 1]!.id;
    const acceptable: Known[] = [];
    const forfeits: Known[] = [];
    for (const id of this.children.get(prev) ?? []) {
      const known = this.known.get(id);
      if (!known) continue;
      const verdict = closed ? { kind: 'refused' as const, reason: closed, byRules: false } : this.judge(at, known);
      if (verdict.kind === 'author') acceptable.push(known);
      else if (verdict.kind === 'forfeit') forfeits.push(known);
      else this.refuse(known, at, verdict.reason, verdict.byRules);
    }
    return { acceptable, forfeits };
  }

  private judge(at: number, known: Known): Verdict {
    const cached = this.verdicts.get(known.id);
    if (cached) return cached;
    const verdict = this.judgeNow(at, known);
    this.verdicts.set(known.id, verdict);
    return verdict;
  }

  private judgeNow(at: number, known: Known): Verdict {
    const { entry } = known;
    const refused = (code: string, message: string, byRules = false): Verdict => ({ kind: 'refused', reason: ruleError(code, message), byRules });
    const state = this.stateAt(at);
    const author = authorOf(this.game, state);
    const expected = this.nextNAt(at)[entry.seat]!;
    if (author === null) return refused('game-over', 'The game was over at that point.');
    if (entry.n !== expected) return refused('wrong-number', `Seat ${entry.seat}'s entry there is number ${expected}, not ${entry.n}.`);
    if (isForfeit(entry.move)) {
      if (entry.seat === author || entry.move.seat !== author || Object.keys(entry.move).length !== 2) {
        return refused('forfeit-not-owed', `A forfeit there can only be claimed against seat ${author}, by another seat.`);
      }
      return { kind: 'forfeit' };
    }
    if (entry.seat !== author) return refused('not-your-turn-to-write', `Seat ${author}, not seat ${entry.seat}, writes at that point.`);
    const point = `${at}/${entry.seat}`;
    const tried = this.refusedPerPoint.get(point) ?? 0;
    if (tried >= MAX_CANDIDATES_PER_POINT) {
      this.flooders.add(entry.seat);
      return refused('flood', `Seat ${entry.seat} sent too many refused entries at one point.`);
    }
    const after = this.game.apply(state, entry.seat, entry.move);
    if (isRuleError(after)) {
      this.refusedPerPoint.set(point, tried + 1);
      return { kind: 'refused', reason: after, byRules: true };
    }
    return { kind: 'author', after };
  }

  /** Keeps the latest refusals to show (a flood must not grow the list without end). */
  private noteRejected(rejected: RejectedEntry): void {
    this.rejected.push(rejected);
    if (this.rejected.length > MAX_REJECTED_SHOWN) this.rejected.splice(0, this.rejected.length - MAX_REJECTED_SHOWN);
  }

  private refuse(known: Known, at: number, reason: RuleError, byRules: boolean): void {
    if (at >= 0) {
      if (this.refusedIds.has(known.id)) return;
      this.refusedIds.add(known.id);
      this.known.delete(known.id);
    }
    this.noteRejected({ at, entry: known.entry, reason, byRules });
    this.junk.push(known.item);
  }
}

function byClaimant(forfeits: readonly Known[]): Known[] {
  return [...forfeits].sort((a, b) => a.entry.seat - b.entry.seat || (a.id < b.id ? -1 : 1));
}

function now(): number {
  return globalThis.performance?.now() ?? 0;
}
