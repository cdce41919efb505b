// "What happened": the latest resolution's events as sentences, each catch with its chips drawn and the
// payout arithmetic, each inspection with its coin. Shown with a short entrance (none under reduced motion).
import { html, svg, nothing, type TemplateResult } from 'lit';
import { repeat } from 'lit/directives/repeat.js';
import { chipsOf, type SellFishEvent, type SellFishOptions } from '../../src/games/sell-fish/index.js';
import { seatMarker } from '../shared/seat-marker.js';
import { SELL_FISH_SEAT_LOOKS } from './looks.js';
import { narrate } from './narrate.js';
import { chip } from './pieces.js';

function chipsDrawn(event: Extract<SellFishEvent, { kind: 'catch' }>, options: SellFishOptions): TemplateResult {
  const chips = chipsOf(options);
  const faces = event.chips.map((id) => chips[id]!);
  return html`<svg class="chips" viewBox=${`0 0 ${faces.length * 26 + 2} 26`} width=${faces.length * 26 + 2} height="26" aria-hidden="true">
    ${faces.map((c, i) => chip(c.value, c.colour, 13 + i * 26, 13))}
  </svg>`;
}

function coin(caught: boolean): TemplateResult {
  return html`<svg class="coin" viewBox="0 0 26 26" width="26" height="26" aria-hidden="true">
    ${svg`<circle cx="13" cy="13" r="11" fill=${caught ? 'var(--shoal-danger)' : 'var(--shoal-buoy-soft, #cfe9d9)'} stroke="#3b4650" />
    <text x="13" y="17" text-anchor="middle" font-size="11" font-weight="800" fill=${caught ? '#fff' : '#1c2630'}>${caught ? '!' : '✓'}</text>`}
  </svg>`;
}

function seatOf(event: SellFishEvent): number | null {
  switch (event.kind) {
    case 'catch':
    case 'inspection':
    case 'payout':
      return event.seat;
    case 'attack':
      return event.pirate;
    case 'auction':
      return event.winner;
    default:
      return null;
  }
}

/** The list of what the latest resolution did (empty: nothing yet this game). */
export function happenings(events: readonly SellFishEvent[], options: SellFishOptions): TemplateResult | typeof nothing {
  const told = events.flatMap((event, i) => {
    const text = narrate(event, options);
    return text ? [{ event, text, i }] : [];
  });
  if (told.length === 0) return nothing;
  return html`<ol class="happenings" aria-live="polite">
    ${repeat(
      told,
      (t) => `${t.i}:${t.text}`,
      ({ event, text, i }) => {
        const seat = seatOf(event);
        return html`<li class=${`happening ${event.kind}`} style=${`--delay:${Math.min(i, 12) * 90}ms`}>
          ${seat !== null ? seatMarker(SELL_FISH_SEAT_LOOKS[seat]!, 18) : nothing}
          ${event.kind === 'catch' ? chipsDrawn(event, options) : nothing}
          ${event.kind === 'inspection' ? coin(event.caught) : nothing}
          <span>${text}</span>
        </li>`;
      },
    )}
  </ol>`;
}
