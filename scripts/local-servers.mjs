// The two signaling services on this machine: a PeerServer (the `peer` package) and y-webrtc's own
// signaling server. Used by `npm start`, the end-to-end tests and the network bench. Port 0 picks a
// free port.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { PeerServer } from 'peer';

// y-webrtc exports no package.json, so its bin is found relative to this repository.
const SIGNALING_SCRIPT = fileURLToPath(new URL('../node_modules/y-webrtc/bin/server.js', import.meta.url));

/** A free TCP port on `host`. */
export function freePort(host = '127.0.0.1') {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, host, () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitForHttp(url, child, timeoutMs = 10000) {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (child.exitCode !== null) throw new Error(`signaling server exited with ${child.exitCode}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`${url} did not come up in ${timeoutMs} ms`);
}

/**
 * Starts both servers on `host`. Resolves to their URLs, the config.json that points the app at them
 * (with `iceServers` as given: tests pass [] so nothing leaves the machine) and `close()`.
 */
export async function startLocalServers({ host = '127.0.0.1', peerPort = 0, signalPort = 0, iceServers = [], quiet = false } = {}) {
  const peerjsPort = peerPort || (await freePort(host));
  const peerServer = await new Promise((resolve, reject) => {
    const app = PeerServer({ port: peerjsPort, host, path: '/', key: 'peerjs', allow_discovery: false }, (server) => resolve({ app, server }));
    app.on('error', reject);
  });

  const yWebrtcPort = signalPort || (await freePort(host));
  const signaling = spawn(process.execPath, [SIGNALING_SCRIPT], {
    env: { ...process.env, PORT: String(yWebrtcPort) },
    stdio: quiet ? 'ignore' : ['ignore', 'ignore', 'inherit'],
  });
  await waitForHttp(`http://${host}:${yWebrtcPort}/`, signaling);

  const peerUrl = `http://${host}:${peerjsPort}/`;
  const signalUrl = `ws://${host}:${yWebrtcPort}`;
  const config = {
    transport: 'peerjs',
    peerjs: { host, port: peerjsPort, path: '/', secure: false, key: 'peerjs' },
    signaling: [signalUrl],
    iceServers,
  };
  return {
    peerUrl,
    signalUrl,
    config,
    async close() {
      signaling.kill();
      await new Promise((resolve) => peerServer.server.close(() => resolve()));
      if (typeof peerServer.server.closeAllConnections === 'function') peerServer.server.closeAllConnections();
    },
  };
}
