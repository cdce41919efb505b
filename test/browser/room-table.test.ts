// Issue 15 item 3: a game in a room shows the same table as the same game on one device (badges with
// who is to move, score panels, log, rules, end dialog with the breakdown), driven by the room, with
// the room's own parts beside it; and the room page explains itself (a room nobody else has opened,
// a link that finds no room, a signaling server out of reach).
import { expect } from 'chai';
import { html } from 'lit';
import '../../components/fishery/table.js';
import '../../components/gone-fishing/table.js';
import '../../components/sell-fish/table.js';
import '../../components/room/room-page.js';
import type { ShoalRoom } from '../../components/room/room-page.js';
import { newRoomHref } from '../../components/room/create.js';
import type { ShoalFisheryTable } from '../../components/fishery/table.js';
import type { ShoalGoneFishingTable } from '../../components/gone-fishing/table.js';
import type { ShoalSellFishTable } from '../../components/sell-fish/table.js';
import { isRuleError } from '../../src/core/index.js';
import type { FisheryMove } from '../../src/games/fishery/index.js';
import type { GoneFishingView } from '../../src/games/gone-fishing/index.js';
import { newRoomSecret } from '../../src/net/link.js';
import { platformEntropy } from '../../src/net/entropy.js';
import { createLocalTable, type LocalTable } from '../../src/table/index.js';
import { cleanup, deep, deepAll, fixture, inShadow, settle, until } from './helpers/fixture.js';
import { fakeRoom, type FakeRoom } from './helpers/room-table.js';
import { TWELVE_SHIPS } from './helpers/fishery-positions.js';
import { catalog, hasRoom } from '../../components/app/catalog.js';
import { buttonNamed, openApp } from './helpers/screens.js';

/** A table's status line, in words. */
function status(element: Element): string {
  return inShadow(inShadow(element, 'shoal-status-line'), '.line').textContent.replace(/\s+/g, ' ').trim();
}

function buttons(element: Element): string[] {
  return Array.from(element.shadowRoot!.querySelectorAll('.actions shoal-button')).map((b) => b.textContent.replace(/\s+/g, ' ').trim());
}

function must(error: { message: string } | null): void {
  if (error) throw new Error(error.message);
}

describe('Fishery in a room: the same table as on one device', () => {
  afterEach(cleanup);

  async function mount(room: FakeRoom): Promise<ShoalFisheryTable> {
    return fixture<ShoalFisheryTable>(html`<shoal-fishery-table .controller=${room}><p slot="room" data-role="panel">Seats</p></shoal-fishery-table>`);
  }

  it('badges name the players and who is to move; the status says what to do, as on one device', async () => {
    const table = createLocalTable('fishery', { players: 2, seed: 'room' });
    const room = fakeRoom(table, { seat: 0, names: ['Ada', 'Bo'] });
    const element = await mount(room);
    const badges = Array.from(element.shadowRoot!.querySelectorAll('shoal-player-badge'));
    expect(badges.map((b) => (b as unknown as { who: string }).who)).to.deep.equal(['Ada (you)', 'Bo']);
    expect(badges.map((b) => b.hasAttribute('to-move'))).to.deep.equal([true, false]);
    expect(status(element)).to.equal('Your turn: place a ship on any empty square.');
    expect(inShadow(element, 'shoal-status-line').getAttribute('data-role')).to.equal('room-status');
    expect(inShadow(element, 'shoal-score-panel').getAttribute('heading')).to.equal('Fish held now');
    // The room's parts sit in the table's side column; a room has rules, not a new game on this device.
    expect(element.querySelector('[data-role="panel"]')!.assignedSlot).to.not.equal(null);
    expect(buttons(element)).to.include('Rules');
    expect(buttons(element)).to.not.include('New game');
    inShadow<HTMLElement>(element, '[data-action="rules"]').click();
    await settle(element);
    expect(inShadow(element, 'shoal-dialog[heading="How to play Fishery"]').hasAttribute('open')).to.equal(true);
  });

  it('a ship placed on the board goes to the room; while the other plays, the room says whom it waits for', async () => {
    const table = createLocalTable('fishery', { players: 2, seed: 'room' });
    const waiting = { message: 'Waiting for Bo (White)…', tone: 'info' as const, waiting: true };
    const room = fakeRoom(table, { seat: 0, names: ['Ada', 'Bo'] });
    const element = await mount(room);
    const board = inShadow(element, 'shoal-fishery-board');
    board.dispatchEvent(new CustomEvent('move-intent', { detail: { move: { type: 'ship', x: 2, y: 2 } }, bubbles: true, composed: true }));
    await settle(element);
    expect(room.played).to.deep.equal([{ type: 'ship', x: 2, y: 2 }]);
    Object.assign(room, { word: () => waiting });
    element.requestUpdate();
    await settle(element);
    expect(status(element)).to.equal('Waiting for Bo (White)…');
    expect(inShadow(element, 'shoal-move-log').shadowRoot!.textContent).to.contain('C3');
  });

  it('a touch player has Pass in the net phase; refused entries and forfeits are in the log', async () => {
    const table = createLocalTable('fishery', { players: 2, seed: 'room' });
    TWELVE_SHIPS.forEach((move: FisheryMove, i) => must(table.play((i % 2), move)));
    const room = fakeRoom(table, { seat: 0, names: ['Ada', 'Bo'], notes: [{ text: 'Rejected entry 3 of seat 2 — rejected (bad-signature: …)' }] });
    const element = await mount(room);
    expect(status(element)).to.equal('Your turn: lay a net on a line between two squares, or pass.');
    const pass = Array.from(element.shadowRoot!.querySelectorAll<HTMLElement>('.actions shoal-button')).find((b) => b.textContent.includes('Pass'))!;
    expect(pass.hasAttribute('disabled')).to.equal(false);
    pass.click();
    await settle(element);
    // F-6.5: at 0–0 White wins the tie, so Black's first pass asks before it is sent.
    expect(room.played).to.deep.equal([]);
    expect(inShadow(element, '[data-role="pass-warning"]').textContent).to.equal('If Bo (White) passes too, the game ends: Black 0, White 0. Bo (White) wins the tie. You still have nets to lay.');
    inShadow<HTMLElement>(element, '[data-action="confirm-pass"]').click();
    expect(room.played).to.deep.equal([{ type: 'pass' }]);
    const log = inShadow(element, 'shoal-move-log').shadowRoot!.textContent;
    expect(log).to.contain('rejected (bad-signature');
  });

  it('the end dialog shows the breakdown with the players’ names, and its button joins the rematch', async () => {
    const table = createLocalTable('fishery', { players: 2, seed: 'room', options: { columns: 3, rows: 2, shipsPerPlayer: 1, netsPerPlayer: 0 } });
    for (let i = 0; i < 10 && !table.outcome(); i++) {
      const seat = table.pending()[0]!;
      must(table.play(seat, table.legalIntents(seat)[0]));
    }
    const outcome = table.outcome()!;
    const room = fakeRoom(table, { seat: 1, names: ['Ada', 'Bo'], rematchLabel: 'Join the rematch' });
    const element = await mount(room);
    // The end dialog loads when the first game on screen ends.
    const end = await until(() => element.shadowRoot!.querySelector('shoal-end-dialog'), 'the end dialog');
    await settle(end);
    expect(end.getAttribute('data-scores')).to.equal(outcome.scores.join(','));
    expect(end.hasAttribute('no-home')).to.equal(true);
    expect(status(element)).to.match(/^Game over: (Ada \(Black\)|Bo \(White\)) wins/);
    const rematch = inShadow<HTMLElement>(end, '[data-action="rematch"]');
    expect(rematch.textContent.trim()).to.equal('Join the rematch');
    rematch.click();
    expect(room.rematches).to.equal(1);
  });

  it('a watcher has no moves and reads whom the room waits for', async () => {
    const table = createLocalTable('fishery', { players: 2, seed: 'room' });
    const room = fakeRoom(table, { seat: null, names: ['Ada', 'Bo'], word: { message: 'You are watching. Waiting for Ada (Black)…', tone: 'info' } });
    const element = await mount(room);
    expect((inShadow(element, 'shoal-fishery-board') as unknown as { interactive: boolean }).interactive).to.equal(false);
    expect(status(element)).to.equal('You are watching. Waiting for Ada (Black)…');
  });
});

describe('Gone Fishing in a room', () => {
  afterEach(cleanup);

  /** Day 1, step 3 of round 1: seat 0 fishes and was shown a tile of red's line. */
  function shownTable(): LocalTable {
    const table = createLocalTable('gone-fishing', { players: 2, seed: 'room-panel', options: { firstAngler: 'host-chooses' } });
    must(table.play(0, { type: 'first-angler', seat: 0 }));
    must(table.play(1, { type: 'lay-lake', faces: 'random' }));
    must(table.play(0, { type: 'figures', red: 1, yellow: 11 }));
    must(table.play(0, { type: 'move-figure', figure: 'red', steps: 1 }));
    const show = table.legalIntents(1).find((intent) => (intent as { type: string }).type === 'show');
    must(table.play(1, show));
    return table;
  }

  it('GF-8: the Angler reads the face it was shown and the players’ names; a watcher’s board shows no face', async () => {
    const table = shownTable();
    const angler = await fixture<ShoalGoneFishingTable>(html`<shoal-gone-fishing-table .controller=${fakeRoom(table, { seat: 0, names: ['Ada', 'Bo'] })}></shoal-gone-fishing-table>`);
    expect(status(angler)).to.match(/^Step 3: You were shown \(\d,\d\): /);
    const whos = Array.from(angler.shadowRoot!.querySelectorAll('shoal-player-badge')).map((b) => (b as unknown as { who: string }).who);
    expect(whos).to.deep.equal(['Ada (you)', 'Bo']);
    cleanup();
    const watcher = await fixture<ShoalGoneFishingTable>(html`<shoal-gone-fishing-table .controller=${fakeRoom(table, { seat: null, names: ['Ada', 'Bo'] })}></shoal-gone-fishing-table>`);
    const view = (inShadow(watcher, 'shoal-gone-fishing-board') as unknown as { view: GoneFishingView }).view;
    const shown = (table.state() as { shown: number | null }).shown;
    expect(view.seat).to.equal(null);
    expect(view.faces.filter((face, field) => face !== null && field !== shown)).to.deep.equal([]);
    expect(watcher.shadowRoot!.querySelector('shoal-gone-fishing-memory')).to.equal(null);
  });
});

describe('SELL.fish in a room', () => {
  afterEach(cleanup);

  it('the board sees through this browser’s community, names the players, and a sealed choice goes to the room', async () => {
    const table = createLocalTable('sell-fish', { players: 3, seed: 'room' });
    const room = fakeRoom(table, { seat: 2, names: ['Ada', 'Bo', 'Cy'] });
    const element = await fixture<ShoalSellFishTable>(html`<shoal-sell-fish-table .controller=${room}></shoal-sell-fish-table>`);
    const board = inShadow(element, 'shoal-sell-fish-board') as unknown as HTMLElement & { seat: number | null; roles: string[]; legal: unknown[] };
    expect(board.seat).to.equal(2);
    expect(board.roles).to.deep.equal(['Ada', 'Bo', 'Cy (you)']);
    expect(board.legal.length).to.be.greaterThan(0);
    board.dispatchEvent(new CustomEvent('sell-fish-intent', { detail: { intent: board.legal[0] }, bubbles: true, composed: true }));
    expect(room.played).to.deep.equal([board.legal[0]]);
    expect(buttons(element)).to.not.include('New game');
  });
});

describe('the room page explains itself', () => {
  const before = location.href;
  afterEach(() => {
    cleanup();
    history.replaceState(history.state, '', before);
  });

  const useQuery = (query: string) => history.replaceState(history.state, '', `${location.pathname}${location.search}&${query}`);

  it('a new room nobody else has opened says so and offers the invite; seats and the game’s own table are there', async () => {
    useQuery('transport=local');
    const secret = newRoomHref('fishery').split('/').at(-1)!;
    const page = await fixture<ShoalRoom>(html`<shoal-room game="fishery" secret=${secret}></shoal-room>`);
    const alone = await until(() => deep(page, '[data-role="alone"]'), 'the page to say nobody else is here', 10000);
    expect(alone.textContent).to.contain('Nobody else has opened this room yet');
    expect(deep(alone, '[data-action="invite-alone"]')).to.not.equal(null);
    const table = await until(() => deep(page, 'shoal-fishery-table'), 'the Fishery table');
    await settle(table);
    expect(deep(page, 'shoal-seat-picker')).to.not.equal(null);
    expect(deepAll(table, 'shoal-player-badge')).to.have.length(2);
    expect(status(table)).to.contain('Waiting for players to sit down: 2 more players to come');
    // Seat colours are the only colours a player gets: no colour choice, no dot of the claim's colour.
    expect(deep(page, 'input[name="colour"]')).to.equal(null);
    expect(deep(page, '.people .dot')).to.equal(null);
  });

  it('every game’s room, opened from its link, names the game in the header and the tab title', async function () {
    this.timeout(120000);
    useQuery('transport=local');
    const seen: string[] = [];
    for (const entry of catalog.filter(({ id }) => hasRoom(id))) {
      const secret = newRoomHref(entry.id).split('/').at(-1)!;
      const app = await openApp(`#/${entry.id}/${secret}`, 'light');
      await until(() => app.shadowRoot!.querySelector('shoal-room'), `${entry.title}'s room page`);
      // The table with its rules; a game of several sizes first asks the room's maker how many seats.
      await until(() => buttonNamed('Rules') ?? buttonNamed('2 seats'), `${entry.title}'s table with its Rules, or the seat-count question`, 20000);
      seen.push(`${document.title} | ${app.shadowRoot!.querySelector('header h1')?.textContent?.trim()}`);
      cleanup();
    }
    expect(seen).to.deep.equal(catalog.filter(({ id }) => hasRoom(id)).map(({ title }) => `${title} · Shoal | ${title}`));
    expect(seen, 'every game has rooms').to.have.length(catalog.length);
  });

  /** Opens the rules from the page's "Rules" button and returns the open dialog's heading. */
  async function openRules(page: ShoalRoom): Promise<string> {
    deep<HTMLElement>(page, '[data-action="rules"]')!.click();
    const dialog = await until(() => deep<HTMLElement & { open: boolean; heading: string }>(page, 'shoal-dialog[open]'), 'the rules dialog', 10000);
    expect(dialog.querySelector('shoal-rules-panel')).to.not.equal(null);
    return dialog.heading;
  }

  it('a room of several sizes asks how many seats with the game’s rules at hand', async () => {
    useQuery('transport=local');
    for (const gameId of catalog.filter((entry) => entry.minPlayers < entry.maxPlayers).map((entry) => entry.id)) {
      const secret = newRoomHref(gameId).split('/').at(-1)!;
      const page = await fixture<ShoalRoom>(html`<shoal-room game=${gameId} secret=${secret}></shoal-room>`);
      await until(() => deep(page, '[data-players]'), `${gameId}: the seat count question`, 10000);
      expect(await openRules(page)).to.equal(`How to play ${catalog.find((entry) => entry.id === gameId)!.title}`);
      cleanup();
    }
  });

  it('a well-formed link that finds no room says so after a while, with what to do', async () => {
    useQuery('transport=local');
    const secret = newRoomSecret(platformEntropy);
    const page = await fixture<ShoalRoom>(html`<shoal-room game="fishery" secret=${secret} .noRoomAfterMs=${400}></shoal-room>`);
    const message = await until(() => deep(page, '[data-role="no-room"]'), 'the page to say no room was found', 10000);
    expect(message.textContent).to.contain('No one has this Fishery room open');
    expect(message.textContent).to.contain('Check the link');
    expect(deep(page, 'shoal-seat-picker')).to.equal(null);
    // The game's rules stay at hand while the page waits.
    expect(await openRules(page)).to.equal('How to play Fishery');
  });

  it('a signaling server out of reach is explained, and seats are not offered meanwhile', async () => {
    // A closed port on this machine: the server never answers.
    useQuery('signal=ws://127.0.0.1:9');
    const secret = newRoomHref('fishery').split('/').at(-1)!;
    const page = await fixture<ShoalRoom>(html`<shoal-room game="fishery" secret=${secret} .unreachableAfterMs=${400}></shoal-room>`);
    const notice = await until(() => deep(page, '[data-role="unreachable"]'), 'the page to explain the unreachable server', 10000);
    expect(notice.textContent).to.contain('does not answer');
    expect(notice.textContent).to.contain('try another one');
    await until(() => deep(page, 'shoal-fishery-table'), 'the table');
    expect(deep(page, 'shoal-seat-picker')).to.equal(null);
    expect(deep(page, '[data-role="seats-later"]')).to.not.equal(null);
    const table = deep(page, 'shoal-fishery-table')!;
    await settle(table);
    expect(status(table)).to.equal('Connecting to the other players: seats are offered once this page reaches them.');
    expect(isRuleError(page.table?.room.error() ?? null)).to.equal(false);
  });
});
