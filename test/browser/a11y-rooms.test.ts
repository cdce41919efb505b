// Accessibility as a test, in rooms: axe-core with every rule on the room pages — a new room with its seat
// picker and invite dialog, the seat-count question, a game in play with a player away, its end, a
// room link that cannot be opened, one that finds no room, and a signaling server out of reach — light
// and dark, at a phone's size and a desktop's.
import { expect } from 'chai';
import { setViewport } from '@web/test-runner-commands';
import type { ShoalApp } from '../../components/app/app-shell.js';
import { isRuleError, seededEntropy, type Json } from '../../src/core/index.js';
import { games } from '../../src/games/index.js';
import { DEFAULT_NET_CONFIG, memoryKeyStore, Room } from '../../src/net/index.js';
import { newRoomSecret } from '../../src/net/link.js';
import { platformEntropy } from '../../src/net/entropy.js';
import { openApp, problemsOn, RUNNER_SIZE, SIZES, THEMES } from './helpers/screens.js';
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

for (const size of SIZES) describe(`accessibility: axe-core on the room pages, light and dark, ${size.name} ${size.width}×${size.height}`, function () {
  this.timeout(120000);
  const rooms: Room[] = [];
  const startedAt = location.href;
  before(() => setViewport(size));
  after(() => setViewport(RUNNER_SIZE));
  beforeEach(() => {
    history.replaceState(history.state, '', `${location.pathname}${location.search}&transport=local`);
  });
  afterEach(async () => {
    cleanup();
    await Promise.all(rooms.splice(0).map((room) => room.destroy()));
    history.replaceState(history.state, '', startedAt);
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
      problems.push(...(await problemsOn(`${size.name} ${theme} new room`)));
      inRoom(app, '[data-action="invite"]')!.click();
      await until(() => inRoom(app, 'shoal-invite-panel'), 'the invite panel', 20000);
      problems.push(...(await problemsOn(`${size.name} ${theme} invite dialog`)));
      cleanup();
      const sized = await openApp('#/wishes/new', theme);
      await until(() => inRoom(sized, '[data-players]'), 'the seat count question', 20000);
      problems.push(...(await problemsOn(`${size.name} ${theme} how many seats`)));
      expect(problems).to.deep.equal([]);
    });

    it(`${theme}: a room in play and at its end, watched, and a room link that cannot be opened`, async () => {
      const problems: string[] = [];
      rooms.push(...(await fisheryRoom(1)));
      let app = await openApp(`#/fishery/${rooms[0]!.link.secret}`, theme);
      await until(() => inRoom(app, '[data-role="people"]'), 'the people at the table', 20000);
      problems.push(...(await problemsOn(`${size.name} ${theme} room in play`)));
      await rooms[1]!.destroy();
      await until(() => inRoom(app, '.away'), 'Bo shown away', 20000);
      problems.push(...(await problemsOn(`${size.name} ${theme} room with a player away`)));
      cleanup();
      await Promise.all(rooms.splice(0).map((room) => room.destroy()));
      rooms.push(...(await fisheryRoom(10)));
      app = await openApp(`#/fishery/${rooms[0]!.link.secret}`, theme);
      await until(() => inRoom(app, '[data-role="final-score"]'), 'the final score', 20000);
      problems.push(...(await problemsOn(`${size.name} ${theme} room at its end`)));
      cleanup();
      app = await openApp('#/fishery/not-a-room', theme);
      await until(() => inRoom(app, '[role="alert"]'), 'the error', 20000);
      problems.push(...(await problemsOn(`${size.name} ${theme} broken room link`)));
      cleanup();
      app = await openApp(`#/fishery/${newRoomSecret(platformEntropy)}`, theme);
      (await until(() => roomPage(app), 'the room page')).noRoomAfterMs = 300;
      await until(() => inRoom(app, '[data-role="no-room"]'), 'no room found', 20000);
      problems.push(...(await problemsOn(`${size.name} ${theme} a link that finds no room`)));
      expect(problems).to.deep.equal([]);
    });

    it(`${theme}: a signaling server out of reach`, async () => {
      const address = location.href;
      // A closed port on this machine: the server never answers.
      history.replaceState(history.state, '', `${location.pathname}${location.search.replace('&transport=local', '')}&signal=ws://127.0.0.1:9`);
      try {
        const app = await openApp('#/fishery/new', theme);
        (await until(() => roomPage(app), 'the room page')).unreachableAfterMs = 300;
        await until(() => inRoom(app, '[data-role="unreachable"]'), 'the unreachable server explained', 20000);
        expect(await problemsOn(`${size.name} ${theme} signaling out of reach`)).to.deep.equal([]);
      } finally {
        history.replaceState(history.state, '', address);
      }
    });
  }
});
