import assert from 'node:assert/strict';
import { test } from 'node:test';
// @ts-expect-error -- plain ESM script without type declarations
import { mergeGroups } from '../../../scripts/app-bundle.mjs';

interface Group {
  fetchedBy: Set<string>;
  bytes: number;
  files: Set<string>;
  into: string | null;
  absorbed: boolean;
}

const group = (key: string, bytes: number, fetchedBy: string[]): [string, Group] => [key, { fetchedBy: new Set(fetchedBy), bytes, files: new Set([`${key}.js`]), into: null, absorbed: false }];
const metafile = (imports: Record<string, string[]> = {}) => ({
  outputs: Object.fromEntries(Object.entries(imports).map(([file, to]) => [`${file}.js`, { imports: to.map((path) => ({ path: `${path}.js`, kind: 'import-statement' })) }])),
});
const route = (parts: string[], weight = 1) => ({ parts: new Set(parts), weight });
const liveKeys = (groups: Map<string, Group>) => [...groups].filter(([, g]) => !g.into).map(([key]) => key).sort();

test('groups every route fetches together become one file; a group a page does not need stays apart when it is big', () => {
  const groups = new Map([group('a', 1000, ['table']), group('b', 2000, ['table']), group('big', 100_000, ['dialog'])]);
  mergeGroups(groups, [route(['table']), route(['dialog'], 0.2)], 8192, new Set(), metafile(), new Set());
  assert.equal(liveKeys(groups).length, 2);
  assert.equal(groups.get('big')!.into, null);
  const [kept] = liveKeys(groups).filter((key) => key !== 'big');
  assert.equal(groups.get(kept!)!.bytes, 3000);
});

test('a small group joins a bigger one when the request it saves outweighs the bytes it gives a page that does not need them', () => {
  const lazyCard = () => new Map([group('home', 20_000, ['home']), group('cards', 500, ['home', 'card'])]);
  const cheap = lazyCard();
  mergeGroups(cheap, [route(['home']), route(['card'], 0.2)], 8192, new Set(), metafile(), new Set());
  assert.equal(liveKeys(cheap).length, 1);
  // Opened on its own as often as the home page, the card would load 20 KB to save one request: no.
  const dear = lazyCard();
  mergeGroups(dear, [route(['home']), route(['card'], 1)], 8192, new Set(), metafile(), new Set());
  assert.equal(liveKeys(dear).length, 2);
});

test('a lean part never loads bytes it does not need', () => {
  // The room page always loads a card: their files would merge, unless the room is kept lean.
  const roomAndCard = () => new Map([group('room', 20_000, ['room']), group('card', 500, ['card'])]);
  const routes = [route(['room', 'card']), route(['card'], 0.01)];
  const free = roomAndCard();
  mergeGroups(free, routes, 8192, new Set(), metafile(), new Set());
  assert.equal(liveKeys(free).length, 1);
  const lean = roomAndCard();
  mergeGroups(lean, routes, 8192, new Set(['room']), metafile(), new Set());
  assert.deepEqual(liveKeys(lean), ['card', 'room']);
});

test('two groups are never merged when a third stands between them (the files would import each other)', () => {
  // a imports m, m imports b: a and b merged would import m, which imports them.
  const groups = new Map([group('a', 1000, ['page']), group('m', 1000, ['other']), group('b', 1000, ['page'])]);
  mergeGroups(groups, [route(['page']), route(['other'])], 8192, new Set(), metafile({ a: ['m'], m: ['b'] }), new Set());
  const merged = (x: string, y: string) => groups.get(x)!.into === y || groups.get(y)!.into === x;
  assert.equal(merged('a', 'b'), false);
});
