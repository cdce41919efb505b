import { expect } from 'chai';
import { html } from 'lit';
import '../../components/sell-fish/board.js';
import '../../components/sell-fish/table.js';
import type { ShoalSellFishBoard, SellFishIntentDetail } from '../../components/sell-fish/board.js';
import type { ShoalSellFishTable } from '../../components/sell-fish/table.js';
import { legalIntents, sellFish, type SellFishIntent, type SellFishState, type SellFishView } from '../../src/games/sell-fish/index.js';
import { seatedState, revealChoices } from '../../src/games/sell-fish/playout.js';
import { applyAction } from '../../src/games/sell-fish/actions.js';
import { createLocalTable } from '../../src/table/index.js';
import { savedGameKey } from '../../components/table/save-slots.js';
import { cleanup, fixture, inShadow, settle, until } from './helpers/fixture.js';

const seated = (players: number): SellFishState => seatedState(sellFish.setup({ players }));
const readyAll = (state: SellFishState): SellFishState => {
  let s = state;
  for (let seat = 0; seat < s.players && s.step === 'window'; seat++) s = applyAction(s, seat, { type: 'ready' }) as SellFishState;
  return s;
};
const asView = (state: SellFishState, own: SellFishView['own'] = null): SellFishView => ({ ...state, own });

async function board(view: SellFishView, seat: number | null = 0): Promise<{ element: ShoalSellFishBoard; intents: SellFishIntent[] }> {
  const intents: SellFishIntent[] = [];
  const element = await fixture<ShoalSellFishBoard>(
    html`<shoal-sell-fish-board
      .view=${view}
      .seat=${seat}
      .legal=${seat === null ? [] : legalIntents(view, seat)}
      .roles=${['You', 'Hard bot', 'Steward bot', 'Easy bot', 'Hard bot', 'Random bot']}
      ?interactive=${seat !== null}
      @sell-fish-intent=${(event: CustomEvent<SellFishIntentDetail>) => intents.push(event.detail.intent)}
    ></shoal-sell-fish-board>`,
  );
  return { element, intents };
}

const controls = (element: ShoalSellFishBoard) => inShadow(element, 'shoal-sell-fish-actions');
const text = (element: Element) => (element.shadowRoot ?? element).textContent.replace(/\s+/g, ' ').trim();

async function pressIn(host: Element, label: string, settleOn: Element): Promise<void> {
  const button = Array.from(host.shadowRoot!.querySelectorAll<HTMLElement>('shoal-button, button')).find((b) => b.textContent.includes(label));
  if (!button) throw new Error(`no "${label}" button in: ${text(host)}`);
  button.click();
  await settle(settleOn);
}

describe('shoal-sell-fish-board', () => {
  afterEach(cleanup);

  it('shows both rivers with their stock and quota, and six communities', async () => {
    const { element } = await board(asView(seated(6)), null);
    const rivers = Array.from(element.shadowRoot!.querySelectorAll('.river'));
    expect(rivers.map((r) => r.querySelector('h2')!.textContent.trim())).to.deep.equal(['Green river', 'Blue river']);
    expect(text(rivers[0]!)).to.include('stock 3/8').and.include('No quota');
    expect(element.shadowRoot!.querySelectorAll('.community')).to.have.length(6);
    expect(element.shadowRoot!.querySelector('.panel')).to.equal(null, 'a spectator has no controls');
  });

  it('in a trade window: Ready, and an offer made through the form', async () => {
    const { element, intents } = await board(asView(seated(3)));
    const actions = controls(element);
    await pressIn(actions, 'Ready for', element);
    expect(intents).to.deep.equal([{ type: 'ready' }]);
    actions.shadowRoot!.querySelector('details')!.open = true;
    await pressIn(actions, 'Make offer', element);
    expect(intents[1]).to.deep.equal({ type: 'offer', to: 1, side: 'sell', ships: 1, price: 10 });
  });

  it('answers an offer made to the seat', async () => {
    const offered = applyAction(seated(2), 1, { type: 'offer', to: 0, side: 'sell', ships: 1, price: 4 }) as SellFishState;
    const { element, intents } = await board(asView(offered));
    expect(text(controls(element))).to.include('Amber offers you 1 ship for $4');
    await pressIn(controls(element), 'Accept', element);
    expect(intents).to.deep.equal([{ type: 'accept', offer: 0 }]);
  });

  it('seals a bid raised with the + button', async () => {
    const { element, intents } = await board(asView(readyAll(seated(4))));
    const actions = controls(element);
    for (let i = 0; i < 3; i++) await pressIn(actions, '+', element);
    await pressIn(actions, 'Seal bid of $3', element);
    expect(intents).to.deep.equal([{ type: 'bid', amount: 3 }]);
  });

  it('seals a programming and warns about a quota', async () => {
    let s = readyAll(seated(2));
    s = revealChoices(s, [0, 0]);
    s = revealChoices(readyAll(s), [0, 0]);
    s = readyAll({ ...s, rivers: { ...s.rivers, green: { ...s.rivers.green, quota: { uniform: 1 } } } });
    const { element, intents } = await board(asView(s));
    const actions = controls(element);
    const four = Array.from(actions.shadowRoot!.querySelectorAll<HTMLButtonElement>('.choices button')).find((b) => b.textContent === '4')!;
    four.click();
    await settle(element);
    expect(text(actions)).to.include('Over the quota of 1');
    await pressIn(actions, 'Seal: 4 ships', element);
    expect(intents).to.deep.equal([{ type: 'send', ships: 4 }]);
  });

  it('once sealed, shows the seat its own choice and who is still choosing', async () => {
    const s = readyAll(seated(3));
    const committed = { ...s, sealed: { ...s.sealed!, commitments: ['ab'.repeat(64), null, null] } };
    const { element } = await board(asView(committed, { step: 'auction-1', value: 7 }));
    expect(text(controls(element))).to.include('Your bid of $7 is sealed').and.include('Waiting for Amber, Plum');
  });

  it('seals a ballot for both rivers', async () => {
    const s = readyAll({ ...seated(2), threatSince: 0, stage: 'quota' });
    const { element, intents } = await board(asView(s));
    const actions = controls(element);
    const uniform = actions.shadowRoot!.querySelectorAll<HTMLInputElement>('input[type="radio"]')[1]!;
    uniform.click();
    await settle(element);
    await pressIn(actions, 'Seal ballot', element);
    expect(intents).to.deep.equal([{ type: 'vote', green: 1, blue: 'none' }]);
  });
});

describe('shoal-sell-fish-table', () => {
  const KEY = savedGameKey('sell-fish', 'browser-test');
  afterEach(() => {
    cleanup();
    localStorage.removeItem(KEY);
  });

  it('plays a person against bots: the person readies, bids while the bots think, and the year goes on', async function () {
    // Two Hard bots answer through the bot worker: seconds on a loaded 2-core machine.
    this.timeout(120_000);
    const element = await fixture<ShoalSellFishTable>(
      html`<shoal-sell-fish-table mode="bot" .saveSlot=${'browser-test'} .request=${{ mode: 'bot', seat: 0, level: 'hard', players: 3 }} .botDelay=${0}></shoal-sell-fish-table>`,
    );
    const boardOf = () => inShadow<ShoalSellFishBoard>(element, 'shoal-sell-fish-board');
    await until(() => boardOf().interactive, 'the person can act', 30_000);
    await pressIn(controls(boardOf()), 'Ready for', element);
    await until(() => boardOf().view?.step === 'commit' && boardOf().interactive, 'the first auction opens', 30_000);
    await pressIn(controls(boardOf()), 'Seal: no bid', element);
    await until(() => boardOf().view?.stage === 'auction-2', 'the second auction opens', 60_000);
    const saved = JSON.parse(localStorage.getItem(KEY)!) as { snapshot: { intents: unknown[] } };
    expect(saved.snapshot.intents.length).to.be.greaterThan(3);
  });

  it('passes the device between people: a hand-over screen before each person sees their controls', async () => {
    const played = createLocalTable('sell-fish', { players: 2, seed: 'pass' });
    localStorage.setItem(KEY, JSON.stringify({ version: 1, setup: { mode: 'pass', botSeats: {} }, snapshot: played.snapshot() }));
    const element = await fixture<ShoalSellFishTable>(html`<shoal-sell-fish-table mode="pass" .saveSlot=${'browser-test'}></shoal-sell-fish-table>`);
    await settle(element);
    expect(text(inShadow(element, '.handover'))).to.include('Pass the device to Coral');
    expect(inShadow<ShoalSellFishBoard>(element, 'shoal-sell-fish-board').interactive).to.equal(false);
    await pressIn(element, 'I am Coral', element);
    expect(element.shadowRoot!.querySelector('.handover')).to.equal(null);
    expect(inShadow<ShoalSellFishBoard>(element, 'shoal-sell-fish-board').interactive).to.equal(true);
  });
});
