// Fixtures for SELL.fish rule scenarios: a seated state, states set up at a river's draw, and draw
// sources that say exactly which index each random choice takes.
import assert from 'node:assert/strict';
import { isRuleError } from '../../../src/core/index.js';
import { sellFish } from '../../../src/games/sell-fish/game.js';
import { seatedState } from '../../../src/games/sell-fish/playout.js';
import { applyAction } from '../../../src/games/sell-fish/actions.js';
import type { Community, Quota, River, SellFishOptions, SellFishState } from '../../../src/games/sell-fish/types.js';
import type { DrawSource } from '../../../src/games/sell-fish/bags.js';

/** Year 1, every seat seated, the first window open. */
export function seated(players: number, options: Partial<SellFishOptions> = {}): SellFishState {
  return seatedState(sellFish.setup({ players, options }));
}

/** A source that answers `int(bound)` with the listed indices in order, then 0. */
export function scripted(indices: readonly number[]): DrawSource & { used(): number } {
  let i = 0;
  return {
    int(bound) {
      const value = i < indices.length ? indices[i]! : 0;
      i++;
      assert.ok(value >= 0 && value < bound, `scripted index ${value} out of range ${bound}`);
      return value;
    },
    used: () => i,
  };
}

/** Applies a public move, failing the test on a RuleError. */
export function must(state: SellFishState, seat: number, move: unknown): SellFishState {
  const next = applyAction(state, seat, move);
  if (isRuleError(next)) assert.fail(`${JSON.stringify(move)} by ${seat}: ${next.code} ${next.message}`);
  return next;
}

/** Every seat not yet ready declares itself ready. */
export function readyAll(state: SellFishState): SellFishState {
  let s = state;
  for (let seat = 0; seat < s.players && s.step === 'window'; seat++) if (!s.ready[seat]) s = must(s, seat, { type: 'ready' });
  return s;
}

/** `state` with communities changed. */
export function withCommunities(state: SellFishState, change: (c: Community, seat: number) => Partial<Community>): SellFishState {
  return { ...state, communities: state.communities.map((c, seat) => ({ ...c, ...change(c, seat) })) };
}

/** A state waiting for `river`'s draw, with `sent` ships sent by each seat. */
export function atRiver(
  base: SellFishState,
  river: River,
  sent: readonly number[],
  setup: { position?: number; quota?: Quota | null; caughtBefore?: readonly boolean[]; money?: readonly number[] } = {},
): SellFishState {
  const state = withCommunities(base, (c, seat) => ({
    ships: Math.max(c.ships, sent[seat] ?? 0),
    sent: { ...c.sent, [river]: sent[seat] ?? 0 },
    fishing: { ...c.fishing, [river]: sent[seat] ?? 0 },
    caughtBefore: setup.caughtBefore?.[seat] ?? c.caughtBefore,
    money: setup.money?.[seat] ?? c.money,
  }));
  return {
    ...state,
    stage: river,
    step: 'draw',
    sealed: null,
    owed: { draw: 1, purpose: 'river' },
    rivers: { ...state.rivers, [river]: { position: setup.position ?? state.rivers[river].position, quota: setup.quota === undefined ? state.rivers[river].quota : setup.quota } },
  };
}

/** Deep-freezes a state so any change to it throws (the rules must never change their input). */
export function frozen<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const key of Object.keys(value)) frozen((value as Record<string, unknown>)[key]);
  }
  return value;
}
