import { expect } from 'chai';
import { html } from 'lit';
import '../../components/fleet/board.js';
import type { FleetIntentDetail, ShoalFleetBoard } from '../../components/fleet/board.js';
import '../../components/fleet/final.js';
import type { ShoalFleetFinal } from '../../components/fleet/final.js';
import { boatType, cashValue, fleet, type FleetIntent, type FleetView } from '../../src/games/fleet/index.js';
import type { LocalTable } from '../../src/table/local-table.js';
import { createTableFor } from '../../src/table/seeded-table.js';
import { cleanup, click, fixture, inShadow, press, settle } from './helpers/fixture.js';

/** A moment of a seeded two-seat game: what seat 0 saw and could do. */
interface Moment {
  readonly view: FleetView;
  readonly legal: readonly FleetIntent[];
}

/** A seeded choice that bids, launches and hires rather than passing, so every phase comes up. */
function picker(seed: number): (legal: readonly FleetIntent[]) => FleetIntent {
  let x = seed >>> 0;
  const next = (bound: number) => {
    x = (Math.imul(x, 1103515245) + 12345) >>> 0;
    return (x >>> 8) % bound;
  };
  return (legal) => {
    const of = (type: FleetIntent['type']) => legal.filter((intent) => intent.type === type);
    const opens = of('open');
    if (opens.length && next(4) > 0) return opens[0]!;
    for (const type of ['pay', 'launch', 'hire', 'discard'] as const) {
      const list = of(type);
      if (list.length) return list[next(list.length)]!;
    }
    return of('pass')[0] ?? of('done')[0] ?? of('decline')[0] ?? legal[0]!;
  };
}

const moments = new Map<string, Moment>();
let finished: FleetView | null = null;
let spectator: FleetView | null = null;

/** Plays a seeded two-seat game on a local table, keeping the first moment of each kind for seat 0. */
function playAndKeep(): void {
  const table: LocalTable = createTableFor(fleet, { players: 2, seed: 'fleet-board-test' });
  const pick = picker(2026);
  const kinds: Record<string, (legal: readonly FleetIntent[]) => boolean> = {
    open: (legal) => legal.some((i) => i.type === 'open'),
    pay: (legal) => legal.some((i) => i.type === 'pay'),
    launch: (legal) => legal.some((i) => i.type === 'launch'),
    hire: (legal) => legal.some((i) => i.type === 'hire'),
    discard: (legal) => legal.some((i) => i.type === 'discard'),
  };
  for (let moves = 0; !table.outcome() && moves < 2000; moves++) {
    const seat = table.pending()[0]!;
    const legal = table.legalIntents(seat) as FleetIntent[];
    if (seat === 0) {
      for (const [kind, test] of Object.entries(kinds)) if (!moments.has(kind) && test(legal)) moments.set(kind, { view: table.view(0) as FleetView, legal });
    }
    if (!spectator && (table.state() as FleetView).round >= 2) spectator = table.view(null) as FleetView;
    const error = table.play(seat, pick(legal));
    if (error) throw new Error(`${error.code}: ${error.message}`);
  }
  finished = table.view(0) as FleetView;
}

async function board(moment: Moment, seat: number | null = 0): Promise<{ element: ShoalFleetBoard; intents: FleetIntent[] }> {
  const intents: FleetIntent[] = [];
  const element = await fixture<ShoalFleetBoard>(
    html`<shoal-fleet-board
      .view=${moment.view}
      .seat=${seat}
      .legal=${moment.legal}
      .roles=${['You', 'Skipper bot']}
      .duties=${fleet.duties(moment.view)}
      ?interactive=${moment.legal.length > 0}
      @fleet-intent=${(event: CustomEvent<FleetIntentDetail>) => intents.push(event.detail.intent)}
    ></shoal-fleet-board>`,
  );
  return { element, intents };
}

const all = (element: Element, selector: string) => Array.from(element.shadowRoot!.querySelectorAll<HTMLElement>(selector));
const panelText = (element: Element) => inShadow(element, '.panel').textContent.replace(/\s+/g, ' ').trim();

/** Clicks the shoal-button in the panel whose label contains `text`. */
async function pressButton(element: ShoalFleetBoard, text: string): Promise<void> {
  const button = all(element, '.panel shoal-button').find((b) => b.textContent.includes(text));
  if (!button) throw new Error(`no "${text}" button in: ${panelText(element)}`);
  button.click();
  await settle(element);
}

function panelButton(element: ShoalFleetBoard, text: string): HTMLElement & { disabled: boolean } {
  const button = all(element, '.panel shoal-button').find((b) => b.textContent.includes(text));
  if (!button) throw new Error(`no "${text}" button in: ${panelText(element)}`);
  return button as HTMLElement & { disabled: boolean };
}

function moment(kind: string): Moment {
  const found = moments.get(kind);
  if (!found) throw new Error(`the seeded game never offered seat 0 a ${kind}`);
  return found;
}

describe('shoal-fleet-board', function () {
  // One seeded game (the deck's set-up and every deal proven) is played once for every test.
  this.timeout(300_000);
  before(playAndKeep);
  afterEach(cleanup);

  it('FL-14 the hand shows the viewer’s own cards, each with its cash value, and nobody else’s', async () => {
    const { view } = moment('open');
    const { element } = await board(moment('open'));
    const shown = all(element, '.hand [data-card]').map((card) => Number(card.dataset.card));
    expect(shown.sort((a, b) => a - b)).to.deep.equal([...view.hand!].sort((a, b) => a - b));
    for (const card of all(element, '.hand [data-card]')) expect(card.getAttribute('aria-label')).to.contain(`$${cashValue(Number(card.dataset.card))} cash`);
    // The other fleet tells only how many cards its hand holds.
    const other = inShadow(element, '.fleet[data-seat="1"]');
    expect(other.getAttribute('aria-label')).to.contain(`${view.fleets[1]!.hand.length} cards in hand`);
    expect(other.querySelectorAll('[data-card]')).to.have.length(0);
  });

  it('a spectator’s board has no hand at all', async () => {
    expect(spectator).to.not.equal(null);
    const { element } = await board({ view: spectator!, legal: [] }, null);
    expect(element.shadowRoot!.querySelector('.hand-area')).to.equal(null);
    expect(all(element, '.fleet')).to.have.length(2);
  });

  it('FL-3 the tracker lights the current phase and says what each player owes', async () => {
    const { element } = await board(moment('open'));
    expect(inShadow(element, '.phases li.now').textContent).to.contain('Auction');
    expect(all(element, '.owes li')[0]!.textContent).to.contain('to open or decline');
  });

  it('FL-5.2 a licence on display opens at a bid chosen with − and +, or the player declines', async () => {
    const open = moment('open');
    const { element, intents } = await board(open);
    const button = all(element, 'button.licence')[0]!;
    const slot = Number(button.dataset.licence);
    const bids = open.legal.flatMap((i) => (i.type === 'open' && open.view.display[i.licence] === open.view.display[slot] ? [i.bid] : []));
    click(button);
    await settle(element);
    expect(panelText(element)).to.contain(`Open at $${Math.min(...bids)}`);
    if (Math.max(...bids) > Math.min(...bids)) {
      all(element, '.panel shoal-button').find((b) => b.getAttribute('aria-label') === 'One dollar more')!.click();
      await settle(element);
    }
    const bid = Math.min(Math.min(...bids) + 1, Math.max(...bids));
    await pressButton(element, `Open at $${bid}`);
    expect(intents).to.deep.equal([{ type: 'open', licence: slot, bid }]);
  });

  it('a re-render with the same choices (a room re-renders for presence) keeps the choice in progress', async () => {
    const open = moment('open');
    const { element } = await board(open);
    click(all(element, 'button.licence')[0]!);
    await settle(element);
    element.legal = [...open.legal];
    element.view = { ...open.view };
    await settle(element);
    expect(panelText(element)).to.contain('Open at');
    element.legal = open.legal.filter((intent) => intent.type === 'decline');
    await settle(element);
    expect(panelText(element)).to.not.contain('Open at');
  });

  it('Escape steps back from a picked licence', async () => {
    const { element } = await board(moment('open'));
    click(all(element, 'button.licence')[0]!);
    await settle(element);
    expect(panelText(element)).to.contain('Open at');
    press(inShadow(element, '.board'), 'Escape');
    await settle(element);
    expect(panelText(element)).to.contain('Pick a licence');
  });

  it('FL-4 the payment picker totals the cards, refuses a short or padded payment and warns of an overpayment', async () => {
    const pay = moment('pay');
    const { element, intents } = await board(pay);
    expect(panelButton(element, 'Pay $').disabled).to.equal(true);
    expect(inShadow(element, '.total').textContent).to.match(/Choose \$\d+ more/);
    // Every card at once is more than any payment needs (FL-4.5): refused, with the reason.
    for (const card of all(element, '.hand button.hand-card')) click(card);
    await settle(element);
    const total = pay.view.hand!.reduce((sum, card) => sum + cashValue(card), 0);
    expect(inShadow(element, '.total strong').textContent).to.equal(`$${total}`);
    const due = Number(/Due \$(\d+)/.exec(panelText(element))![1]);
    if (total - Math.min(...pay.view.hand!.map(cashValue)) >= due) {
      expect(inShadow(element, '.total').textContent).to.contain('Take something back');
      expect(panelButton(element, 'Pay $').disabled).to.equal(true);
    }
    await pressButton(element, 'Choose for me');
    const suggested = pay.legal.find((i) => i.type === 'pay')!;
    expect(panelButton(element, 'Pay $').disabled).to.equal(false);
    if (suggested.type === 'pay' && suggested.payment.cards.reduce((s, c) => s + cashValue(c), 0) + suggested.payment.crates > due) {
      expect(inShadow(element, '.total').textContent).to.contain('no change is given');
    }
    await pressButton(element, 'Pay $');
    expect(intents).to.deep.equal([suggested]);
  });

  it('FL-6.1 a launch: pick a card the licences allow, then pay its cost with other cards', async () => {
    const launch = moment('launch');
    const { element, intents } = await board(launch);
    const launchable = all(element, '.hand button.hand-card');
    expect(launchable.length).to.be.greaterThan(0);
    const card = Number(launchable[0]!.dataset.card);
    expect(launch.legal.some((i) => i.type === 'launch' && boatType(i.card) === boatType(card))).to.equal(true);
    click(launchable[0]!);
    await settle(element);
    expect(panelText(element)).to.contain('Launch the');
    // The launched card cannot pay for itself: it is not a choice in the payment.
    expect(all(element, `.hand button.hand-card[data-card="${card}"]`)).to.have.length(0);
    await pressButton(element, 'Choose for me');
    await pressButton(element, 'Launch, paying');
    expect(intents).to.have.length(1);
    expect(intents[0]).to.include({ type: 'launch', card });
  });

  it('FL-6.3 a hire: any card from hand goes face down on a boat without a captain', async () => {
    const hire = moment('hire');
    const { element, intents } = await board(hire);
    const card = Number(all(element, '.hand button.hand-card')[0]!.dataset.card);
    click(all(element, '.hand button.hand-card')[0]!);
    await settle(element);
    const boats = all(element, 'button.boat-pick');
    if (boats.length > 1) {
      boats[0]!.click();
      await settle(element);
    }
    const boat = hire.legal.flatMap((i) => (i.type === 'hire' ? [i.boat] : []))[0]!;
    await pressButton(element, 'Hire as captain');
    expect(intents).to.deep.equal([{ type: 'hire', card, boat }]);
  });

  it('FL-9.1 the discard is one of the cards just drawn, picked in the hand', async () => {
    const discard = moment('discard');
    const { element, intents } = await board(discard);
    const choices = all(element, '.hand button.hand-card');
    const allowed = discard.view.discardOwed!.drawn ? discard.view.discardOwed!.drawn.map((slot) => discard.view.hand![slot]) : discard.view.hand!;
    expect(choices.map((c) => Number(c.dataset.card)).sort()).to.deep.equal([...allowed].sort());
    click(choices[0]!);
    await settle(element);
    expect(intents).to.deep.equal([{ type: 'discard', card: Number(choices[0]!.dataset.card) }]);
  });

  it('FL-12 the final breakdown lists every source of VP and the totals', async () => {
    expect(finished?.final).to.not.equal(null);
    const element = await fixture<ShoalFleetFinal>(html`<shoal-fleet-final .state=${finished}></shoal-fleet-final>`);
    const rows = Array.from(element.shadowRoot!.querySelectorAll('tbody tr'));
    expect(rows).to.have.length(2);
    rows.forEach((row, seat) => {
      const line = finished!.final!.lines[seat]!;
      const cells = Array.from(row.querySelectorAll('td')).map((td) => Number(td.textContent));
      expect(cells.slice(0, 5)).to.deep.equal([line.licences, line.boats, line.crates, line.kingCrab, line.total]);
    });
  });
});
