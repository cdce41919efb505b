// A room reopened from this device's store (a reload): the game and its log come back, and the entry
// signatures this device checked before are matched against its records instead of verified again;
// an entry whose stored record does not match is verified (and a forged one still refused).
import { expect } from 'chai';
import { seededEntropy, type Json } from '../../src/core/index.js';
import { games } from '../../src/games/index.js';
import { memoryKeyStore, Room, roomParts, type KeyStore, type RoomLink } from '../../src/net/index.js';

const fishery = games.fishery!;

/** Counts WebCrypto Ed25519 verifications while `body` runs. */
async function countingVerifies<T>(body: () => Promise<T>): Promise<{ result: T; verifies: number }> {
  const subtle = crypto.subtle;
  const original = subtle.verify;
  let verifies = 0;
  subtle.verify = function (this: SubtleCrypto, ...args: Parameters<SubtleCrypto['verify']>) {
    verifies++;
    return original.apply(this, args);
  };
  try {
    return { result: await body(), verifies };
  } finally {
    subtle.verify = original;
  }
}

describe('reopening a room from this device', () => {
  const opened: Room[] = [];
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((room) => room.destroy()));
  });

  async function open(link: RoomLink | null, keyStore: KeyStore): Promise<Room> {
    const common = { game: fishery, keyStore, persist: true, entropy: seededEntropy(`reload-${opened.length}`) };
    const room = link ? await Room.open({ ...common, link }) : await Room.create({ players: 2, now: 0 }, common);
    opened.push(room);
    return room;
  }

  it('restores the game and verifies no entry it checked before', async () => {
    const keyStore = memoryKeyStore();
    const first = await open(null, keyStore);
    const link = first.link;
    expect(await first.claimSeat(0, { name: 'Ada', color: '#2a7fb8' })).to.equal(null);
    expect(await first.claimSeat(1, { name: 'Deckhand', color: '#5b6670', bot: 'random' })).to.equal(null);
    for (let i = 0; i < 8; i++) {
      await first.whenSettled();
      const state = first.fold()!.state;
      const seat = fishery.pending(state)[0]!;
      await first.submit(seat, fishery.legalMoves(state, seat)[0] as Json);
    }
    await first.whenSettled();
    const before = first.fold()!;
    await first.destroy();

    const { result: again, verifies } = await countingVerifies(async () => {
      const room = await open(link, keyStore);
      await room.whenSettled();
      return room;
    });
    expect(again.fold()!.accepted.map((a) => a.id)).to.deep.equal(before.accepted.map((a) => a.id));
    expect(again.fold()!.state).to.deep.equal(before.state);
    expect(again.heldSeats()).to.deep.equal([0, 1]);
    // The two seat claims and their two admissions are checked; none of the eight entries is.
    expect(verifies).to.equal(4);
  });

  it('verifies what it has no record of, and still refuses a forged entry', async () => {
    const keyStore = memoryKeyStore();
    const first = await open(null, keyStore);
    const link = first.link;
    await first.claimSeat(0, { name: 'Ada', color: '#2a7fb8' });
    await first.claimSeat(1, { name: 'Deckhand', color: '#5b6670', bot: 'random' });
    await first.whenSettled();
    const state = first.fold()!.state;
    const head = first.fold()!.head;
    const good = await first.signEntry(0, { seat: 0, n: 0, prev: head, move: fishery.legalMoves(state, 0)[0] as Json });
    // Written straight into the doc as a peer's update would arrive (so this device checks it), followed
    // by an entry for seat 1 signed with seat 0's key.
    const forged = await first.signEntry(1, { seat: 1, n: 0, prev: head, move: fishery.legalMoves(state, 0)[1] as Json }, { keyOf: 0 });
    first.doc.transact(() => roomParts(first.doc).log.push([{ ...good }, forged]), 'peer');
    await first.whenSettled();
    expect(first.fold()!.accepted).to.have.length(1);
    expect(first.fold()!.rejected.map((r) => r.reason.code)).to.deep.equal(['bad-signature']);
    await first.destroy();

    const { result: again, verifies } = await countingVerifies(async () => {
      const room = await open(link, keyStore);
      await room.whenSettled();
      return room;
    });
    expect(again.fold()!.accepted).to.have.length(1);
    // The forged entry was refused and deleted from the doc before the reload: nothing is left to refuse.
    expect(again.fold()!.rejected).to.deep.equal([]);
    // Two claims and two admissions; the good entry was checked before the reload and is not verified again.
    expect(verifies).to.equal(4);
  });
});
