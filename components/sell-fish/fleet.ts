// The communities: money (with the race board's laps past 50), ships in port and at sea, who has been
// caught before, and where each stands in the step now open (sealed, ready, still choosing).
import { html, nothing, type TemplateResult } from 'lit';
import { nameOf, tradableShips, type SellFishState } from '../../src/games/sell-fish/index.js';
import { seatMarker } from '../shared/seat-marker.js';
import { SELL_FISH_SEAT_LOOKS } from './looks.js';
import { boat } from './pieces.js';

/** SF-1.1 the race board: laps of 50 and the space within the lap. */
export function lapsOf(money: number): { laps: number; space: number } {
  if (money <= 0) return { laps: 0, space: 0 };
  const laps = Math.floor(money / 50);
  return { laps, space: money - laps * 50 };
}

/** Where a seat stands in the step now open. */
export function standing(state: SellFishState, seat: number): { text: string; done: boolean } | null {
  switch (state.step) {
    case 'window':
      return state.ready[seat] ? { text: 'ready', done: true } : { text: 'trading', done: false };
    case 'commit':
      return state.sealed!.commitments[seat] ? { text: 'sealed', done: true } : { text: 'choosing', done: false };
    case 'reveal':
      return state.sealed!.opened[seat] !== null ? { text: 'opened', done: true } : { text: 'opening', done: false };
    case 'attack':
      return state.attack!.queue[0] === seat ? { text: 'pirates', done: false } : null;
    default:
      return null;
  }
}

function ships(state: SellFishState, seat: number): TemplateResult {
  const c = state.communities[seat]!;
  const look = SELL_FISH_SEAT_LOOKS[seat]!;
  const green = c.sent.green;
  const blue = c.sent.blue;
  const home = Math.max(0, c.ships + c.leased - green - blue);
  const total = green + blue + home;
  const scale = total > 8 ? 0.5 : 0.62;
  const step = 40 * scale + 1;
  const icons = [
    ...Array.from({ length: home }, () => 'home'),
    ...Array.from({ length: green }, () => 'green'),
    ...Array.from({ length: blue }, () => 'blue'),
  ];
  return html`<svg class="ships" preserveAspectRatio="xMinYMid meet" viewBox=${`0 0 ${Math.max(120, total * step)} 20`} aria-hidden="true">
    ${icons.map((where, i) => boat(look, i * step, 1, scale, where === 'home'))}
  </svg>`;
}

/** One community's card. */
export function communityCard(state: SellFishState, seat: number, role: string, acting: boolean): TemplateResult {
  const c = state.communities[seat]!;
  const look = SELL_FISH_SEAT_LOOKS[seat]!;
  const { laps, space } = lapsOf(c.money);
  const now = standing(state, seat);
  const home = Math.max(0, c.ships + c.leased - c.sent.green - c.sent.blue);
  const where = [c.sent.green ? `${c.sent.green} Green` : '', c.sent.blue ? `${c.sent.blue} Blue` : '', `${home} in port`].filter(Boolean).join(' · ');
  return html`<li class="community ${acting ? 'acting' : ''}" aria-label=${`${nameOf(seat)}, ${role}: $${c.money}, ${c.ships} ships`}>
    <div class="who">
      ${seatMarker(look, 22)}
      <span class="name">${nameOf(seat)}</span>
      <span class="role">${role}</span>
      ${now ? html`<span class="badge ${now.done ? 'done' : ''}">${now.text}</span>` : nothing}
    </div>
    <div class="money">
      <span class="amount ${c.money < 0 ? 'loss' : ''}">${c.money < 0 ? '−' : ''}$${Math.abs(c.money)}</span>
      <span class="lap" title="The race board: laps of 50">
        <span class="bar"><span style=${`width:${(space / 50) * 100}%`}></span></span>
        ${laps > 0 ? html`<span class="laps">+50 × ${laps}</span>` : nothing}
      </span>
    </div>
    ${ships(state, seat)}
    <div class="facts">
      <span>${c.ships} ship${c.ships === 1 ? '' : 's'}${c.leased ? ' + 1 leased' : ''}${c.leaseNext ? ' (lease next year)' : ''}</span>
      <span>${where}</span>
      ${c.caughtBefore ? html`<span class="caught">caught before: fines in full</span>` : nothing}
      ${c.attackChips.length ? html`<span>${c.attackChips.length} attack chip${c.attackChips.length === 1 ? '' : 's'}</span>` : nothing}
      ${state.step === 'window' ? html`<span class="muted">${tradableShips(c)} tradable</span>` : nothing}
    </div>
  </li>`;
}
