// Accessibility as a test, in rooms: axe-core with every rule on the room pages — a new room with its seat
// picker and invite dialog, the seat-count question, a game in play with a player away, its end, and a
// room link that cannot be opened — light and dark.
import { expect } from 'chai';
import type { ShoalApp } from '../../components/app/app-shell.js';
import { isRuleError, seededEntropy, type Json } from '../../src/core/index.js';
import { games } from '../../src/games/index.js';
import { DEFAULT_NET_CONFIG, memoryKeyStore, Room } from '../../src/net/index.js';
import { openApp, problemsOn, THEMES } from './helpers/screens.js';
import { cleanup, deep, until } from './helpers/fixture.js';

const LOCAL = { ...DEFAULT_NET_CONFIG, transport: 'local' as const };

/** Ada and Bo, in this page, seated in a small Fishery room; `moves` moves played (all of them: the end). */
async function fisheryRoom(moves: number): Promise<Room[]> {
  const fishery = games.fishery!;
  const rooms = [
    await Room.create(
      { players: 2, options: { columns: 3, rows: 2, shipsPerPlayer: 1, netsPerPlayer: 0 }, now: 0 },
      { game: fishery, keyStore: memoryKeyStore(), net: LOCAL, entropy: seededEntropy('ada'), tabLock: false },
    ),
  ];
  rooms.push(await Room.open({ link: rooms[0]!.link, game: fishery, keyStore: memoryKeyStore(), net: LOCAL, entropy: seededEntropy('bo'), tabLock: false }));
  await until(() => rooms[1]!.meta(), 'the second player to receive the room');
  expect(await rooms[0]!.claimSeat(0, { name: 'Ada', color: '#2a7fb8' })).to.equal(null);
  await until(() => rooms[1]!.seating().seats[0], 'Ada seated everywhere');
  expect(await rooms[1]!.claimSeat(1, { name: 'Bo', color: '#e0604f' })).to.equal(null);
  for (let played = 0; played < moves; played++) {
    await until(() => rooms.every((r) => r.fold()?.accepted.length === played && r.seating().seats.every(Boolean)), `move ${played} everywhere`);
    const state = rooms[0]!.fold()!.state;
    if (fishery.outcome(state)) break;
    const seat = fishery.pending(state)[0]!;
    expect(isRuleError(await rooms[seat]!.submit(seat, fishery.legalMoves(state, seat)[0] as Json))).to.equal(false);
  }
  return rooms;
}

describe('accessibility: axe-core on the room pages, light and dark', function () {
  this.timeout(120000);
  const rooms: Room[] = [];
  const before = location.href;
  beforeEach(() => {
    history.replaceState(history.state, '', `${location.pathname}${location.search}&transport=local`);
  });
  afterEach(async () => {
    cleanup();
    await Promise.all(rooms.splice(0).map((room) => room.destroy()));
    history.replaceState(history.state, '', before);
    localStorage.removeItem('shoal:theme');
  });

  const roomPage = (app: ShoalApp) => app.shadowRoot!.querySelector('shoal-room');
  // The room page hosts the game's own table: what it shows may be in that table's shadow root.
  const inRoom = (app: ShoalApp, selector: string) => {
    const room = roomPage(app);
    return room ? deep<HTMLElement>(room, selector) : null;
  };

  for (const theme of THEMES) {
    it(`${theme}: a new room (seat picker, invite dialog) and a room choosing its size`, async () => {
      const problems: string[] = [];
      const app = await openApp('#/fishery/new', theme);
      await until(() => inRoom(app, 'shoal-seat-picker'), 'the seat picker', 20000);
      problems.push(...(await problemsOn(`${theme} new room`)));
      inRoom(app, '[data-action="invite"]')!.click();
      await until(() => inRoom(app, 'shoal-invite-panel'), 'the invite panel', 20000);
      problems.push(...(await problemsOn(`${theme} invite dialog`)));
      cleanup();
      const sized = await openApp('#/wishes/new', theme);
      await until(() => inRoom(sized, '[data-players]'), 'the seat count question', 20000);
      problems.push(...(await problemsOn(`${theme} how many seats`)));
      expect(problems).to.deep.equal([]);
    });

    it(`${theme}: a room in play and at its end, watched, and a room link that cannot be opened`, async () => {
      const problems: string[] = [];
      rooms.push(...(await fisheryRoom(1)));
      let app = await openApp(`#/fishery/${rooms[0]!.link.secret}`, theme);
      await until(() => inRoom(app, '[data-role="people"]'), 'the people at the table', 20000);
      problems.push(...(await problemsOn(`${theme} room in play`)));
      await rooms[1]!.destroy();
      await until(() => inRoom(app, '.away'), 'Bo shown away', 20000);
      problems.push(...(await problemsOn(`${theme} room with a player away`)));
      cleanup();
      await Promise.all(rooms.splice(0).map((room) => room.destroy()));
      rooms.push(...(await fisheryRoom(10)));
      app = await openApp(`#/fishery/${rooms[0]!.link.secret}`, theme);
      await until(() => inRoom(app, '[data-role="final-score"]'), 'the final score', 20000);
      problems.push(...(await problemsOn(`${theme} room at its end`)));
      cleanup();
      app = await openApp('#/fishery/not-a-room', theme);
      await until(() => inRoom(app, '[role="alert"]'), 'the error', 20000);
      problems.push(...(await problemsOn(`${theme} broken room link`)));
      expect(problems).to.deep.equal([]);
    });
  }
});
