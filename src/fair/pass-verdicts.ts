// Verdicts on deck passes and on decryption shares, remembered on this device so a proof check (a pass:
// one 777-point MSM; a seat's shares or a card's opening: a Chaum–Pedersen proof, a few multiplications)
// need not run inside a reducer on the page's thread. A verdict is the result of `verifyShuffle` on exactly the
// statement it is keyed by: a SHA-512 digest of the proof context, the input and output ciphertexts,
// the joint key and the proof. Only this device writes verdicts — its own passes, checks its Worker
// ran, checks `applyDeckPass` ran itself — never anything a peer sends, so a verdict can be wrong only
// if SHA-512 collides. A pass the cache knows nothing of is checked by `applyDeckPass` as before:
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
import { canonicalBytes, isRecord, toHex } from '../core/index.js';
import { hash64 } from './bytes.js';
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
const verdicts = new Map<string, boolean>();
const MAX_SHARE_VERDICTS = 4096;
const shareVerdicts = new Map<string, boolean>();
let collecting: ProofCheck[] | null = null;
let trusting = true;
let runner: PassCheckRunner | null = null;
let shareRunner: ShareCheckRunner | null = null;

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
          try {
            rememberPassVerdict(check, await run(check));
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
