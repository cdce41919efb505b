// The licence auction (FL-5): the display of licences with their minimum bids, the licence on auction
// with its current bid and high bidder, who is still in, who passed on it and who is out of the phase.
// A template function of the board: a licence the acting seat may open an auction on is a button.
import { html, nothing } from 'lit';
import { keyed } from 'lit/directives/keyed.js';
import type { Seat } from '../../src/core/index.js';
import { LICENCES_FL_T1, licencesLeft, type FleetState } from '../../src/games/fleet/index.js';
import { seatMarker } from '../shared/seat-marker.js';
import { FLEET_SEAT_LOOKS, licenceFace, licenceName, seatColourName } from './looks.js';
import { CARD_H, CARD_W, licenceCard } from './pieces.js';

export interface MarketView {
  readonly state: FleetState;
  readonly viewer: Seat | null;
  /** Display slots the acting seat may open an auction on. */
  readonly openable: ReadonlySet<number>;
  readonly selected: number | null;
  /** Display slots just turned up (they are dealt in). */
  readonly fresh: ReadonlySet<number>;
  readonly serial: number;
  readonly onLicence: (slot: number) => void;
}

/** FL-5.1, FL-5.3 where each seat stands in the auction now. */
function standing(state: FleetState, seat: Seat): { word: string; tone: string } {
  const auction = state.auction!;
  if (auction.paying === seat) return { word: 'paying', tone: 'high' };
  if (!auction.inPhase[seat]) return { word: 'out', tone: 'out' };
  if (auction.licence !== null && auction.high === seat) return { word: `high $${auction.bid}`, tone: 'high' };
  if (auction.licence !== null && auction.passed[seat]) return { word: 'passed', tone: 'out' };
  return { word: 'in', tone: 'in' };
}

export function market(view: MarketView) {
  const { state } = view;
  const auction = state.phase === 'auction' ? state.auction : null;
  const onAuction = auction?.licence ?? null;
  return html`<div class="market-head">
      <h2>Licence auction</h2>
      <span class="deck-left">${licencesLeft(state.licenceDeck)} in the licence deck</span>
    </div>
    <ul class="display" aria-label="Licences on display">
      ${state.display.map((kind, slot) => {
        const data = LICENCES_FL_T1[kind];
        const openable = view.openable.has(slot);
        const label = `${licenceName(kind)}: minimum bid $${data.minimumBid}, ${data.vp} VP${onAuction === slot ? `, on auction at $${auction!.bid}` : ''}`;
        const picture = html`<svg viewBox="0 0 ${CARD_W} ${CARD_H}" aria-hidden="true">${licenceCard(licenceFace(kind))}</svg>`;
        const classes = `licence${view.selected === slot ? ' selected' : ''}${onAuction === slot ? ' on-auction' : ''}${view.fresh.has(slot) ? ' fresh' : ''}`;
        const card = openable
          ? html`<button class=${classes} data-licence=${slot} aria-pressed=${view.selected === slot ? 'true' : 'false'} @click=${() => view.onLicence(slot)}>
              ${picture}<span class="visually-hidden">${label}. Open an auction on it</span>
            </button>`
          : html`<span class=${classes} data-licence=${slot} role="img" aria-label=${label}>${picture}</span>`;
        return html`<li>
          ${view.fresh.has(slot) ? keyed(`${view.serial}-${slot}`, card) : card}
          ${onAuction === slot ? keyed(`${auction!.bid}-${auction!.high}`, html`<span class="bid-tag">$${auction!.bid}</span>`) : nothing}
        </li>`;
      })}
    </ul>
    ${auction
      ? html`<div class="bidding" aria-live="polite">
          ${onAuction !== null
            ? html`<p class="current">
                <strong>${licenceName(state.display[onAuction]!)}</strong>:
                ${auction.paying !== null ? 'sold for' : 'high bid'} <span class="bid">$${auction.bid}</span>
                ${auction.high !== null
                  ? html`${auction.paying !== null ? 'to' : 'by'} <span class="who">${seatMarker(FLEET_SEAT_LOOKS[auction.high]!, 16)} ${seatColourName(auction.high)}</span>`
                  : nothing}
              </p>`
            : html`<p class="current">${state.turn !== null ? `${seatColourName(state.turn)} to open an auction or decline.` : 'Waiting for the table.'}</p>`}
          <ul class="standings" aria-label="Who is still in">
            ${state.fleets.map((_, seat) => {
              const { word, tone } = standing(state, seat);
              return html`<li class=${tone}>${seatMarker(FLEET_SEAT_LOOKS[seat]!, 14)}<span>${seatColourName(seat)}</span><span class="word">${word}</span></li>`;
            })}
          </ul>
        </div>`
      : nothing}`;
}
