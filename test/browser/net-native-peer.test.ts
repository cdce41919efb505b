// y-webrtc's peer on the native RTCPeerConnection (the stand-in for simple-peer): two peers wired to
// each other's signals connect over loopback, carry bytes both ways, and close once each.
import { expect } from 'chai';
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
