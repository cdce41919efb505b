// Issue 15 item 4: saved games are safe. With a game in progress, "Continue" is a card's main action
// and starting a new one asks first; a finished game is not offered to continue; "My games" lists each
// game in progress (solo, and rooms this device joined) with its last change, to resume or forget.
import { expect } from 'chai';
import { html } from 'lit';
import '../../components/home/home-screen.js';
import type { ShoalHome } from '../../components/home/home-screen.js';
import { whenChanged } from '../../components/home/home-screen.js';
import { savedGameKey } from '../../components/table/save-slots.js';
import { saveGame } from '../../components/table/saved-game.js';
import { rememberRoom, rememberedRooms } from '../../components/table/room-index.js';
import type { Destination } from '../../components/shared/navigate.js';
import { indexedDbKeyStore } from '../../src/net/key-store.js';
import { createLocalTable, type LocalTable } from '../../src/table/index.js';
import { cleanup, fixture, inShadow, settle, until } from './helpers/fixture.js';

const BOT = savedGameKey('fishery', 'bot');
const PASS = savedGameKey('fishery', 'pass');

/** A Fishery game against the easy bot, `moves` moves in (or played to its end). */
function fisheryGame(moves: number | 'end'): LocalTable {
  const options = moves === 'end' ? { columns: 3, rows: 2, shipsPerPlayer: 1, netsPerPlayer: 0 } : {};
  const table = createLocalTable('fishery', { players: 2, seed: 'home', options });
  for (let i = 0; moves === 'end' ? !table.outcome() : i < moves; i++) {
    const seat = table.pending()[0]!;
    table.play(seat, table.legalIntents(seat)[0]);
  }
  return table;
}

function card(home: ShoalHome, title: string): Element {
  return Array.from(home.shadowRoot!.querySelectorAll('.card')).find((c) => c.querySelector('h2')?.textContent === title)!;
}

function actions(home: ShoalHome, title: string): { text: string; variant: string | null; element: HTMLElement }[] {
  return Array.from(card(home, title).querySelectorAll<HTMLElement>('.actions shoal-button')).map((element) => ({
    text: element.textContent.trim(),
    variant: element.getAttribute('variant'),
    element,
  }));
}

describe('home: saved games are safe', () => {
  const navigations: Destination[] = [];
  const onNavigate = (event: Event) => navigations.push((event as CustomEvent<Destination>).detail);
  beforeEach(() => {
    for (const key of [BOT, PASS, 'shoal:rooms']) localStorage.removeItem(key);
    navigations.length = 0;
    document.addEventListener('shoal-navigate', onNavigate);
  });
  afterEach(() => {
    cleanup();
    document.removeEventListener('shoal-navigate', onNavigate);
    for (const key of [BOT, PASS, 'shoal:rooms']) localStorage.removeItem(key);
  });

  it('with a game in progress, Continue is the main action, and a new game asks first', async () => {
    saveGame(BOT, { mode: 'bot', botSeats: { 1: 'easy' } }, fisheryGame(5), Date.now() - 5 * 60_000);
    const home = await fixture<ShoalHome>(html`<shoal-home></shoal-home>`);
    const fishery = actions(home, 'Fishery');
    expect(fishery[0]).to.include({ text: 'Continue vs bot', variant: 'primary' });
    expect(fishery.map((a) => a.text)).to.include('New game vs bot');
    expect(fishery.find((a) => a.text === 'New game vs bot')!.variant).to.equal('secondary');
    // A game without one in progress keeps its usual first action.
    expect(actions(home, 'Gone Fishing')[0]).to.include({ text: 'Play vs bot', variant: 'primary' });

    fishery.find((a) => a.text === 'New game vs bot')!.element.click();
    await settle(home);
    const ask = inShadow(home, 'shoal-dialog[heading="Start a new Fishery game?"]');
    expect(ask.hasAttribute('open')).to.equal(true);
    expect(inShadow(home, '[data-role="asking"]').textContent).to.contain('5 moves').and.contain('will be replaced');
    // Keeping it changes nothing; confirming goes on to the new-game choices.
    inShadow<HTMLElement>(home, '[data-action="keep"]').click();
    await settle(home);
    expect(ask.hasAttribute('open')).to.equal(false);
    expect(localStorage.getItem(BOT)).to.not.equal(null);
    fishery.find((a) => a.text === 'New game vs bot')!.element.click();
    await settle(home);
    inShadow<HTMLElement>(home, '[data-action="confirm"]').click();
    await settle(home);
    expect(inShadow(home, 'shoal-new-game-dialog').hasAttribute('open')).to.equal(true);

    fishery[0]!.element.click();
    expect(navigations).to.deep.equal([{ kind: 'local', gameId: 'fishery', mode: 'bot' }]);
  });

  it('a finished game is not offered to continue, and a new one starts without asking', async () => {
    saveGame(BOT, { mode: 'bot', botSeats: { 1: 'easy' } }, fisheryGame('end'));
    const home = await fixture<ShoalHome>(html`<shoal-home></shoal-home>`);
    const fishery = actions(home, 'Fishery');
    expect(fishery.map((a) => a.text)).to.not.include('Continue vs bot');
    expect(fishery[0]).to.include({ text: 'Play vs bot', variant: 'primary' });
    expect(home.shadowRoot!.querySelector('[data-role="my-games"]')).to.equal(null);
    fishery[0]!.element.click();
    await settle(home);
    expect(inShadow(home, 'shoal-new-game-dialog').hasAttribute('open')).to.equal(true);
  });

  it('a pass-and-play game in progress asks before another replaces it', async () => {
    saveGame(PASS, { mode: 'pass', botSeats: {} }, fisheryGame(3));
    const home = await fixture<ShoalHome>(html`<shoal-home></shoal-home>`);
    const fishery = actions(home, 'Fishery');
    expect(fishery[0]).to.include({ text: 'Continue pass and play', variant: 'primary' });
    fishery.find((a) => a.text === 'New pass and play')!.element.click();
    await settle(home);
    expect(navigations).to.deep.equal([]);
    inShadow<HTMLElement>(home, '[data-action="confirm"]').click();
    expect(navigations).to.deep.equal([{ kind: 'local', gameId: 'fishery', mode: 'pass', request: { mode: 'pass' } }]);
  });

  it('My games lists solo games and rooms in progress with their last change; forgetting a room deletes its data after asking', async () => {
    const now = Date.now();
    saveGame(BOT, { mode: 'bot', botSeats: { 1: 'easy' } }, fisheryGame(4), now - 2 * 3600_000);
    const roomId = `test-room-${now}`;
    rememberRoom({ gameId: 'gone-fishing', secret: 'AAAAAAAAAAAAAAAAAAAAAA', roomId, seat: 'Player 1', moves: 7, changedAt: now - 60_000, over: false });
    rememberRoom({ gameId: 'wishes', secret: 'BAAAAAAAAAAAAAAAAAAAAA', roomId: `${roomId}-over`, seat: 'Red', moves: 90, changedAt: now, over: true });
    // What the room keeps on this device: its doc's database and this device's keys.
    const keys = indexedDbKeyStore();
    await keys.save({ roomId, identities: [], personSeat: 0, secrets: {} });
    await new Promise<void>((resolve, reject) => {
      const open = indexedDB.open(`shoal-room-${roomId}`);
      open.onsuccess = () => (open.result.close(), resolve());
      open.onerror = () => reject(open.error);
    });

    const home = await fixture<ShoalHome>(html`<shoal-home></shoal-home>`);
    const rows = Array.from(home.shadowRoot!.querySelectorAll('[data-role="my-games"] li'));
    expect(rows.map((row) => [row.getAttribute('data-game'), row.getAttribute('data-kind')])).to.deep.equal([
      ['gone-fishing', 'room'],
      ['fishery', 'bot'],
    ]);
    const text = (row: Element) => row.textContent.replace(/\s+/g, ' ');
    expect(text(rows[0]!)).to.contain('Room with friends · you play Player 1').and.contain('7 moves').and.contain('1 minute ago');
    expect(text(rows[1]!)).to.contain('Against the bot').and.contain('4 moves').and.contain('2 hours ago');
    expect(rows[0]!.querySelector('a[data-action="resume"]')!.getAttribute('href')).to.equal('#/gone-fishing/AAAAAAAAAAAAAAAAAAAAAA');
    expect(rows[1]!.querySelector('a[data-action="resume"]')!.getAttribute('href')).to.equal('#/play/fishery/bot');

    rows[0]!.querySelector<HTMLElement>('[data-action="forget"]')!.click();
    await settle(home);
    expect(inShadow(home, 'shoal-dialog[heading="Forget this Gone Fishing room?"]').hasAttribute('open')).to.equal(true);
    expect(await keys.load(roomId), 'nothing is deleted before confirming').to.not.equal(undefined);
    inShadow<HTMLElement>(home, '[data-action="confirm"]').click();
    await until(async () => (await keys.load(roomId)) === undefined, 'the room’s keys to be deleted');
    const databases = await indexedDB.databases();
    expect(databases.map((d) => d.name)).to.not.include(`shoal-room-${roomId}`);
    expect(rememberedRooms().map((r) => r.roomId)).to.deep.equal([`${roomId}-over`]);
    await settle(home);
    expect(Array.from(home.shadowRoot!.querySelectorAll('[data-role="my-games"] li')).map((row) => row.getAttribute('data-game'))).to.deep.equal(['fishery']);

    // A solo game is forgotten the same way: asked, then removed from this device.
    home.shadowRoot!.querySelector<HTMLElement>('[data-role="my-games"] [data-action="forget"]')!.click();
    await settle(home);
    inShadow<HTMLElement>(home, '[data-action="confirm"]').click();
    await settle(home);
    expect(localStorage.getItem(BOT)).to.equal(null);
    expect(home.shadowRoot!.querySelector('[data-role="my-games"]')).to.equal(null);
  });

  it('says when a game last changed in words', () => {
    const now = Date.UTC(2026, 11, 1, 12);
    expect(whenChanged(now - 10_000, now)).to.equal('just now');
    expect(whenChanged(now - 5 * 60_000, now)).to.equal('5 minutes ago');
    expect(whenChanged(now - 26 * 3600_000, now)).to.equal('yesterday');
    expect(whenChanged(null, now)).to.equal('some time ago');
  });
});
