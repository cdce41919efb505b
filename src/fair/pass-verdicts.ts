// Verdicts on deck passes and on decryption shares, remembered on this device so a proof check (a pass:
// one 777-point MSM; a seat's shares or a card's opening: a Chaum–Pedersen proof, a few multiplications)
// need not run inside a reducer on the page's thread. A verdict is the result of `verifyShuffle` on exactly the
// statement it is kept with: a copy of the proof context, the input and output ciphertexts, the joint key
// and the proof, found by a cheap fingerprint (context, key, lengths, a few ciphertexts) and used only for
// a check equal to that copy in every value — no hashing on the page, no collision to assume. Only this
// device writes verdicts — its own passes, checks its Worker ran, checks `applyDeckPass` ran itself —
// never anything a peer sends. A pass the cache knows nothing of is checked by `applyDeckPass` as before:
// correctness never depends on the Worker having run.
//
// `dryRun` runs a reducer once: every proof check it meets is recorded and assumed to hold (the result
// is thrown away), so the table can find the checks a log entry needs without knowing where a game
// keeps its decks, run them off the page (share checks of one entry in one batch), and then apply the
// entry, in the same order as ever: the fold waits for the verdicts, and a refused proof is refused by
// the apply with the same error and seat as when it is checked on the page.
//
// A share verdict is keyed by the proof's Fiat–Shamir seed (a SHA-512 digest of its context and its
// whole statement: the key, the bases and the shares, encoded) and the proof's scalars, exactly what
// its verification reads; only this device's own checks write it.
import { isRecord } from '../core/index.js';
import { setOffPageChecks } from './off-page-checks.js';
import { dleqProofDigest, dleqSeed, type DleqStatement, type ProofContext } from './transcript.js';

/** What a pass's proof check reads: everything its verdict depends on. Plain JSON. */
export interface PassCheck {
  readonly context: ProofContext;
  readonly input: readonly (readonly [string, string])[];
  readonly output: readonly (readonly [string, string])[];
  readonly jointKey: string;
  readonly proof: unknown;
}

/** What checking a seat's decryption shares (or a holder's opening of a card) reads: a composite DLEQ statement and its proof. Plain JSON. */
export interface ShareCheck {
  readonly context: ProofContext;
  readonly statement: DleqStatement;
  readonly proof: unknown;
}

/** A proof check a reducer meets: a shuffle (a deck pass, a hand mix) or decryption shares. */
export type ProofCheck = PassCheck | ShareCheck;

/** True for a share check (a pass check has no statement). */
export function isShareCheck(check: ProofCheck): check is ShareCheck {
  return 'statement' in check;
}

/** Runs pass checks off the page (a Worker pool); resolves to each check's verdict. */
export type PassCheckRunner = (check: PassCheck) => Promise<boolean>;
/** Runs a batch of share checks off the page (one Worker job); resolves to each check's verdict, in order. */
export type ShareCheckRunner = (checks: readonly ShareCheck[]) => Promise<readonly boolean[]>;

const MAX_VERDICTS = 512;
const verdicts = new Map<string, KeptVerdict>();
const MAX_SHARE_VERDICTS = 4096;
const shareVerdicts = new Map<string, boolean>();
let collecting: ProofCheck[] | null = null;
let trusting = true;
let runner: PassCheckRunner | null = null;
let shareRunner: ShareCheckRunner | null = null;

/** A verdict with a copy of the statement it was reached on. */
interface KeptVerdict {
  readonly statement: unknown;
  readonly verdict: boolean;
}

/**
 * Where a check's verdict is looked for: cheap to compute (no hashing, nothing long read), and the same
 * for equal checks. Two checks may share it; a verdict is used only for a check equal to its statement.
 */
function passCheckFingerprint(check: PassCheck): string | null {
  const { input, output, jointKey, context } = check;
  if (!Array.isArray(input) || !Array.isArray(output) || typeof jointKey !== 'string' || !isRecord(context)) return null;
  const pair = (p: unknown): string => (Array.isArray(p) ? `${String(p[0])}:${String(p[1])}` : '');
  return `${JSON.stringify([context.room, context.game, context.deck, context.step, context.seat])}|${jointKey}|${input.length}|${output.length}|${pair(input[0])}|${pair(output[0])}|${pair(output.at(-1))}`;
}

/** A deep copy of `value` if it is plain JSON (strings, finite numbers, booleans, null, arrays, plain objects), else undefined. */
function plainCopy(value: unknown): unknown {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (Array.isArray(value)) {
    const copy: unknown[] = [];
    for (let i = 0; i < value.length; i++) {
      const item = plainCopy(value[i]);
      if (item === undefined) return undefined;
      copy.push(item);
    }
    return copy;
  }
  if (!isPlainObject(value)) return undefined;
  const copy: Record<string, unknown> = {};
  for (const key of Object.keys(value)) {
    const item = plainCopy(value[key]);
    if (item === undefined) return undefined;
    copy[key] = item;
  }
  return copy;
}

/** True when `value` equals `kept` (a plainCopy) in every value: same arrays, same keys, same strings and numbers. */
function equalsKept(kept: unknown, value: unknown): boolean {
  if (typeof kept !== 'object' || kept === null) return kept === value;
  if (Array.isArray(kept)) {
    if (!Array.isArray(value) || value.length !== kept.length) return false;
    for (let i = 0; i < kept.length; i++) if (!equalsKept(kept[i], value[i])) return false;
    return true;
  }
  if (!isPlainObject(value)) return false;
  const keys = Object.keys(kept);
  if (Object.keys(value).length !== keys.length) return false;
  return keys.every((key) => Object.hasOwn(value, key) && equalsKept((kept as Record<string, unknown>)[key], value[key]));
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const prototype = Object.getPrototypeOf(value) as unknown;
  return prototype === Object.prototype || prototype === null;
}

/** What `check` is kept as: its fingerprint and a copy of its statement, or null when it is not plain JSON (never kept). */
function keptStatement(check: PassCheck): { readonly fingerprint: string; readonly statement: unknown } | null {
  const fingerprint = passCheckFingerprint(check);
  if (fingerprint === null) return null;
  const statement = plainCopy({ context: check.context, input: check.input, output: check.output, jointKey: check.jointKey, proof: check.proof });
  return statement === undefined ? null : { fingerprint, statement };
}

/** The verdict in `store` on exactly `check`, or undefined. */
function verdictIn(store: ReadonlyMap<string, KeptVerdict>, check: PassCheck): boolean | undefined {
  const fingerprint = passCheckFingerprint(check);
  const kept = fingerprint === null ? undefined : store.get(fingerprint);
  if (kept === undefined) return undefined;
  const { context, input, output, jointKey, proof } = check;
  return equalsKept(kept.statement, { context, input, output, jointKey, proof }) ? kept.verdict : undefined;
}

function keep(store: Map<string, KeptVerdict>, kept: ReturnType<typeof keptStatement>, verdict: boolean, limit: number): void {
  if (kept === null) return;
  store.delete(kept.fingerprint);
  if (store.size >= limit) store.delete(store.keys().next().value!);
  store.set(kept.fingerprint, { statement: kept.statement, verdict });
}

/** Remembers the verdict this device reached on `check` (its own pass: true). */
export function rememberPassVerdict(check: PassCheck, verdict: boolean): void {
  keep(verdicts, keptStatement(check), verdict, MAX_VERDICTS);
}

/** The verdict remembered for `check`, or undefined. */
export function rememberedPassVerdict(check: PassCheck): boolean | undefined {
  return trusting ? verdictIn(verdicts, check) : undefined;
}

/**
 * The verdict on `check`: remembered, else recorded and assumed during a dry run, else `verify()`'s
 * (remembered in turn).
 */
export function passVerdict(check: PassCheck, verify: () => boolean): boolean {
  const known = givenPassVerdict(check) ?? rememberedPassVerdict(check);
  if (known !== undefined) return known;
  if (collecting) {
    collecting.push(check);
    return true;
  }
  const verdict = verify();
  if (trusting) rememberPassVerdict(check, verdict);
  return verdict;
}

/** The pass checks `run` (a reducer call) meets that no verdict is remembered for; `run`'s result is discarded. */
export function collectPassChecks(run: () => unknown): PassCheck[] {
  return dryRun(run).checks.filter((check): check is PassCheck => !isShareCheck(check));
}

/**
 * `run` as a dry run: the proof checks it meets that no verdict is remembered for (each assumed to
 * hold), and what it returned on that assumption — only good for finding the checks of the entries
 * that would follow.
 */
export function dryRun<T>(run: () => T): { readonly checks: ProofCheck[]; readonly result: T | undefined } {
  const outer = collecting;
  const checks: ProofCheck[] = [];
  collecting = checks;
  try {
    return { checks, result: run() };
  } catch {
    // A reducer never throws; if one does, the real apply will say so.
    return { checks, result: undefined };
  } finally {
    collecting = outer;
  }
}

// Verdicts reached for one run only (the audit's batch check of every pass it will meet), used even
// under `withEveryProofChecked`: they were verified afresh for that run.
let given: Map<string, KeptVerdict> | null = null;

function givenPassVerdict(check: PassCheck): boolean | undefined {
  return given === null ? undefined : verdictIn(given, check);
}

/** Runs `run` with `verdicts[i]` as the verdict on `checks[i]` (verified just before, for this run). */
export function withGivenPassVerdicts<T>(checks: readonly PassCheck[], verdicts: readonly boolean[], run: () => T): T {
  const outer = given;
  given = new Map(outer ?? []);
  checks.forEach((check, i) => keep(given!, keptStatement(check), verdicts[i]!, Infinity));
  try {
    return run();
  } finally {
    given = outer;
  }
}

/** Runs `check` with no remembered verdict used or kept: every proof verified afresh (the audit). */
export function withEveryProofChecked<T>(check: () => T): T {
  const before = trusting;
  trusting = false;
  try {
    return check();
  } finally {
    trusting = before;
  }
}

/** Forgets every verdict (tests and benches: this device as if it had seen none of these passes or proofs). */
export function forgetPassVerdicts(): void {
  verdicts.clear();
  shareVerdicts.clear();
  ownProofs.clear();
}

/**
 * The verdict on a share check whose proof digest is `digest` (its seed and scalars, see proofs.ts):
 * this device's own proof, a verdict its deck worker reached, or during a dry run recorded and assumed;
 * else `verify()`'s, remembered in turn.
 */
export function shareVerdict(check: ShareCheck, digest: string, verify: () => boolean): boolean {
  if (trusting && (ownProofs.has(digest) || shareVerdicts.has(digest))) return ownProofs.has(digest) || shareVerdicts.get(digest)!;
  if (collecting) {
    collecting.push(check);
    return true;
  }
  const verdict = verify();
  if (trusting) rememberShareVerdict(digest, verdict);
  return verdict;
}

function rememberShareVerdict(digest: string, verdict: boolean): void {
  if (shareVerdicts.size >= MAX_SHARE_VERDICTS) shareVerdicts.delete(shareVerdicts.keys().next().value!);
  shareVerdicts.set(digest, verdict);
}

// Small proofs this device made itself (decryption shares, a card's opening): applying the move that
// carries one need not verify it again (the issue's "a local table may skip checking proofs it made
// itself"); the audit, under `withEveryProofChecked`, still does. Keyed by the proof's whole statement.
const ownProofs = new Set<string>();
const MAX_OWN_PROOFS = 4096;

/** Remembers that this device made a valid proof with this digest (statement and proof). */
export function rememberOwnProof(digest: string): void {
  if (ownProofs.size >= MAX_OWN_PROOFS) ownProofs.delete(ownProofs.values().next().value!);
  ownProofs.add(digest);
}

/** Sets (or with null removes) where pass checks run before their entries are applied. */
export function setPassCheckRunner(next: PassCheckRunner | null): void {
  runner = next;
}

/** Sets (or with null removes) where share checks run, in batches, before their entries are applied. */
export function setShareCheckRunner(next: ShareCheckRunner | null): void {
  shareRunner = next;
}

/** True for a move that carries a deck pass, at its top or one level down (a game's wrapper). */
export function carriesDeckPass(move: unknown): boolean {
  if (!isRecord(move)) return false;
  if (move.type === 'deck-pass') return true;
  return Object.values(move).some((value) => isRecord(value) && value.type === 'deck-pass');
}

/**
 * True for a move that carries a shuffle proof: a deck pass, or a game move holding one at its top or one
 * level down (Fleet's hand mix, `{mix: {cards, proof}}`), so a fold checks it off the page first.
 */
export function carriesShuffleProof(move: unknown): boolean {
  if (carriesDeckPass(move)) return true;
  if (!isRecord(move)) return false;
  const isShuffleProof = (value: unknown): boolean => isRecord(value) && Array.isArray(value.commitments) && Array.isArray(value.chain);
  return isShuffleProof(move.proof) || Object.values(move).some((value) => isRecord(value) && isShuffleProof(value.proof));
}

/**
 * True for a move that carries a proof a fold should check off the page first: a shuffle proof (see
 * carriesShuffleProof), decryption shares, or a card's opening — any record holding a `proof` record,
 * up to three levels down (Fleet's `payment.cards[i]`). Bounded: a huge move is read only so far.
 */
export function carriesProof(move: unknown): boolean {
  let budget = 256;
  const search = (value: unknown, depth: number): boolean => {
    if (budget-- <= 0 || typeof value !== 'object' || value === null) return false;
    const children = Array.isArray(value) ? value : Object.values(value);
    if (!Array.isArray(value) && isRecord((value as Record<string, unknown>).proof)) return true;
    return depth < 3 && children.some((child) => search(child, depth + 1));
  };
  return search(move, 0);
}

/** True when pass checks can run off the page (a runner is set and verdicts are in use). */
export function passChecksRunElsewhere(): boolean {
  return runner !== null && trusting;
}

/**
 * Runs `checks` off the page and remembers the verdicts, so applying their entries afterwards is a
 * lookup: pass checks through the pass runner side by side, share checks through the share runner in
 * one batch. Without a runner it does nothing (the apply checks); a check the runner fails on is
 * likewise left to the apply.
 */
export async function runProofChecks(checks: readonly ProofCheck[]): Promise<void> {
  if (!trusting) return;
  const run = runner;
  const runShares = shareRunner;
  const shares = checks.filter(isShareCheck);
  const passes = checks.filter((check): check is PassCheck => !isShareCheck(check));
  await Promise.all([
    ...(run
      ? passes.map(async (check) => {
          // The statement as it was sent to be checked.
          const kept = keptStatement(check);
          try {
            keep(verdicts, kept, await run(check), MAX_VERDICTS);
          } catch {
            // The apply checks it on the page.
          }
        })
      : []),
    (async () => {
      if (!runShares || shares.length === 0) return;
      try {
        const found = await runShares(shares);
        if (found.length !== shares.length) return;
        shares.forEach((check, i) => {
          const digest = shareCheckDigest(check);
          if (digest !== null) rememberShareVerdict(digest, found[i] === true);
        });
      } catch {
        // The apply checks them on the page.
      }
    })(),
  ]);
}

/** What a share check's verdict is kept under (as verifyShares keys it), or null for a malformed check (never cached). */
function shareCheckDigest(check: ShareCheck): string | null {
  const proof = check.proof;
  if (!isRecord(proof) || typeof proof.c !== 'string' || typeof proof.z !== 'string') return null;
  try {
    return dleqProofDigest(dleqSeed(check.context, check.statement), { c: proof.c, z: proof.z });
  } catch {
    return null;
  }
}

/** Checks through the runners every proof that the reducer calls `applies` would check (see runProofChecks). */
export async function precheckPasses(applies: readonly (() => unknown)[]): Promise<void> {
  if (!passChecksRunElsewhere()) return;
  await runProofChecks(applies.flatMap((apply) => dryRun(apply).checks));
}

setOffPageChecks({ runElsewhere: passChecksRunElsewhere, carriesProof, dryRun, runProofChecks });
