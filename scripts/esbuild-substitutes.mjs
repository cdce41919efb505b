// Build-time stand-ins for modules the transports' libraries import but Shoal does not need, each
// explained in its own file under src/net/transports/substitutes/: webrtc-adapter (PeerJS reads only
// the browser's name from it), peerjs-js-binarypack (Shoal's PeerJS connections are raw),
// simple-peer's browserify bundle (y-webrtc's peer, replaced by one on the native RTCPeerConnection)
// and lib0/logging (Yjs's and y-webrtc's console output, without lib0's DOM and schema helpers).
// Used by the app build and the browser tests, so the tests run what ships.
import { fileURLToPath } from 'node:url';

const SUBSTITUTES = {
  'webrtc-adapter': 'webrtc-adapter.ts',
  'peerjs-js-binarypack': 'binarypack.ts',
  'simple-peer/simplepeer.min.js': 'simple-peer.ts',
  'lib0/logging': 'lib0-logging.ts',
};

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** An esbuild plugin resolving each substituted import to its stand-in. */
export function transportSubstitutes() {
  return {
    name: 'shoal-transport-substitutes',
    setup(build) {
      const filter = new RegExp(`^(${Object.keys(SUBSTITUTES).map(escape).join('|')})$`);
      build.onResolve({ filter }, (args) => ({
        path: fileURLToPath(new URL(`../src/net/transports/substitutes/${SUBSTITUTES[args.path]}`, import.meta.url)),
      }));
    },
  };
}
