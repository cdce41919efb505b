/** Fleet as the table sees it: the rules (rules.ts, round.ts) and the seat protocol (protocol.ts). */
import { manifestInfo, seededEntropy, type Game, type Seat } from '../../core/index.js';
import { describeMove, seatName } from './describe.js';
import { fleetManifest } from './manifest.js';
import { DEFAULT_OPTIONS } from './options.js';
import { fleetProtocol, type FleetMove, type FleetSecrets } from './protocol.js';
import { apply, duties, outcome, pending, seatToMove, setup } from './rules.js';
import { RULE_ERROR_CODES, type FleetOptions, type FleetState } from './types.js';
import { isRuleError } from '../../core/index.js';
import { canonicalJson } from '../../core/index.js';

/** How many card-carrying moves `legalMoves` makes (each holds proofs); the intents list them all. */
const CARD_MOVES_LISTED = 3;

/**
 * The legal moves of `seat`: every public move, and a few of the moves that carry proofs, made from its
 * secrets with entropy derived from them and the state (the table makes real ones with fresh entropy).
 */
function legalMoves(state: FleetState, seat: Seat, secrets?: FleetSecrets): readonly FleetMove[] {
  if (!secrets || seatToMove(state) !== seat) return [];
  const intents = fleetProtocol.legalIntents(state, seat, secrets);
  const moves: FleetMove[] = [];
  let proven = 0;
  for (const intent of intents) {
    const carriesCards = intent.type === 'pay' || intent.type === 'launch' || intent.type === 'hire' || intent.type === 'discard';
    if (carriesCards && proven >= CARD_MOVES_LISTED) continue;
    // Derived from the seat's secret and the whole statement (its hand's ciphertexts, the intent): one
    // seed never serves two different statements, so no proof's randomness is ever reused.
    const entropy = seededEntropy(`fleet-legal:${secrets.fair.boxSecretKey}:${canonicalJson(state.fleets[seat]!.hand)}:${canonicalJson(intent)}`);
    const prepared = fleetProtocol.prepare(state, seat, secrets, intent, entropy);
    if (isRuleError(prepared)) continue;
    if (carriesCards) proven++;
    moves.push(prepared.move);
  }
  return moves;
}

/** Fleet for 2–4 players. */
export const fleet: Game<FleetState, FleetMove, FleetOptions, FleetSecrets> = {
  ...manifestInfo(fleetManifest),
  defaultOptions: DEFAULT_OPTIONS,
  errorCodes: RULE_ERROR_CODES,
  setup,
  apply,
  pending,
  duties,
  legalMoves,
  outcome,
  describeMove,
  seatName,
  protocol: fleetProtocol,
};
