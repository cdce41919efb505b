// Every player at the table (W-1.6): money, worms, tokens in hand and boats with their fish (W-6),
// whose turn it is, and — for the player to move — which boats can be sold from, and which empty boat
// a caught card may go into (W-6.2). A template function of the board; a boat chosen to sell from is
// reported through `onBoat`, a boat chosen to keep in through `onKeepBoat`.
import { html, svg, nothing } from 'lit';
import { keyed } from 'lit/directives/keyed.js';
import type { Seat } from '../../src/core/index.js';
import type { WishesState } from '../../src/games/wishes/index.js';
import { seatMarker } from '../shared/seat-marker.js';
import { SPECIES_SHORT, WISHES_SEAT_LOOKS, seatColourName, speciesName } from './looks.js';
import { fishGlyph, seatToken, worm } from './pieces.js';

/** What the players' area shows besides the state. */
export interface PlayersView {
  readonly state: WishesState;
  /** Who plays each seat ("You", "Bot · Deckhand"); may be empty. */
  readonly roles: readonly string[];
  /** The seat this board acts for while it may act, or null. */
  readonly acting: Seat | null;
  /** Boats of the acting seat that can be sold from now. */
  readonly sellable: ReadonlySet<number>;
  readonly selectedBoat: number | null;
  /** Empty boats of the acting seat the picked card can be kept in (offered only when there is a choice). */
  readonly keepable: ReadonlySet<number>;
  /** The boat the card will be kept in, or null. */
  readonly keepBoat: number | null;
  /** Cards that just arrived in a boat (they pop in). */
  readonly fresh: ReadonlySet<number>;
  readonly serial: number;
  readonly onBoat: (boat: number) => void;
  readonly onKeepBoat: (boat: number) => void;
}

/** Words for one player, for screen readers. */
export function describePlayer(state: WishesState, seat: Seat, role: string): string {
  const player = state.seats[seat]!;
  const fish = player.boats.map((card) => (card === null ? 'empty' : speciesName(state.options.deck[card]!.species)));
  return `${seatColourName(seat)}${role ? ` (${role})` : ''}: $${player.money}, ${player.worms} ${player.worms === 1 ? 'worm' : 'worms'}, ${player.supply} tokens in hand, boats: ${fish.join(', ')}`;
}

/** The list of players. */
export function playerList(view: PlayersView) {
  const { state } = view;
  return html`<ul class="players" aria-label="Players">
    ${state.seats.map((player, seat) => {
      const toMove = state.phase === 'playing' && state.turn === seat;
      const role = view.roles[seat] ?? '';
      return html`<li class=${`player${toMove ? ' to-move' : ''}`} aria-current=${toMove ? 'true' : nothing} aria-label=${describePlayer(state, seat, role)}>
        <div class="who">
          ${seatMarker(WISHES_SEAT_LOOKS[seat]!, 22)}
          <span class="name-block"><span class="name">${seatColourName(seat)}</span>${role ? html`<span class="role">${role}</span>` : nothing}</span>
          ${toMove ? html`<span class="turn-pill" aria-hidden="true">to move</span>` : nothing}
        </div>
        <span class="money" title="Money" aria-hidden="true">$${player.money}</span>
        <div class="stats" aria-hidden="true">
          <span class="stat" title="Worms"><svg viewBox="-11 -8 22 16" width="20" height="15">${worm(0, 0)}</svg>${player.worms}</span>
          <span class="stat" title="Tokens in hand"><svg viewBox="-9 -9 18 18" width="15" height="15">${seatToken(seat, 0, 0, 8)}</svg>${player.supply}</span>
        </div>
        <div class="boats">${player.boats.map((card, boat) => boatButton(view, seat, boat, card, boat >= player.boats.length - player.boatCards.length))}</div>
      </li>`;
    })}
  </ul>`;
}

function boatButton(view: PlayersView, seat: Seat, boat: number, card: number | null, extra: boolean) {
  const { state } = view;
  const face = card === null ? null : state.options.deck[card]!;
  const mine = view.acting === seat;
  const sellable = mine && view.sellable.has(boat);
  const name = `Boat ${boat + 1}${extra ? ' (extra)' : ''}: ${face ? speciesName(face.species) : 'empty'}`;
  const picture = svg`<svg viewBox="0 0 56 46" aria-hidden="true">
    ${face ? svg`<g class="boat-fish">${fishGlyph(face.species, 28, 16, 0.62)}</g>` : nothing}
    <path class="hull" d="M3 28 H53 L45 42 H11 Z" />
    ${extra ? svg`<path class="extra-star" d="M48 31 l1.4 2.9 3.2.4 -2.3 2.2 .6 3.1 -2.9 -1.6 -2.9 1.6 .6 -3.1 -2.3 -2.2 3.2 -.4 Z" />` : nothing}
    <text class="boat-label" x="26" y="38.5">${face ? SPECIES_SHORT[face.species] : ''}</text>
  </svg>`;
  const classes = `boat${face ? ' full' : ' empty'}${view.selectedBoat === boat && mine ? ' selected' : ''}${card !== null && view.fresh.has(card) ? ' fresh' : ''}`;
  const keepable = mine && card === null && view.keepable.has(boat);
  const content = keepable
    ? html`<button
        class=${`${classes} keep-target`}
        data-seat=${seat}
        data-boat=${boat}
        aria-label=${`${name}. Keep the card in it`}
        aria-pressed=${view.keepBoat === boat ? 'true' : 'false'}
        @click=${() => view.onKeepBoat(boat)}
      >
        ${picture}
      </button>`
    : sellable
    ? html`<button class=${classes} data-seat=${seat} data-boat=${boat} aria-label=${`${name}. Sell it`} aria-pressed=${view.selectedBoat === boat ? 'true' : 'false'} @click=${() => view.onBoat(boat)}>${picture}</button>`
    : html`<span class=${classes} data-seat=${seat} data-boat=${boat} role="img" aria-label=${name} title=${name}>${picture}</span>`;
  return card !== null && view.fresh.has(card) ? keyed(`${view.serial}-${card}`, content) : content;
}
