// The IndexedDB key store: a room's seats and their keys survive the page going away (a new store
// object on a new connection stands for a reload), kept apart per room and per seat.
import { expect } from 'chai';
import { seededEntropy } from '../../src/core/index.js';
import { createIdentity, indexedDbKeyStore, openIdentity, verifySignature, type RoomPrivate } from '../../src/net/index.js';

const DATABASE = `shoal-keys-test-${Math.random().toString(36).slice(2)}`;
const message = new TextEncoder().encode('entry 0 of seat 1');

async function roomRecord(roomId: string, seats: readonly number[]): Promise<RoomPrivate> {
  const identities = await Promise.all(seats.map((seat) => createIdentity(seat, seededEntropy(`${roomId}/${seat}`))));
  return { roomId, identities, personSeat: seats[0] ?? null, name: 'Ada', color: '#2a7fb8', secrets: { [seats[0]!]: { initial: { nonce: 'n' }, prepared: { 0: 'p' } } } };
}

describe('IndexedDB key store', () => {
  after(() => indexedDB.deleteDatabase(DATABASE));

  it('keeps a seat and its WebCrypto key across a reload: the key signs again and verifies', async () => {
    const record = await roomRecord('room-a', [1]);
    expect(record.identities[0]!.signing.backend).to.equal('webcrypto');
    await indexedDbKeyStore(DATABASE).save(record);

    const loaded = (await indexedDbKeyStore(DATABASE).load('room-a'))!;
    expect(loaded.personSeat).to.equal(1);
    expect(loaded.name).to.equal('Ada');
    expect(loaded.secrets).to.deep.equal(record.secrets);
    const identity = await openIdentity(loaded.identities[0]!);
    expect(identity.signKey).to.equal((await openIdentity(record.identities[0]!)).signKey);
    expect(identity.boxKey).to.equal((await openIdentity(record.identities[0]!)).boxKey);
    // The private key stays a non-extractable CryptoKey: it signs, it cannot be read out.
    const stored = loaded.identities[0]!.signing;
    expect(stored.backend === 'webcrypto' && stored.privateKey.extractable).to.equal(false);
    const signature = await identity.signer.sign(message);
    expect(await verifySignature(identity.signer.publicKey, message, signature)).to.equal(true);
  });

  it('keeps rooms and seats apart: each room loads its own seats, and deleting one leaves the other', async () => {
    const store = indexedDbKeyStore(DATABASE);
    const b = await roomRecord('room-b', [0, 1]);
    const c = await roomRecord('room-c', [1]);
    await store.save(b);
    await store.save(c);

    const reloaded = indexedDbKeyStore(DATABASE);
    const [gotB, gotC] = [(await reloaded.load('room-b'))!, (await reloaded.load('room-c'))!];
    expect(gotB.identities.map((i) => i.seat)).to.deep.equal([0, 1]);
    expect(gotC.identities.map((i) => i.seat)).to.deep.equal([1]);
    const keysOf = (r: RoomPrivate) => Promise.all(r.identities.map(async (i) => (await openIdentity(i)).signKey));
    expect(new Set([...(await keysOf(gotB)), ...(await keysOf(gotC))]).size, 'every seat of every room has its own key').to.equal(3);

    await reloaded.delete('room-b');
    expect(await indexedDbKeyStore(DATABASE).load('room-b')).to.equal(undefined);
    expect(await keysOf((await indexedDbKeyStore(DATABASE).load('room-c'))!)).to.deep.equal(await keysOf(c));
  });

  it('answers undefined for a room this device never saw', async () => {
    expect(await indexedDbKeyStore(DATABASE).load('never-seen')).to.equal(undefined);
  });
});
