import { expect } from 'chai';
import { html } from 'lit';
import '../../components/wishes/board.js';
import type { ShoalWishesBoard, WishesIntentDetail } from '../../components/wishes/board.js';
import '../../components/wishes/final.js';
import type { ShoalWishesFinal } from '../../components/wishes/final.js';
import { seededRandom } from '../../src/core/index.js';
import { applyAction, legalActions, type WishesAction, type WishesState } from '../../src/games/wishes/index.js';
import { buyersAt, cardOf, drawAll, emptyMarkets, market, player, position, SPREAD } from '../unit/wishes/fixtures.js';
import { cleanup, click, fixture, inShadow, press, settle } from './helpers/fixture.js';

/** The board for `state`, acting for seat 0 with its legal actions; intents are collected. */
async function board(state: WishesState, seat: number | null = 0): Promise<{ element: ShoalWishesBoard; intents: WishesAction[] }> {
  const intents: WishesAction[] = [];
  const legal = seat === null ? [] : legalActions(state, seat);
  const element = await fixture<ShoalWishesBoard>(
    html`<shoal-wishes-board
      .state=${state}
      .seat=${seat}
      .legal=${legal}
      ?interactive=${seat !== null}
      @wishes-intent=${(event: CustomEvent<WishesIntentDetail>) => intents.push(event.detail.action)}
    ></shoal-wishes-board>`,
  );
  return { element, intents };
}

const all = (element: Element, selector: string) => Array.from(element.shadowRoot!.querySelectorAll<HTMLElement>(selector));
const panelText = (element: Element) => inShadow(element, '.panel').textContent.replace(/\s+/g, ' ').trim();

/** Clicks the shoal-button in the panel whose label contains `text`. */
async function press_(element: ShoalWishesBoard, text: string): Promise<void> {
  const button = all(element, '.panel shoal-button').find((b) => b.textContent.includes(text));
  if (!button) throw new Error(`no "${text}" button in: ${panelText(element)}`);
  button.click();
  await settle(element);
}

async function pickSlot(element: ShoalWishesBoard, slot: number): Promise<void> {
  click(inShadow(element, `button[data-slot="${slot}"]`));
  await settle(element);
}

describe('shoal-wishes-board', () => {
  afterEach(cleanup);

  it('W-2.1 W-5.2 the ocean shows four cards, the worms on them and what each slot costs', async () => {
    const base = position(3, {});
    const ocean = [
      { card: cardOf(base, 'angelfish', 'SCATTER'), worms: 0 },
      { card: cardOf(base, 'monkfish', 'ROT'), worms: 2 },
      { card: cardOf(base, 'starfish', 'EXTRA_BOAT'), worms: 1 },
      { card: cardOf(base, 'clownfish', 'DOUBLE_FISH'), worms: 0 },
    ];
    const { element } = await board(position(3, { ocean }));
    const slots = all(element, '.slot');
    expect(slots.map((slot) => slot.querySelector('.cost')!.textContent)).to.deep.equal(['Free', '1 worm', '2 worms', '3 worms']);
    const slot2 = inShadow(element, '[data-slot="2"]');
    expect(slot2.getAttribute('aria-label') ?? slot2.querySelector('.visually-hidden')?.textContent).to.equal(
      'Monkfish, slot 2, costs 1 worm. Wish: Move one token from a market to the dump or from the dump to its owner, then sell one fish card. 2 worms lie on it.',
    );
    expect(all(element, '[data-slot] .card-name').map((name) => name.textContent)).to.deep.equal(['Angelfish', 'Monkfish', 'Starfish', 'Clownfish']);
    expect(all(element, '[data-slot] .card-worms text').map((count) => count.textContent)).to.deep.equal(['2', '1']);
  });

  it('W-7.2 W-7.4 each market shows the price it pays now, its buyers, every player’s tokens and what closes it', async () => {
    const markets = { ...emptyMarkets(3), monkfish: market([2, 1, 0]), starfish: market([0, 0, 0], 4) };
    // The seed's example: the $3 and a $1 buyer together make a market pay $6 (W-7.2).
    const buyers = buyersAt({ $3: 'monkfish', $1a: 'monkfish', $2a: 'catfish', $2b: 'starfish', $1b: 'kingfish' });
    const { element } = await board(position(3, { markets, buyers, closing: [5, 6, 7] }));
    const monkfish = inShadow(element, '[data-market="monkfish"]');
    expect(monkfish.querySelector('.price')!.textContent).to.equal('$6');
    expect(monkfish.getAttribute('aria-label')).to.equal(
      'Monkfish market, pays $6 a fish ($3 buyer, $1 buyer A), tokens: Red 2, Blue 1, 3 of 5 tokens to close',
    );
    expect(monkfish.querySelectorAll('.pip').length).to.equal(5);
    expect(monkfish.querySelectorAll('.pip.on').length).to.equal(3);
    expect(inShadow(element, '[data-market="catfish"] .price').textContent).to.equal('$4');
    expect(inShadow(element, '[data-market="angelfish"] .price').textContent).to.equal('$2');
    // W-15 #9 buyers at a closed market still raise its price.
    expect(inShadow(element, '[data-market="starfish"]').getAttribute('aria-label')).to.contain('closed by card 4, pays $4 a fish');
    expect(all(element, '.buyers .buyer').length).to.equal(5);
    expect(inShadow(element, '.closing-cards').getAttribute('aria-label')).to.equal(
      'Closing cards left: 5, 6, 7. The next market closes at 5 tokens: 1st $8, 2nd $4.',
    );
  });

  it('W-2.5 W-9.1 the dump shows its tokens by colour and the count toward ten', async () => {
    const { element } = await board(position(3, { dump: [2, 0, 5] }));
    expect(inShadow(element, '.dump').getAttribute('aria-label')).to.equal('Dump: 7 of 10 tokens (Red 2, Green 5).');
    expect(inShadow(element, '.dump-count').textContent.replace(/\s+/g, '')).to.equal('7/10');
  });

  it('W-1.6 each player shows money, worms, tokens in hand and boats, and whose turn it is', async () => {
    const base = position(3, {});
    const seats = [
      player({ money: 12, worms: 4, supply: 11, boats: [cardOf(base, 'catfish', 'ROT'), null] }),
      player({ money: 3 }),
      player({ boats: [null, null, null], boatCards: [cardOf(base, 'kingfish', 'EXTRA_BOAT')] }),
    ];
    const { element } = await board(position(3, { seats, turn: 1 }), null);
    const players = all(element, '.player');
    expect(players.map((p) => p.getAttribute('aria-label'))).to.deep.equal([
      'Red: $12, 4 worms, 11 tokens in hand, boats: Catfish, empty',
      'Blue: $3, 6 worms, 14 tokens in hand, boats: empty, empty',
      'Green: $0, 6 worms, 14 tokens in hand, boats: empty, empty, empty',
    ]);
    expect(players.map((p) => p.classList.contains('to-move'))).to.deep.equal([false, true, false]);
    expect(players[1]!.getAttribute('aria-current')).to.equal('true');
  });

  it('W-4.1 A picking a card and "Keep it in boat 1" sends a keep into the first empty boat', async () => {
    const { element, intents } = await board(position(3, {}));
    await pickSlot(element, 2);
    expect(panelText(element)).to.contain('Slot 2:');
    await press_(element, 'Keep it in boat 1');
    expect(intents).to.deep.equal([{ type: 'keep', slot: 2, boat: 0 }]);
  });

  it('W-6.2 the boat a kept card goes into is chosen in the panel, among the boats or with the arrow keys; the first by default', async () => {
    const base = position(3, {});
    const boats = [null, cardOf(base, 'catfish', 'ROT'), null];
    const seats = [player({ boats, boatCards: [cardOf(base, 'kingfish', 'EXTRA_BOAT')] }), player(), player()];
    const { element, intents } = await board(position(3, { seats }));
    await pickSlot(element, 1);
    const picks = () => all(element, '.boat-choice [role="radio"]');
    const checked = () => picks().filter((b) => b.getAttribute('aria-checked') === 'true').map((b) => b.textContent.trim());
    const keepLabel = () => all(element, '.panel shoal-button').map((b) => b.textContent.trim()).find((t) => t.startsWith('Keep'));
    expect(picks().map((b) => b.textContent.trim())).to.deep.equal(['Boat 1', 'Boat 3 (extra)']);
    expect(checked()).to.deep.equal(['Boat 1']);
    expect(keepLabel()).to.equal('Keep it in boat 1');
    // Only the acting seat's empty boats can be picked; the full one still sells.
    expect(all(element, 'button.keep-target').map((b) => `${b.dataset.seat}:${b.dataset.boat}`)).to.deep.equal(['0:0', '0:2']);
    click(inShadow(element, 'button.keep-target[data-boat="2"]'));
    await settle(element);
    expect(checked()).to.deep.equal(['Boat 3 (extra)']);
    expect(inShadow(element, 'button.keep-target[data-boat="2"]').getAttribute('aria-pressed')).to.equal('true');
    expect(keepLabel()).to.equal('Keep it in boat 3');
    press(picks()[1]!, 'ArrowRight');
    await settle(element);
    expect(checked()).to.deep.equal(['Boat 1']);
    expect(element.shadowRoot!.activeElement?.textContent!.trim()).to.equal('Boat 1');
    press(picks()[0]!, 'ArrowLeft');
    await settle(element);
    expect(checked()).to.deep.equal(['Boat 3 (extra)']);
    await press_(element, 'Keep it in boat 3');
    expect(intents).to.deep.equal([{ type: 'keep', slot: 1, boat: 2 }]);
  });

  it('W-6.2 with one empty boat there is no boat to choose', async () => {
    const base = position(3, {});
    const seats = [player({ boats: [cardOf(base, 'catfish', 'ROT'), null] }), player(), player()];
    const { element, intents } = await board(position(3, { seats }));
    await pickSlot(element, 1);
    expect(all(element, '.boat-choice').length).to.equal(0);
    expect(all(element, 'button.keep-target').length).to.equal(0);
    await press_(element, 'Keep it in boat 2');
    expect(intents).to.deep.equal([{ type: 'keep', slot: 1, boat: 1 }]);
  });

  it('W-7.1 W-7.6 a fish in a boat is sold once its preview is confirmed ($2 buyer: $4)', async () => {
    const base = position(3, {});
    const monk = cardOf(base, 'monkfish', 'SCATTER');
    const state = position(3, { seats: [player({ boats: [null, monk] }), player(), player()], buyers: SPREAD });
    const { element, intents } = await board(state);
    click(inShadow(element, 'button[data-seat="0"][data-boat="1"]'));
    await settle(element);
    expect(panelText(element)).to.contain('Red sells a Monkfish at the Monkfish market for $4 and puts a token there.');
    expect(inShadow(element, '[data-market="monkfish"]').classList.contains('target')).to.equal(true);
    await press_(element, 'Sell it');
    expect(intents).to.deep.equal([{ type: 'sell', boat: 1 }]);
  });

  it('W-8.1 a wish with choices is asked one question at a time, previewed, then sent whole', async () => {
    const base = position(3, {});
    const seats = [player({ boats: [cardOf(base, 'monkfish', 'SCATTER'), cardOf(base, 'catfish', 'ROT')] }), player(), player()];
    const ocean = [{ card: cardOf(base, 'swordfish', 'MOVE_BUYER_1'), worms: 0 }, ...base.ocean.slice(1)];
    const { element, intents } = await board(position(3, { seats, ocean, buyers: SPREAD }));
    await pickSlot(element, 1);
    await press_(element, 'Make the wish');
    expect(inShadow(element, '.question legend').textContent).to.equal('Which $1 buyer moves?');
    await press_(element, '$1 buyer B at Catfish');
    expect(inShadow(element, '.question legend').textContent).to.equal('How far clockwise does it move?');
    await press_(element, '2 markets → Clownfish');
    expect(inShadow(element, '.question legend').textContent).to.equal('Which species do you sell all of?');
    await press_(element, 'Monkfish (1 card)');
    const text = panelText(element);
    expect(text).to.contain('The $1 buyer B moves from Catfish to Clownfish.');
    expect(text).to.contain('Red sells a Monkfish at the Monkfish market for $4 and puts a token there.');
    await press_(element, 'Confirm the wish');
    expect(intents).to.deep.equal([{ type: 'wish', slot: 1, buyer: '$1b', steps: 2, species: 'monkfish' }]);
  });

  it('W-8.9 a market question can be answered on the ring', async () => {
    const base = position(3, {});
    const seats = [player({ boats: [cardOf(base, 'monkfish', 'SCATTER'), null] }), player(), player()];
    const ocean = [{ card: cardOf(base, 'angelfish', 'SELL_AS_OTHER'), worms: 0 }, ...base.ocean.slice(1)];
    const { element, intents } = await board(position(3, { seats, ocean, buyers: SPREAD }));
    await pickSlot(element, 1);
    await press_(element, 'Make the wish');
    // Only one species is held, so the first open question is where to sell it.
    expect(inShadow(element, '.question legend').textContent).to.equal('At which market do you sell them?');
    const kingfish = inShadow(element, '[data-market="kingfish"]');
    expect(kingfish.getAttribute('role')).to.equal('button');
    expect(inShadow(element, '[data-market="monkfish"]').getAttribute('role')).to.equal('img');
    click(kingfish);
    await settle(element);
    expect(panelText(element)).to.contain('Red sells a Monkfish at the Kingfish market for $3');
    await press_(element, 'Confirm the wish');
    expect(intents).to.deep.equal([{ type: 'wish', slot: 1, species: 'monkfish', as: 'kingfish' }]);
  });

  it('W-8.4 W-15 #27 scatter asks where each moved buyer goes, and which of two equal buyers stays', async () => {
    const base = position(3, {});
    const ocean = [{ card: cardOf(base, 'kingfish', 'SCATTER'), worms: 0 }, ...base.ocean.slice(1)];
    const buyers = buyersAt({ $3: 'angelfish', $2a: 'catfish', $2b: 'catfish', $1a: 'monkfish', $1b: 'swordfish' });
    const { element, intents } = await board(position(3, { ocean, buyers }));
    await pickSlot(element, 1);
    await press_(element, 'Make the wish');
    expect(inShadow(element, '.question legend').textContent).to.equal('Where does the $2 buyer A go?');
    const options = () => all(element, '.question shoal-button').map((b) => b.textContent.trim());
    expect(options()).to.deep.equal(['Stays where it is', 'To Kingfish', 'To Starfish', 'To Clownfish']);
    await press_(element, 'Stays where it is');
    expect(inShadow(element, '.question legend').textContent).to.equal('Where does the $2 buyer B go?');
    expect(options()).to.deep.equal(['To Kingfish', 'To Starfish', 'To Clownfish']);
    click(inShadow(element, '[data-market="starfish"]'));
    await settle(element);
    expect(panelText(element)).to.contain('The $2 buyer B moves from Catfish to Starfish.');
    await press_(element, 'Confirm the wish');
    expect(intents).to.deep.equal([{ type: 'wish', slot: 1, scatter: [{ buyer: '$2b', to: 'starfish' }] }]);
  });

  it('W-8.6 rot asks which token, then which card to sell (W-15 #29)', async () => {
    const base = position(3, {});
    const ocean = [{ card: cardOf(base, 'starfish', 'ROT'), worms: 0 }, ...base.ocean.slice(1)];
    const seats = [player({ boats: [cardOf(base, 'catfish', 'SCATTER'), cardOf(base, 'angelfish', 'ROT')], supply: 13 }), player({ supply: 12 }), player()];
    const markets = { ...emptyMarkets(3), monkfish: market([0, 2, 0]) };
    const { element, intents } = await board(position(3, { ocean, seats, markets, dump: [1, 0, 0], buyers: SPREAD }));
    await pickSlot(element, 1);
    await press_(element, 'Make the wish');
    expect(inShadow(element, '.question legend').textContent).to.equal('Which token rots?');
    await press_(element, 'Red token in the dump → back to Red');
    expect(inShadow(element, '.question legend').textContent).to.equal('Which fish card do you sell?');
    await press_(element, 'Boat 2: Angelfish');
    const text = panelText(element);
    expect(text).to.contain('A Red token comes back from the dump.');
    expect(text).to.contain('Red sells an Angelfish at the Angelfish market for $5');
    expect(all(element, '.answered li').map((li) => li.textContent)).to.deep.equal([
      'Which token rots? Red token in the dump → back to Red',
      'Which fish card do you sell? Boat 2: Angelfish',
    ]);
    await press_(element, 'Confirm the wish');
    expect(intents).to.deep.equal([{ type: 'wish', slot: 1, rot: { from: 'dump', seat: 0 }, boat: 1 }]);
  });

  it('W-5.2 W-15 #1 a card out of reach shows the rules’ own message and sends nothing', async () => {
    const seats = [player({ worms: 1 }), player(), player()];
    const { element, intents } = await board(position(3, { seats }));
    await pickSlot(element, 4);
    expect(inShadow(element, '.panel [role="alert"]').textContent).to.equal('Slot 4 costs 3 worms and you have 1.');
    expect(all(element, '.panel shoal-button').map((b) => b.textContent.trim())).to.deep.equal(['Back']);
    expect(inShadow(element, '[data-slot="4"]').classList.contains('out-of-reach')).to.equal(true);
    expect(intents).to.deep.equal([]);
  });

  it('keyboard: 1–4 pick a slot and move focus to its choices; Escape steps back', async () => {
    const { element, intents } = await board(position(3, {}));
    press(inShadow(element, '.board'), '3');
    await settle(element);
    expect(panelText(element)).to.contain('Slot 3:');
    const focused = element.shadowRoot!.activeElement as HTMLElement | null;
    expect(focused?.textContent).to.contain('Keep it in boat 1');
    press(inShadow(element, '.board'), 'Escape');
    await settle(element);
    expect(panelText(element)).to.contain('Pick a card in the ocean');
    expect(intents).to.deep.equal([]);
  });

  it('watching: no choices are offered and the last move is told', async () => {
    const base = position(3, {});
    const after = applyAction(base, 0, { type: 'keep', slot: 1 }) as WishesState;
    const { element } = await board(drawAll(after, seededRandom(3)), null);
    expect(all(element, 'button[data-slot]').length).to.equal(0);
    expect(panelText(element)).to.contain('Last move');
  });

  it('W-10 the final scoring is laid out step by step', async () => {
    const final = {
      endedBy: ['dump'] as const,
      money: [20, 15, 9],
      penaltyCard: 6,
      dumpPenalty: [0, 9, 4],
      wormBonus: [8, 0, 4],
      total: [28, 6, 9],
      winners: [0],
    };
    const state = position(3, { phase: 'over', turn: null, final, dump: [0, 6, 4], closing: [6, 7] });
    const element = await fixture<ShoalWishesFinal>(html`<shoal-wishes-final .state=${state}></shoal-wishes-final>`);
    const text = element.shadowRoot!.textContent.replace(/\s+/g, ' ');
    expect(text).to.contain('The game ended because the dump reached 10 tokens.');
    expect(text).to.contain('Dump penalty with closing card 6 on top: most tokens in the dump −$9, next −$4.');
    const rows = Array.from(element.shadowRoot!.querySelectorAll('tbody tr')).map((row) =>
      Array.from(row.children).map((cell) => cell.textContent.replace(/\s+/g, ' ').trim()),
    );
    expect(rows).to.deep.equal([
      ['Red', '$20', '–', '+$8', '★winner, $28'],
      ['Blue', '$15', '−$9', '–', '$6'],
      ['Green', '$9', '−$4', '+$4', '$9'],
    ]);
  });
});
