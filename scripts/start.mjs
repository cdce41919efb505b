#!/usr/bin/env node
// `npm start`: builds the app, runs a PeerServer and y-webrtc's signaling server on this machine, and
// serves dist/ with a config.json that points the app at them. Ctrl-C stops everything.
// Ports: PORT (app, 5173), PEER_PORT (PeerServer, 9000), SIGNAL_PORT (y-webrtc, 4444); HOST (127.0.0.1).
import { buildAll } from './build.mjs';
import { startLocalServers } from './local-servers.mjs';
import { serveStatic } from './static-server.mjs';

const host = process.env.HOST ?? '127.0.0.1';
const port = (name, fallback) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 0 || value > 65535) throw new Error(`${name} must be a port number`);
  return value;
};

const started = performance.now();
await buildAll();
console.log(`built dist/ in ${Math.round(performance.now() - started)} ms`);

// On one machine host candidates suffice; STUN helps phones on the same network reach a laptop.
const iceServers = host === '127.0.0.1' || host === 'localhost' ? [] : [{ urls: 'stun:stun.l.google.com:19302' }];
const servers = await startLocalServers({ host, peerPort: port('PEER_PORT', 9000), signalPort: port('SIGNAL_PORT', 4444), iceServers });
const app = await serveStatic({
  root: 'dist',
  host,
  port: port('PORT', 5173),
  overrides: { '/config.json': JSON.stringify(servers.config, null, 2) },
});

console.log(`PeerServer      ${servers.peerUrl}`);
console.log(`y-webrtc signal ${servers.signalUrl}`);
console.log(`\nShoal is running at ${app.url}\n(y-webrtc instead of PeerJS: ${app.url}?transport=y-webrtc)\nCtrl-C stops it.`);

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  await Promise.allSettled([app.close(), servers.close()]);
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
