// The phase tracker (FL-3): the round, the five phases with the current one lit, whether the end has
// been triggered (FL-11), and what each player still owes in this phase — a move, a payment, a discard,
// or a fair-play step their browser makes on its own (a deck key, a shuffle, decryption shares, a
// random value). Beside it the table's piles: crate supply, boat deck, discard pile, licence deck.
import { html, nothing, svg } from 'lit';
import { keyed } from 'lit/directives/keyed.js';
import type { Duty, Seat } from '../../src/core/index.js';
import { amountDue, licencesLeft, turnOrder, type FleetState, type Phase } from '../../src/games/fleet/index.js';
import { seatMarker } from '../shared/seat-marker.js';
import { FLEET_SEAT_LOOKS, boatFace, boatName, seatColourName } from './looks.js';
import { CARD_H, CARD_W, boatCard, cardBack, crate } from './pieces.js';

const STEPS: readonly { readonly phase: Phase; readonly label: string }[] = [
  { phase: 'auction', label: 'Auction' },
  { phase: 'launch', label: 'Launch' },
  { phase: 'hire', label: 'Hire' },
  { phase: 'fishing', label: 'Fishing' },
  { phase: 'processing', label: 'Process' },
  { phase: 'draw', label: 'Draw' },
];

/** What a fair-play duty is, in a few words. */
function dutyWords(duty: Duty): string | null {
  switch (duty.detail?.fair) {
    case 'join':
      return 'to join';
    case 'beacon':
      return 'a random value';
    case 'deck-join':
      return 'a deck key';
    case 'deck-pass':
      return 'a shuffle';
    case 'deck-shares':
      return 'deck shares';
    case 'audit':
      return 'the audit';
    default:
      return duty.kind === 'commit' ? 'to join' : duty.kind === 'audit' ? 'the audit' : null;
  }
}

/** FL-3.2 where `seat` stands in a phase played in turn order: done, now, or still to come. */
function inTurn(state: FleetState, seat: Seat, now: string, later: string): string {
  if (state.turn === null) return '';
  const order = turnOrder(state);
  const at = order.indexOf(state.turn);
  const mine = order.indexOf(seat);
  return mine < at ? 'done' : mine === at ? now : later;
}

/** What `seat` still owes in this phase, in a few words ('' for nothing). */
export function owedText(state: FleetState, seat: Seat): string {
  switch (state.phase) {
    case 'auction': {
      const auction = state.auction;
      if (!auction) return '';
      if (auction.paying === seat) return `owes $${amountDue(state.fleets[seat]!, auction.bid)}`;
      if (!auction.inPhase[seat]) return 'out';
      if (auction.licence === null) return state.turn === seat ? 'to open or decline' : 'in';
      if (auction.high === seat) return `high bid $${auction.bid}`;
      if (auction.passed[seat]) return 'passed';
      return state.turn === seat ? 'to raise or pass' : 'in';
    }
    case 'launch':
      return inTurn(state, seat, 'launching', 'to launch');
    case 'hire':
      return inTurn(state, seat, 'hiring', 'to hire');
    case 'processing':
      return state.fleets[seat]!.licences.includes('processing') ? inTurn(state, seat, 'processing', 'to process') : '—';
    case 'draw':
      if (state.discardOwed?.seat === seat && state.discardOwed.count > 0) return 'owes a discard';
      if (state.dealing?.seat === seat) return 'drawing';
      return inTurn(state, seat, 'drawing', 'to draw');
    default:
      return '';
  }
}

/** The tracker. `duties` are the table's duties now (fair-play steps included); `viewer` is marked "(you)". */
export function phaseTracker(state: FleetState, duties: readonly Duty[], viewer: Seat | null) {
  const current = state.phase;
  const at = STEPS.findIndex((step) => step.phase === current);
  return html`<div class="tracker-head">
      <h2>${state.phase === 'setup' ? 'Setting up' : state.phase === 'over' ? 'Game over' : `Round ${state.round}`}</h2>
      ${state.ending ? html`<span class="ending" role="note">Last round: ${state.ending === 'licences' ? 'licences' : 'crates'} ran out</span>` : nothing}
    </div>
    <ol class="phases" aria-label="Phases of the round">
      ${STEPS.map(
        (step, i) =>
          html`<li class=${i === at ? 'now' : i < at ? 'past' : ''} aria-current=${i === at ? 'step' : nothing}>${step.label}</li>`,
      )}
    </ol>
    <ul class="owes" aria-label="What each player still owes">
      ${state.fleets.map((_, seat) => {
        const fair = duties.filter((d) => d.seat === seat && d.kind !== 'move').map(dutyWords).filter((w): w is string => w !== null);
        const text = owedText(state, seat);
        const waiting = duties.some((d) => d.seat === seat);
        return html`<li class=${waiting ? 'waiting' : ''}>
          ${seatMarker(FLEET_SEAT_LOOKS[seat]!, 16)}
          <span class="who">${seatColourName(seat)}${seat === viewer ? ' (you)' : ''}</span>
          <span class="owed">${[text, ...new Set(fair)].filter(Boolean).join(' · ') || '—'}</span>
        </li>`;
      })}
    </ul>`;
}

/** The table's piles (FL-14: sizes public, the discard pile face up). */
export function piles(state: FleetState, serial: number) {
  const supplyTotal = state.options.cratesPerPlayer * state.players;
  const top = state.discard[state.discard.length - 1];
  const share = Math.max(0, Math.min(1, state.supply / supplyTotal));
  return html`<div class="piles" aria-label="The table">
    <div class="pile" role="img" aria-label=${`Crate supply: ${state.supply} of ${supplyTotal} crates left`}>
      <svg viewBox="0 0 48 40" aria-hidden="true">
        ${crate(2, 22)}${crate(18, 22)}${crate(10, 10)}${crate(30, 22)}
      </svg>
      <span class="pile-count">${state.supply}</span>
      <span class="pile-label">crates</span>
      <span class="meter" aria-hidden="true"><span style=${`width:${(share * 100).toFixed(1)}%`}></span></span>
    </div>
    <div class="pile" role="img" aria-label=${`Boat deck: ${state.deck.length} cards, face down`}>
      <svg viewBox="0 0 ${CARD_W + 8} ${CARD_H + 8}" class="card-pile" aria-hidden="true">
        <g transform="translate(6 6)" opacity=${state.deck.length > 1 ? 1 : 0}>${cardBack()}</g>
        <g opacity=${state.deck.length > 0 ? 1 : 0.25}>${cardBack()}</g>
      </svg>
      <span class="pile-count">${state.deck.length}</span>
      <span class="pile-label">deck</span>
    </div>
    <div class="pile" role="img" aria-label=${top === undefined ? 'Discard pile: empty' : `Discard pile: ${state.discard.length} cards, ${boatName(top)} on top`}>
      <svg viewBox="0 0 ${CARD_W} ${CARD_H}" class=${`card-pile discard${top === undefined ? ' empty' : ''}`} aria-hidden="true" data-serial=${serial}>
        ${top === undefined
          ? svg`<rect x="2" y="2" width=${CARD_W - 4} height=${CARD_H - 4} rx="10" class="empty-slot" />`
          : keyed(`${state.discard.length}-${top}`, svg`<g class="discard-top">${boatCard(boatFace(top))}</g>`)}
      </svg>
      <span class="pile-count">${state.discard.length}</span>
      <span class="pile-label">discards</span>
    </div>
    <div class="pile" role="img" aria-label=${`Licence deck: ${licencesLeft(state.licenceDeck)} licences, face down`}>
      <span class="licence-stack" aria-hidden="true">${licencesLeft(state.licenceDeck)}</span>
      <span class="pile-label">licences</span>
    </div>
  </div>`;
}
