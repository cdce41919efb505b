// Every game's table on this device offers the same ways on: invite a friend (a new room of the game),
// the rules, a new game. Inside a blog post the embed offers its own invite, so the table does not.
import { expect } from 'chai';
import '../../components/fishery/table.js';
import '../../components/gone-fishing/table.js';
import '../../components/wishes/table.js';
import '../../components/sell-fish/table.js';
import { savedGameKey } from '../../components/table/save-slots.js';
import { NAVIGATE_EVENT, type Destination } from '../../components/shared/navigate.js';
import { cleanup, settle, until } from './helpers/fixture.js';

const SLOT = 'actions-test';
const GAMES = ['fishery', 'gone-fishing', 'wishes', 'sell-fish'];

/** A game's table against the bots, in a blog post or not. */
async function tableOf(gameId: string, embedded: boolean): Promise<HTMLElement> {
  const table = document.createElement(`shoal-${gameId}-table`);
  Object.assign(table, { mode: 'bot', saveSlot: SLOT, botDelay: 0, embedded });
  document.body.append(table);
  await until(() => table.shadowRoot?.querySelector('[data-action="rules"]'), `${gameId}'s table`);
  await settle(table);
  return table;
}

const labels = (table: HTMLElement): string[] =>
  Array.from(table.shadowRoot!.querySelectorAll('.actions shoal-button')).map((button) => button.textContent.replace(/\s+/g, ' ').trim());

describe('the table’s actions on this device', () => {
  afterEach(() => {
    cleanup();
    for (const table of document.querySelectorAll(GAMES.map((id) => `shoal-${id}-table`).join(','))) table.remove();
    for (const gameId of GAMES) localStorage.removeItem(savedGameKey(gameId, SLOT));
  });

  for (const gameId of GAMES) {
    it(`${gameId}: invite a friend, rules and a new game; inviting asks for a new room of the game`, async function () {
      this.timeout(30_000);
      const table = await tableOf(gameId, false);
      expect(labels(table)).to.include.members(['Invite a friend', 'Rules', 'New game']);
      const asked: Destination[] = [];
      table.addEventListener(NAVIGATE_EVENT, (event) => asked.push((event).detail));
      Array.from(table.shadowRoot!.querySelectorAll<HTMLElement>('.actions shoal-button'))
        .find((button) => button.textContent.includes('Invite a friend'))!
        .click();
      expect(asked).to.deep.equal([{ kind: 'new-room', gameId }]);
    });

    it(`${gameId} in a blog post: the embed’s own invite only`, async function () {
      this.timeout(30_000);
      const table = await tableOf(gameId, true);
      expect(labels(table)).to.include('Rules');
      expect(labels(table)).to.not.include('Invite a friend');
    });
  }
});
