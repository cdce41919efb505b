// The font warm-up of a room link draws every face the app's styles ask for, so no table's first drawing
// waits on the font service for one it missed.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { WARMED_FACES } from '../../../components/theme/font-warmup.js';

type Token = keyof typeof WARMED_FACES;

/** Every (font token, weight) pair the components' styles and SVG text name. A bare `font-weight`
 * inherits the family, which is `--shoal-font` unless a shorthand says otherwise. */
function facesUsed(): Map<string, Set<string>> {
  const used = new Map<string, Set<string>>();
  const note = (token: Token, weight: number, where: string): void => {
    const key = `${token} ${weight}`;
    if (!used.has(key)) used.set(key, new Set());
    used.get(key)!.add(where);
  };
  const files = readdirSync('components', { recursive: true }).map(String).filter((f) => f.endsWith('.ts'));
  for (const file of files) {
    const text = readFileSync(join('components', file), 'utf8');
    for (const [, weight, token] of text.matchAll(/font: *(\d{3})\b[^;`]*var\((--shoal-font[a-z-]*)/g)) note(token as Token, Number(weight), file);
    for (const [, weight] of text.matchAll(/font-weight: *(\d{3})\b/g)) note('--shoal-font', Number(weight), file);
    for (const [, weight] of text.matchAll(/font-weight="(\d{3})"/g)) note('--shoal-font', Number(weight), file);
  }
  return used;
}

test('every face the styles use is warmed before a room is drawn', () => {
  const used = facesUsed();
  assert.ok(used.size >= 8, `expected the styles to name several faces, found ${[...used.keys()].join(', ')}`);
  const missing = [...used].filter(([key]) => {
    const [token, weight] = key.split(' ') as [Token, string];
    return !(token in WARMED_FACES) || !WARMED_FACES[token].includes(Number(weight));
  });
  assert.deepEqual(missing.map(([key, files]) => `${key} (${[...files].join(', ')})`), []);
});
