import { expect } from 'chai';
import { html } from 'lit';
import '../../components/gone-fishing/board.js';
import type { GoneFishingIntentDetail, ShoalGoneFishingBoard } from '../../components/gone-fishing/board.js';
import {
  LAKE_TILES,
  TILE_NAMES,
  type GoneFishingIntent,
  type GoneFishingState,
  type GoneFishingView,
  type TileFace,
} from '../../src/games/gone-fishing/index.js';
import { createLocalTable, type LocalTable } from '../../src/table/index.js';
import { cleanup, click, fixture, inShadow, press, settle } from './helpers/fixture.js';

const ANGLER = 0;
const FISH = 1;
/** Rows top to bottom: the lake of the rule scenarios (test/unit/gone-fishing/fixtures.ts). */
const LAYOUT: readonly TileFace[] = [
  'fish-6', 'trash', 'fish-1', 'fish-2',
  'trash', 'diver', 'fish-3', 'trash',
  'fish-4', 'fish-1', 'trash', 'fish-5',
  'fish-2', 'fish-3', 'fish-4', 'trash',
];

/** A table where seat 0 fishes day 1 on LAYOUT, red from P19 (row 1) and yellow from P9 (row 4). */
function dayOne(options: object = {}): LocalTable {
  const table = createLocalTable('gone-fishing', { players: 2, seed: 'board-test', options: { firstAngler: 'host-chooses', ...options } });
  must(table.play(ANGLER, { type: 'first-angler', seat: ANGLER }));
  must(table.play(FISH, { type: 'lay-lake', faces: LAYOUT }));
  must(table.play(ANGLER, { type: 'figures', red: 19, yellow: 9 }));
  return table;
}

function must(error: { message: string } | null): void {
  if (error) throw new Error(error.message);
}

/** The board showing `seat`'s view of `table`, interactive when that seat is to act. */
async function boardFor(table: LocalTable, seat: number): Promise<ShoalGoneFishingBoard> {
  const view = table.view(seat) as GoneFishingView;
  const yours = table.pending().includes(seat);
  return fixture<ShoalGoneFishingBoard>(
    html`<shoal-gone-fishing-board .view=${view} .legal=${yours ? table.legalIntents(seat) : []} ?interactive=${yours}></shoal-gone-fishing-board>`,
  );
}

/** Collects the intents the board fires. */
function intents(board: ShoalGoneFishingBoard): GoneFishingIntent[] {
  const fired: GoneFishingIntent[] = [];
  board.addEventListener('gone-fishing-intent', (event: CustomEvent<GoneFishingIntentDetail>) => fired.push(event.detail.intent));
  return fired;
}

const faceUp = (board: ShoalGoneFishingBoard) => board.shadowRoot!.querySelectorAll('.tile.face-up').length;
const faceDown = (board: ShoalGoneFishingBoard) => board.shadowRoot!.querySelectorAll('.tile.face-down').length;
const field = (board: ShoalGoneFishingBoard, f: number) => inShadow(board, `[data-field="${f}"]`);
const pier = (board: ShoalGoneFishingBoard, p: number) => inShadow(board, `[data-pier="${p}"]`);

async function choose(board: ShoalGoneFishingBoard, target: Element): Promise<void> {
  click(target);
  await settle(board);
}

/** The tray button whose text contains `text`. */
function trayButton(board: ShoalGoneFishingBoard, text: string): HTMLElement {
  const found = Array.from(board.shadowRoot!.querySelectorAll<HTMLElement>('shoal-button, button.card')).find((b) => b.textContent?.includes(text));
  if (!found) throw new Error(`no tray button "${text}"`);
  return found;
}

/** Every face name the board's text and labels mention (fish names, trash, diver). */
function facesNamed(board: ShoalGoneFishingBoard): string[] {
  const text = [
    board.shadowRoot!.textContent ?? '',
    ...Array.from(board.shadowRoot!.querySelectorAll('[aria-label]')).map((e) => e.getAttribute('aria-label') ?? ''),
  ].join(' ');
  return Object.values(TILE_NAMES).filter((name) => text.includes(name));
}

describe('shoal-gone-fishing-board', () => {
  afterEach(() => cleanup());

  it('GF-8 the Fish player sees every face on their own board; the Angler sees 16 backs', async () => {
    const table = dayOne();
    const fish = await boardFor(table, FISH);
    expect(faceUp(fish)).to.equal(16);
    expect(field(fish, 5).getAttribute('aria-label')).to.contain('Diver');
    expect(field(fish, 0).getAttribute('aria-label')).to.contain('Fish 6');
    const angler = await boardFor(table, ANGLER);
    expect(faceUp(angler)).to.equal(0);
    expect(faceDown(angler)).to.equal(16);
    expect(field(angler, 0).getAttribute('aria-label')).to.equal('Field (1,1): a face-down tile');
    expect(facesNamed(angler)).to.deep.equal([]);
  });

  it('GF-5.2 the tile shown in step 2 is face up for the Angler in step 3 only (GF-5.3.6)', async () => {
    const table = dayOne();
    must(table.play(ANGLER, { type: 'move-figure', figure: 'red', steps: 2 })); // P1: (1,1) (2,1) (3,1) (4,1)
    must(table.play(FISH, { type: 'show', field: 8 }));
    const angler = await boardFor(table, ANGLER);
    expect(faceUp(angler)).to.equal(1);
    expect(field(angler, 8).getAttribute('aria-label')).to.contain('Fish 4');
    expect(facesNamed(angler)).to.deep.equal(['Fish 4']);
    must(table.play(ANGLER, { type: 'pass' }));
    const after = await boardFor(table, ANGLER);
    expect(faceUp(after)).to.equal(0);
    expect(facesNamed(after)).to.deep.equal([]);
  });

  it('GF-4.1 the Fish player swaps tiles of a random draft and lays that lake', async () => {
    const table = createLocalTable('gone-fishing', { players: 2, seed: 'lay', options: { firstAngler: 'host-chooses' } });
    must(table.play(ANGLER, { type: 'first-angler', seat: ANGLER }));
    const board = await boardFor(table, FISH);
    const fired = intents(board);
    expect(faceUp(board)).to.equal(16);
    const before = [0, 15].map((f) => field(board, f).getAttribute('aria-label')!.split(': ')[1]!.split('.')[0]);
    await choose(board, field(board, 0));
    await choose(board, field(board, 15));
    const after = [0, 15].map((f) => field(board, f).getAttribute('aria-label')!.split(': ')[1]!.split('.')[0]);
    expect(after).to.deep.equal([before[1], before[0]]);
    await choose(board, trayButton(board, 'Lay the lake'));
    expect(fired).to.have.length(1);
    const laid = fired[0] as Extract<GoneFishingIntent, { type: 'lay-lake' }>;
    expect([...(laid.faces as TileFace[])].sort()).to.deep.equal([...LAKE_TILES].sort());
    expect(TILE_NAMES[(laid.faces as TileFace[])[0]!]).to.equal(after[0]);
  });

  it('GF-4.2 two taps on piers choose the red, then the yellow start pier', async () => {
    const table = createLocalTable('gone-fishing', { players: 2, seed: 'piers', options: { firstAngler: 'host-chooses' } });
    must(table.play(ANGLER, { type: 'first-angler', seat: ANGLER }));
    must(table.play(FISH, { type: 'lay-lake', faces: LAYOUT }));
    const board = await boardFor(table, ANGLER);
    const fired = intents(board);
    expect(board.shadowRoot!.querySelectorAll('.pier.choosable')).to.have.length(20);
    await choose(board, pier(board, 3));
    expect(fired).to.deep.equal([]);
    expect(board.shadowRoot!.querySelectorAll('.start.red')).to.have.length(1);
    await choose(board, pier(board, 13));
    expect(fired).to.deep.equal([{ type: 'figures', red: 3, yellow: 13 }]);
  });

  it('GF-5.1 reachable piers light up for the chosen figure; a tap moves it, its start pier takes it home', async () => {
    const table = dayOne();
    const board = await boardFor(table, ANGLER);
    const fired = intents(board);
    expect(board.shadowRoot!.querySelectorAll('.pier.choosable')).to.have.length(20); // 19 piers ahead and its start pier (home)
    expect(board.shadowRoot!.querySelectorAll('.home-badge')).to.have.length(1);
    await choose(board, pier(board, 2));
    await choose(board, pier(board, 19));
    press(inShadow(board, 'svg'), 'y');
    await settle(board);
    await choose(board, pier(board, 12));
    expect(fired).to.deep.equal([
      { type: 'move-figure', figure: 'red', steps: 3 },
      { type: 'move-figure', figure: 'red', steps: 20 },
      { type: 'move-figure', figure: 'yellow', steps: 3 },
    ]);
  });

  it('GF-5.2.4 the Fish player may show any tile of the line but the diver beside others', async () => {
    const table = dayOne();
    must(table.play(ANGLER, { type: 'move-figure', figure: 'red', steps: 1 })); // P0: the main diagonal (1,1) (2,2) (3,3) (4,4)
    const board = await boardFor(table, FISH);
    const fired = intents(board);
    const lit = Array.from(board.shadowRoot!.querySelectorAll('.tile.choosable')).length;
    expect(lit).to.equal(3); // fish-6, trash, trash; not the diver on (2,2)
    await choose(board, field(board, 5));
    await choose(board, field(board, 1));
    await choose(board, field(board, 10));
    expect(fired).to.deep.equal([{ type: 'show', field: 10 }]);
  });

  it('GF-5.3 each line tile shows the line card it needs; taps catch, PEEK aims at any tile, CALM and P work', async () => {
    const table = dayOne();
    must(table.play(ANGLER, { type: 'move-figure', figure: 'red', steps: 2 }));
    must(table.play(FISH, { type: 'show', field: 4 }));
    const board = await boardFor(table, ANGLER);
    const fired = intents(board);
    const badges = Array.from(board.shadowRoot!.querySelectorAll('.card-badge.can text')).map((t) => t.textContent);
    expect(badges).to.deep.equal(['1', '2', '3', '4']);
    await choose(board, field(board, 12));
    await choose(board, trayButton(board, 'PEEK'));
    expect(trayButton(board, 'PEEK').getAttribute('aria-pressed')).to.equal('true');
    await choose(board, field(board, 15));
    await choose(board, trayButton(board, 'CALM'));
    press(inShadow(board, 'svg'), 'p');
    expect(fired).to.deep.equal([{ type: 'catch', field: 12 }, { type: 'peek', field: 15 }, { type: 'calm' }, { type: 'pass' }]);
  });

  it('GF-5.5 a movable tile is picked, its slides are marked, and a tap on one slides it; D ends the step', async () => {
    const table = dayOne();
    must(table.play(ANGLER, { type: 'move-figure', figure: 'red', steps: 2 }));
    must(table.play(FISH, { type: 'show', field: 4 }));
    must(table.play(ANGLER, { type: 'catch', field: 0 })); // (1,1) leaves the lake
    const position = table.state() as GoneFishingState;
    expect(position.phase).to.equal('move-tiles');
    const board = await boardFor(table, FISH);
    const fired = intents(board);
    await choose(board, field(board, 1));
    expect(board.shadowRoot!.querySelectorAll('.slide-to')).to.have.length(1);
    await choose(board, field(board, 0));
    press(inShadow(board, 'svg'), 'd');
    expect(fired).to.deep.equal([{ type: 'slide', from: 1, to: 0 }, { type: 'done' }]);
  });

  it('GF-1.5 with helpers on, SWAP picks two tiles and MURKY is a card to play', async () => {
    const table = dayOne({ fishHelpers: 'on' });
    must(table.play(ANGLER, { type: 'move-figure', figure: 'red', steps: 2 }));
    const showing = await boardFor(table, FISH);
    const shown = intents(showing);
    await choose(showing, trayButton(showing, 'MURKY'));
    expect(shown).to.deep.equal([{ type: 'murky' }]);
    must(table.play(FISH, { type: 'murky' }));
    must(table.play(ANGLER, { type: 'pass' }));
    const board = await boardFor(table, FISH);
    const fired = intents(board);
    await choose(board, trayButton(board, 'SWAP'));
    await choose(board, field(board, 0));
    await choose(board, field(board, 15));
    expect(fired).to.deep.equal([{ type: 'swap', a: 0, b: 15 }]);
  });

  it('keyboard: arrows walk fields and piers on one grid, Enter chooses, Escape drops a half choice', async () => {
    const table = createLocalTable('gone-fishing', { players: 2, seed: 'keys', options: { firstAngler: 'host-chooses' } });
    must(table.play(ANGLER, { type: 'first-angler', seat: ANGLER }));
    must(table.play(FISH, { type: 'lay-lake', faces: LAYOUT }));
    const board = await boardFor(table, ANGLER);
    const fired = intents(board);
    const svg = inShadow<SVGSVGElement>(board, 'svg');
    svg.focus();
    const key = async (name: string) => {
      press(svg, name);
      await settle(board);
    };
    await key('Enter'); // the cursor appears on (2,2)
    await key('ArrowLeft');
    await key('ArrowLeft'); // P18, left of row 2
    expect(inShadow(board, '#cursor-text').textContent).to.contain('P18');
    await key('Enter');
    await key('Escape');
    await key('Enter');
    await key('ArrowUp'); // P19
    await key('Enter');
    expect(fired).to.deep.equal([{ type: 'figures', red: 18, yellow: 19 }]);
    expect(board.shadowRoot!.querySelector('.cursor')).to.not.equal(null);
  });

  it('a board that may not act fires nothing and lights nothing', async () => {
    const table = dayOne();
    const board = await boardFor(table, FISH);
    const fired = intents(board);
    await choose(board, pier(board, 2));
    await choose(board, field(board, 0));
    expect(fired).to.deep.equal([]);
    expect(board.shadowRoot!.querySelectorAll('.choosable')).to.have.length(0);
  });
});
