// Fleet figures (CPU time of this process, median of a few runs): the boat deck's set-up for 2, 3 and 4
// seats on the local table (seating, deck keys and one proven pass of 96 − 6N cards per seat, each
// checked), one pass made and checked, a private deal (the other seats' proven shares, the holder's
// read), a reshuffle of a discard pile into the deck (every seat's pass), a hand's proven mix and
// opening, bot decision times on the local table, and the bots' strength on the practice table
// (Skipper against three random players in 4-player games, Admiral against Skipper in 2-player games).
import { seededEntropy, seededRandom } from '../src/core/index.js';
import { createLocalTable } from '../src/engine.js';
import {
  applyDeckPass,
  applyDeckShares,
  makeDeckPass,
  makeDeckShares,
  readOwnCard,
  reshuffleOpenedCards,
  withEveryProofChecked,
  type DeckState,
} from '../src/fair/index.js';
import { checkMix, checkReveal, holderSecret, makeMix, makeReveal, readCard } from '../src/games/fleet/hands.js';
import { fleetBots, type FleetIntent, type FleetSecrets, type FleetState } from '../src/games/fleet/index.js';
import { decide } from '../src/games/fleet/bots/captain.js';
import { decideAdmiral } from '../src/games/fleet/bots/admiral.js';
import { ADMIRAL_PLAN, SKIPPER_STYLE } from '../src/games/fleet/bots/index.js';
import { legalIntents } from '../src/games/fleet/legal.js';
import { createSim, simPlay, simToMove, simView } from '../src/games/fleet/sim.js';
import type { LocalTable } from '../src/table/index.js';

const MATCH_GAMES = Number(process.env.FLEET_BENCH_GAMES ?? 100);

function cpuMs(work: () => void): number {
  const start = process.cpuUsage();
  work();
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000;
}
const median = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const ms = (v: number): string => (v < 10 ? v.toFixed(2) : v.toFixed(0));

// ——— the deck's set-up on the local table ———
const tables: Record<number, LocalTable> = {};
for (const players of [2, 3, 4]) {
  const runs: number[] = [];
  for (let run = 0; run < 3; run++) runs.push(cpuMs(() => (tables[players] = createLocalTable('fleet', { players, seed: `bench-${players}-${run}` }))));
  console.log(`fleet deck set-up on the local table, ${players} seats (${96 - 6 * players} cards: joins, keys, ${players} proven passes made; a local table trusts the passes it made): ${ms(median(runs))} ms`);
}

// ——— one pass, made and checked, on a fresh 4-seat game's deck ———
{
  const table = tables[4]!;
  const state = table.state() as FleetState;
  const deck = state.fair.decks.boats!;
  const again = reshuffleOpenedCards(state.fair, 'boats', Array.from({ length: 72 }, (_, i) => i));
  if ('code' in again) throw new Error(again.message);
  const pending = again.fair.decks.boats!;
  let pass: ReturnType<typeof makeDeckPass> | null = null;
  const make = cpuMs(() => (pass = makeDeckPass(pending, 0, seededEntropy('pass').bytes(64))));
  const check = median([0, 1, 2].map(() => cpuMs(() => withEveryProofChecked(() => applyDeckPass({ ...pending }, 0, JSON.parse(JSON.stringify(pass)))))));
  console.log(`fleet one proven pass of 72 cards: made ${ms(make)} ms, checked by a peer ${ms(check)} ms (deck positions ${deck.cards.length}); a whole set-up as peers see it: ${players4(make, check)}`);
}

/** The set-up of 4 seats as each peer pays for it: its own pass made, the three others checked. */
function players4(make: number, check: number): string {
  return `${ms(make + 3 * check)} ms a peer for 4 seats`;
}

// ——— a private deal: two cards to seat 0 of a 4-seat game ———
{
  const table = tables[4]!;
  const state = table.state() as FleetState;
  const positions = state.deck.slice(0, 2);
  const fair = state.fair;
  const dealt: DeckState = { ...fair.decks.boats!, holders: fair.decks.boats!.holders.map((h, p) => (positions.includes(p) ? 0 : h)) };
  let deck = dealt;
  const shares = cpuMs(() => {
    for (let seat = 1; seat < 4; seat++) {
      const secrets = table.secrets(seat) as FleetSecrets;
      const move = makeDeckShares(deck, seat, secrets.fair.deckSeeds.boats!, positions, seededEntropy(`s${seat}`).bytes(32));
      const next = applyDeckShares(deck, seat, move);
      if ('code' in next) throw new Error(next.message);
      deck = next;
    }
  });
  const own = table.secrets(0) as FleetSecrets;
  const read = cpuMs(() => positions.forEach((p) => readOwnCard(deck, 0, own.fair.deckSeeds.boats!, p)));
  console.log(`fleet private deal of 2 cards, 4 seats: 3 seats' proven shares made and checked ${ms(shares)} ms; the holder reads them ${ms(read)} ms`);
}

// ——— a reshuffle: 30 discarded cards become new positions, every seat passes ———
for (const players of [2, 4]) {
  const table = tables[players]!;
  const state = table.state() as FleetState;
  const again = reshuffleOpenedCards(state.fair, 'boats', Array.from({ length: 30 }, (_, i) => i));
  if ('code' in again) throw new Error(again.message);
  let deck = again.fair.decks.boats!;
  const time = cpuMs(() => {
    for (let seat = 0; seat < players; seat++) {
      const pass = makeDeckPass(deck, seat, seededEntropy(`r${seat}`).bytes(64));
      const next = withEveryProofChecked(() => applyDeckPass(deck, seat, JSON.parse(JSON.stringify(pass))));
      if ('code' in next) throw new Error(next.message);
      deck = next;
    }
  });
  console.log(`fleet reshuffle of a 30-card discard pile, ${players} seats (every pass made and checked): ${ms(time)} ms`);
}

// ——— a hand's mix and opening ———
{
  const table = tables[2]!;
  const state = table.state() as FleetState;
  const secrets = table.secrets(0) as FleetSecrets;
  const secret = holderSecret((secrets.fair).deckSeeds.boats!);
  for (const size of [6, 12]) {
    let hand = state.fleets[0]!.hand;
    while (hand.length < size) hand = [...hand, ...hand].slice(0, size);
    let mix: ReturnType<typeof makeMix> | null = null;
    const make = cpuMs(() => (mix = makeMix(state.fair, 0, hand, seededEntropy(`m${size}`).bytes(64))));
    // As a peer checks it: the maker itself skips the check (it remembers its own mix as proven).
    const check = cpuMs(() => withEveryProofChecked(() => checkMix(state.fair, 0, hand, mix)));
    const mixed = mix!.cards;
    const card = readCard(mixed[0]!, secret)!;
    let reveal: ReturnType<typeof makeReveal> | null = null;
    const open = cpuMs(() => (reveal = makeReveal(state.fair, 0, secret, mixed, 0, card, seededEntropy('o').bytes(32))));
    const verify = cpuMs(() => checkReveal(state.fair, 0, mixed, reveal!));
    const bytes = JSON.stringify(mix).length;
    console.log(`fleet hand of ${size}: proven mix made ${ms(make)} ms, checked ${ms(check)} ms, ${bytes} bytes; a card opened ${ms(open)} ms, checked ${ms(verify)} ms`);
  }
}

// ——— bot decisions on the local table (the bot's whole choice from its seat's view) ———
{
  const times: Record<string, number[]> = { random: [], skipper: [], admiral: [] };
  const table = createLocalTable('fleet', { players: 4, seed: 'bench-bots' });
  const random = seededRandom(1);
  for (let plays = 0; table.outcome() === null && plays < 400; plays++) {
    const seat = table.pending()[0]!;
    const state = table.state() as FleetState;
    const secrets = table.secrets(seat) as FleetSecrets;
    let intent: unknown = null;
    for (const bot of fleetBots) {
      const time = cpuMs(() => (intent = bot.choose(state, seat, random, secrets)));
      times[bot.id]!.push(time);
    }
    const chosen = fleetBots[1 + (seat % 2)]!.choose(state, seat, random, secrets);
    const error = table.play(seat, chosen ?? intent);
    if (error) throw new Error(error.message);
  }
  for (const [id, list] of Object.entries(times)) {
    console.log(`fleet bot ${id} decision on the local table: median ${ms(median(list))} ms, max ${ms(Math.max(...list))} ms over ${list.length} decisions`);
  }
}

// ——— strength on the practice table ———
{
  let wins = 0;
  for (let game = 0; game < MATCH_GAMES; game++) {
    const hero = game % 4;
    const sim = createSim(4, `bench-vs-random-${game}`);
    const random = seededRandom(game * 13 + 1);
    while (sim.state.phase !== 'over') {
      const seat = simToMove(sim)!;
      const view = simView(sim, seat);
      simPlay(sim, seat, seat === hero ? decide(view, seat, SKIPPER_STYLE, random) : random.pick(legalIntents(view, seat, view.hand!)));
    }
    if (sim.state.final!.winners.length === 1 && sim.state.final!.winners[0] === hero) wins++;
  }
  console.log(`fleet Skipper against three random players: ${wins} of ${MATCH_GAMES} four-player games won outright`);
}
{
  let wins = 0;
  const decisions: number[] = [];
  for (let game = 0; game < MATCH_GAMES; game++) {
    const hero = game % 2;
    const sim = createSim(2, `bench-h2h-${game}`);
    const random = seededRandom(game * 17 + 3);
    while (sim.state.phase !== 'over') {
      const seat = simToMove(sim)!;
      const view = simView(sim, seat);
      let intent: FleetIntent;
      if (seat === hero) decisions.push(cpuMs(() => (intent = decideAdmiral(view, seat, ADMIRAL_PLAN, random))));
      else intent = decide(view, seat, SKIPPER_STYLE, random);
      simPlay(sim, seat, intent!);
    }
    if (sim.state.final!.winners.length === 1 && sim.state.final!.winners[0] === hero) wins++;
  }
  console.log(`fleet Admiral against Skipper: ${wins} of ${MATCH_GAMES} two-player games won outright (Admiral's choices: median ${ms(median(decisions))} ms, max ${ms(Math.max(...decisions))} ms)`);
}
