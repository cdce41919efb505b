import { expect } from 'chai';
import { html } from 'lit';
import '../../components/room/seat-picker.js';
import type { SeatPickDetail, ShoalSeatPicker } from '../../components/room/seat-picker.js';
import type { RoomBoardContext } from '../../components/room/boards.js';
import type { ShoalWishesBoard } from '../../components/wishes/board.js';
import { WISHES_SEAT_LOOKS } from '../../components/wishes/looks.js';
import { wishesRoomBoard } from '../../components/wishes/room-board.js';
import { seededRandom, type Seat } from '../../src/core/index.js';
import { legalActions, randomWishesBot, wishes, type WishesAction, type WishesState } from '../../src/games/wishes/index.js';
import type { AcceptedEntry } from '../../src/net/log-fold.js';
import { createLocalTable } from '../../src/table/index.js';
import type { SeatInfo } from '../../src/table/network-table.js';
import { cleanup, fixture, inShadow, settle } from './helpers/fixture.js';

const NAMES = ['Ada', 'Bo', 'Cy', 'Random bot', 'Deckhand bot'];

/** Five seats as a room shows them; `open` seats have no claim. */
function seatsOf(open: readonly Seat[] = []): SeatInfo[] {
  return NAMES.map((name, seat) => ({
    seat,
    label: ['Red', 'Blue', 'Green', 'Yellow', 'Purple'][seat]!,
    name: open.includes(seat) ? null : name,
    color: open.includes(seat) ? null : '#2a7fb8',
    bot: seat >= 3 && !open.includes(seat) ? 'random' : null,
    mine: seat === 1,
    connected: !open.includes(seat),
  }));
}

/** A five-seat game played by random players until a player move sells at a market; its log folded as a room folds it. */
function gameEndingInASale(): { state: WishesState; accepted: AcceptedEntry[] } {
  const table = createLocalTable('wishes', { players: 5, seed: 'room-board' });
  const random = seededRandom(11);
  for (let i = 0; i < 400; i++) {
    const seat = table.pending()[0]!;
    const state = table.state() as WishesState;
    const legal = table.legalIntents(seat) as readonly WishesAction[];
    const sell = i > 10 ? legal.find((a) => a.type === 'sell') : undefined;
    table.play(seat, sell ?? randomWishesBot.choose(state, seat, random));
    if (sell) break;
  }
  const { players, options } = table.snapshot();
  let state = wishes.setup({ players, options });
  const accepted = table.log().map(({ seat, move }, index) => {
    const before = state;
    state = wishes.apply(state, seat, move) as WishesState;
    return { index, entry: { seat, n: 0, move, sig: '' }, key: String(index), before, after: state } as unknown as AcceptedEntry;
  });
  return { state, accepted };
}

async function mount(view: WishesState, context: RoomBoardContext, legal: readonly WishesAction[] = [], intents: unknown[] = []): Promise<HTMLElement> {
  return fixture<HTMLElement>(html`<div>${wishesRoomBoard.render(view, legal, (intent) => intents.push(intent), context)}</div>`);
}

describe('Wishes in a room', () => {
  afterEach(cleanup);

  it('W-3 before the setup draws it shows how many seats are open and the draws, not a board with the buyers piled up', async () => {
    const state = wishes.setup({ players: 5, options: { room: 'r' } });
    const element = await mount(state, { seat: null, seats: seatsOf([2, 4]), accepted: [] });
    expect(element.querySelector('shoal-wishes-board')).to.equal(null);
    const waiting = element.querySelector('shoal-wishes-setting-up')!;
    await settle(waiting);
    const text = waiting.shadowRoot!.textContent.replace(/\s+/g, ' ');
    expect(text).to.contain('Waiting for 2 more players');
    expect(Array.from(waiting.shadowRoot!.querySelectorAll('li')).map((li) => li.textContent.trim())).to.deep.equal([
      'Place the buyers',
      'Draw the first player',
      'Turn up ocean card 1',
      'Turn up ocean card 2',
      'Turn up ocean card 3',
      'Turn up ocean card 4',
    ]);
  });

  it('the board shows the players’ names, acts for this browser’s seat, and animates the last move, its refill included', async () => {
    const { state, accepted } = gameEndingInASale();
    const events = state.events;
    const sold = events.filter((e) => e.kind === 'sale');
    expect(sold.length).to.be.greaterThan(0);
    const element = await mount(state, { seat: 1, seats: seatsOf(), accepted });
    const board = element.querySelector<ShoalWishesBoard>('shoal-wishes-board')!;
    await settle(board);
    expect(board.seat).to.equal(1);
    expect(board.roles).to.deep.equal(['Ada', 'Bo (you)', 'Cy', 'Random bot', 'Deckhand bot']);
    expect(board.events).to.deep.equal(events);
    expect(board.shadowRoot!.querySelectorAll('g.gains text.gain').length).to.equal(new Set(sold.map((e) => e.kind === 'sale' && e.market)).size);
    // A re-render for presence (new seat objects, the same log) keeps the same events: nothing replays.
    const first = board.events;
    const again = await mount(state, { seat: 1, seats: seatsOf(), accepted: [...accepted] });
    expect(again.querySelector<ShoalWishesBoard>('shoal-wishes-board')!.events).to.equal(first);
  });

  it('a player’s intent goes to the room as the action; only players’ moves are logged', async () => {
    const { state, accepted } = gameEndingInASale();
    const intents: unknown[] = [];
    const mover = state.turn!;
    const legal = legalActions(state, mover);
    const element = await mount(state, { seat: mover, seats: seatsOf(), accepted }, legal, intents);
    const board = element.querySelector<ShoalWishesBoard>('shoal-wishes-board')!;
    expect(board.interactive).to.equal(true);
    board.dispatchEvent(new CustomEvent('wishes-intent', { detail: { action: legal[0] }, bubbles: true, composed: true }));
    expect(intents).to.deep.equal([legal[0]]);
    expect(wishesRoomBoard.logged!({ type: 'beacon', draw: 3, value: '00' })).to.equal(false);
    expect(wishesRoomBoard.logged!({ type: 'join' })).to.equal(false);
    expect(wishesRoomBoard.logged!({ type: 'sell', boat: 0 })).to.equal(true);
  });
});

describe('the room’s seat picker with five seats', () => {
  afterEach(cleanup);

  async function picker(open: readonly Seat[], seated = true): Promise<ShoalSeatPicker> {
    return fixture<ShoalSeatPicker>(html`<shoal-seat-picker
      .seats=${seatsOf(open)}
      .looks=${WISHES_SEAT_LOOKS}
      .bots=${[
        { id: 'random', label: 'Random' },
        { id: 'deckhand', label: 'Deckhand' },
      ]}
      .name=${'Bo'}
      ?seated=${seated}
    ></shoal-seat-picker>`);
  }

  it('lists every open seat with its look in the game, and seats a person there', async () => {
    const element = await picker([0, 2, 3, 4], false);
    const rows = Array.from(element.shadowRoot!.querySelectorAll('li[data-open-seat]'));
    expect(rows.map((row) => row.getAttribute('data-open-seat'))).to.deep.equal(['0', '2', '3', '4']);
    for (const row of rows) expect(row.querySelector('svg')).to.not.equal(null);
    const picks: SeatPickDetail[] = [];
    element.addEventListener('seat-pick', (e) => picks.push((e as CustomEvent<SeatPickDetail>).detail));
    inShadow<HTMLElement>(element, '[data-seat-pick="2"]').click();
    expect(picks).to.deep.equal([{ seat: 2, name: 'Bo', color: '#2a7fb8' }]);
  });

  it('seats a bot of the chosen level, named and coloured apart from those already seated', async () => {
    const element = await picker([0, 4]);
    expect(element.shadowRoot!.querySelector('[data-seat-pick]')).to.equal(null);
    const adds: SeatPickDetail[] = [];
    element.addEventListener('bot-add', (e) => adds.push((e as CustomEvent<SeatPickDetail>).detail));
    const select = inShadow<HTMLSelectElement>(element, '[data-field="bot-level"]');
    expect(select.value).to.equal('deckhand');
    select.value = 'random';
    select.dispatchEvent(new Event('change'));
    await settle(element);
    inShadow<HTMLElement>(element, '[data-bot-add="4"]').click();
    expect(adds).to.have.length(1);
    expect(adds[0]).to.include({ seat: 4, bot: 'random', name: 'Random bot 2' });
    expect(adds[0]!.color).to.not.equal('#2a7fb8');
  });
});
