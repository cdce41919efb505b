// A choice made while the seats before it still owe the same step is kept and made once its turn comes.
// When the game has moved on meanwhile and it is no longer legal, the table says why instead of
// dropping it silently (the player would see their click undone with no word).
import { afterEach, test } from 'node:test';
import assert from 'node:assert/strict';
import { hasOnlyKeys, isRecord, moveDuties, ruleError } from '../../../src/core/index.js';
import type { Game, RuleError, Seat } from '../../../src/core/index.js';
import { createNetworkTable, type NetworkTable } from '../../../src/table/index.js';
import { closeRooms, openRooms, settle } from './helpers.js';

interface ClaimState {
  readonly players: number;
  /** The token each seat claimed, or null. */
  readonly claims: readonly (string | null)[];
}
type ClaimMove = { readonly type: 'claim'; readonly token: string };

const TOKENS = ['anchor', 'buoy', 'compass'];
const unclaimed = (state: ClaimState): string[] => TOKENS.filter((token) => !state.claims.includes(token));
const waiting = (state: ClaimState): Seat[] => state.claims.flatMap((claim, seat) => (claim === null ? [seat] : []));

/** Every seat claims one token, all at once (written in seat order); a token goes to one seat only. */
const claims: Game<ClaimState, ClaimMove, object> = {
  id: 'claims-test',
  title: 'Claims (test)',
  minPlayers: 2,
  maxPlayers: 3,
  defaultOptions: {},
  errorCodes: ['bad-move', 'claimed-already', 'token-taken'],
  setup: ({ players }) => ({ players, claims: Array.from({ length: players }, () => null) }),
  apply(state, seat, move): ClaimState | RuleError {
    if (!isRecord(move) || move.type !== 'claim' || !hasOnlyKeys(move, ['type', 'token']) || !TOKENS.includes(move.token as string)) {
      return ruleError('bad-move', 'A move is {type:"claim", token}.');
    }
    const token = move.token as string;
    if (state.claims[seat] !== null) return ruleError('claimed-already', 'You have claimed a token already.');
    if (state.claims.includes(token)) return ruleError('token-taken', `The ${token} was claimed first by another seat.`);
    return { ...state, claims: state.claims.map((claim, s) => (s === seat ? token : claim)) };
  },
  pending: waiting,
  duties: (state) => moveDuties(waiting(state)),
  legalMoves: (state, seat) => (state.claims[seat] === null ? unclaimed(state).map((token) => ({ type: 'claim' as const, token })) : []),
  outcome: (state) => (waiting(state).length > 0 ? null : { scores: state.claims.map(() => 0), winners: [] }),
  describeMove: (_state, seat, move) => `Seat ${seat} claims the ${move.token}`,
  seatName: (_state, seat) => `Seat ${seat}`,
};

const tables: NetworkTable[] = [];
afterEach(async () => {
  for (const table of tables.splice(0)) table.destroy();
  await closeRooms();
});

test('a kept choice that the seats before it made illegal is refused with the rules\' reason, and the seat chooses again', async () => {
  const rooms = await openRooms(2, undefined, { game: claims, players: 2 });
  const [ada, bo] = rooms.map((room) => createNetworkTable(room));
  tables.push(ada!, bo!);
  assert.equal(await ada!.takeSeat(0, 'Ada', '#112233'), null);
  assert.equal(await bo!.takeSeat(1, 'Bo', '#445566'), null);
  await settle(rooms);
  assert.deepEqual(bo!.legalIntents(), TOKENS.map((token) => ({ type: 'claim', token })), 'Bo may choose before Ada has written');
  assert.equal(await bo!.play({ type: 'claim', token: 'anchor' }), null, 'kept until Ada has written');
  assert.deepEqual(bo!.legalIntents(), [], 'nothing more to choose while the choice is kept');
  assert.equal(bo!.keptChoiceError(), null);
  assert.equal(await ada!.play({ type: 'claim', token: 'anchor' }), null);
  await settle(rooms);
  assert.equal(bo!.keptChoiceError()?.code, 'token-taken', 'Bo hears why the anchor was not claimed');
  assert.deepEqual(bo!.legalIntents(), [{ type: 'claim', token: 'buoy' }, { type: 'claim', token: 'compass' }]);
  assert.equal(await bo!.play({ type: 'claim', token: 'buoy' }), null);
  assert.equal(bo!.keptChoiceError(), null, 'a new choice clears the refusal');
  await settle(rooms);
  assert.deepEqual((bo!.state() as ClaimState).claims, ['anchor', 'buoy']);
  assert.deepEqual(bo!.room.fold()!.rejected, [], 'nothing illegal was signed');
});
