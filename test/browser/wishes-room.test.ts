import { expect } from 'chai';
import { html } from 'lit';
import '../../components/room/seat-picker.js';
import type { SeatPickDetail, ShoalSeatPicker } from '../../components/room/seat-picker.js';
import '../../components/wishes/table.js';
import type { ShoalWishesBoard } from '../../components/wishes/board.js';
import type { ShoalWishesTable } from '../../components/wishes/table.js';
import { WISHES_SEAT_LOOKS } from '../../components/wishes/looks.js';
import { seededRandom, type Seat } from '../../src/core/index.js';
import { legalActions, randomWishesBot, wishes, type WishesAction, type WishesState } from '../../src/games/wishes/index.js';
import { createLocalTable, type LocalTable } from '../../src/table/index.js';
import type { SeatInfo } from '../../src/table/network-table.js';
import { cleanup, fixture, inShadow, settle } from './helpers/fixture.js';
import { fakeRoom, type FakeRoom } from './helpers/room-table.js';

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

/** A five-seat game played by random players until a player move sells at a market. */
function gameEndingInASale(): LocalTable {
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
  return table;
}

/** The Wishes table showing `room`, the room's own parts in its slot. */
async function mount(room: FakeRoom): Promise<ShoalWishesTable> {
  const element = await fixture<ShoalWishesTable>(html`<shoal-wishes-table .controller=${room}><p slot="room" data-role="panel">Seats</p></shoal-wishes-table>`);
  await settle(element);
  return element;
}

describe('Wishes in a room: the same table as on one device', () => {
  afterEach(cleanup);

  it('W-3 before the setup draws it shows how many seats are open and the draws, not a board with the buyers piled up', async () => {
    const state = wishes.setup({ players: 5, options: { room: 'r' } });
    const room = fakeRoom(createLocalTable('wishes', { players: 5, seed: 'setup' }), { seat: 1, names: ['Ada', 'Bo', null, 'Random bot', null] });
    Object.assign(room, { state: () => state });
    const element = await mount(room);
    expect(element.shadowRoot!.querySelector('shoal-wishes-board')).to.equal(null);
    const waiting = inShadow(element, 'shoal-wishes-setting-up');
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

  it('the board shows the players’ names, sees through this browser’s seat, and animates the last move, its refill included', async () => {
    const table = gameEndingInASale();
    const events = (table.state() as WishesState).events;
    const sold = events.filter((e) => e.kind === 'sale');
    expect(sold.length).to.be.greaterThan(0);
    const room = fakeRoom(table, { seat: 1, names: NAMES });
    const element = await mount(room);
    const board = inShadow<ShoalWishesBoard>(element, 'shoal-wishes-board');
    await settle(board);
    expect(board.seat).to.equal(1);
    expect(board.roles).to.deep.equal(['Ada', 'Bo (you)', 'Cy', 'Random bot', 'Deckhand bot']);
    expect(board.events).to.deep.equal(events);
    expect(board.shadowRoot!.querySelectorAll('g.gains text.gain').length).to.equal(new Set(sold.map((e) => e.kind === 'sale' && e.market)).size);
    // A re-render for presence (the same log) keeps the same events: nothing replays.
    const first = board.events;
    element.requestUpdate();
    await settle(element);
    expect(board.events).to.equal(first);
    // The room's parts sit beside the log; the table offers the rules, not a new game.
    expect(element.querySelector('[data-role="panel"]')!.assignedSlot).to.not.equal(null);
    expect(element.shadowRoot!.querySelector('[data-action="rules"]')).to.not.equal(null);
    expect(Array.from(element.shadowRoot!.querySelectorAll('shoal-button')).map((b) => b.textContent.trim())).to.not.include('New game');
  });

  it('a player’s intent goes to the room as the action; only players’ moves are logged', async () => {
    const table = gameEndingInASale();
    const state = table.state() as WishesState;
    const mover = state.turn!;
    const room = fakeRoom(table, { seat: mover, names: NAMES });
    const element = await mount(room);
    const board = inShadow<ShoalWishesBoard>(element, 'shoal-wishes-board');
    expect(board.interactive).to.equal(true);
    const legal = legalActions(state, mover);
    board.dispatchEvent(new CustomEvent('wishes-intent', { detail: { action: legal[0] }, bubbles: true, composed: true }));
    expect(room.played).to.deep.equal([legal[0]]);
    await settle(element);
    const lines = inShadow(element, 'shoal-move-log').shadowRoot!.querySelectorAll('li');
    const playerMoves = table.log().filter(({ move }) => ['keep', 'wish', 'sell', 'pass', 'first'].includes((move as { type: string }).type)).length;
    expect(lines.length).to.equal(playerMoves);
  });
});


describe('the room’s seat picker with five seats', () => {
  afterEach(cleanup);

  async function picker(open: readonly Seat[], seated = true): Promise<ShoalSeatPicker> {
    return fixture<ShoalSeatPicker>(html`<shoal-seat-picker
      .seats=${seatsOf(open)}
      .looks=${WISHES_SEAT_LOOKS}
      .bots=${[
        { id: 'random', label: 'Random', description: 'Plays any legal move.' },
        { id: 'deckhand', label: 'Deckhand', description: 'Takes what pays most now.' },
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
    const sentence = () => inShadow<HTMLElement>(element, '[data-level-description]').textContent.trim();
    expect(sentence()).to.equal('Takes what pays most now.');
    select.value = 'random';
    select.dispatchEvent(new Event('change'));
    await settle(element);
    expect(sentence(), 'the chosen level is described under the choice').to.equal('Plays any legal move.');
    inShadow<HTMLElement>(element, '[data-bot-add="4"]').click();
    expect(adds).to.have.length(1);
    expect(adds[0]).to.include({ seat: 4, bot: 'random', name: 'Random bot 2' });
    expect(adds[0]!.color).to.not.equal('#2a7fb8');
  });
});
