// Stands in for `webrtc-adapter` in the PeerJS chunk (scripts/esbuild-substitutes.mjs). PeerJS reads
// only `browserDetails` from it, for its diagnostics (`util.browser`, `util.supports.browser`); the
// adapter's shims patch WebRTC in browsers older than any Shoal runs in (its build targets ES2022),
// and Shoal uses data channels alone. This gives the same browser name and version, from the user agent.

/** The browser as webrtc-adapter names it: `chrome`, `firefox` or `safari` (with the WebKit version). */
export interface BrowserDetails {
  readonly browser: string | null;
  readonly version: number | null;
}

function detect(userAgent: string): BrowserDetails {
  const version = (pattern: RegExp): number | null => {
    const match = pattern.exec(userAgent);
    return match ? Number.parseInt(match[match.length - 1]!, 10) : null;
  };
  if (/Firefox\//.test(userAgent)) return { browser: 'firefox', version: version(/Firefox\/(\d+)\./) };
  if (/Chrom(e|ium)\//.test(userAgent)) return { browser: 'chrome', version: version(/Chrom(e|ium)\/(\d+)\./) };
  if (/AppleWebKit\//.test(userAgent)) return { browser: 'safari', version: version(/AppleWebKit\/(\d+)\./) };
  return { browser: 'Not a supported browser.', version: null };
}

const adapter = {
  browserDetails: detect(typeof navigator === 'undefined' ? '' : navigator.userAgent),
};

export default adapter;
