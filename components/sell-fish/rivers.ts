// The two rivers: each one's stock track (positions 1–8, the chips each draws, the marker), its quota,
// what a ship would catch there now, and the ships fishing it this year.
import { html, svg, nothing, type TemplateResult } from 'lit';
import { expectedCatch, nameOf, quotaText, type River, type SellFishState } from '../../src/games/sell-fish/index.js';
import { RIVER_TINT, SELL_FISH_SEAT_LOOKS } from './looks.js';
import { boat, fish } from './pieces.js';

const NAMES = { green: 'Green river', blue: 'Blue river' } as const;

/** The track as SVG: one cell per position with its chips, one-chip positions marked, the marker on the stock. */
function track(state: SellFishState, river: River): TemplateResult {
  const positions = state.options.track;
  const at = state.rivers[river].position;
  const w = 300 / positions.length;
  return html`<svg class="track" viewBox="0 0 300 64" role="img" aria-label=${`${NAMES[river]} stock ${at} of ${positions.length}`}>
    <path d="M0 40 Q75 30 150 40 T300 40 V64 H0 Z" fill=${RIVER_TINT[river]} opacity="0.35" />
    ${positions.map((p, i) => {
      const x = i * w;
      const current = i + 1 === at;
      const chips = [...Array<string>(p.silver).fill('silver'), ...Array<string>(p.gold).fill('gold')];
      const threat = p.silver + p.gold === 1;
      return svg`<g>
        <rect x=${x + 2} y="4" width=${w - 4} height="52" rx="6" fill=${current ? RIVER_TINT[river] : 'var(--shoal-surface)'}
          stroke=${threat ? 'var(--shoal-danger)' : 'var(--shoal-border)'} stroke-width=${threat ? 1.5 : 1} stroke-dasharray=${threat ? '3 2' : ''} />
        <text x=${x + w / 2} y="19" text-anchor="middle" font-size="11" font-weight="700" fill=${current ? '#fff' : 'var(--shoal-text-muted)'}>${i + 1}</text>
        ${chips.map((c, k) => svg`<circle cx=${x + w / 2 + (k - (chips.length - 1) / 2) * 9} cy="33" r="4" fill=${c === 'gold' ? 'var(--sell-fish-gold, #e7b53c)' : 'var(--sell-fish-silver, #c3ccd4)'} stroke="#3b4650" stroke-width="0.8" />`)}
        ${current ? fish(x + w / 2 - 8, 48, 16, '#fff') : nothing}
      </g>`;
    })}
  </svg>`;
}

/** Boats fishing (or sent back) this year, by seat. */
function fleetAtSea(state: SellFishState, river: River): TemplateResult | typeof nothing {
  const boats = state.communities.flatMap((c, seat) =>
    Array.from({ length: c.sent[river] }, (_, i) => ({ seat, home: i >= c.fishing[river] })),
  );
  if (boats.length === 0) return nothing;
  const scale = boats.length > 14 ? 0.55 : 0.75;
  const step = 40 * scale + 2;
  return html`<svg class="at-sea" preserveAspectRatio="xMinYMid meet" viewBox=${`0 0 ${Math.max(300, boats.length * step)} 24`} role="img"
    aria-label=${`Ships fishing: ${state.communities.flatMap((c, seat) => (c.sent[river] ? [`${nameOf(seat)} ${c.fishing[river]} of ${c.sent[river]}`] : [])).join(', ')}`}>
    ${boats.map((b, i) => boat(SELL_FISH_SEAT_LOOKS[b.seat]!, i * step, 2, scale, b.home))}
  </svg>`;
}

/** One river's card. */
export function riverCard(state: SellFishState, river: River): TemplateResult {
  const r = state.rivers[river];
  const o = state.options;
  const perShip = expectedCatch(o, r.position);
  const net = Math.round((perShip * o.amounts.pricePerFish - o.amounts.runningCost) * 10) / 10;
  const one = o.track[r.position - 1]!;
  const threatened = one.silver + one.gold === 1;
  return html`<section class="river ${river}" aria-label=${NAMES[river]}>
    <header>
      <h2><span class="swatch" aria-hidden="true"></span>${NAMES[river]}</h2>
      <span class="stock">stock ${r.position}/${o.track.length}</span>
      <span class="quota ${r.quota ? 'on' : ''}">${r.quota ? `Quota: ${quotaText(r.quota)}` : 'No quota'}</span>
    </header>
    ${track(state, river)}
    <p class="catch">
      A ship here draws ${[one.silver ? `${one.silver} silver` : '', one.gold ? `${one.gold} gold` : ''].filter(Boolean).join(' + ')}:
      about <strong>${Math.round(perShip * 10) / 10} fish</strong>, <strong class=${net >= 0 ? 'gain' : 'loss'}>${net >= 0 ? '+' : '−'}$${Math.abs(net)}</strong> after its $${o.amounts.runningCost} cost
      ${threatened ? html`<span class="danger">· only one chip</span>` : nothing}
    </p>
    ${fleetAtSea(state, river)}
  </section>`;
}
