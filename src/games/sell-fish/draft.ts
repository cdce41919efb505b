/**
 * A mutable working copy of the state for one transition: the reducer copies what it may change,
 * changes the copy and freezes nothing; callers never see a draft.
 */
import type { FairState } from '../../fair/index.js';
import type { AuctionRecord, Community, HeldChip, Offer, Quota, River, SellFishEvent, SellFishState, Stage, Step, AttackStep, OwedDraw, SealedState, FinalScore, YearRecord } from './types.js';

export interface DraftCommunity {
  money: number;
  ships: number;
  leased: number;
  leaseNext: number;
  sent: Record<River, number>;
  fishing: Record<River, number>;
  caughtBefore: boolean;
  attackChips: HeldChip[];
}

export interface Draft {
  players: number;
  options: SellFishState['options'];
  year: number;
  stage: Stage;
  step: Step;
  rivers: Record<River, { position: number; quota: Quota | null }>;
  threatSince: number | null;
  communities: DraftCommunity[];
  ready: boolean[];
  offers: Offer[];
  nextOffer: number;
  sealed: SealedState | null;
  tie: SellFishState['tie'];
  owed: OwedDraw | null;
  attack: AttackStep | null;
  fair: FairState;
  history: YearRecord[];
  auctions?: readonly AuctionRecord[];
  final: FinalScore | null;
  events: SellFishEvent[];
}

function draftCommunity(c: Community): DraftCommunity {
  return { ...c, sent: { ...c.sent }, fishing: { ...c.fishing }, attackChips: [...c.attackChips] };
}

/** A working copy of `state` (events start empty: they tell what this transition did). */
export function draftOf(state: SellFishState): Draft {
  return {
    ...state,
    rivers: { green: { ...state.rivers.green }, blue: { ...state.rivers.blue } },
    communities: state.communities.map(draftCommunity),
    ready: [...state.ready],
    offers: [...state.offers],
    history: [...state.history],
    events: [],
  };
}

/** The state a draft became. */
export function stateOf(draft: Draft): SellFishState {
  return draft;
}
