// Every game in src/games/manifests.ts: its manifest, its rules and its bots agree, and the registries
// derived from the manifests list it.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { botInfoFor } from '../../../src/core/index.js';
import { games, manifests } from '../../../src/games/index.js';
import { loadBots } from '../../../src/table/bot-loaders.js';

test('manifest ids are unique, lower-case words joined by hyphens', () => {
  const ids = manifests.map((manifest) => manifest.id);
  assert.equal(new Set(ids).size, ids.length);
  for (const id of ids) assert.match(id, /^[a-z]+(-[a-z]+)*$/);
});

for (const manifest of manifests) {
  test(`${manifest.id}: the rules it loads are the registered game, with its id, title and player range`, async () => {
    const rules = await manifest.loadRules();
    assert.equal(rules, games[manifest.id]);
    assert.deepEqual([rules.id, rules.title, rules.minPlayers, rules.maxPlayers], [manifest.id, manifest.title, manifest.minPlayers, manifest.maxPlayers]);
    assert.ok(manifest.minPlayers >= 1 && manifest.minPlayers <= manifest.maxPlayers, 'expected manifest.minPlayers >= 1 && manifest.minPlayers <= manifest.maxPlayers');
  });

  test(`${manifest.id}: the bots it loads are the ones it lists, in order, and the bot worker finds them`, async () => {
    const bots = await manifest.loadBots();
    assert.deepEqual(
      bots.map((bot) => ({ id: bot.id, label: bot.label, formerIds: bot.formerIds ?? [] })),
      manifest.bots.map((bot) => ({ id: bot.id, label: bot.label, formerIds: bot.formerIds ?? [] })),
    );
    assert.equal(await loadBots(manifest.id), bots);
  });

  test(`${manifest.id}: each level is described in a sentence, and an id it had before names only it`, () => {
    for (const bot of manifest.bots) assert.match(bot.description, /^[A-Z].{10,200}\.$/, bot.id);
    const names = manifest.bots.flatMap((bot) => [bot.id, ...(bot.formerIds ?? [])]);
    assert.equal(new Set(names).size, names.length);
    for (const bot of manifest.bots) for (const former of bot.formerIds ?? []) assert.equal(botInfoFor(manifest.bots, former), bot);
  });
}

test('the rules registry lists exactly the manifests’ games', () => {
  assert.deepEqual(Object.keys(games).sort(), manifests.map((manifest) => manifest.id).sort());
});
