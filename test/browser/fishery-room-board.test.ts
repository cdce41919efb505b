import { expect } from 'chai';
import { html, render } from 'lit';
import { fisheryRoomBoard } from '../../components/fishery/room-board.js';
import { fishery, type FisheryMove } from '../../src/games/fishery/index.js';
import { cleanup, fixture } from './helpers/fixture.js';
import { TWELVE_SHIPS, positionAfter } from './helpers/fishery-positions.js';

/** Renders the room's Fishery board into a fresh host and collects the intents it reports. */
async function roomBoard(moves: readonly FisheryMove[], interactive = true) {
  const state = positionAfter(moves);
  const legal = interactive ? fishery.legalMoves(state, state.turn) : [];
  const intents: unknown[] = [];
  const host = await fixture<HTMLDivElement>(html`<div></div>`);
  render(fisheryRoomBoard.render(state, legal, (intent) => intents.push(intent), undefined as never), host);
  await (host.querySelector('shoal-fishery-board') as HTMLElement & { updateComplete: Promise<unknown> }).updateComplete;
  return { host, intents };
}

describe('Fishery in a room', () => {
  afterEach(cleanup);

  it('shows each side’s fish and nets left', async () => {
    const { host } = await roomBoard(TWELVE_SHIPS);
    const held = host.querySelector('[data-role="fishery-held"]')!.textContent;
    expect(held).to.contain('Black: 0 fish, 30 nets left').and.contain('White: 0 fish, 30 nets left');
  });

  it('offers Pass in the net phase to the player to move, so a touch player can end the game', async () => {
    const { host, intents } = await roomBoard(TWELVE_SHIPS);
    const pass = host.querySelector('[data-action="pass"]') as HTMLElement;
    expect(pass.hasAttribute('disabled')).to.equal(false);
    pass.click();
    expect(intents).to.deep.equal([{ type: 'pass' }]);
  });

  it('disables Pass for a player who is not to move, and shows none while ships are placed', async () => {
    const waiting = await roomBoard(TWELVE_SHIPS, false);
    expect(waiting.host.querySelector('[data-action="pass"]')!.hasAttribute('disabled')).to.equal(true);
    cleanup();
    const placing = await roomBoard(TWELVE_SHIPS.slice(0, 3));
    expect(placing.host.querySelector('[data-action="pass"]')).to.equal(null);
  });
});
