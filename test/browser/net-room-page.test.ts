// The room page at the end of a game: the final score and a rematch button. The first player to ask
// offers a new room; everyone else's button then joins that same room. The page runs a real Room
// (IndexedDB keys and doc) over the local transport, with two more rooms in this page as the players.
import { expect } from 'chai';
import type { Destination } from '../../components/shared/navigate.js';
import { html } from 'lit';
import '../../components/room/room-page.js';
import type { ShoalRoom } from '../../components/room/room-page.js';
import { isRuleError, seededEntropy, type Json } from '../../src/core/index.js';
import { games } from '../../src/games/index.js';
import { DEFAULT_NET_CONFIG, memoryKeyStore, Room } from '../../src/net/index.js';
import { cleanup, deep, fixture, until } from './helpers/fixture.js';

const fishery = games.fishery!;
const LOCAL = { ...DEFAULT_NET_CONFIG, transport: 'local' as const };

/** Two players in this page who play a tiny Fishery game (one ship each, no nets) to its end. */
async function finishedGame(): Promise<Room[]> {
  // These players share the test's page with the room page under test: only the room page takes the tab lock.
  const rooms = [
    await Room.create(
      { players: 2, options: { columns: 3, rows: 2, shipsPerPlayer: 1, netsPerPlayer: 0 }, now: 0 },
      { game: fishery, keyStore: memoryKeyStore(), net: LOCAL, entropy: seededEntropy('ada'), tabLock: false },
    ),
  ];
  const link = rooms[0]!.link;
  rooms.push(await Room.open({ link, game: fishery, keyStore: memoryKeyStore(), net: LOCAL, entropy: seededEntropy('bo'), tabLock: false }));
  await until(() => rooms[1]!.meta(), 'the second player to receive the room');
  expect(await rooms[0]!.claimSeat(0, { name: 'Ada', color: '#2a7fb8' })).to.equal(null);
  await until(() => rooms[1]!.seating().seats[0], 'Ada seated everywhere');
  expect(await rooms[1]!.claimSeat(1, { name: 'Bo', color: '#e0604f' })).to.equal(null);
  for (let moves = 0; moves < 10; moves++) {
    await until(() => rooms.every((r) => r.fold()?.accepted.length === moves && r.seating().seats.every(Boolean)), `move ${moves} everywhere`);
    const state = rooms[0]!.fold()!.state;
    if (fishery.outcome(state)) return rooms;
    const seat = fishery.pending(state)[0]!;
    const entry = await rooms[seat]!.submit(seat, fishery.legalMoves(state, seat)[0] as Json);
    expect(isRuleError(entry)).to.equal(false);
  }
  throw new Error('the tiny game did not end');
}

describe('room page: rematch', () => {
  const rooms: Room[] = [];
  const before = location.href;
  beforeEach(() => history.replaceState(history.state, '', `${location.pathname}${location.search}&transport=local`));
  afterEach(async () => {
    cleanup();
    await Promise.all(rooms.splice(0).map((room) => room.destroy()));
    history.replaceState(history.state, '', before);
  });

  it('a player offers the rematch (signed by their seat); a watching page joins that same room', async () => {
    rooms.push(...(await finishedGame()));
    const link = rooms[0]!.link;
    const page = await fixture<ShoalRoom>(html`<shoal-room game="fishery" secret=${link.secret}></shoal-room>`);
    const rematchButton = (room: ShoalRoom) => deep<HTMLElement>(room, '[data-action="rematch"]');
    await until(() => deep(page, '[data-role="final-score"]'), 'the final score', 10000);
    const final = deep(page, '[data-role="final-score"]')!;
    expect(final.getAttribute('data-scores')).to.equal(fishery.outcome(rooms[0]!.fold()!.state)!.scores.join(','));
    expect(rematchButton(page), 'a watcher cannot offer one').to.equal(null);
    expect(deep(page, '[data-role="rematch-wait"]')).to.not.equal(null);

    const offer = await rooms[0]!.offerRematch(1);
    expect(isRuleError(offer)).to.equal(false);
    const offered = isRuleError(offer) ? '' : offer.link.secret;
    expect(offered).not.to.equal(link.secret);
    await until(() => rooms.every((room) => room.rematch() === offered), 'both players to see the offer');
    const join = await until(() => (rematchButton(page)?.textContent?.includes('Join the rematch') ? rematchButton(page) : null), 'the page to offer joining', 10000);
    const joined: Destination[] = [];
    page.addEventListener('shoal-navigate', (event) => joined.push(event.detail));
    join.click();
    await until(() => joined.length === 1, 'the page to ask for the offered room');
    expect(joined[0]).to.include({ kind: 'room', gameId: 'fishery', secret: offered });
    expect(joined[0]).to.not.have.property('created');
    // A second offer does not replace the first.
    const again = await rooms[1]!.offerRematch(2);
    expect(isRuleError(again) ? null : again.link.secret).to.equal(offered);
  });
});
