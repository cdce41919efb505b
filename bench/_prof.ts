import { isRuleError, seededEntropy } from '../src/core/index.js';
import { answerFairDuty, applyFairMove, createFair, fairDuties, initialFairSecrets, observeFair, withEveryProofChecked } from '../src/fair/index.js';
import { forgetDecodedPoints } from '../src/fair/group.js';
function run(seats: number, seed: string) {
  let fair = createFair({ room: `r-${seed}`, game: 'bench', seats, decks: [{ id: 'boats', size: 96 }] });
  const entropy = Array.from({ length: seats }, (_, s) => seededEntropy(`${seed}:${s}`));
  let secrets = entropy.map((e, s) => initialFairSecrets(s, e));
  let own = 0, other = 0;
  for (;;) {
    const duty = fairDuties(fair).find((d) => ['join','deck-join','deck-pass'].includes(d.detail?.fair as string));
    if (!duty) break;
    const t0 = performance.now();
    const ans = answerFairDuty(fair, secrets[duty.seat]!, duty, entropy[duty.seat]!)!;
    JSON.stringify(ans.move);
    const t1 = performance.now();
    if (duty.seat !== 0) forgetDecodedPoints();
    const t2 = performance.now();
    const next = duty.seat === 0 ? applyFairMove(fair, duty.seat, ans.move) : withEveryProofChecked(() => applyFairMove(fair, duty.seat, ans.move));
    const t3 = performance.now();
    if (isRuleError(next)) throw new Error(next.message);
    fair = next; secrets[duty.seat] = ans.secrets;
    secrets = secrets.map((s) => observeFair(fair, s));
    if (duty.seat === 0) own += (t1 - t0) + (t3 - t2); else other += t3 - t2;
    if (seed !== 'warm') console.log(duty.detail?.fair, duty.seat, 'make', (t1-t0).toFixed(1), 'apply', (t3-t2).toFixed(1));
  }
  console.log(seats, 'own', own.toFixed(0), 'checks', other.toFixed(0), 'total', (own+other).toFixed(0));
}
run(2, 'warm');
run(4, 'x');
