// Fair-play costs, in CPU time of this process (process.cpuUsage), one printed line per figure.
// Every seat runs in this process, so a figure is the work of the whole table: each seat computing
// its own steps plus applying (validating) every step once.
import { isRuleError, seededEntropy } from '../src/core/index.js';
import type { Duty, Entropy, RuleError } from '../src/core/index.js';
import {
  answerFairDuty,
  applyFairMove,
  cardTable,
  createFair,
  dealCards,
  fairDuties,
  initialFairSecrets,
  observeFair,
  requestFairDraw,
  withEveryProofChecked,
  type FairMove,
  type FairSecrets,
  type FairState,
} from '../src/fair/index.js';

interface Table {
  fair: FairState;
  secrets: FairSecrets[];
  entropy: Entropy[];
}

function table(seats: number, deckId: string | null, seed: string): Table {
  const fair = createFair({ room: `bench-${seed}`, game: 'bench', seats, decks: deckId ? [{ id: deckId, size: 96 }] : [] });
  const entropy = Array.from({ length: seats }, (_, s) => seededEntropy(`${seed}:${s}`));
  return { fair, entropy, secrets: entropy.map((e, s) => initialFairSecrets(s, e)) };
}

/** Answers every owed fair duty (those `only` accepts), applying and observing each. */
function settle(t: Table, only: (duty: Duty) => boolean = () => true): void {
  for (;;) {
    const duty = fairDuties(t.fair).find(only);
    if (!duty) return;
    const answer = answerFairDuty(t.fair, t.secrets[duty.seat]!, duty, t.entropy[duty.seat]!);
    if (!answer) throw new Error(`unanswered ${JSON.stringify(duty)}`);
    const next = applyFairMove(t.fair, duty.seat, answer.move);
    if (isRuleError(next)) throw new Error(next.message);
    t.fair = next;
    t.secrets[duty.seat] = answer.secrets;
    t.secrets = t.secrets.map((s) => observeFair(t.fair, s));
  }
}

function cpuMs(work: () => void): number {
  const start = process.cpuUsage();
  work();
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000;
}

const format = (ms: number): string => (ms < 10 ? ms.toFixed(2) : ms.toFixed(0));

// Beacon: 4 seats, 200 draws; each draw = every seat publishes its value, every value is checked.
{
  const t = table(4, null, 'beacon');
  settle(t);
  const draws = 200;
  const ms = cpuMs(() => {
    for (let i = 0; i < draws; i++) {
      const asked = requestFairDraw(t.fair);
      if (isRuleError(asked)) throw new Error(asked.message);
      t.fair = asked.fair;
      settle(t);
    }
  });
  console.log(`beacon draw: ${format(ms / draws)} ms`);
}

// The card table of a 96-card deck (hash to curve; computed once per deck and process).
console.log(`deck 96 cards table: ${format(cpuMs(() => cardTable('bench-table', 96)))} ms`);

// Warm up the JIT on a small deck.
{
  const warm = table(2, 'warm', 'warm');
  settle(warm);
}

// Set-up of a 96-card deck (keys with proofs of knowledge, every seat's proven shuffle) as one device of
// a room does it: its own key and pass made (its own proofs not re-checked), every other seat's key
// and pass checked on arrival. And as a local table does it, every seat in this process.
const four = table(4, 'boats-4', 'deck-4');
settle(four, (d) => d.detail?.fair === 'join');
const setupLog: { seat: number; move: FairMove }[] = [];
{
  let device = 0;
  let local = 0;
  for (;;) {
    const duty = fairDuties(four.fair).find((d) => d.detail?.fair === 'deck-join' || d.detail?.fair === 'deck-pass');
    if (!duty) break;
    let answer: ReturnType<typeof answerFairDuty> = null;
    const made = cpuMs(() => (answer = answerFairDuty(four.fair, four.secrets[duty.seat]!, duty, four.entropy[duty.seat]!)));
    if (!answer) throw new Error('unanswered');
    const { move, secrets } = answer as NonNullable<ReturnType<typeof answerFairDuty>>;
    let next: FairState | RuleError = four.fair;
    const checkedHere = cpuMs(() => (next = applyFairMove(four.fair, duty.seat, move)));
    const checkedElsewhere = cpuMs(() => withEveryProofChecked(() => applyFairMove(four.fair, duty.seat, move)));
    if (isRuleError(next)) throw new Error((next as RuleError).message);
    four.fair = next;
    four.secrets[duty.seat] = secrets;
    setupLog.push({ seat: duty.seat, move });
    local += made + checkedHere;
    device += duty.seat === 0 ? made + checkedHere : checkedElsewhere;
  }
  console.log(`deck 96 cards 4 seats set-up, one device of a room (own key and pass made, 3 keys and 3 passes checked): ${format(device)} ms`);
  console.log(`deck 96 cards 4 seats set-up, local table (every seat here, own proofs not re-checked): ${format(local)} ms`);
}

// One private deal on the 4-seat deck: 3 seats publish a proven share each, checked; the holder reads the card.
{
  const deals = 24;
  const ms = cpuMs(() => {
    for (let p = 0; p < deals; p++) {
      const dealt = dealCards(four.fair, 'boats-4', [p], p % 4);
      if (isRuleError(dealt)) throw new Error(dealt.message);
      four.fair = dealt;
      settle(four);
    }
  });
  const held = four.secrets.reduce((n, s) => n + Object.keys(s.hands['boats-4'] ?? {}).length, 0);
  if (held !== deals) throw new Error(`expected ${deals} dealt cards, read ${held}`);
  console.log(`deck private deal, one card: ${format(ms / deals)} ms`);
}
{
  const hand = [40, 41, 42, 43, 44, 45];
  const ms = cpuMs(() => {
    const dealt = dealCards(four.fair, 'boats-4', hand, 1);
    if (isRuleError(dealt)) throw new Error(dealt.message);
    four.fair = dealt;
    settle(four);
  });
  console.log(`deck private deal, a hand of 6 cards (one proof per seat): ${format(ms)} ms`);
}

// The audit of that deck: a replay of every key, pass and share with every proof checked; no secret.
{
  const fresh = table(4, 'boats-4', 'deck-4');
  settle(fresh, (d) => d.detail?.fair === 'join');
  const ms = cpuMs(() =>
    withEveryProofChecked(() => {
      let fair = fresh.fair;
      for (const entry of setupLog) {
        const next = applyFairMove(fair, entry.seat, entry.move);
        if (isRuleError(next)) throw new Error(next.message);
        fair = next;
      }
    }),
  );
  console.log(`deck audit 4 seats (set-up replayed, every proof checked): ${format(ms)} ms`);
}
