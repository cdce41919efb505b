import { expect } from 'chai';
import { html } from 'lit';
import '../../components/fishery/board.js';
import type { MoveIntentDetail, ShoalFisheryBoard } from '../../components/fishery/board.js';
import { stepCursor, targetAtLattice, type BoardTarget } from '../../components/fishery/cursor.js';
import { fishery, regions, type FisheryMove, type FisheryState } from '../../src/games/fishery/index.js';
import { cleanup, click, fixture, inShadow, press, settle } from './helpers/fixture.js';
import { CLOSING_NETS, TWELVE_SHIPS, positionAfter } from './helpers/fishery-positions.js';

async function board(state: FisheryState, interactive = true): Promise<ShoalFisheryBoard> {
  const legal = fishery.legalMoves(state, state.turn) as FisheryMove[];
  return fixture<ShoalFisheryBoard>(
    html`<shoal-fishery-board .state=${state} .legal=${legal} .regions=${regions(state)} ?interactive=${interactive}></shoal-fishery-board>`,
  );
}

/** The moves the board sends while `act` runs. */
function intents(element: Element, act: () => void): FisheryMove[] {
  const seen: FisheryMove[] = [];
  const listener = (event: Event) => seen.push((event as CustomEvent<MoveIntentDetail>).detail.move);
  element.addEventListener('move-intent', listener);
  act();
  element.removeEventListener('move-intent', listener);
  return seen;
}

const all = (element: Element, selector: string) => Array.from(element.shadowRoot!.querySelectorAll(selector));

describe('shoal-fishery-board', () => {
  afterEach(cleanup);

  it('F-1.2 draws a 9 × 7 sea with one click target per cell while ships are placed', async () => {
    const element = await board(positionAfter([]));
    expect(all(element, '[data-cell]')).to.have.length(63);
    expect(all(element, '[data-edge]')).to.have.length(0);
    expect(all(element, '.coords text').map((t) => t.textContent)).to.include.members(['A', 'I', '1', '7']);
    expect(inShadow(element, '[data-cell="2,3"]').getAttribute('aria-label')).to.equal('Place a ship on C4');
  });

  it('F-3.1 shows each ship in its owner’s colour and shape, the last one marked', async () => {
    const element = await board(positionAfter(TWELVE_SHIPS.slice(0, 3)));
    expect(all(element, '.ship.seat-0')).to.have.length(2);
    expect(all(element, '.ship.seat-1')).to.have.length(1);
    // Without colour: a White ship is outlined with a ring mark, a Black ship solid with a filled disc.
    expect(all(element, '.ship.seat-1 circle[fill="none"]')).to.have.length(1);
    expect(all(element, '.ship.seat-0 circle[fill="none"]')).to.have.length(0);
    expect(all(element, '.ship.fresh')).to.have.length(1);
    expect(inShadow(element, 'circle.halo').getAttribute('cx')).to.equal('250'); // C5, the third ship
    expect(inShadow(element, '[data-cell="1,1"]').getAttribute('aria-label')).to.equal('B2: Black ship');
  });

  it('F-4.1 shows nets by colour and offers one target per free internal edge (110 at the start)', async () => {
    const element = await board(positionAfter(TWELVE_SHIPS));
    expect(all(element, '[data-edge]')).to.have.length(110);
    expect(all(element, '[data-cell]')).to.have.length(0);
    const netted = await board(positionAfter([...TWELVE_SHIPS, ...CLOSING_NETS.slice(0, 3)]));
    // The nets laid before are one piece per colour (a rope per net in one path); the last one is its own.
    const ropes = (colour: number) =>
      all(netted, `.nets.seat-${colour} path.rope`).reduce((sum, path) => sum + path.getAttribute('d')!.split('M').length - 1, 0) + all(netted, `.net.seat-${colour}`).length;
    expect(ropes(0)).to.equal(2);
    expect(ropes(1)).to.equal(1);
    expect(all(netted, '.net.fresh')).to.have.length(1);
    expect(inShadow(netted, '[data-edge="4,0,e"]').getAttribute('aria-label')).to.equal('E1–F1: Black net');
  });

  it('F-1.3 F-6.2 tints each closed fishery by holder and labels it with its size', async () => {
    const element = await board(positionAfter([...TWELVE_SHIPS, ...CLOSING_NETS]));
    // One square per cell, in one path per fishery (Black's hatched by a second).
    const squares = (selector: string) => all(element, selector).map((path) => path.getAttribute('d')!.split('M').length - 1);
    expect(squares('.tint.seat-0 path:not(.hatch)')).to.deep.equal([15]);
    expect(squares('.tint.seat-0 path.hatch')).to.deep.equal([15]);
    expect(squares('.tint.seat-1 path')).to.deep.equal([12]);
    const labels = all(element, '.label').map((label) => [label.getAttribute('class'), label.querySelector('text')!.textContent]);
    expect(labels).to.have.deep.members([
      ['label holder-0', '15'],
      ['label holder-1', '12'],
      ['label holder-none', '36'],
    ]);
  });

  it('F-1.3.3 shows no fishery tints while the sea is one region', async () => {
    const element = await board(positionAfter(TWELVE_SHIPS));
    expect(all(element, '.tint')).to.have.length(0);
    expect(all(element, '.label')).to.have.length(0);
  });

  it('a click on a cell sends the ship move', async () => {
    const element = await board(positionAfter([]));
    expect(intents(element, () => click(inShadow(element, '[data-cell="2,3"]')))).to.deep.equal([{ type: 'ship', x: 2, y: 3 }]);
  });

  it('a click on a net space sends the net move for its east or south side', async () => {
    const element = await board(positionAfter(TWELVE_SHIPS));
    const sent = intents(element, () => {
      click(inShadow(element, '[data-edge="3,2,e"]'));
      click(inShadow(element, '[data-edge="0,5,s"]'));
    });
    expect(sent).to.deep.equal([
      { type: 'net', x: 3, y: 2, side: 'e' },
      { type: 'net', x: 0, y: 5, side: 's' },
    ]);
  });

  it('the board knows no rules: a click on an occupied cell is still sent for the table to judge', async () => {
    const element = await board(positionAfter(TWELVE_SHIPS.slice(0, 1)));
    expect(intents(element, () => click(inShadow(element, '[data-cell="1,1"]')))).to.deep.equal([{ type: 'ship', x: 1, y: 1 }]);
  });

  it('highlights a legal placement under the pointer with a ghost of the mover’s piece, and marks an illegal one', async () => {
    const state = positionAfter([...TWELVE_SHIPS, ...CLOSING_NETS.slice(0, 11)]);
    const element = await board(state);
    inShadow(element, '[data-edge="5,3,e"]').dispatchEvent(new PointerEvent('pointerover', { bubbles: true, pointerType: 'mouse' }));
    await settle(element);
    expect(all(element, '.ghost .net.seat-1')).to.have.length(1); // White (seat 1) moves after 23 turns
    expect(all(element, '.no')).to.have.length(0);
    // Closing the top-left fishery along E1–E3's south is legal; closing a ship-less pocket is not (F-4.2).
    const cornerOnly = positionAfter([
      ...TWELVE_SHIPS,
      { type: 'net', x: 0, y: 0, side: 'e' },
    ]);
    const second = await board(cornerOnly);
    inShadow(second, '[data-edge="0,0,s"]').dispatchEvent(new PointerEvent('pointerover', { bubbles: true, pointerType: 'mouse' }));
    await settle(second);
    expect(all(second, '.ghost')).to.have.length(0);
    expect(all(second, '.no')).to.have.length(1);
    expect(inShadow(second, '[data-edge="0,0,s"]').getAttribute('aria-label')).to.equal('A1–A2: empty net space');
  });

  it('shows no previews when it is not this player’s turn', async () => {
    const element = await board(positionAfter([]), false);
    inShadow(element, '[data-cell="4,4"]').dispatchEvent(new PointerEvent('pointerover', { bubbles: true, pointerType: 'mouse' }));
    await settle(element);
    expect(all(element, '.ghost')).to.have.length(0);
  });

  it('keyboard: arrows walk the cells while ships are placed, Enter places', async () => {
    const element = await board(positionAfter([]));
    const svg = inShadow<SVGSVGElement>(element, 'svg');
    svg.focus();
    for (let i = 0; i < 10; i++) press(svg, 'ArrowLeft');
    for (let i = 0; i < 10; i++) press(svg, 'ArrowUp');
    press(svg, 'ArrowRight');
    press(svg, 'ArrowDown');
    await settle(element);
    expect(inShadow(element, '#cursor-text').textContent).to.equal('B2: empty; you can place a ship here');
    expect(all(element, 'rect.cursor')).to.have.length(1);
    expect(intents(element, () => press(svg, 'Enter'))).to.deep.equal([{ type: 'ship', x: 1, y: 1 }]);
    expect(intents(element, () => press(svg, ' '))).to.deep.equal([{ type: 'ship', x: 1, y: 1 }]);
  });

  it('keyboard: arrows step onto the net spaces between cells while nets are laid; Enter lays, P passes', async () => {
    const element = await board(positionAfter(TWELVE_SHIPS));
    const svg = inShadow<SVGSVGElement>(element, 'svg');
    svg.focus();
    for (let i = 0; i < 20; i++) press(svg, 'ArrowLeft');
    for (let i = 0; i < 20; i++) press(svg, 'ArrowUp');
    press(svg, 'ArrowRight'); // A1 → the net space A1–B1
    expect(intents(element, () => press(svg, 'Enter'))).to.deep.equal([{ type: 'net', x: 0, y: 0, side: 'e' }]);
    press(svg, 'ArrowDown'); // skips the grid crossing → A2–B2
    await settle(element);
    expect(inShadow(element, '#cursor-text').textContent).to.equal('A2–B2: empty net space; you can lay a net here');
    press(svg, 'ArrowLeft'); // A2
    press(svg, 'ArrowDown'); // A2–A3
    expect(intents(element, () => press(svg, 'Enter'))).to.deep.equal([{ type: 'net', x: 0, y: 1, side: 's' }]);
    expect(intents(element, () => press(svg, 'p'))).to.deep.equal([{ type: 'pass' }]);
  });

  it('touch: the first tap previews a placement, a second tap on it places', async () => {
    const element = await board(positionAfter(TWELVE_SHIPS));
    const target = inShadow(element, '[data-edge="2,2,e"]');
    expect(intents(element, () => click(target, 'touch'))).to.deep.equal([]);
    await settle(element);
    expect(all(element, '.ghost')).to.have.length(1);
    expect(inShadow(element, '.hint').textContent).to.equal('Tap again to place');
    expect(intents(element, () => click(inShadow(element, '[data-edge="2,2,e"]'), 'touch'))).to.deep.equal([
      { type: 'net', x: 2, y: 2, side: 'e' },
    ]);
  });
});

describe('board cursor lattice', () => {
  const size = { columns: 9, rows: 7 };

  it('F-1.2 a 17 × 13 lattice holds the 63 cells and 110 internal edges', () => {
    let cells = 0;
    let edges = 0;
    for (let i = 0; i < 17; i++) {
      for (let j = 0; j < 13; j++) {
        const target = targetAtLattice(size, i, j);
        if (target?.kind === 'cell') cells++;
        if (target?.kind === 'edge') edges++;
      }
    }
    expect([cells, edges]).to.deep.equal([63, 110]);
    expect(targetAtLattice(size, 17, 0)).to.equal(null);
  });

  it('stops at the rim', () => {
    const corner: BoardTarget = { kind: 'cell', x: 8, y: 6 };
    expect(stepCursor(size, corner, 1, 0, 'cells-and-edges')).to.deep.equal(corner);
    expect(stepCursor(size, corner, 0, 1, 'cells')).to.deep.equal(corner);
    expect(stepCursor(size, corner, -1, 0, 'cells')).to.deep.equal({ kind: 'cell', x: 7, y: 6 });
  });

  it('snaps from a net space to a cell when only cells are walked', () => {
    expect(stepCursor(size, { kind: 'edge', x: 2, y: 2, side: 's' }, 1, 0, 'cells')).to.deep.equal({ kind: 'cell', x: 3, y: 2 });
  });
});
