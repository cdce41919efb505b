// Every player's fleet (FL-14: all of it public but the hand and the captains' faces): licences with
// the boats launched under them, each boat's captain (face down) and crates, processed crates, Gone
// Fishin' cards, the hand's size and the VP so far. A template function of the board; in the hire step
// the acting seat's boats without a captain are buttons, and in processing its loaded boats.
import { html, nothing, svg } from 'lit';
import { keyed } from 'lit/directives/keyed.js';
import type { Seat } from '../../src/core/index.js';
import { LICENCES_FL_T1, boatType, scoreLine, type Boat, type Fleet, type FleetState, type LicenceKind } from '../../src/games/fleet/index.js';
import { seatMarker } from '../shared/seat-marker.js';
import { BOAT_LOOK, FLEET_SEAT_LOOKS, licenceFace, licenceName, seatColourName } from './looks.js';
import { TILE_H, TILE_W, boatGlyph, captainCap, crate, licenceTile } from './pieces.js';

/** What the fleets show besides the state. */
export interface FleetsView {
  readonly state: FleetState;
  /** Who plays each seat ("You", "Deckhand bot"). */
  readonly roles: readonly string[];
  /** The viewer's seat (its captains' faces are known to it), or null. */
  readonly viewer: Seat | null;
  /** The viewer's captains by boat index (card ids). */
  readonly captains: Readonly<Record<string, number>> | null;
  /** Boats of the viewer that are choices now (hire: a boat for the captain; processing: a crate to process). */
  readonly choosable: ReadonlySet<number>;
  /** Boats of the viewer chosen now. */
  readonly chosen: ReadonlySet<number>;
  /** What choosing a boat does, for its label ("Put the captain on it", "Process a crate from it"). */
  readonly chooseLabel: string;
  readonly onBoat: (boat: number) => void;
  /** Seats whose holdings just changed, with the serial of the move (they animate). */
  readonly fresh: FreshMarks;
}

/** What the last move added, to animate: boats launched, captains hired, crates fished, licences won. */
export interface FreshMarks {
  readonly serial: number;
  readonly launched: ReadonlySet<number>;
  readonly hired: ReadonlySet<string>;
  readonly fished: readonly number[];
  readonly licence: { readonly seat: Seat; readonly kind: LicenceKind } | null;
}

/** FL-6.1 which licence a boat sits under: the first licence of the fleet that launches its type. */
function licenceOf(fleet: Fleet, boat: Boat): number {
  return fleet.licences.findIndex((kind) => LICENCES_FL_T1[kind].launches === boat.type);
}

/** Words for one player, for screen readers. */
export function describeFleet(state: FleetState, seat: Seat, role: string): string {
  const fleet = state.fleets[seat]!;
  const score = scoreLine(state, seat);
  const boats = fleet.boats.map((b) => `${BOAT_LOOK[b.type].name}${b.captain ? ' with a captain' : ''}, ${b.crates} ${b.crates === 1 ? 'crate' : 'crates'}`);
  return [
    `${seatColourName(seat)}${role ? ` (${role})` : ''}: ${score.total} VP`,
    `${fleet.hand.length} ${fleet.hand.length === 1 ? 'card' : 'cards'} in hand`,
    `licences: ${fleet.licences.length ? fleet.licences.map(licenceName).join(', ') : 'none'}`,
    `boats: ${boats.length ? boats.join('; ') : 'none'}`,
    ...(fleet.processed ? [`${fleet.processed} processed ${fleet.processed === 1 ? 'crate' : 'crates'}`] : []),
  ].join('. ');
}

/** The list of fleets, the viewer's first. */
export function fleetList(view: FleetsView) {
  const { state } = view;
  const order = Array.from({ length: state.players }, (_, i) => (i + (view.viewer ?? 0)) % state.players);
  return html`<ul class="fleets" aria-label="Fleets">
    ${order.map((seat) => fleetCard(view, seat))}
  </ul>`;
}

function fleetCard(view: FleetsView, seat: Seat) {
  const { state } = view;
  const fleet = state.fleets[seat]!;
  const toMove = state.turn === seat && state.phase !== 'over';
  const role = view.roles[seat] ?? '';
  const score = scoreLine(state, seat);
  const mine = seat === view.viewer;
  // Each licence with the boats launched under it; boats without a licence (none by the rules) at the end.
  const columns = fleet.licences.map((kind, index) => ({ kind, index, boats: [] as number[] }));
  const loose: number[] = [];
  fleet.boats.forEach((boat, b) => {
    const at = licenceOf(fleet, boat);
    (at >= 0 ? columns[at]!.boats : loose).push(b);
  });
  const freshLicence = view.fresh.licence?.seat === seat ? view.fresh.licence.kind : null;
  return html`<li class=${`fleet${toMove ? ' to-move' : ''}${mine ? ' mine' : ''}`} data-seat=${seat} aria-label=${describeFleet(state, seat, role)}>
    <div class="fleet-head">
      ${seatMarker(FLEET_SEAT_LOOKS[seat]!, 22)}
      <span class="name-block"><span class="name">${seatColourName(seat)}</span>${role ? html`<span class="role">${role}</span>` : nothing}</span>
      ${seat === state.startPlayer && state.phase !== 'setup' ? html`<span class="start-mark" title="Start player">Start</span>` : nothing}
      <span class="stats" aria-hidden="true">
        <span class="stat" title="Cards in hand"><svg viewBox="0 0 14 18" width="12" height="15"><rect x="1" y="1" width="12" height="16" rx="2" fill="#173a5c" stroke="#6fa2c4" /></svg>${fleet.hand.length}</span>
        ${fleet.processed ? html`<span class="stat" title="Processed crates, $1 each"><svg viewBox="0 0 16 16" width="15" height="15">${crate(0, 1, true)}</svg>${fleet.processed}</span>` : nothing}
        ${fleet.goneFishin ? html`<span class="stat" title="Gone Fishin' cards">GF ${fleet.goneFishin}</span>` : nothing}
        <span class="vp" title="Victory points so far">${score.total} VP</span>
      </span>
      ${toMove ? html`<span class="turn-pill" aria-hidden="true">to move</span>` : nothing}
    </div>
    ${columns.length === 0
      ? html`<p class="empty-fleet">No licence yet.</p>`
      : html`<div class="licences">
          ${columns.map((column) => {
            const fresh = freshLicence === column.kind && column.index === fleet.licences.lastIndexOf(column.kind);
            const content = html`<div class=${`licence-column${fresh ? ' fresh' : ''}`}>
              <span class="licence-mini" role="img" aria-label=${licenceName(column.kind)} title=${licenceName(column.kind)}>
                <svg viewBox="0 0 ${TILE_W} ${TILE_H}">${licenceTile(licenceFace(column.kind))}</svg>
              </span>
              ${column.boats.map((b) => boatTile(view, seat, b))}
            </div>`;
            return fresh ? keyed(`${view.fresh.serial}-licence`, content) : content;
          })}
          ${loose.map((b) => html`<div class="licence-column">${boatTile(view, seat, b)}</div>`)}
        </div>`}
  </li>`;
}

function boatTile(view: FleetsView, seat: Seat, b: number) {
  const { state } = view;
  const boat = state.fleets[seat]!.boats[b]!;
  const mine = seat === view.viewer;
  const capacity = state.options.boatCapacity;
  const captainCard = mine ? view.captains?.[String(b)] : undefined;
  const look = BOAT_LOOK[boat.type];
  const name = `${look.name} boat ${b + 1}: ${boat.captain ? `captained${captainCard !== undefined ? ` (your ${BOAT_LOOK[boatType(captainCard)].name} card)` : ', face down'}` : 'no captain'}, ${boat.crates} of ${capacity} crates${boat.processed ? ', a crate processed this round' : ''}`;
  const launched = view.fresh.launched.has(boat.card);
  const hired = view.fresh.hired.has(`${seat}:${b}`);
  const fished = (view.fresh.fished[seat] ?? 0) > 0 && boat.captain && boat.crates > 0;
  const picture = svg`<svg viewBox="0 0 84 60" aria-hidden="true">
    ${boat.captain ? svg`<g class=${`captain${hired ? ' fresh' : ''}`}><rect x="56" y="2" width="22" height="30" rx="3" fill="#173a5c" stroke="#6fa2c4" stroke-width="1.2" transform="rotate(8 67 17)" />${captainCap(67, 15, 0.75)}</g>` : nothing}
    <g class="hull-wrap">${boatGlyph(boat.type, 40, 30, 0.9)}</g>
    <text class="boat-short" x="6" y="12">${look.short}</text>
    <g class=${`crates${fished ? ' fresh' : ''}`}>
      ${Array.from({ length: capacity }, (_, i) =>
        i < boat.crates ? crate(4 + i * 18, 44) : svg`<rect x=${5 + i * 18} y="47" width="14" height="11" rx="1.5" class="crate-slot" />`,
      )}
    </g>
  </svg>`;
  const classes = `boat-tile${view.chosen.has(b) && mine ? ' chosen' : ''}${launched ? ' fresh' : ''}`;
  const content =
    mine && view.choosable.has(b)
      ? html`<button class=${`${classes} choosable`} data-boat=${b} aria-pressed=${view.chosen.has(b) ? 'true' : 'false'} @click=${() => view.onBoat(b)}>
          ${picture}<span class="visually-hidden">${name}. ${view.chooseLabel}</span>
        </button>`
      : html`<span class=${classes} data-boat=${b} role="img" aria-label=${name} title=${name}>${picture}</span>`;
  return launched || hired || fished ? keyed(`${view.fresh.serial}-${seat}-${b}`, content) : content;
}
