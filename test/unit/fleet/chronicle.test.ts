// The move log in words (issue 14 item 5): every player's move is told in the game's terms against the
// state it was played in, with the seats named as their badges name them; a table restored from its
// snapshot (a reload) tells the same story, line for line.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { linesOf, type ChronicleLine } from '../../../components/fleet/chronicle.js';
import { restoreLocalTable, type LocalTable } from '../../../src/engine.js';
import type { FleetState } from '../../../src/games/fleet/index.js';
import { playTable } from './table-play.js';

const NAMES = ['Ada (Red)', 'Bo (Blue)', 'Cy (Green)'];

/** The table's story from its log and the states around each entry. */
function story(table: LocalTable): ChronicleLine[] {
  const history = table.history() as readonly FleetState[];
  return table.log().flatMap((entry, i) => linesOf({ seat: entry.seat, move: entry.move, before: history[i]!, after: history[i + 1]! }, (seat) => NAMES[seat]!));
}

test('every player move of a whole game has a line in the game\'s terms, naming its seat as the badges do', async () => {
  const { table } = playTable(3, "fleet-chronicle", () => false, [1, 1, 0]);
  const lines = story(table);
  const history = table.history() as readonly FleetState[];
  const players = table.log().filter((e) => !['join', 'beacon', 'deck-join', 'deck-pass', 'deck-shares', 'audit'].includes((e.move as { type: string }).type));
  assert.equal(lines.filter((l) => l.player).length, players.length, 'one line per player move');
  for (const line of lines) {
    assert.doesNotMatch(line.text, /finishes a turn|unknown|undefined|NaN|\?/, line.text);
    if (line.player) {
      assert.ok(line.text.startsWith(NAMES[line.seat!]!), line.text);
      assert.doesNotMatch(line.text, /\ba licence\b|a new boat|their turn/, line.text);
    }
  }
  // A "done" says what was not done, by the phase it was played in.
  table.log().forEach((entry, i) => {
    if ((entry.move as { type: string }).type !== 'done') return;
    const phase = history[i]!.phase;
    const text = linesOf({ seat: entry.seat, move: entry.move, before: history[i]!, after: history[i + 1]! }, (s) => NAMES[s]!)[0]!.text;
    assert.match(text, phase === 'launch' ? /launches no/ : phase === 'hire' ? /hires no/ : /neither processes nor trades/, `${phase}: ${text}`);
  });
  const texts = lines.map((l) => l.text).join('\n');
  for (const words of [/opens the auction for the [A-Z][^ ]* .*licence at \$\d+/, /pays for the .* licence: \$\d+ with/, /launches a [A-Z][a-z]+.* boat, paying/, /hires a captain \(face down\) for their [A-Z]/, /discards a [A-Z][a-z]+.* card/, /wins the .* licence for \$\d+/, /draws \d cards? in the draw phase/, /Fishing: Ada \(Red\) \+\d/, /Round 2: .* is the start player/])
    assert.match(texts, words);

  // After a reload: the restored table tells the same story.
  const restored = restoreLocalTable(table.snapshot());
  await restored.settled();
  assert.deepEqual(story(restored), lines);
});
