// Issue 5 item 2: every cheat of the Fish player is attempted on the local table and caught; the Angler's
// protests are checked by the rules from public data, and an unfounded protest is refused.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { isRuleError, seededEntropy, toHex, type Entropy } from '../../../src/core/index.js';
import { auditGame, boxPublicKey, fairVerdict, type BoxDisclosure } from '../../../src/fair/index.js';
import { discloseBox, sealFor, SEALED_BOX_BYTES } from '../../../src/fair/boxes.js';
import { tilePurpose } from '../../../src/games/gone-fishing/crypto.js';
import { goneFishing, keptOpening, LAKE_TILES, type GoneFishingState, type Sealed, type TileFace } from '../../../src/games/gone-fishing/index.js';
import { commitLake } from '../../../src/games/gone-fishing/crypto.js';
import { ANGLER, FISH, LAYOUT, dayOneTable, must, secretsOf, stateOf, withFishProtocol } from './fixtures.js';
import type { LocalTable } from '../../../src/table/index.js';

const fresh = (entropy: Entropy) => toHex(entropy.bytes(32));

/** The genuine opening {value, nonce} the Fish player keeps for `tile`, as src/fair seals it. */
function genuine(state: GoneFishingState, fair: Parameters<typeof keptOpening>[1], tile: number) {
  const kept = keptOpening(state, fair, tile)!;
  return { value: kept.face, nonce: kept.nonce };
}

/** The game is over against the Fish player for `code`, the Angler wins, and src/fair's verdict agrees. */
function assertCaught(table: LocalTable, code: string): void {
  const state = stateOf(table);
  assert.equal(state.phase, 'over');
  assert.equal(state.cheat?.seat, FISH);
  assert.equal(state.cheat?.code, code, state.cheat?.reason);
  assert.ok(state.cheat.reason.length > 10, 'expected state.cheat.reason.length > 10');
  assert.deepEqual(table.outcome()?.winners, [ANGLER]);
  const verdict = fairVerdict(state.fair);
  assert.ok(!verdict.ok && verdict.cheater === FISH, 'expected !verdict.ok && verdict.cheater === FISH');
  const replay = auditGame(goneFishing, { players: 2, options: { firstAngler: 'host-chooses' } }, table.log());
  assert.ok(!replay.ok && replay.cheater === FISH, JSON.stringify(replay));
}

/** A cheating show: the Fish player names `field` but seals `value` (or garbage) to the Angler. */
function cheatingShow(seal: (state: GoneFishingState, field: number, entropy: Entropy, secrets: Parameters<typeof keptOpening>[1]) => unknown) {
  return withFishProtocol({
    prepare: (base, state, seat, secrets, intent, entropy) => {
      const i = intent as { type: string; field?: number };
      if (i.type !== 'show') return base(state, seat, secrets, intent, entropy);
      return { move: { type: 'show', field: i.field!, sealed: seal(state, i.field!, entropy, secrets.fair) as never }, secrets };
    },
  });
}

test('GF-5.2.4 the diver shown while other tiles are on the line is caught by the Angler and refused', () => {
  const game = cheatingShow((state, field, entropy, fair) => sealFor(state.fair, fair, { to: ANGLER, purpose: tilePurpose(state.day, state.lake[field]!) }, genuine(state, fair, state.lake[field]!), entropy));
  const table = dayOneTable({}, { game });
  must(table.play(ANGLER, { type: 'move-figure', figure: 'red', steps: 1 })); // P0: (1,1) (2,2) (3,3) (4,4)
  must(table.play(FISH, { type: 'show', field: 5 })); // the diver, beside three tiles
  assertCaught(table, 'diver-shown');
});

test('GF-5.2.4 the honest Fish protocol will not show the diver beside other tiles', () => {
  const table = dayOneTable();
  must(table.play(ANGLER, { type: 'move-figure', figure: 'red', steps: 1 }));
  const refused = table.play(FISH, { type: 'show', field: 5 });
  assert.equal(refused?.code, 'diver-may-not-be-shown');
  assert.ok(!table.legalIntents(FISH).some((i) => (i as { field?: number }).field === 5), 'expected !table.legalIntents(FISH).some((i) => (i as { field?: number }).field === 5)');
});

test('a shown face that does not match the tile is caught (bad seal): a false face', () => {
  const game = cheatingShow((state, field, entropy, fair) => sealFor(state.fair, fair, { to: ANGLER, purpose: tilePurpose(state.day, state.lake[field]!) }, { value: 'fish-6', nonce: fresh(entropy) }, entropy));
  const table = dayOneTable({}, { game });
  must(table.play(ANGLER, { type: 'move-figure', figure: 'red', steps: 2 })); // P1: column 1
  must(table.play(FISH, { type: 'show', field: 4 })); // trash, sealed as "Fish 6"
  assertCaught(table, 'bad-seal');
});

test('a swapped tile in the box is caught: the true opening of another tile', () => {
  // Field 4 holds trash; the box carries tile 0's genuine opening (Fish 6), bound to tile 0, not tile 4.
  const game = cheatingShow((state, field, entropy, fair) => sealFor(state.fair, fair, { to: ANGLER, purpose: tilePurpose(state.day, state.lake[field]!) }, genuine(state, fair, 0), entropy));
  const table = dayOneTable({}, { game });
  must(table.play(ANGLER, { type: 'move-figure', figure: 'red', steps: 2 }));
  must(table.play(FISH, { type: 'show', field: 4 }));
  assertCaught(table, 'bad-seal');
});

test('a box the Angler cannot open is caught: anyone can check it from the Angler\'s disclosure', () => {
  const game = cheatingShow((_state, _field, entropy) => ({ ephemeral: boxPublicKey(toHex(entropy.bytes(32))), box: toHex(entropy.bytes(SEALED_BOX_BYTES)) }));
  const table = dayOneTable({}, { game });
  must(table.play(ANGLER, { type: 'move-figure', figure: 'red', steps: 2 }));
  must(table.play(FISH, { type: 'show', field: 4 }));
  assertCaught(table, 'bad-seal');
});

test('GF-5.3.2 a false PEEK is caught', () => {
  const game = withFishProtocol({
    answer: (base, state, seat, secrets, duty, entropy) =>
      state.phase === 'reveal-peek'
        ? { move: { type: 'peek-reveal', sealed: sealFor(state.fair, secrets.fair, { to: ANGLER, purpose: tilePurpose(state.day, state.lake[state.peeked!]!) }, { value: 'trash', nonce: fresh(entropy) }, entropy) as never }, secrets }
        : base(state, seat, secrets, duty, entropy),
  });
  const table = dayOneTable({}, { game });
  must(table.play(ANGLER, { type: 'move-figure', figure: 'red', steps: 2 }));
  must(table.play(FISH, { type: 'show', field: 4 }));
  must(table.play(ANGLER, { type: 'peek', field: 0 })); // Fish 6, "revealed" as trash
  assertCaught(table, 'bad-seal');
});

/** A Fish player whose public opening of the caught tile is forged by `forge`. */
function cheatingCatch(forge: (state: GoneFishingState, tile: number, secrets: Parameters<typeof keptOpening>[1], entropy: Entropy) => { face: TileFace; nonce: string }) {
  return withFishProtocol({
    answer: (base, state, seat, secrets, duty, entropy) =>
      state.phase === 'open-catch' && state.catching
        ? { move: { type: 'open', tile: state.catching.tile, ...forge(state, state.catching.tile, secrets.fair, entropy) }, secrets }
        : base(state, seat, secrets, duty, entropy),
  });
}

/** Day 1, round 1: red to P1 (column 1), Fish 6 on (1,1) shown, the Angler catches it with a card 1. */
function catchFishSix(table: LocalTable): void {
  must(table.play(ANGLER, { type: 'move-figure', figure: 'red', steps: 2 }));
  must(table.play(FISH, { type: 'show', field: 4 }));
  must(table.play(ANGLER, { type: 'catch', field: 0 }));
}

test('GF-5.3.1 a caught tile opened with a wrong nonce is caught', () => {
  const table = dayOneTable({}, { game: cheatingCatch((state, tile, fair) => ({ face: keptOpening(state, fair, tile)!.face, nonce: '00'.repeat(32) })) });
  catchFishSix(table);
  assertCaught(table, 'catch-opening-mismatch');
});

test('GF-5.3.1 a face changed after placing is caught when the tile is caught', () => {
  const table = dayOneTable({}, { game: cheatingCatch((_state, _tile, _fair, entropy) => ({ face: 'trash', nonce: fresh(entropy) })) });
  catchFishSix(table);
  assertCaught(table, 'catch-opening-mismatch');
});

test('GF-5.3.1 a swapped tile (another tile\'s genuine opening) is caught when the tile is caught', () => {
  const table = dayOneTable({}, { game: cheatingCatch((state, _tile, fair) => keptOpening(state, fair, 4)!) }); // tile 4: trash
  catchFishSix(table);
  assertCaught(table, 'catch-opening-mismatch');
});

/** Sends both figures home at once: the day ends and the audit falls due. */
function endDayOne(table: LocalTable): void {
  must(table.play(ANGLER, { type: 'move-figure', figure: 'red', steps: 20 }));
  if (stateOf(table).phase === 'move-tiles') must(table.play(FISH, { type: 'done' }));
  must(table.play(ANGLER, { type: 'move-figure', figure: 'yellow', steps: 20 }));
}

test('day audit: a lake that is not the tiles of GF-1.2 is caught (two divers)', () => {
  const wrongSet = LAYOUT.map<TileFace>((face, field) => (field === 1 ? 'diver' : face));
  const game = withFishProtocol({
    prepare: (base, state, seat, secrets, intent, entropy) => {
      if ((intent as { type: string }).type !== 'lay-lake') return base(state, seat, secrets, intent, entropy);
      const made = commitLake(state.fair, secrets.fair, state.day, wrongSet, entropy);
      return { move: { type: 'lake', commitments: made.commitments }, secrets: { ...secrets, fair: made.secrets } };
    },
  });
  const table = dayOneTable({}, { game });
  endDayOne(table);
  assertCaught(table, 'audit-wrong-tiles');
});

test('day audit: a face-down tile changed after placing is caught at the audit', () => {
  const game = withFishProtocol({
    answer: (base, state, seat, secrets, duty, entropy) => {
      const honest = base(state, seat, secrets, duty, entropy);
      if (!honest || honest.move.type !== 'open-lake') return honest;
      // The Fish player claims tile 0 (Fish 6) was trash all along, and tile 1 (trash) the Fish 6.
      const openings = honest.move.openings.map((o) => (o.tile === 0 ? { ...o, face: 'trash' as const } : o.tile === 1 ? { ...o, face: 'fish-6' as const } : o));
      return { move: { type: 'open-lake', openings }, secrets };
    },
  });
  const table = dayOneTable({}, { game });
  endDayOne(table);
  assertCaught(table, 'audit-opening-mismatch');
});

test('day audit: a diver shown beside other tiles is caught even when the Angler did not protest', () => {
  const lazyAngler = withFishProtocol({
    prepare: (base, state, seat, secrets, intent, entropy) => {
      const i = intent as { type: string; field?: number };
      if (i.type !== 'show') return base(state, seat, secrets, intent, entropy);
      const sealed = sealFor(state.fair, secrets.fair, { to: ANGLER, purpose: tilePurpose(state.day, state.lake[i.field!]!) }, genuine(state, secrets.fair, state.lake[i.field!]!), entropy) as Sealed;
      return { move: { type: 'show', field: i.field!, sealed }, secrets };
    },
  });
  const protocol = lazyAngler.protocol!;
  const game = { ...lazyAngler, protocol: { ...protocol, answer: (...args: Parameters<typeof protocol.answer>) => (args[3].kind === 'audit' && args[1] === ANGLER ? null : protocol.answer(...args)) } };
  const table = dayOneTable({}, { game });
  must(table.play(ANGLER, { type: 'move-figure', figure: 'red', steps: 1 }));
  must(table.play(FISH, { type: 'show', field: 5 }));
  assert.equal(stateOf(table).cheat, null); // nobody protested
  must(table.play(ANGLER, { type: 'pass' }));
  if (stateOf(table).phase === 'move-tiles') must(table.play(FISH, { type: 'done' }));
  endDayOne(table);
  assertCaught(table, 'diver-shown');
});

test('an unfounded protest is refused and the game goes on', () => {
  const table = dayOneTable();
  must(table.play(ANGLER, { type: 'move-figure', figure: 'red', steps: 2 }));
  must(table.play(FISH, { type: 'show', field: 4 }));
  const state = stateOf(table);
  const angler = secretsOf(table, ANGLER);
  const note = angler.notes[0]!;
  assert.equal(note.face, 'trash');
  const withOpening = goneFishing.apply(state, ANGLER, { type: 'protest', sealed: 0, opening: { face: note.face, nonce: note.nonce } });
  assert.ok(isRuleError(withOpening) && withOpening.code === 'protest-unfounded', "expected isRuleError(withOpening) && withOpening.code === 'protest-unfounded'");
  const record = state.sealed[0]!;
  const disclosure = discloseBox(state.fair, angler.fair, FISH, tilePurpose(state.day, record.tile), record.sealed) as BoxDisclosure;
  const withDisclosure = goneFishing.apply(state, ANGLER, { type: 'protest', sealed: 0, disclosure });
  assert.ok(isRuleError(withDisclosure) && withDisclosure.code === 'protest-unfounded', "expected isRuleError(withDisclosure) && withDisclosure.code === 'protest-unfounded'");
  // The Angler cannot make the box say something else: a shared point that is not x·E fails its proof.
  const wrongKey = discloseBox(state.fair, { ...angler.fair, boxSecretKey: secretsOf(table, FISH).fair.boxSecretKey }, FISH, tilePurpose(state.day, record.tile), record.sealed) as BoxDisclosure;
  const withWrongKey = goneFishing.apply(state, ANGLER, { type: 'protest', sealed: 0, disclosure: wrongKey });
  assert.ok(isRuleError(withWrongKey) && withWrongKey.code === 'protest-wrong-disclosure', "expected isRuleError(withWrongKey) && withWrongKey.code === 'protest-wrong-disclosure'");
  const stranger = { ...disclosure, shared: boxPublicKey(toHex(seededEntropy('x').bytes(32))) };
  const withStranger = goneFishing.apply(state, ANGLER, { type: 'protest', sealed: 0, disclosure: stranger });
  assert.ok(isRuleError(withStranger) && withStranger.code === 'protest-wrong-disclosure', "expected isRuleError(withStranger) && withStranger.code === 'protest-wrong-disclosure'");
  const forged = goneFishing.apply(state, ANGLER, { type: 'protest', sealed: 0, opening: { face: 'diver', nonce: note.nonce } });
  assert.ok(isRuleError(forged) && forged.code === 'protest-unfounded', "expected isRuleError(forged) && forged.code === 'protest-unfounded'");
  const byFish = goneFishing.apply(state, FISH, { type: 'protest', sealed: 0, disclosure });
  assert.ok(isRuleError(byFish) && byFish.code === 'not-your-turn', "expected isRuleError(byFish) && byFish.code === 'not-your-turn'");
  assert.equal(stateOf(table).phase, 'act');
});

test('an honest game has no cheat, a clean src/fair verdict and a complete audit', () => {
  const table = dayOneTable();
  endDayOne(table);
  const state = stateOf(table);
  assert.equal(state.cheat, null);
  assert.equal(state.day, 2);
  assert.deepEqual([...state.days[0]!.faces].sort(), [...LAKE_TILES].sort());
  assert.deepEqual(state.days[0]!.faces, LAYOUT);
});
