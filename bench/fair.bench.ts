// Fair-play costs, in CPU time of this process (process.cpuUsage), one printed line per figure.
// Every seat runs in this process, so a figure is the work of the whole table: each seat computing
// its own steps plus applying (validating) every step once.
import { ristretto255 } from '@noble/curves/ed25519.js';
import { isRuleError, seededEntropy } from '../src/core/index.js';
import type { Duty, Entropy } from '../src/core/index.js';
import {
  answerFairDuty,
  applyFairMove,
  cardTable,
  createFair,
  dealCards,
  fairDuties,
  initialFairSecrets,
  observeFair,
  requestAudit,
  requestFairDraw,
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

// Calibration: one constant-time ristretto255 scalar multiplication (the deck's unit of work).
{
  const points = cardTable('bench-calibration', 64).points.map((hex) => ristretto255.Point.fromHex(hex));
  const scalar = ristretto255.Point.Fn.create(0x5eed5eed5eed5eed5eed5eed5eed5eed5eed5eed5eed5eed5eed5eed5eed5eedn);
  for (const point of points) point.multiply(scalar);
  console.log(`ristretto255 scalar multiplication: ${format(cpuMs(() => points.forEach((p) => p.multiply(scalar))) / points.length)} ms`);
}

// The card table of a 96-card deck (hash to curve; computed once per deck and process).
console.log(`deck 96 cards table: ${format(cpuMs(() => cardTable('bench-table', 96)))} ms`);

// Warm up the JIT on a small table, then measure each seat count on a fresh deck.
{
  const warm = table(2, 'warm', 'warm');
  settle(warm);
}
const shuffled: Table[] = [];
for (const seats of [2, 3, 4]) {
  const t = table(seats, `boats-${seats}`, `deck-${seats}`);
  settle(t, (d) => d.detail?.fair === 'join');
  const ms = cpuMs(() => settle(t, (d) => d.detail?.fair === 'deck-pass'));
  console.log(`deck 96 cards ${seats} seats shuffle+lock: ${format(ms)} ms`);
  shuffled.push(t);
}

// One private deal on the 4-seat deck: 3 seats publish a key (each checked), the holder reads the card.
const four = shuffled[2]!;
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
  console.log(`deck private deal: ${format(ms / deals)} ms`);
}

// The audit of that 4-seat game: every seat publishes its seed, every pass is recomputed and compared.
{
  four.fair = requestAudit(four.fair);
  const ms = cpuMs(() => settle(four));
  if (four.fair.faults.length > 0) throw new Error('an honest table failed its audit');
  console.log(`deck audit 4 seats: ${format(ms)} ms`);
}
