import { test } from 'node:test';
import assert from 'node:assert/strict';
import { isRuleError, seededEntropy } from '../../../src/core/index.js';
import { deriveRoomKeys, formatRoomLink, newRoomSecret, parseRoomLink, peerIdForSlot, slotOfPeerId } from '../../../src/net/index.js';

test('a room link round-trips through format and parse, with a 128-bit secret', () => {
  const secret = newRoomSecret(seededEntropy(1));
  assert.equal(secret.length, 22);
  const link = formatRoomLink('https://example.org/games/?transport=y-webrtc#/old/hash', { game: 'fishery', secret });
  assert.equal(link, `https://example.org/games/?transport=y-webrtc#/fishery/${secret}`);
  // A signaling override on the inviting page never travels in the invite.
  assert.equal(formatRoomLink('https://example.org/games/?signal=ws://localhost:4444', { game: 'fishery', secret }), `https://example.org/games/#/fishery/${secret}`);
  assert.deepEqual(parseRoomLink(link), { game: 'fishery', secret });
  assert.deepEqual(parseRoomLink(`#/fishery/${secret}`, ['fishery']), { game: 'fishery', secret });
});

const secret = newRoomSecret(seededEntropy(2));
const malformed: [string, string, string][] = [
  ['empty fragment', '#', 'link-malformed'],
  ['no secret', '#/fishery', 'link-malformed'],
  ['extra part', `#/fishery/${secret}/x`, 'link-malformed'],
  ['bad game name', `#/Fish ery/${secret}`, 'link-malformed'],
  ['unknown game', `#/chess/${secret}`, 'link-unknown-game'],
  ['short secret', '#/fishery/AAECAwQFBgcICQoLDA0OD', 'link-bad-secret'],
  ['long secret', `#/fishery/${secret}A`, 'link-bad-secret'],
  ['non-base64url secret', '#/fishery/AAECAwQFBgcICQoLDA0O+w', 'link-bad-secret'],
  ['non-canonical last character', '#/fishery/AAECAwQFBgcICQoLDA0ODx', 'link-bad-secret'],
];
for (const [name, text, code] of malformed) {
  test(`a malformed link is refused with a readable reason: ${name}`, () => {
    const parsed = parseRoomLink(text, ['fishery']);
    assert.ok(isRuleError(parsed), 'expected isRuleError(parsed)');
    assert.equal(parsed.code, code);
    assert.ok(parsed.message.length > 10, 'expected parsed.message.length > 10');
  });
}

test('derived names never contain the secret and differ per room and per game', () => {
  const a = deriveRoomKeys({ game: 'fishery', secret });
  const b = deriveRoomKeys({ game: 'fishery', secret: newRoomSecret(seededEntropy(3)) });
  const c = deriveRoomKeys({ game: 'wishes', secret });
  for (const name of [a.roomId, a.topic, peerIdForSlot(a, 0)]) assert.ok(!name.includes(secret), 'expected !name.includes(secret)');
  assert.notEqual(a.topic, b.topic);
  assert.notEqual(a.roomId, c.roomId);
  assert.notEqual(a.topic, a.roomId.slice(0, 32));
  assert.match(peerIdForSlot(a, 3), /^shoal-[0-9a-f]{32}$/);
  // Slot ids are keyed hashes: one seen tells nothing of the next, and none shows the topic.
  assert.ok(!peerIdForSlot(a, 3).includes(a.topic) && !peerIdForSlot(a, 4).includes(peerIdForSlot(a, 3).slice(6, 20)), 'expected !peerIdForSlot(a, 3).includes(a.topic) && !peerIdForSlot(a, 4).includes(peerIdForSlot(a, 3).slice(6, 20))');
  assert.equal(slotOfPeerId(a, peerIdForSlot(a, 3)), 3);
  assert.equal(slotOfPeerId(a, peerIdForSlot(b, 3)), null);
  assert.equal(slotOfPeerId(a, `${peerIdForSlot(a, 3)}x`), null);
});
