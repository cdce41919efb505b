import { LitElement, css, html, nothing } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { baseStyles } from '../theme/tokens.js';
import { seatMarker } from '../shared/seat-marker.js';
import type { FleetState } from '../../src/games/fleet/index.js';
import { FLEET_SEAT_LOOKS, seatColourName } from './looks.js';

/** FL-11.1 why the game ended, in words. */
export function endedByText(state: FleetState): string {
  if (state.ending === 'crates') return 'The game ended after the fishing phase in which the crates ran out.';
  if (state.ending === 'licences') return 'The game ended after the fishing phase of the round in which the licence deck could not refill the display.';
  return 'The game is over.';
}

/**
 * The final scoring of FL-12, laid out: licences, launched boats, crates on boats, King Crab bonuses
 * (and Gone Fishin' cards when played with them), the total, and the tie-break counts of FL-13 when
 * the top totals tie.
 *
 * @csspart table - The breakdown table.
 */
@customElement('shoal-fleet-final')
export class ShoalFleetFinal extends LitElement {
  static override styles = [
    baseStyles,
    css`
      :host {
        display: block;
        font-size: var(--shoal-text-sm);
      }
      p {
        margin: 0 0 var(--shoal-space-2);
        line-height: 1.45;
      }
      .scroll {
        overflow-x: auto;
      }
      table {
        width: 100%;
        border-collapse: collapse;
        font-variant-numeric: tabular-nums;
      }
      th,
      td {
        padding: 0.35em 0.3em;
        border-bottom: 1px solid var(--shoal-border);
        text-align: right;
        white-space: nowrap;
      }
      th:first-child {
        text-align: left;
      }
      thead th {
        font-size: 0.7rem;
        font-weight: 700;
        color: var(--shoal-text-muted);
        white-space: normal;
        vertical-align: bottom;
      }
      th,
      td {
        padding-inline: 0.2em;
      }
      tbody th .seat-marker {
        vertical-align: -4px;
        margin-right: 0.35em;
      }
      .total {
        font-weight: 800;
      }
      tr.winner th,
      tr.winner .total {
        color: var(--shoal-accent);
      }
      tr.winner th::after {
        content: ' ★';
      }
    `,
  ];

  /** The finished game. */
  @property({ attribute: false }) state: FleetState | null = null;

  override render() {
    const state = this.state;
    const final = state?.final;
    if (!state || !final) return nothing;
    const gone = state.options.goneFishin;
    const best = Math.max(...final.lines.map((line) => line.total));
    const tied = final.lines.filter((line) => line.total === best).length > 1;
    return html`<p>${endedByText(state)}</p>
      <div class="scroll">
        <table part="table">
          <caption class="visually-hidden">Victory points by source</caption>
          <thead>
            <tr>
              <th scope="col">Player</th>
              <th scope="col" title="VP printed on licences">Licences</th>
              <th scope="col" title="VP printed on launched boats">Boats</th>
              <th scope="col" title="1 VP per crate on a boat">Crates</th>
              <th scope="col" title="King Crab end bonuses">King Crab</th>
              ${gone ? html`<th scope="col" title="2 VP per Gone Fishin' card">Gone Fishin'</th>` : nothing}
              <th scope="col">Total</th>
              ${tied ? html`<th scope="col" title="Tie-break: launched boats, then crates on boats">Boats · crates</th>` : nothing}
            </tr>
          </thead>
          <tbody>
            ${final.lines.map((line, seat) => {
              const fleet = state.fleets[seat]!;
              return html`<tr class=${final.winners.includes(seat) ? 'winner' : ''}>
                <th scope="row">${seatMarker(FLEET_SEAT_LOOKS[seat]!, 18)}${seatColourName(seat)}</th>
                <td>${line.licences}</td>
                <td>${line.boats}</td>
                <td>${line.crates}</td>
                <td>${line.kingCrab}</td>
                ${gone ? html`<td>${line.goneFishin}</td>` : nothing}
                <td class="total">${line.total}</td>
                ${tied ? html`<td>${fleet.boats.length} · ${line.crates}</td>` : nothing}
              </tr>`;
            })}
          </tbody>
        </table>
      </div>
      ${tied
        ? html`<p>Tied totals are broken by the most launched boats, then the most crates on boats${final.winners.length > 1 ? '; still tied, they share the win' : ''}.</p>`
        : nothing}`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'shoal-fleet-final': ShoalFleetFinal;
  }
}
