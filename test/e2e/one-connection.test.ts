// A host alone keeps offering connections to the room's free slots, and the signaling server holds each
// offer a few seconds for a browser that may yet take that slot. A joiner who takes one gets the host's
// offer as well as making its own: the two browsers keep one connection, settled before either sets up
// the second (each costs both pages a peer connection and a handshake while the joiner's first sync runs).
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { openRoom, takeSeat } from './room-kit.js';
import { person, playFirstLegal, startStack, until, type Stack } from './stack.js';

let stack: Stack;
before(async () => {
  stack = await startStack();
});
after(async () => {
  await stack.close();
});

/** Counts the page's peer connections: made, and connected. */
const COUNT_CONNECTIONS = `(() => {
  const Native = RTCPeerConnection;
  window.__made = 0;
  window.__connected = 0;
  window.RTCPeerConnection = class extends Native {
    constructor(...args) {
      super(...args);
      window.__made++;
      this.addEventListener('connectionstatechange', () => { if (this.connectionState === 'connected') window.__connected++; });
    }
  };
})()`;

test('a joiner given the offer its host left for its slot ends with one connection to the host', async () => {
  for (let round = 0; round < 3; round++) {
    const ada = await person(stack);
    await ada.page.addInitScript(COUNT_CONNECTIONS);
    const link = await openRoom(stack, ada, 'fishery');
    await takeSeat(ada, 0, 'Ada');
    // Alone, Ada offers a connection to every slot around hers soon after her room is drawn.
    await ada.page.waitForFunction('window.__made >= 10', undefined, { timeout: 20_000 });
    const bo = await person(stack);
    await bo.page.addInitScript(COUNT_CONNECTIONS);
    const started = Date.now();
    await bo.page.goto(link);
    await until(bo.page, (f) => f.ready && f.peers === 1, 'Bo to reach Ada');
    console.log(`# round ${round}: Bo reached Ada in ${Date.now() - started} ms`);
    // Time for a second connection to open, had both kept their offers.
    await bo.page.waitForTimeout(1500);
    const connected = await Promise.all([ada.page, bo.page].map((page) => page.evaluate<number>('window.__connected')));
    assert.deepEqual(connected, [1, 1], 'one connection between Ada and Bo, as each page sees it');
    // And it carries the game.
    await takeSeat(bo, 1, 'Bo');
    const before = (await until(ada.page, (f) => f.legal > 0, 'Ada to move')).accepted;
    await playFirstLegal(ada.page);
    await until(bo.page, (f) => f.accepted === before + 1 && f.peers === 1, 'Ada\'s move to reach Bo');
    await ada.context.close();
    await bo.context.close();
  }
});
