import { LitElement, css, html, nothing } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { baseStyles } from '../theme/tokens.js';
import { seatMarker } from '../shared/seat-marker.js';
import type { FinalScoring, WishesState } from '../../src/games/wishes/index.js';
import { WISHES_SEAT_LOOKS, seatColourName } from './looks.js';

/** W-9.1 why the game ended, in words. */
export function endedByText(final: FinalScoring, dumpLimit: number): string {
  const reasons = final.endedBy.map((r) => (r === 'closings' ? 'the fourth closing card was placed' : `the dump reached ${dumpLimit} tokens`));
  return `The game ended because ${reasons.join(' and ')}.`;
}

/**
 * The final scoring of W-10, step by step: money at the end of play, the dump penalty (only when the
 * dump ended the game, with the closing card on top then), the worm bonus, the total and the winners.
 *
 * @csspart table - The breakdown table.
 */
@customElement('shoal-wishes-final')
export class ShoalWishesFinal extends LitElement {
  static override styles = [
    baseStyles,
    css`
      :host {
        display: block;
        font-size: var(--shoal-text-sm);
      }
      ol {
        margin: 0 0 var(--shoal-space-3);
        padding-left: 1.3em;
        line-height: 1.45;
      }
      p {
        margin: 0 0 var(--shoal-space-2);
      }
      table {
        width: 100%;
        border-collapse: collapse;
        font-variant-numeric: tabular-nums;
      }
      th,
      td {
        padding: 0.35em 0.25em;
        border-bottom: 1px solid var(--shoal-border);
        text-align: right;
        white-space: nowrap;
      }
      th:first-child,
      td:first-child {
        text-align: left;
      }
      thead th {
        font-size: var(--shoal-text-xs);
        text-transform: uppercase;
        letter-spacing: 0.04em;
        color: var(--shoal-text-muted);
      }
      tbody th .seat-marker {
        vertical-align: -4px;
        margin-right: 0.35em;
      }
      .total {
        font-weight: 800;
        font-size: var(--shoal-text-md);
      }
      .minus {
        color: var(--shoal-danger);
      }
      .win {
        color: var(--shoal-buoy);
        margin-right: 0.25em;
      }
    `,
  ];

  /** The finished game (its `final` is shown; nothing while the game goes on). */
  @property({ attribute: false }) state: WishesState | null = null;

  override render() {
    const state = this.state;
    const final = state?.final;
    if (!state || !final) return nothing;
    const card = final.penaltyCard === null ? null : state.options.closingCards.find((c) => c.tokens === final.penaltyCard);
    const [most, next] = state.options.wormBonus;
    return html`<p>${endedByText(final, state.options.dumpLimit)}</p>
      <ol>
        <li>Money at the end of play.</li>
        <li>
          ${card
            ? html`Dump penalty with closing card ${card.tokens} on top: most tokens in the dump −$${card.first}, next −$${card.second}.`
            : final.endedBy.includes('dump')
              ? html`No dump penalty: no closing card was left.`
              : html`No dump penalty: the dump did not end the game.`}
        </li>
        <li>Worm bonus: most worms +$${most}, next +$${next}.</li>
        <li>Most money wins; a tie goes to the most worms.</li>
      </ol>
      <table part="table">
        <caption class="visually-hidden">Final scoring</caption>
        <thead>
          <tr><th scope="col">Player</th><th scope="col">Play</th><th scope="col">Dump</th><th scope="col">Worms</th><th scope="col">Total</th></tr>
        </thead>
        <tbody>
          ${final.total.map(
            (total, seat) => html`<tr>
              <th scope="row">
                ${seatMarker(WISHES_SEAT_LOOKS[seat]!, 18)}${seatColourName(seat)}
              </th>
              <td>$${final.money[seat]}</td>
              <td class=${final.dumpPenalty[seat] ? 'minus' : ''}>${final.dumpPenalty[seat] ? `−$${final.dumpPenalty[seat]}` : '–'}</td>
              <td>${final.wormBonus[seat] ? `+$${final.wormBonus[seat]}` : '–'}</td>
              <td class="total">
                ${final.winners.includes(seat) ? html`<span class="win" aria-hidden="true">★</span><span class="visually-hidden">winner, </span>` : nothing}${total < 0
                  ? `−$${-total}`
                  : `$${total}`}
              </td>
            </tr>`,
          )}
        </tbody>
      </table>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'shoal-wishes-final': ShoalWishesFinal;
  }
}
