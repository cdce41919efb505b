// The end audit as a verdict: replay a game's public log from its set-up, re-checking every move with
// the rules (every commitment opening, chain value, deck key, shuffle proof and decryption share is
// verified as it is applied, own passes included), and name the seat that cheated. It needs no
// secret and opens nothing the game did not open.
import { isRecord, isRuleError } from '../core/index.js';
import type { AnyGame, Seat } from '../core/index.js';
import { passVerdictsTogether } from './pass-batch.js';
import { collectPassChecks, withEveryProofChecked, withGivenPassVerdicts } from './pass-verdicts.js';
import { auditComplete, stalledSeats, type FairState } from './fair-state.js';

/** The audit's finding. `complete` is false while the game or its audit is still running. */
export type AuditVerdict =
  | { readonly ok: true; readonly complete: boolean }
  | { readonly ok: false; readonly cheater: Seat; readonly reason: string };

/** The verdict of a fair state: its first fault, else clean (complete once every seat is audited). */
export function fairVerdict(fair: FairState): AuditVerdict {
  return faultVerdict(fair) ?? { ok: true, complete: auditComplete(fair) };
}

function faultVerdict(fair: FairState | undefined): AuditVerdict | null {
  const fault = fair?.faults[0];
  return fault ? { ok: false, cheater: fault.seat, reason: `${fault.code}: ${fault.reason}` } : null;
}

/** Where a game keeps its fair state; by convention `state.fair`. */
export type FairOf = (state: unknown) => FairState | undefined;

const conventionalFair: FairOf = (state) => (isRecord(state) && isRecord(state.fair) ? (state.fair as unknown as FairState) : undefined);

/**
 * Audits a whole game from its public log: replays every entry through `game.apply` from
 * `game.setup(config)`; the fair state's first fault (an opening, a shuffle or a game rule the audit
 * or the game caught) names its seat; failing that, the first entry the rules refuse names its seat
 * (an honest seat never publishes one). A game whose audit
 * was requested but is not complete names the first seat still owing it (a stall).
 */
export function auditGame(
  game: AnyGame,
  config: { readonly players: number; readonly options?: object },
  log: readonly { readonly seat: Seat; readonly move: unknown }[],
  fairOf: FairOf = conventionalFair,
): AuditVerdict {
  return withEveryProofChecked(() => {
    // Every shuffle proof the replay will meet, found by a dry run and checked in one batched MSM (a
    // failing batch checks each alone); the replay then applies each with its own verdict.
    const checks = collectPassChecks(() => replay(game, config, log, fairOf));
    if (checks.length < 2) return replay(game, config, log, fairOf);
    return withGivenPassVerdicts(checks, passVerdictsTogether(checks), () => replay(game, config, log, fairOf));
  });
}

function replay(
  game: AnyGame,
  config: { readonly players: number; readonly options?: object },
  log: readonly { readonly seat: Seat; readonly move: unknown }[],
  fairOf: FairOf,
): AuditVerdict {
  let state: unknown = game.setup({ players: config.players, options: config.options ?? {} });
  for (let i = 0; i < log.length; i++) {
    const entry = log[i]!;
    const seat = entry.seat;
    if (!Number.isInteger(seat) || seat < 0 || seat >= config.players) {
      return { ok: false, cheater: Number.isInteger(seat) ? seat : -1, reason: `entry ${i} names no seat of this table` };
    }
    const next = game.apply(state, seat, entry.move);
    if (isRuleError(next)) {
      // A fault already found (e.g. a false opening that ended the game) explains what follows it.
      const found = faultVerdict(fairOf(state));
      return found ?? { ok: false, cheater: seat, reason: `entry ${i} was refused by the rules (${next.code}: ${next.message})` };
    }
    state = next;
  }
  const fair = fairOf(state);
  if (!fair) return { ok: true, complete: game.outcome(state) !== null };
  const verdict = fairVerdict(fair);
  if (!verdict.ok || verdict.complete || !fair.audit.requested) return verdict;
  const staller = stalledSeats(fair)[0];
  return staller === undefined ? verdict : { ok: false, cheater: staller, reason: `seat ${staller} has not published what it owes for the audit (stall)` };
}
