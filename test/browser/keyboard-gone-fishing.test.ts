// Gone Fishing, both days, with the keyboard alone: Tab to "Lay the lake", then on the lake the arrows
// walk piers and fields, Enter chooses, R and Y pick the figure, P catches nothing, D ends the Fish
// player's moves. The test reads what the board offers (its legal choices) to decide where to go,
// and gets there only by key presses.
import { expect } from 'chai';
import { html } from 'lit';
import '../../components/gone-fishing/table.js';
import type { ShoalGoneFishingTable } from '../../components/gone-fishing/table.js';
import type { ShoalGoneFishingBoard } from '../../components/gone-fishing/board.js';
import { choicesOf } from '../../components/gone-fishing/choices.js';
import { sameTarget, stepTarget, type BoardTarget } from '../../components/gone-fishing/geometry.js';
import { savedGameKey } from '../../components/table/save-slots.js';
import { cleanup, fixture, inShadow, until } from './helpers/fixture.js';
import { buttonText, describeFocus, focusWithin, press, tabTo } from './helpers/keyboard.js';

const SLOT = 'keyboard-test';
const ARROWS = [
  ['ArrowLeft', -1, 0],
  ['ArrowRight', 1, 0],
  ['ArrowUp', 0, -1],
  ['ArrowDown', 0, 1],
] as const;

/** The arrow keys that walk the lake's cursor from one target to another (breadth first). */
function arrowsBetween(from: BoardTarget, to: BoardTarget): string[] {
  const key = (target: BoardTarget) => `${target.kind}${target.kind === 'pier' ? target.pier : target.field}`;
  const paths = new Map<string, string[]>([[key(from), []]]);
  const queue: BoardTarget[] = [from];
  while (queue.length > 0) {
    const here = queue.shift()!;
    const path = paths.get(key(here))!;
    if (sameTarget(here, to)) return path;
    for (const [name, dx, dy] of ARROWS) {
      const next = stepTarget(here, dx, dy);
      if (paths.has(key(next))) continue;
      paths.set(key(next), [...path, name]);
      queue.push(next);
    }
  }
  throw new Error(`no way from ${key(from)} to ${key(to)}`);
}

describe('Gone Fishing with the keyboard alone', () => {
  beforeEach(() => localStorage.removeItem(savedGameKey('gone-fishing', SLOT)));
  afterEach(() => {
    cleanup();
    localStorage.removeItem(savedGameKey('gone-fishing', SLOT));
  });

  it('plays both days against the Easy bot, as Fish player and as Angler, to the end dialog', async function () {
    this.timeout(240_000);
    const element = await fixture<ShoalGoneFishingTable>(
      html`<shoal-gone-fishing-table mode="bot" .saveSlot=${SLOT} .request=${{ mode: 'bot', seat: 0, level: 'easy' }} .botDelay=${0}></shoal-gone-fishing-table>`,
    );
    const board = inShadow<ShoalGoneFishingBoard>(element, 'shoal-gone-fishing-board');
    const lake = inShadow(board, 'svg');
    const over = () => element.shadowRoot!.querySelector('shoal-end-dialog') !== null;
    const cursor = () => (board as unknown as { _cursor: BoardTarget | null })._cursor ?? { kind: 'field', field: 5 };
    const goTo = async (target: BoardTarget) => {
      for (const arrow of arrowsBetween(cursor(), target)) await press(arrow);
      expect(sameTarget(cursor(), target), `the cursor reached ${JSON.stringify(target)}`).to.equal(true);
    };
    const choose = async (target: BoardTarget) => {
      await goTo(target);
      await press('Enter');
    };

    const done = new Set<string>();
    for (let decision = 0; decision < 400 && !over(); decision++) {
      await until(() => over() || (board.interactive && board.legal.length > 0), () => `my turn (focus on ${describeFocus()})`, 60_000);
      if (over()) break;
      const legal = board.legal;
      const choices = choicesOf(board.view!.state, legal);
      const before = board.legal;
      if (choices.layLake) {
        await tabTo(buttonText('Lay the lake'), 'Lay the lake');
        await press('Enter');
        done.add('lay-lake');
      } else {
        if (decision === 0) await tabTo((node) => node === lake, 'the lake');
        if (!focusWithin(lake)) throw new Error(`focus left the lake before a ${legal[0]!.type} (${describeFocus()})`);
        if (choices.startPiers) {
          const start = legal.find((intent) => intent.type === 'figures')!;
          await choose({ kind: 'pier', pier: start.red });
          await choose({ kind: 'pier', pier: start.yellow });
          done.add('figures');
        } else if (choices.moves.size > 0) {
          const [colour, piers] = [...choices.moves][0]!;
          await press(colour === 'red' ? 'r' : 'y');
          const away = [...piers.keys()].find((pier) => pier !== board.view!.state.figures[colour]?.start) ?? [...piers.keys()][0]!;
          await choose({ kind: 'pier', pier: away });
          done.add('move-figure');
        } else if (choices.show.size > 0) {
          await choose({ kind: 'field', field: [...choices.show][0]! });
          done.add('show');
        } else if (choices.catches.size > 0) {
          await choose({ kind: 'field', field: [...choices.catches][0]! });
          done.add('catch');
        } else if (choices.buttons.has('pass')) {
          await press('p');
          done.add('pass');
        } else if (choices.buttons.has('done')) {
          await press('d');
          done.add('done');
        } else if (choices.slides.size > 0) {
          const [from, targets] = [...choices.slides][0]!;
          await choose({ kind: 'field', field: from });
          await choose({ kind: 'field', field: [...targets][0]! });
          done.add('slide');
        } else {
          throw new Error(`no keyboard way to play any of ${legal.map((intent) => intent.type).join(', ')}`);
        }
      }
      await until(() => over() || board.legal !== before, () => `the board to take the move (focus on ${describeFocus()})`);
      if (!over() && !focusWithin(lake)) throw new Error(`focus left the lake after a ${legal.map((intent) => intent.type).join("/")} (decision ${decision}, ${describeFocus()})`);
    }
    expect([...done]).to.include.members(['lay-lake', 'figures', 'move-figure', 'show', 'done']);
    const end = await until(() => element.shadowRoot!.querySelector('shoal-end-dialog'), 'the end dialog');
    await until(() => focusWithin(end), () => `focus in the end dialog (${describeFocus()})`);
    await tabTo(buttonText('Rematch'), 'the rematch button');
  });
});
