// The move log speaks the game to its players: each game played to its end by bots in every seat and
// restored on a table, its log names the seats as the badges (or the players' list) do, and tells no
// fair-play step, seat number or rule number.
import { expect } from 'chai';
import { html } from 'lit';
import '../../components/fishery/table.js';
import '../../components/gone-fishing/table.js';
import '../../components/wishes/table.js';
import '../../components/sell-fish/table.js';
import { savedGameKey } from '../../components/table/save-slots.js';
import { cleanup, deepAll, fixture, until } from './helpers/fixture.js';
import { phasesOf, savedGameText } from './helpers/playout.js';
import { fakeRoom } from './helpers/room-table.js';
import { restoreLocalTable } from '../../src/table/index.js';
import type { GameTable } from '../../components/table/game-table.js';

const SLOT = 'log-words-test';
const GAMES = [
  { id: 'fishery', tag: 'shoal-fishery-table', players: 2, bot: 'easy' },
  { id: 'gone-fishing', tag: 'shoal-gone-fishing-table', players: 2, bot: 'easy' },
  { id: 'wishes', tag: 'shoal-wishes-table', players: 3, bot: 'easy' },
  { id: 'sell-fish', tag: 'shoal-sell-fish-table', players: 3, bot: 'easy' },
] as const;

/** Words a player should never read in the log: fair-play machinery, seat numbers, rule numbers. */
const NOT_FOR_PLAYERS = /\b(player|seat) \d|beacon|commitment|\bcommits?\b|nonce|anchor|audit|share of random|signature|\bentry\b|protocol|\b(F|GF|SF|W|FL)-\d/i;

describe('the move log in the game’s own words', () => {
  afterEach(() => {
    cleanup();
    for (const game of GAMES) localStorage.removeItem(savedGameKey(game.id, SLOT));
  });

  for (const game of GAMES) {
    for (const where of ['solo', 'room'] as const) {
      it(`${game.id} ${where}: seats named as on the table, no fair-play steps, seat or rule numbers`, async function () {
        this.timeout(120_000);
        const phases = await phasesOf(game.id, game.players);
        const over = phases.at(-1)!.snapshot;
        const container = await fixture<HTMLElement>(html`<div></div>`);
        const table = document.createElement(game.tag) as HTMLElement & { mode: string; saveSlot: string; botDelay: number; controller: GameTable | null };
        if (where === 'solo') {
          localStorage.setItem(savedGameKey(game.id, SLOT), savedGameText(over, game.bot));
          Object.assign(table, { mode: 'bot', saveSlot: SLOT, botDelay: 0 });
        } else {
          table.controller = fakeRoom(restoreLocalTable(over), { seat: 0, names: ['Ada', 'Bo', 'Cy'].slice(0, game.players) });
        }
        container.append(table);
        await until(() => table.shadowRoot?.querySelector('shoal-end-dialog'), 'the restored game’s end');
        const log = table.shadowRoot!.querySelector('shoal-move-log') as HTMLElement & { entries: readonly { text: string }[] };
        const lines = log.entries.map((entry) => entry.text);
        expect(lines.length, 'lines in the log').to.be.greaterThan(10);
        // A badge names a seat by its colour or role and by who plays it: the log uses one of the two.
        const badges = deepAll<HTMLElement & { name: string; who: string }>(table, 'shoal-player-badge').map((badge) => [badge.name, badge.who.replace(' (you)', '')]);
        const seats = badges.length > 0 ? badges : deepAll(table, '.players .name, .communities .name').map((name) => [name.textContent.trim()]);
        expect(seats, 'seats on the table').to.have.length(game.players);
        for (const names of seats) expect(lines.some((line) => names.some((name) => line.includes(name))), `the log names ${names.join(' or ')}`).to.equal(true);
        expect(lines.filter((line) => NOT_FOR_PLAYERS.test(line))).to.deep.equal([]);
      });
    }
  }
});
