// How the fold reaches the off-page proof checks (pass-verdicts.ts) without loading them: they are
// known here once pass-verdicts.ts has loaded (with a deck game's rules or the page's deck workers), so
// a room whose game has no deck loads none of that code.
import type { ProofCheck } from './pass-verdicts.js';

/** The part of pass-verdicts.ts the fold uses to check proofs off the page before applying entries. */
export interface OffPageChecks {
  /** True when pass checks can run off the page (a runner is set and verdicts are in use). */
  runElsewhere(): boolean;
  carriesProof(move: unknown): boolean;
  dryRun<T>(run: () => T): { readonly checks: ProofCheck[]; readonly result: T | undefined };
  runProofChecks(checks: readonly ProofCheck[]): Promise<void>;
}

let loaded: OffPageChecks | null = null;

/** Called once by pass-verdicts.ts as it loads. */
export function setOffPageChecks(checks: OffPageChecks): void {
  loaded = checks;
}

/** The off-page proof checks, or null while no code that could need them has loaded. */
export function offPageChecks(): OffPageChecks | null {
  return loaded;
}
