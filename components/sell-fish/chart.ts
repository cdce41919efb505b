// The year-by-year chart, drawn in code: each river's stock and each community's money at the end of
// every year played (the state's history).
import { html, svg, nothing, type TemplateResult } from 'lit';
import { nameOf, type SellFishState } from '../../src/games/sell-fish/index.js';
import { RIVER_TINT, SELL_FISH_SEAT_LOOKS } from './looks.js';

const W = 300;
const H = 90;
const PAD = 18;

function line(points: readonly [number, number][], colour: string, dashed = false): TemplateResult {
  return svg`<polyline points=${points.map(([x, y]) => `${x.toFixed(1)},${y.toFixed(1)}`).join(' ')} fill="none" stroke=${colour} stroke-width="2.2" stroke-linejoin="round" stroke-dasharray=${dashed ? '5 3' : ''} />
    ${points.map(([x, y]) => svg`<circle cx=${x} cy=${y} r="2.6" fill=${colour} />`)}`;
}

/** The chart, or nothing before the first year ends. */
export function yearChart(state: SellFishState): TemplateResult | typeof nothing {
  const history = state.history;
  if (history.length === 0) return nothing;
  const years = state.options.amounts.years;
  const x = (year: number) => PAD + ((year - 1) / Math.max(1, years - 1)) * (W - PAD - 6);
  const top = state.options.track.length;
  const yStock = (p: number) => 6 + (1 - (p - 1) / (top - 1)) * (H - 18);
  const money = history.flatMap((h) => h.money);
  const low = Math.min(0, ...money);
  const high = Math.max(20, ...money);
  const yMoney = (m: number) => 6 + (1 - (m - low) / (high - low || 1)) * (H - 18);
  const axis = svg`<g font-size="9" fill="var(--shoal-text-muted)">
    ${Array.from({ length: years }, (_, i) => svg`<text x=${x(i + 1)} y=${H - 1} text-anchor="middle">${i + 1}</text>`)}
  </g>`;
  return html`<figure class="chart">
    <figcaption>Stock by year (Green solid, Blue dashed)</figcaption>
    <svg viewBox=${`0 0 ${W} ${H}`} role="img" aria-label=${`Stock at the end of each year: ${history.map((h) => `year ${h.year} Green ${h.green}, Blue ${h.blue}`).join('; ')}`}>
      ${axis}
      ${line(history.map((h) => [x(h.year), yStock(h.green)]), RIVER_TINT.green)}
      ${line(history.map((h) => [x(h.year), yStock(h.blue)]), RIVER_TINT.blue, true)}
    </svg>
    <figcaption>Money by year</figcaption>
    <svg viewBox=${`0 0 ${W} ${H}`} role="img" aria-label=${`Money at the end of each year: ${state.communities.map((_c, seat) => `${nameOf(seat)} ${history.map((h) => h.money[seat]).join(', ')}`).join('; ')}`}>
      ${axis}
      ${low < 0 ? svg`<line x1=${PAD} x2=${W} y1=${yMoney(0)} y2=${yMoney(0)} stroke="var(--shoal-border)" stroke-dasharray="2 2" />` : nothing}
      <text x="2" y=${yMoney(high) + 8} font-size="9" fill="var(--shoal-text-muted)">$${high}</text>
      ${state.communities.map((_c, seat) => line(history.map((h) => [x(h.year), yMoney(h.money[seat]!)]), SELL_FISH_SEAT_LOOKS[seat]!.fill, seat % 2 === 1))}
    </svg>
  </figure>`;
}
