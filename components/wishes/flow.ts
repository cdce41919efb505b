// The board's choices, made from the legal moves and never deciding legality itself. A wish: the
// complete choices the rules allow (W-8.0) are narrowed one question at a time (which buyer, how far,
// which token, which species, which market, which boat, where each scattered buyer goes) until one
// move is left; it asks only what is still open. A keep: which empty boat takes the card (W-6.2),
// the first unless the player picks another. Pure functions, no DOM.
import type { Seat } from '../../src/core/index.js';
import { buyerName, type KeepMove, type Species, type WishMove, type WishesState } from '../../src/games/wishes/index.js';
import { seatColourName, speciesName } from './looks.js';

/** One answer to a question; `market` when the answer is a market (the ring can pick it). */
export interface FlowOption {
  readonly value: string;
  readonly label: string;
  readonly market?: Species;
}

/** The next thing to choose. */
export interface FlowQuestion {
  readonly key: string;
  readonly prompt: string;
  readonly options: readonly FlowOption[];
}

/** Answers so far: question key → option value. */
export type FlowAnswers = Readonly<Record<string, string>>;

const ORDER = ['buyer', 'steps', 'rot', 'species', 'as', 'boat'] as const;

/** Each choice of a wish move as a comparable text, by question key. */
export function choiceFeatures(move: WishMove, scatterBuyers: readonly string[]): Record<string, string> {
  const features: Record<string, string> = {};
  if (move.buyer !== undefined) features.buyer = move.buyer;
  if (move.steps !== undefined) features.steps = String(move.steps);
  if (move.rot !== undefined) features.rot = `${move.rot.from}:${move.rot.seat}`;
  if (move.species !== undefined) features.species = move.species;
  if (move.as !== undefined) features.as = move.as;
  if (move.boat !== undefined) features.boat = String(move.boat);
  for (const id of scatterBuyers) features[`scatter:${id}`] = move.scatter?.find((s) => s.buyer === id)?.to ?? 'stay';
  return features;
}

function scatterBuyersOf(candidates: readonly WishMove[]): string[] {
  const ids = new Set<string>();
  for (const move of candidates) for (const s of move.scatter ?? []) ids.add(s.buyer);
  return [...ids].sort();
}

/** The candidates that agree with every answer. */
export function remainingChoices(candidates: readonly WishMove[], answers: FlowAnswers): WishMove[] {
  const buyers = scatterBuyersOf(candidates);
  return candidates.filter((move) => {
    const features = choiceFeatures(move, buyers);
    return Object.entries(answers).every(([key, value]) => features[key] === value);
  });
}

/** The next open question, or null when the answers leave a single move. */
export function nextQuestion(state: WishesState, seat: Seat, candidates: readonly WishMove[], answers: FlowAnswers): FlowQuestion | null {
  const remaining = remainingChoices(candidates, answers);
  const buyers = scatterBuyersOf(candidates);
  const keys = [...ORDER, ...buyers.map((id) => `scatter:${id}`)];
  for (const key of keys) {
    if (key in answers) continue;
    const values: string[] = [];
    for (const move of remaining) {
      const value = choiceFeatures(move, buyers)[key];
      if (value !== undefined && !values.includes(value)) values.push(value);
    }
    if (values.length < 2) continue;
    return { key, prompt: promptFor(state, key, remaining[0]!), options: values.map((value) => optionFor(state, seat, key, value, answers)) };
  }
  return null;
}

/** The single move the answers leave, or null while a question is open. */
export function chosenMove(state: WishesState, seat: Seat, candidates: readonly WishMove[], answers: FlowAnswers): WishMove | null {
  if (nextQuestion(state, seat, candidates, answers)) return null;
  return remainingChoices(candidates, answers)[0] ?? null;
}

function promptFor(state: WishesState, key: string, sample: WishMove): string {
  const wish = state.options.deck[state.ocean[sample.slot - 1]?.card ?? -1]?.wish;
  switch (key) {
    case 'buyer':
      return `Which ${wish === 'MOVE_BUYER_1' ? '$1' : '$2'} buyer moves?`;
    case 'steps':
      return 'How far clockwise does it move?';
    case 'rot':
      return 'Which token rots?';
    case 'species':
      return wish === 'SELL_AS_OTHER' ? 'Which species do you sell?' : 'Which species do you sell all of?';
    case 'as':
      return 'At which market do you sell them?';
    case 'boat':
      return 'Which fish card do you sell?';
    default:
      return `Where does the ${buyerName(key.slice('scatter:'.length))} go?`;
  }
}

function optionFor(state: WishesState, seat: Seat, key: string, value: string, answers: FlowAnswers): FlowOption {
  const order = state.options.marketOrder;
  switch (key) {
    case 'buyer': {
      const at = state.buyers.find((b) => b.id === value)?.at;
      return { value, label: `${buyerName(value)}${at ? ` at ${speciesName(at)}` : ''}`, ...(at ? { market: at } : {}) };
    }
    case 'steps': {
      const buyerId = answers.buyer ?? state.buyers.find((b) => b.value === 3)?.id;
      const from = state.buyers.find((b) => b.id === buyerId)?.at;
      const to = from ? order[(order.indexOf(from) + Number(value)) % order.length]! : undefined;
      const label = `${value} ${value === '1' ? 'market' : 'markets'}${to ? ` → ${speciesName(to)}` : ''}`;
      return to ? { value, label, market: to } : { value, label };
    }
    case 'rot': {
      const [from, owner] = value.split(':') as [string, string];
      const who = seatColourName(Number(owner));
      if (from === 'dump') return { value, label: `${who} token in the dump → back to ${who}` };
      return { value, label: `${who} token on ${speciesName(from as Species)} → dump`, market: from as Species };
    }
    case 'species': {
      const count = state.seats[seat]!.boats.filter((c) => c !== null && state.options.deck[c]!.species === value).length;
      return { value, label: `${speciesName(value as Species)} (${count} ${count === 1 ? 'card' : 'cards'})`, market: value as Species };
    }
    case 'as':
      return { value, label: `${speciesName(value as Species)} market`, market: value as Species };
    case 'boat': {
      const card = state.seats[seat]!.boats[Number(value)];
      const face = card === null || card === undefined ? undefined : state.options.deck[card];
      const label = face ? `Boat ${Number(value) + 1}: ${speciesName(face.species)}${face.wish === 'DOUBLE_FISH' ? ' (two-fish card)' : ''}` : `Boat ${Number(value) + 1}`;
      return { value, label };
    }
    default:
      return value === 'stay'
        ? { value, label: 'Stays where it is' }
        : { value, label: `To ${speciesName(value as Species)}`, market: value as Species };
  }
}

/** W-6.2 the boats a card can be kept in (the legal keeps of its slot), in boat order: "Boat 1", "Boat 3 (extra)". */
export function keepOptions(state: WishesState, seat: Seat, keeps: readonly KeepMove[]): FlowOption[] {
  const player = state.seats[seat]!;
  const firstExtra = player.boats.length - player.boatCards.length;
  const boats = [...new Set(keeps.map((keep) => keep.boat ?? player.boats.indexOf(null)))].filter((boat) => boat >= 0).sort((a, b) => a - b);
  return boats.map((boat) => ({ value: String(boat), label: `Boat ${boat + 1}${boat >= firstExtra ? ' (extra)' : ''}` }));
}

/** The keep to send: into `boat` when that is a legal keep, else into the first boat offered; null when none is legal. */
export function chosenKeep(keeps: readonly KeepMove[], boat: number | null): KeepMove | null {
  const byBoat = [...keeps].sort((a, b) => (a.boat ?? 0) - (b.boat ?? 0));
  return byBoat.find((keep) => boat !== null && keep.boat === boat) ?? byBoat[0] ?? null;
}

/** The option `step` places after `current` (before it when negative), wrapping round: arrow keys in a choice. */
export function steppedOption(options: readonly FlowOption[], current: string, step: number): FlowOption | null {
  if (options.length === 0) return null;
  const at = Math.max(0, options.findIndex((option) => option.value === current));
  return options[(((at + step) % options.length) + options.length) % options.length]!;
}
