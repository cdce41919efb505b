// y-webrtc's peer on the native RTCPeerConnection (the stand-in for simple-peer): two peers wired to
// each other's signals connect over loopback, carry bytes both ways, and close once each.
import { expect } from 'chai';
import * as encoding from 'lib0/encoding';
import { Awareness } from 'y-protocols/awareness';
import * as syncProtocol from 'y-protocols/sync';
import * as Y from 'yjs';
import { channelSecret, newSession, type SecureChannel } from '../../src/net/secure-channel.js';
import { MAX_UPDATE_BYTES, SyncHub } from '../../src/net/sync-hub.js';
import NativePeer from '../../src/net/transports/substitutes/simple-peer.js';
import { until } from './helpers/fixture.js';

function pair(): [NativePeer, NativePeer] {
  const a = new NativePeer({ initiator: true, config: { iceServers: [] } });
  const b = new NativePeer({ config: { iceServers: [] } });
  a.on('signal', (signal) => b.signal(JSON.parse(JSON.stringify(signal))));
  b.on('signal', (signal) => a.signal(JSON.parse(JSON.stringify(signal))));
  return [a, b];
}

describe('native WebRTC peer (y-webrtc)', () => {
  it('signals like simple-peer, connects, and carries bytes both ways', async () => {
    const [a, b] = pair();
    const signals: string[] = [];
    a.on('signal', (signal) => signals.push((signal as { type: string }).type));
    const received: [string, number[]][] = [];
    a.on('data', (data) => received.push(['a', [...(data as Uint8Array)]]));
    b.on('data', (data) => received.push(['b', [...(data as Uint8Array)]]));
    let bConnected = false;
    b.on('connect', () => (bConnected = true));
    await until(() => a.connected, 'the initiator to connect');
    expect(signals[0]).to.equal('offer');
    // The answering side counts as connected once it has heard from the initiator.
    expect(bConnected).to.equal(false);
    a.send(Uint8Array.of(1, 2, 3));
    await until(() => bConnected && received.length === 1, 'the answering side to hear and connect');
    b.send(Uint8Array.of(4, 5));
    await until(() => received.length === 2, 'the reply');
    expect(received).to.deep.equal([
      ['b', [1, 2, 3]],
      ['a', [4, 5]],
    ]);
    a.destroy();
    b.destroy();
  });

  it('closes both sides when one is destroyed, each once; sending after that throws', async () => {
    const [a, b] = pair();
    const closed: string[] = [];
    a.on('close', () => closed.push('a'));
    b.on('close', () => closed.push('b'));
    await until(() => a.connected, 'the initiator to connect');
    a.send(Uint8Array.of(0));
    await until(() => b.connected, 'the answering side to connect');
    a.destroy();
    a.destroy();
    await until(() => closed.includes('a') && closed.includes('b'), 'both to close', 8000);
    expect(closed.filter((side) => side === 'a')).to.have.length(1);
    expect(() => a.send(Uint8Array.of(1))).to.throw();
  });

  it('ends the connection on a signal it cannot read, with an error', async () => {
    const peer = new NativePeer({ config: { iceServers: [] } });
    const errors: unknown[] = [];
    peer.on('error', (error) => errors.push(error));
    peer.signal({ type: 'mystery' });
    await until(() => errors.length === 1, 'the error');
    expect(peer.destroyed).to.equal(true);
  });
});

describe('y-webrtc connections carry the room through the sync hub', () => {
  /** A secure peer pair; Bo's side runs a real sync hub, Eve's side hands the test a raw sender. */
  async function securePair(): Promise<{ bo: NativePeer; eve: NativePeer; eveSend: () => (message: Uint8Array) => void; boDoc: Y.Doc; dropped: [string, string][]; destroy(): void }> {
    const secret = await channelSecret('AAECAwQFBgcICQoLDA0ODw', 'a1'.repeat(16));
    const boDoc = new Y.Doc();
    const hub = new SyncHub(boDoc, new Awareness(boDoc));
    const dropped: [string, string][] = [];
    let eveSender: ((message: Uint8Array) => void) | null = null;
    const common = { secret, channels: new Set<SecureChannel>(), onChange: () => {} };
    const bo = new NativePeer({
      initiator: true,
      config: { iceServers: [] },
      secure: { ...common, session: newSession(), onDropped: (reason, peer) => dropped.push([reason, peer]), link: (send, close) => hub.open(send, { onHostile: (why) => close(why === 'junk' ? 'junk' : 'flood') }) },
    });
    const eve = new NativePeer({
      config: { iceServers: [] },
      secure: {
        ...common,
        channels: new Set(),
        session: newSession(),
        onDropped: () => {},
        link: (send) => {
          eveSender = send;
          return { receive: () => {}, close: () => {} };
        },
      },
    });
    bo.on('signal', (signal) => eve.signal(JSON.parse(JSON.stringify(signal))));
    eve.on('signal', (signal) => bo.signal(JSON.parse(JSON.stringify(signal))));
    await until(() => bo.connected && eve.connected && eveSender !== null, 'both ends to authenticate');
    return { bo, eve, eveSend: () => eveSender!, boDoc, dropped, destroy: () => (hub.destroy(), bo.destroy(), eve.destroy()) };
  }

  function updateMessage(update: Uint8Array): Uint8Array {
    const encoder = encoding.createEncoder();
    encoding.writeVarUint(encoder, 0);
    syncProtocol.writeUpdate(encoder, update);
    return encoding.toUint8Array(encoder);
  }

  it('an update larger than one message may carry closes the connection as a flood and names the peer; none of it stays', async () => {
    const pair = await securePair();
    const junk = new Y.Doc();
    junk.getArray('log').push(Array.from({ length: 2000 }, (_, i) => ({ i, pad: 'x'.repeat(60) })));
    const update = Y.encodeStateAsUpdate(junk);
    expect(update.length).to.be.greaterThan(MAX_UPDATE_BYTES);
    pair.eveSend()(updateMessage(update));
    await until(() => pair.dropped.length > 0, 'the connection to be dropped');
    expect(pair.dropped[0]![0]).to.equal('flood');
    expect(pair.dropped[0]![1]).to.match(/^sha-256 [0-9a-f:]+$/);
    expect(pair.boDoc.getArray('log').length).to.equal(0);
    await until(() => pair.bo.destroyed, 'the connection to close');
    pair.destroy();
  });

  it('a write forged under the receiving browser’s own client id closes the connection', async () => {
    const pair = await securePair();
    const forger = new Y.Doc();
    forger.clientID = pair.boDoc.clientID;
    forger.getArray('log').push(['forged']);
    pair.eveSend()(updateMessage(Y.encodeStateAsUpdate(forger)));
    await until(() => pair.dropped.length > 0, 'the connection to be dropped');
    expect(pair.dropped[0]![0]).to.equal('flood');
    expect(pair.boDoc.getArray('log').toArray()).to.not.include('forged');
    pair.destroy();
  });
});
