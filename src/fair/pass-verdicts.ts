// Verdicts on deck passes, remembered on this device so a long proof check (one 777-point MSM) need not
// run inside a reducer on the page's thread. A verdict is the result of `verifyShuffle` on exactly the
// statement it is keyed by: a SHA-512 digest of the proof context, the input and output ciphertexts,
// the joint key and the proof. Only this device writes verdicts — its own passes, checks its Worker
// ran, checks `applyDeckPass` ran itself — never anything a peer sends, so a verdict can be wrong only
// if SHA-512 collides. A pass the cache knows nothing of is checked by `applyDeckPass` as before:
// correctness never depends on the Worker having run.
//
// `collectPassChecks` runs a reducer once as a dry run: every pass check it meets is recorded and
// assumed to hold (the result is thrown away), so the table can find the checks a log entry needs
// without knowing where a game keeps its decks, run them off the page, and then apply the entry.
import { canonicalBytes, isRecord, toHex } from '../core/index.js';
import { hash64 } from './bytes.js';
import type { ProofContext } from './proofs.js';

/** What a pass's proof check reads: everything its verdict depends on. Plain JSON. */
export interface PassCheck {
  readonly context: ProofContext;
  readonly input: readonly (readonly [string, string])[];
  readonly output: readonly (readonly [string, string])[];
  readonly jointKey: string;
  readonly proof: unknown;
}

/** Runs pass checks off the page (a Worker pool); resolves to each check's verdict. */
export type PassCheckRunner = (check: PassCheck) => Promise<boolean>;

const MAX_VERDICTS = 512;
const verdicts = new Map<string, boolean>();
let collecting: PassCheck[] | null = null;
let trusting = true;
let runner: PassCheckRunner | null = null;

/** The digest a check's verdict is kept under, or null when the check is not plain JSON (never cached). */
export function passCheckKey(check: PassCheck): string | null {
  try {
    return toHex(hash64('shoal/pass-verdict/v1', canonicalBytes(check as never)));
  } catch {
    return null;
  }
}

/** Remembers the verdict this device reached on `check` (its own pass: true). */
export function rememberPassVerdict(check: PassCheck, verdict: boolean): void {
  const key = passCheckKey(check);
  if (key === null) return;
  if (verdicts.size >= MAX_VERDICTS) verdicts.delete(verdicts.keys().next().value!);
  verdicts.set(key, verdict);
}

/** The verdict remembered for `check`, or undefined. */
export function rememberedPassVerdict(check: PassCheck): boolean | undefined {
  if (!trusting) return undefined;
  const key = passCheckKey(check);
  return key === null ? undefined : verdicts.get(key);
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
  return dryRun(run).checks;
}

/**
 * `run` as a dry run: the pass checks it meets (each assumed to hold), and what it returned on that
 * assumption — only good for finding the checks of the entries that would follow.
 */
export function dryRun<T>(run: () => T): { readonly checks: PassCheck[]; readonly result: T | undefined } {
  const outer = collecting;
  const checks: PassCheck[] = [];
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
let given: Map<string, boolean> | null = null;

function givenPassVerdict(check: PassCheck): boolean | undefined {
  if (given === null) return undefined;
  const key = passCheckKey(check);
  return key === null ? undefined : given.get(key);
}

/** Runs `run` with `verdicts[i]` as the verdict on `checks[i]` (verified just before, for this run). */
export function withGivenPassVerdicts<T>(checks: readonly PassCheck[], verdicts: readonly boolean[], run: () => T): T {
  const outer = given;
  given = new Map(outer ?? []);
  checks.forEach((check, i) => {
    const key = passCheckKey(check);
    if (key !== null) given!.set(key, verdicts[i]!);
  });
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
  ownProofs.clear();
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

/**
 * True when this device made the proof with this digest and remembered verdicts are in use; and during
 * a dry run, which assumes every proof holds (its result only finds the pass checks that follow).
 */
export function isOwnProof(digest: string): boolean {
  return (trusting && ownProofs.has(digest)) || collecting !== null;
}

/** Sets (or with null removes) where pass checks run before their entries are applied. */
export function setPassCheckRunner(next: PassCheckRunner | null): void {
  runner = next;
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

/** True when pass checks can run off the page (a runner is set and verdicts are in use). */
export function passChecksRunElsewhere(): boolean {
  return runner !== null && trusting;
}

/**
 * Runs `checks` through the runner, side by side, and remembers the verdicts, so applying their passes
 * afterwards is a lookup. Without a runner it does nothing (the apply checks); a check the runner fails
 * on is likewise left to the apply.
 */
export async function runPassChecks(checks: readonly PassCheck[]): Promise<void> {
  const run = runner;
  if (!run || !trusting) return;
  await Promise.all(
    checks.map(async (check) => {
      try {
        rememberPassVerdict(check, await run(check));
      } catch {
        // The apply checks it on the page.
      }
    }),
  );
}

/** Checks through the runner every deck pass that the reducer calls `applies` would check (see runPassChecks). */
export async function precheckPasses(applies: readonly (() => unknown)[]): Promise<void> {
  if (!passChecksRunElsewhere()) return;
  await runPassChecks(applies.flatMap(collectPassChecks));
}
