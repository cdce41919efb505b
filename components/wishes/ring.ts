// The seven markets on a ring (W-2.4, clockwise in `marketOrder`, W-1.2), each with its price now
// (W-7.2), its buyers, every player's tokens and how many more close it (W-7.4); in the middle the
// closing cards (W-2.6) and the dump with its count toward the end (W-2.5, W-9.1 b). A template
// function of the board: it draws what it is given and reports a chosen market through `onChoose`.
import { html, svg, nothing, type TemplateResult } from 'lit';
import { repeat } from 'lit/directives/repeat.js';
import { keyed } from 'lit/directives/keyed.js';
import { buyerName, dumpTotal, priceAt, type Species, type WishesState } from '../../src/games/wishes/index.js';
import { seatColourName, speciesName } from './looks.js';
import { buyerPawn, fishGlyph, seatToken } from './pieces.js';

/** What the ring shows besides the state. */
export interface RingView {
  readonly state: WishesState;
  /** Markets the current question can be answered with, and the answer's words. */
  readonly choosable: ReadonlyMap<Species, string>;
  /** Markets a previewed move sells at. */
  readonly targets: ReadonlySet<Species>;
  /** Money paid at each market by the last move (floats up), and markets it closed. */
  readonly sales: ReadonlyMap<Species, number>;
  readonly closed: ReadonlySet<Species>;
  /** Tokens the last move put in or took out of the dump. */
  readonly dumpChanged: boolean;
  /** Grows with every new last move, so its animations replay. */
  readonly serial: number;
  readonly onChoose: (market: Species) => void;
}

const R = 175;
const W = 120;
const H = 96;

/** Centre of the market at clockwise position `index` (the first at the top). */
export function marketCentre(index: number, count: number): [number, number] {
  const angle = -Math.PI / 2 + (index * 2 * Math.PI) / count;
  return [R * Math.cos(angle), R * Math.sin(angle)];
}

/** Words for a market, for screen readers and tooltips. */
export function describeMarket(state: WishesState, market: Species): string {
  const place = state.markets[market];
  const buyers = state.buyers.filter((b) => b.at === market);
  const price = `pays $${priceAt(state, market)} a fish`;
  const who = buyers.length ? ` (${buyers.map((b) => buyerName(b.id)).join(', ')})` : ' (no buyer)';
  if (place.closedBy !== null) return `${speciesName(market)} market, closed by card ${place.closedBy}, ${price}${who}; its tokens go to the dump`;
  const total = place.tokens.reduce((a, b) => a + b, 0);
  const tokens = place.tokens.map((n, seat) => (n ? `${seatColourName(seat)} ${n}` : '')).filter(Boolean);
  const top = state.closing[0];
  const closing = top === undefined ? '' : `, ${total} of ${top} tokens to close`;
  return `${speciesName(market)} market, ${price}${who}, tokens: ${tokens.length ? tokens.join(', ') : 'none'}${closing}`;
}

/** The ring, as an SVG in its own box. */
export function marketRing(view: RingView): TemplateResult {
  const { state } = view;
  const order = state.options.marketOrder;
  return html`<svg class="ring" viewBox="-232 -228 464 440" role="group" aria-label="The seven markets, clockwise from the top">
    ${track(order.length)}
    ${order.map((market, index) => marketNode(view, market, index))}
    ${centre(view)}
    <g class="buyers">${buyerLayer(state)}</g>
    <g class="gains" aria-hidden="true">
      ${order.map((market, index) => {
        const gain = view.sales.get(market);
        if (gain === undefined) return nothing;
        const [x, y] = marketCentre(index, order.length);
        return keyed(`${view.serial}-${market}`, svg`<text class="gain" x=${x} y=${y - 20}>+$${gain}</text>`);
      })}
    </g>
  </svg>`;
}

/** The clockwise track behind the markets, with a chevron in each gap. */
function track(count: number) {
  const chevrons = [];
  for (let i = 0; i < count; i++) {
    const angle = -90 + ((i + 0.5) * 360) / count;
    const rad = (angle * Math.PI) / 180;
    chevrons.push(svg`<path class="chevron" d="M-5 -6 L3 0 L-5 6" transform="translate(${R * Math.cos(rad)} ${R * Math.sin(rad)}) rotate(${angle + 90})" />`);
  }
  return svg`<g aria-hidden="true"><circle class="track" r=${R} />${chevrons}</g>`;
}

function marketNode(view: RingView, market: Species, index: number) {
  const { state } = view;
  const [x, y] = marketCentre(index, state.options.marketOrder.length);
  const place = state.markets[market];
  const closed = place.closedBy !== null;
  const choice = view.choosable.get(market);
  const classes = [
    'market',
    closed ? 'is-closed' : '',
    choice !== undefined ? 'choosable' : '',
    view.targets.has(market) ? 'target' : '',
    view.closed.has(market) ? 'closing' : '',
  ].join(' ');
  const label = describeMarket(state, market);
  const choose = () => view.onChoose(market);
  const onKey = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    choose();
  };
  const top = state.closing[0];
  const total = place.tokens.reduce((a, b) => a + b, 0);
  return keyed(
    `${market}-${view.sales.has(market) ? view.serial : 0}`,
    svg`<g class=${classes} data-market=${market} transform="translate(${x} ${y})"
      role=${choice !== undefined ? 'button' : 'img'}
      tabindex=${choice !== undefined ? 0 : nothing}
      aria-label=${choice !== undefined ? `${choice}: ${label}` : label}
      @click=${choice !== undefined ? choose : nothing}
      @keydown=${choice !== undefined ? onKey : nothing}>
      <title>${label}</title>
      <rect class="market-bg" x=${-W / 2} y=${-H / 2} width=${W} height=${H} rx="14" />
      ${fishGlyph(market, -42, -29, 0.5)}
      <text class="market-name" x="-25" y="-28">${speciesName(market)}</text>
      <text class="price" x="-53" y="3">$${priceAt(state, market)}</text>
      ${closed
        ? svg`<g class="closed-stamp" transform="translate(0 30)">
            <rect x="-52" y="-11" width="104" height="22" rx="6" />
            <text x="0" y="0.5">Closed (${place.closedBy})</text></g>`
        : svg`${tokenRow(place.tokens)}${top === undefined ? nothing : pips(total, top)}`}
    </g>`,
  );
}

/** Every seat's tokens on a market, seats with none left out. */
function tokenRow(tokens: readonly number[]) {
  const holders = tokens.map((n, seat) => ({ n, seat })).filter((t) => t.n > 0);
  const step = holders.length > 4 ? 20 : 24;
  return svg`<g class="tokens">${holders.map(
    (t, i) => svg`${seatToken(t.seat, -46 + i * step, 22, 7)}<text class="count" x=${-37 + i * step} y="22.5">${t.n}</text>`,
  )}</g>`;
}

/** One pip per token the top closing card needs; filled pips are tokens placed (W-7.4). */
function pips(total: number, needed: number) {
  const gap = 100 / needed;
  return svg`<g class="pips" aria-hidden="true">${Array.from(
    { length: needed },
    (_, i) => svg`<rect class=${i < total ? 'pip on' : 'pip'} x=${-50 + i * gap + 1} y="38" width=${gap - 2} height="4" rx="2" />`,
  )}</g>`;
}

/** Buyers drawn over the markets, keyed by piece, so a moved buyer glides to its new market. */
function buyerLayer(state: WishesState) {
  const order = state.options.marketOrder;
  const placed = state.buyers.map((buyer) => {
    const here = state.buyers.filter((b) => b.at === buyer.at).sort((a, b) => b.value - a.value || a.id.localeCompare(b.id));
    const k = here.indexOf(buyer);
    const step = here.length > 3 ? 13 : 19;
    const [x, y] = marketCentre(order.indexOf(buyer.at), order.length);
    return { buyer, x: x + 10 + k * step, y: y - 1 };
  });
  return repeat(
    placed,
    (p) => p.buyer.id,
    (p) => buyerPawn(p.buyer.value, p.x, p.y),
  );
}

/** The closing cards still to be placed and the dump. */
function centre(view: RingView) {
  const { state } = view;
  const cards = state.options.closingCards;
  const left = state.closing;
  const dump = dumpTotal(state);
  const limit = state.options.dumpLimit;
  const topCard = cards.find((c) => c.tokens === left[0]);
  const closingLabel = topCard
    ? `Closing cards left: ${left.join(', ')}. The next market closes at ${topCard.tokens} tokens: 1st $${topCard.first}, 2nd $${topCard.second}.`
    : 'Every closing card is placed.';
  const dumpLabel = `Dump: ${dump} of ${limit} tokens${dump ? ` (${state.dump.map((n, seat) => (n ? `${seatColourName(seat)} ${n}` : '')).filter(Boolean).join(', ')})` : ''}.`;
  const width = 30;
  const x0 = -(cards.length * (width + 6) - 6) / 2;
  const holders = state.dump.map((n, seat) => ({ n, seat })).filter((t) => t.n > 0);
  return svg`<g class="centre">
    <g class="closing-cards" role="img" aria-label=${closingLabel}>
      <title>${closingLabel}</title>
      <text class="centre-label" x="0" y="-96">Closes at</text>
      ${cards.map((card, i) => {
        const waiting = left.includes(card.tokens);
        const isTop = card.tokens === left[0];
        return svg`<g class=${`closing-card${waiting ? '' : ' used'}${isTop ? ' top' : ''}`} transform="translate(${x0 + i * (width + 6)} -86)">
          <rect width=${width} height="42" rx="6" />
          <text x=${width / 2} y="21" class="closing-number">${card.tokens}</text>
        </g>`;
      })}
      <text class="centre-note" x="0" y="-26">${topCard ? `next pays $${topCard.first} and $${topCard.second}` : 'all placed'}</text>
    </g>
    ${keyed(
      view.dumpChanged ? view.serial : 0,
      svg`<g class=${`dump${view.dumpChanged ? ' bump' : ''}${dump >= limit - 2 ? ' nearly' : ''}`} role="img" aria-label=${dumpLabel}>
        <title>${dumpLabel}</title>
        <rect class="dump-bg" x="-80" y="-8" width="160" height="84" rx="12" />
        <text class="centre-label" x="0" y="9">Dump</text>
        <text class="dump-count" x="0" y="33">${dump}<tspan class="dump-limit"> / ${limit}</tspan></text>
        <g>${holders.map((t, i) => svg`${seatToken(t.seat, -((holders.length - 1) * 28) / 2 + i * 28 - 6, 58, 7.5)}<text class="count" x=${-((holders.length - 1) * 28) / 2 + i * 28 + 4} y="58.5">${t.n}</text>`)}</g>
      </g>`,
    )}
  </g>`;
}
