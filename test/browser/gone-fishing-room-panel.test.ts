import { expect } from 'chai';
import { html } from 'lit';
import '../../components/gone-fishing/room-panel.js';
import type { ShoalGoneFishingRoomPanel } from '../../components/gone-fishing/room-panel.js';
import type { GoneFishingState, GoneFishingView } from '../../src/games/gone-fishing/index.js';
import { createLocalTable, type LocalTable } from '../../src/table/index.js';
import { cleanup, fixture } from './helpers/fixture.js';

const ANGLER = 0;
const FISH = 1;

function must(error: { message: string } | null): void {
  if (error) throw new Error(error.message);
}

/** Day 1, step 3 of round 1: seat 0 fishes and was shown a tile of red's line. */
function shownTable(): LocalTable {
  const table = createLocalTable('gone-fishing', { players: 2, seed: 'room-panel', options: { firstAngler: 'host-chooses' } });
  must(table.play(ANGLER, { type: 'first-angler', seat: ANGLER }));
  must(table.play(FISH, { type: 'lay-lake', faces: 'random' }));
  must(table.play(ANGLER, { type: 'figures', red: 1, yellow: 11 }));
  must(table.play(ANGLER, { type: 'move-figure', figure: 'red', steps: 1 }));
  const show = table.legalIntents(FISH).find((intent) => (intent as { type: string }).type === 'show');
  must(table.play(FISH, show));
  return table;
}

async function panelFor(view: GoneFishingView, yourTurn: boolean): Promise<ShoalGoneFishingRoomPanel> {
  return fixture<ShoalGoneFishingRoomPanel>(html`<shoal-gone-fishing-room-panel .view=${view} .names=${['Ada', 'Bo']} ?your-turn=${yourTurn}></shoal-gone-fishing-room-panel>`);
}

const text = (element: Element): string => (element.shadowRoot!.textContent ?? '').replace(/\s+/g, ' ');

describe('shoal-gone-fishing-room-panel', () => {
  afterEach(cleanup);

  it('GF-8: the Angler reads its day, role and the face it was shown; the watcher reads no face', async () => {
    const table = shownTable();
    const state = table.state() as GoneFishingState;
    const angler = table.view(ANGLER) as GoneFishingView;
    const shown = angler.faces[state.shown!]!;
    const mine = text(await panelFor(angler, true));
    expect(mine).to.contain('Day 1 · round 1 · you are the Angler');
    expect(mine).to.match(/Step 3: You were shown \(\d,\d\): (Fish \d|Trash|Diver)\./);
    expect(mine).to.contain(shown === 'trash' ? 'Trash' : shown === 'diver' ? 'Diver' : `Fish ${shown.slice(5)}`);
    const watching = text(await panelFor(table.view(null) as GoneFishingView, false));
    expect(watching).to.contain('you are watching');
    expect(watching).not.to.match(/Fish \d|Trash|Diver/);
  });

  it('GF-4.1: each player reads its role, and the Angler whom it waits for, by name', async () => {
    const table = createLocalTable('gone-fishing', { players: 2, seed: 'room-panel', options: { firstAngler: 'host-chooses' } });
    must(table.play(ANGLER, { type: 'first-angler', seat: ANGLER }));
    expect(text(await panelFor(table.view(ANGLER) as GoneFishingView, false))).to.contain('you are the Angler. Bo is hiding the tiles.');
    expect(text(await panelFor(table.view(FISH) as GoneFishingView, true))).to.contain('Day 1 · you are the Fish player');
  });

  it('issue 5 item 2: a caught cheat ends the game with its reason on screen', async () => {
    const table = shownTable();
    const view = table.view(ANGLER) as GoneFishingView;
    const reason = 'The Fish player sealed a face that does not match its commitment.';
    const over: GoneFishingView = { ...view, state: { ...view.state, phase: 'over', cheat: { seat: FISH, code: 'sealed-opening-mismatch', reason } } };
    const panel = await panelFor(over, false);
    expect(panel.shadowRoot!.querySelector('[data-role="cheat"]')!.textContent).to.equal(`Cheat caught: ${reason}`);
    expect(panel.shadowRoot!.querySelector('[data-role="cheat"]')!.getAttribute('role')).to.equal('alert');
    expect(text(panel)).to.contain('Game over');
  });

  it('GF-7.1: each finished day names who fished, the fish caught and the score', async () => {
    const table = shownTable();
    const view = table.view(FISH) as GoneFishingView;
    const days = [{ day: 1 as const, angler: ANGLER, catch: ['fish-4' as const, 'trash' as const], specialsLeft: 1, score: 3, faces: [] }];
    const panel = await panelFor({ ...view, state: { ...view.state, days } }, false);
    expect(text(panel)).to.contain('Day 1: Ada fished Fish 4 · 3 pts');
  });
});
