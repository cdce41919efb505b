import { expect } from 'chai';
import { createBotClient } from '../../src/table/bot-client.js';
import { loadBots } from '../../src/table/bot-loaders.js';
import { manifests } from '../../src/games/manifests.js';
import type { AnyBot } from '../../src/core/index.js';

/** A module worker from source text (same origin, as the built one is). */
function workerFrom(source: string): string {
  return URL.createObjectURL(new Blob([source], { type: 'text/javascript' }));
}

const QUESTION = { gameId: 'toy', botId: 'first', state: { n: 1 }, seat: 0, seed: 7 };

/** A toy bot that answers with what it was asked. */
const echoBots: readonly AnyBot[] = [{ id: 'first', label: 'First', choose: (state, seat, random) => ({ state, seat, roll: random.int(6) }) }];

describe('bot client', () => {
  it('matches answers to requests by id through a worker', async () => {
    const url = workerFrom(`onmessage = (e) => setTimeout(() => postMessage({ id: e.data.id, ok: true, intent: e.data.state }), e.data.state.delay);`);
    const client = createBotClient({ workerUrl: url });
    expect(client.inWorker).to.equal(true);
    const slow = client.choose({ ...QUESTION, state: { delay: 60, tag: 'slow' } });
    const fast = client.choose({ ...QUESTION, state: { delay: 0, tag: 'fast' } });
    expect(await fast).to.deep.equal({ delay: 0, tag: 'fast' });
    expect(await slow).to.deep.equal({ delay: 60, tag: 'slow' });
    client.destroy();
  });

  it('passes on a bot’s failure as a rejection', async () => {
    const client = createBotClient({ workerUrl: workerFrom(`onmessage = (e) => postMessage({ id: e.data.id, ok: false, message: 'no idea' });`) });
    let error: Error | null = null;
    await client.choose(QUESTION).catch((e: Error) => (error = e));
    expect(error!.message).to.equal('no idea');
    client.destroy();
  });

  it('gives up on a request after its timeout', async () => {
    const client = createBotClient({ workerUrl: workerFrom(`onmessage = () => {};`), timeoutMs: 50 });
    let error: Error | null = null;
    await client.choose(QUESTION).catch((e: Error) => (error = e));
    expect(error!.message).to.equal('the bot took longer than 50 ms');
    client.destroy();
  });

  it('rejects open requests and refuses new ones once destroyed', async () => {
    const client = createBotClient({ workerUrl: workerFrom(`onmessage = () => {};`) });
    const open = client.choose(QUESTION);
    client.destroy();
    let error: Error | null = null;
    await open.catch((e: Error) => (error = e));
    expect(error!.message).to.equal('the bot client was destroyed');
    await client.choose(QUESTION).then(
      () => expect.fail('a destroyed client answered'),
      (e: Error) => expect(e.message).to.equal('the bot client was destroyed'),
    );
  });

  it('runs the bot on the page when there is no worker (as in these tests, where the build defines none)', async () => {
    const client = createBotClient({ inPage: async () => echoBots });
    expect(client.inWorker).to.equal(false);
    const answer = (await client.choose(QUESTION)) as { state: unknown; seat: number; roll: number };
    expect(answer.state).to.deep.equal({ n: 1 });
    // Seeded: the same request gets the same answer.
    expect(await client.choose(QUESTION)).to.deep.equal(answer);
    client.destroy();
  });

  it('falls back to the page when the worker script does not load', async () => {
    const client = createBotClient({ workerUrl: '/no/such/worker.js', inPage: async () => echoBots });
    const answer = (await client.choose(QUESTION)) as { seat: number };
    expect(answer.seat).to.equal(0);
    expect(client.inWorker).to.equal(false);
    client.destroy();
  });

  it('loads each game’s own bots, the ones its manifest lists, and none for an unknown game', async () => {
    for (const manifest of manifests) {
      const loaded = await loadBots(manifest.id);
      expect(loaded.map((bot) => bot.id), manifest.id).to.deep.equal(manifest.bots.map((bot) => bot.id));
    }
    expect(await loadBots('no-such-game')).to.deep.equal([]);
  });
});
