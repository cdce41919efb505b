// End to end: real browsers (isolated contexts), real WebRTC over loopback, the local signaling
// servers, the built app, played through its UI.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { facts, person, playFirstLegal, startStack, until, type Person, type Stack } from './stack.js';

let stack: Stack;
before(async () => {
  stack = await startStack();
});
after(async () => {
  await stack.close();
});

/** Creates a room from the home screen's Invite friends button; returns its link. */
async function createRoom(host: Person, query: string): Promise<string> {
  await host.page.goto(`${stack.appUrl}${query}#/`);
  await host.page.locator('[data-action="invite-friends"]').first().click();
  await until(host.page, (f) => f.ready && f.status === 'online', 'the new room to open');
  const hash = await host.page.evaluate(() => location.hash);
  return `${stack.appUrl}${query}${hash}`;
}

async function takeSeat(who: Person, seat: number, name: string): Promise<void> {
  await who.page.locator('[data-field="name"]').fill(name);
  await who.page.locator(`[data-seat-pick="${seat}"]`).click();
  await until(who.page, (f) => f.mySeat === seat, `${name} to sit at seat ${seat}`);
}

for (const transport of ['peerjs', 'y-webrtc'] as const) {
  describe(`a room over ${transport}`, () => {
    test('two people play a whole Fishery game and see the same final score; a watcher cannot move; a reload carries on', async () => {
      const query = transport === 'peerjs' ? '' : '?transport=y-webrtc';
      const [ada, bo, eve] = [await person(stack), await person(stack), await person(stack)];
      const link = await createRoom(ada, query);
      assert.match(link, /#\/fishery\/[A-Za-z0-9_-]{22}$/);
      await takeSeat(ada, 0, 'Ada');
      await bo.page.goto(link);
      // The link's page fetched its transport's code while its first script ran.
      const preloaded = await bo.page.evaluate(() => [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((l) => l.href));
      assert.ok(preloaded.some((href) => href.includes(`app-transports-${transport}-`)), `the ${transport} chunk is preloaded: ${preloaded.join(' ')}`);
      await until(bo.page, (f) => f.ready, 'Bo to receive the room');
      await takeSeat(bo, 1, 'Bo');
      await eve.page.goto(link);
      await until(eve.page, (f) => f.ready && f.mySeat === null, 'Eve to watch');

      // Eve has no seat: the board offers her nothing, and an intent she forces is refused.
      await until(ada.page, (f) => f.legal > 0, 'Ada to have the first move');
      assert.equal((await facts(eve.page))!.legal, 0);
      await eve.page.locator('shoal-fishery-board').evaluate((board) =>
        board.dispatchEvent(new CustomEvent('move-intent', { detail: { move: { type: 'ship', x: 4, y: 3 } }, bubbles: true, composed: true })),
      );
      await eve.page.locator('shoal-status-line[data-role="room-status"]').getByText('You are watching').waitFor();

      let moves = 0;
      let reloaded = false;
      const players = [ada, bo];
      for (;;) {
        const states = await Promise.all(players.map((p) => facts(p.page)));
        if (states[0]!.outcome) break;
        const mover = states.findIndex((f) => f!.legal > 0);
        assert.ok(mover >= 0, `someone can move after ${moves} moves`);
        await playFirstLegal(players[mover]!.page);
        moves++;
        for (const p of [ada, bo, eve]) await until(p.page, (f) => f.accepted === moves, `move ${moves} everywhere`);
        if (moves === 9 && !reloaded) {
          // Bo reloads mid-game: the seat and the game come back from this device, and play goes on.
          reloaded = true;
          await bo.page.reload();
          await until(bo.page, (f) => f.ready && f.mySeat === 1 && f.accepted === moves && f.peers > 0, 'Bo to come back seated');
        }
        assert.ok(moves < 300, 'the game ends');
      }
      const final = await Promise.all([ada, bo, eve].map((p) => until(p.page, (f) => f.outcome !== null, 'the end')));
      assert.deepEqual(final[1]!.outcome, final[0]!.outcome);
      assert.deepEqual(final[2]!.outcome, final[0]!.outcome);
      assert.equal(final[0]!.stateHash, final[2]!.stateHash);
      // The final score on screen agrees too.
      const shown = await Promise.all([ada, bo].map((p) => p.page.locator('[data-role="final-score"]').getAttribute('data-scores')));
      assert.equal(shown[0], final[0]!.outcome!.join(','));
      assert.equal(shown[1], shown[0]);
      for (const p of [ada, bo, eve]) await p.context.close();
    });
  });
}

test('entries forged in every way are rejected by every browser, a deleted entry is put back, and a rewritten move ends the game against its signer', async () => {
  const [ada, bo, eve] = [await person(stack), await person(stack), await person(stack)];
  const link = await createRoom(ada, '');
  await takeSeat(ada, 0, 'Ada');
  await bo.page.goto(link);
  await until(bo.page, (f) => f.ready, 'Bo to receive the room');
  await takeSeat(bo, 1, 'Bo');
  await eve.page.goto(link);
  await until(eve.page, (f) => f.ready, 'Eve to receive the room');
  await playFirstLegal(ada.page);
  await until(bo.page, (f) => f.accepted === 1 && f.legal > 0, 'Bo to move');
  await playFirstLegal(bo.page);
  for (const p of [ada, bo, eve]) await until(p.page, (f) => f.accepted === 2, 'two moves everywhere');
  const before = (await facts(eve.page))!.stateHash;

  // Ada's browser turns dishonest: it writes, with its own key, every kind of bad entry at her turn.
  const expected = await ada.page.evaluate(async () => {
    const table = (document.querySelector('shoal-app')!.shadowRoot!.querySelector('shoal-room') as unknown as { table: any }).table; // eslint-disable-line @typescript-eslint/no-explicit-any
    const room = table.room;
    const fold = room.fold();
    const body = { seat: 0, n: fold.nextN[0], prev: fold.head, move: table.legalIntents()[0] };
    const good = await room.signEntry(0, body);
    const flipped = (good.sig[0] === 'A' ? 'B' : 'A') + good.sig.slice(1);
    const forgeries: [string, unknown][] = [
      ['malformed-entry', { ...good, extra: true }],
      ['bad-signature', { ...good, sig: flipped }],
      ['bad-signature', await room.signEntry(0, body, { scope: { roomId: '0'.repeat(64), game: 'fishery' } })],
      ['bad-signature', await room.signEntry(1, { ...body, seat: 1 }, { keyOf: 0 })],
      ['wrong-number', await room.signEntry(0, { ...body, n: 5 })],
      ['not-your-turn', await room.signEntry(0, { ...body, move: { type: 'pass' } })],
    ];
    room.doc.getArray('log').push(forgeries.map(([, entry]) => entry));
    return forgeries.map(([code]) => code);
  });
  // The last forgery is signed where Ada writes, so the rules judge it: Fishery refuses a pass in
  // phase 1 (F-3) — whatever code the rules give, it must be the same everywhere and change nothing.
  const seen = await Promise.all([ada, bo, eve].map((p) => until(p.page, (f) => f.rejected.length === expected.length, 'the forgeries to be judged')));
  for (const f of seen) {
    assert.deepEqual(f.rejected.slice(0, -1).sort(), expected.slice(0, -1).sort());
    assert.equal(f.rejected.at(-1), seen[0]!.rejected.at(-1));
    assert.equal(f.accepted, 2);
    assert.equal(f.stateHash, before);
  }
  // The rejected entries are listed in every browser's move log.
  await bo.page.locator('shoal-move-log').getByText('rejected (bad-signature').first().waitFor();

  // Someone deletes Bo's accepted move from the shared log: every honest browser puts it back.
  await ada.page.evaluate(() => {
    const table = (document.querySelector('shoal-app')!.shadowRoot!.querySelector('shoal-room') as unknown as { table: any }).table; // eslint-disable-line @typescript-eslint/no-explicit-any
    table.room.doc.getArray('log').delete(1, 1);
  });
  for (const p of [bo, eve]) {
    const f = await until(p.page, (x) => x.tampering > 0 && x.accepted === 2, 'the deleted entry to be put back');
    assert.equal(f.stateHash, before);
  }
  // Ada rewrites her first move after Bo has answered it: a second entry for the same point, inserted
  // at the front of the array. Bo's and Eve's browsers show the cheat and the game ends against Ada.
  await ada.page.evaluate(async () => {
    const table = (document.querySelector('shoal-app')!.shadowRoot!.querySelector('shoal-room') as unknown as { table: any }).table; // eslint-disable-line @typescript-eslint/no-explicit-any
    const room = table.room;
    const first = room.fold().accepted[0];
    const moves = room.game.legalMoves(first.before, 0);
    const other = moves.find((m: unknown) => JSON.stringify(m) !== JSON.stringify(first.entry.move));
    const forged = await room.signEntry(0, { seat: 0, n: 0, prev: first.entry.prev, move: other });
    room.doc.getArray('log').insert(0, [forged]);
  });
  for (const p of [bo, eve]) {
    await p.page.locator('[data-role="room-status"]').getByText(/Ada cheated/).waitFor();
    await until(p.page, (x) => x.outcome !== null, 'the game to end against Ada');
    const winners = await p.page.evaluate(() => {
      const table = (document.querySelector('shoal-app')!.shadowRoot!.querySelector('shoal-room') as unknown as { table: any }).table; // eslint-disable-line @typescript-eslint/no-explicit-any
      return table.outcome()?.winners as number[];
    });
    assert.deepEqual(winners, [1]);
  }
  for (const p of [ada, bo, eve]) await p.context.close();
});
