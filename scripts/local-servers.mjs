// The two signaling services on this machine: a PeerServer (the `peer` package) and y-webrtc's own
// signaling server. Used by `npm start`, the end-to-end tests and the network bench. Port 0 picks a
// free port.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

// y-webrtc exports no package.json, so its bin is found relative to this repository.
const SIGNALING_SCRIPT = fileURLToPath(new URL('../node_modules/y-webrtc/bin/server.js', import.meta.url));
const REPOSITORY = fileURLToPath(new URL('..', import.meta.url));

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

// A loaded machine (a test run beside others) has taken over 10 s to start node and load a server.
async function waitForHttp(url, child, timeoutMs = 30000) {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (child.exitCode !== null) throw new Error(`${url} server exited with ${child.exitCode}`);
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
  // Each server runs in its own process: the PeerServer keeps interval timers that close() leaves
  // running, and y-webrtc's server is a script; killing the process ends either cleanly.
  const peerjsPort = peerPort || (await freePort(host));
  const peerScript = `import { PeerServer } from 'peer';
PeerServer({ port: ${peerjsPort}, host: ${JSON.stringify(host)}, path: '/', key: 'peerjs', allow_discovery: false });`;
  const peerServer = spawn(process.execPath, ['--input-type=module', '-e', peerScript], {
    cwd: REPOSITORY,
    stdio: quiet ? 'ignore' : ['ignore', 'ignore', 'inherit'],
  });
  const peerServerUp = waitForHttp(`http://${host}:${peerjsPort}/`, peerServer);
  peerServerUp.catch(() => {}); // awaited below, with the other server's

  const yWebrtcPort = signalPort || (await freePort(host));
  const signaling = spawn(process.execPath, [SIGNALING_SCRIPT], {
    env: { ...process.env, PORT: String(yWebrtcPort) },
    stdio: quiet ? 'ignore' : ['ignore', 'ignore', 'inherit'],
  });
  // Both start at once; if either fails, neither is left running.
  try {
    await Promise.all([peerServerUp, waitForHttp(`http://${host}:${yWebrtcPort}/`, signaling)]);
  } catch (error) {
    peerServer.kill();
    signaling.kill();
    throw error;
  }

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
      peerServer.kill();
    },
  };
}
