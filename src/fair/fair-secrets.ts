// A seat's side of fair play: its secrets (box key, beacon seed, deck seeds, commitment openings, the
// cards dealt to it) and the answers to every generic fair-play duty. A game's `protocol.answer`
// delegates with one line:
//   const fair = answerFairDuty(state.fair, secrets.fair, duty, entropy);
//   if (fair) return { move: fair.move, secrets: { ...secrets, fair: fair.secrets } };
// and its `protocol.observe` keeps dealt cards current with `observeFair(after.fair, secrets.fair)`.
import { ruleError, toHex } from '../core/index.js';
import type { Duty, Entropy, Json, RuleError, Seat } from '../core/index.js';
import { adoptBeaconChain, beaconAnchor, beaconChainKnown, beaconValue, type BeaconMove } from './beacon.js';
import { commit, type Opening } from './commitment.js';
import { registerLaterWork, type BeaconChainWork } from './later-pass.js';
import type { CardOpening } from './deck.js';
import { makeCardOpening, makeDeckJoin, makeDeckPassLater, makeDeckSharesLater, readOwnCard } from './deck-seat.js';
import {
  commitDomain,
  unopenedCommitments,
  type AuditMove,
  type FairMove,
  type FairState,
  type JoinMove,
} from './fair-state.js';
import { boxPublicKey } from './box-keys.js';

/** What one seat keeps to itself. Plain JSON (it is stored per room on that device). */
export interface FairSecrets {
  readonly seat: Seat;
  /** x25519 secret key (hex). */
  readonly boxSecretKey: string;
  /** The start of its beacon hash chain (hex). */
  readonly beaconSeed: string;
  /** Per deck: the seed its secret deck key derives from (never published, not even at the audit). */
  readonly deckSeeds: Readonly<Record<string, string>>;
  /** Per deck: the cards dealt to this seat by position (null: the card did not decode — tampering). */
  readonly hands: Readonly<Record<string, Readonly<Record<string, number | null>>>>;
  /** Openings of its commitments, by purpose. */
  readonly openings: Readonly<Record<string, Opening>>;
}

/** A fair-play move this seat owes and its secrets after making it. */
export interface FairAnswer {
  readonly move: FairMove;
  readonly secrets: FairSecrets;
}

/** A seat's fair-play secrets before its first move. */
export function initialFairSecrets(seat: Seat, entropy: Entropy): FairSecrets {
  return {
    seat,
    boxSecretKey: toHex(fresh(entropy, 32)),
    beaconSeed: toHex(fresh(entropy, 32)),
    deckSeeds: {},
    hands: {},
    openings: {},
  };
}

/** The move answering a fair-play duty of this seat, or null when the duty is not a fair-play one. */
export function answerFairDuty(fair: FairState, secrets: FairSecrets, duty: Duty, entropy: Entropy): FairAnswer | null {
  if (duty.seat !== secrets.seat) return null;
  const seat = secrets.seat;
  const detail = duty.detail ?? {};
  switch (detail.fair) {
    case 'join': {
      const { beaconSeed } = secrets;
      const { room, beacon } = fair;
      const move = withChain({ type: 'join', boxKey: boxPublicKey(secrets.boxSecretKey) }, 'beaconAnchor', { kind: 'beacon-chain', seed: beaconSeed, room, seat, length: beacon.length }, () =>
        beaconAnchor(beaconSeed, room, seat, beacon.length),
      );
      return { move: move as JoinMove, secrets };
    }
    case 'beacon': {
      const draw = detail.draw as number;
      const { beaconSeed } = secrets;
      const { room, beacon } = fair;
      const move = withChain({ type: 'beacon', draw }, 'value', { kind: 'beacon-chain', seed: beaconSeed, room, seat, length: beacon.length }, () =>
        beaconValue(beaconSeed, room, seat, beacon.length, draw),
      );
      return { move: move as BeaconMove, secrets };
    }
    case 'deck-join': {
      const deck = fair.decks[detail.deck as string];
      if (!deck) return null;
      const seed = secrets.deckSeeds[deck.id] ?? toHex(fresh(entropy, 32));
      const next = secrets.deckSeeds[deck.id] ? secrets : { ...secrets, deckSeeds: { ...secrets.deckSeeds, [deck.id]: seed } };
      return { move: makeDeckJoin(deck, seat, seed, fresh(entropy, 32)), secrets: next };
    }
    case 'deck-pass': {
      const deck = fair.decks[detail.deck as string];
      if (!deck) return null;
      // Made lazily: a table with a Worker makes it there (deck-work.ts); anything that reads it first makes it here.
      return { move: makeDeckPassLater(deck, seat, fresh(entropy, 64)), secrets };
    }
    case 'deck-shares': {
      const deck = fair.decks[detail.deck as string];
      const seed = deck ? secrets.deckSeeds[deck.id] : undefined;
      if (!deck || !seed) return null;
      // Made lazily, like a pass: a table with a Worker makes the shares there; anything that reads them first makes them here.
      return { move: makeDeckSharesLater(deck, seat, seed, detail.positions as readonly number[], fresh(entropy, 32)), secrets };
    }
    case 'audit': {
      const openings: Record<string, Opening> = {};
      for (const purpose of unopenedCommitments(fair, seat)) {
        const opening = secrets.openings[purpose];
        if (opening) openings[purpose] = opening;
      }
      const move: AuditMove = { type: 'audit', openings };
      return { move, secrets };
    }
    default:
      return null;
  }
}

/** This seat's secrets after the fair state became `fair`: reads every card newly dealt to it. */
export function observeFair(fair: FairState, secrets: FairSecrets): FairSecrets {
  let hands = secrets.hands;
  for (const deck of Object.values(fair.decks)) {
    const seed = secrets.deckSeeds[deck.id];
    if (!seed) continue;
    const hand = hands[deck.id] ?? {};
    let changed: Record<string, number | null> | null = null;
    deck.holders.forEach((holder, position) => {
      if (holder !== secrets.seat || position in hand) return;
      if (deck.shares[position]!.some((d, s) => s !== secrets.seat && d === null)) return;
      changed ??= { ...hand };
      changed[position] = readOwnCard(deck, secrets.seat, seed, position);
    });
    if (changed) hands = { ...hands, [deck.id]: changed };
  }
  return hands === secrets.hands ? secrets : { ...secrets, hands };
}

/** The cards dealt to this seat from a deck, by position (null where the card did not decode). */
export function handOf(secrets: FairSecrets, deckId: string): Readonly<Record<string, number | null>> {
  return secrets.hands[deckId] ?? {};
}

/** What this seat publishes to play a card dealt to it (its share with proof), for the move that plays it. */
export function ownCardOpening(fair: FairState, secrets: FairSecrets, deckId: string, position: number, entropy: Entropy): CardOpening | RuleError {
  const deck = fair.decks[deckId];
  const seed = secrets.deckSeeds[deckId];
  if (!deck || !seed) return ruleError('deck-unknown', `This seat holds no key for deck ${deckId}.`);
  if (deck.holders[position] !== secrets.seat) return ruleError('deck-not-your-card', `Position ${position} is not dealt to this seat.`);
  return makeCardOpening(deck, secrets.seat, seed, position, fresh(entropy, 32));
}

/** Commits to `value` for `purpose` and remembers the opening (for a later reveal and the audit). */
export function commitSecret(
  fair: FairState,
  secrets: FairSecrets,
  purpose: string,
  value: Json,
  entropy: Entropy,
): { readonly commitment: string; readonly opening: Opening; readonly secrets: FairSecrets } {
  const made = commit(commitDomain(fair, purpose), value, entropy);
  return { ...made, secrets: { ...secrets, openings: { ...secrets.openings, [purpose]: made.opening } } };
}

/** The opening this seat keeps for `purpose`, if it made that commitment. */
export function openingOf(secrets: FairSecrets, purpose: string): Opening | undefined {
  return secrets.openings[purpose];
}

/**
 * `move` with `field` from the seat's beacon chain: at once when this device holds the chain, else made
 * later (the chain is 1,024 SHA-512 steps): a table with a deck worker makes the chain there
 * (pendingDeckWork finds it); anything that reads the field first computes it here. Same value either way.
 */
function withChain(move: Record<string, unknown>, field: string, work: BeaconChainWork, value: () => string): object {
  if (beaconChainKnown(work.seed, work.room, work.seat, work.length)) return { ...move, [field]: value() };
  let done = false;
  const set = (): void => {
    done = true;
    Object.defineProperty(move, field, { value: value(), enumerable: true, writable: false, configurable: false });
  };
  Object.defineProperty(move, field, {
    enumerable: true,
    configurable: true,
    get() {
      set();
      return move[field];
    },
  });
  registerLaterWork(move, {
    work,
    filled: () => done,
    fill(chain) {
      if (done || !adoptBeaconChain(work.seed, work.room, work.seat, work.length, chain)) return false;
      set();
      return true;
    },
  });
  return move;
}

/** `length` bytes from `entropy`, checked. */
export function fresh(entropy: Entropy, length: number): Uint8Array {
  const bytes = entropy.bytes(length);
  if (!(bytes instanceof Uint8Array) || bytes.length !== length) throw new TypeError('entropy returned the wrong number of bytes');
  return bytes;
}
