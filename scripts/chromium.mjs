// The system Chromium and the one list of flags every headless run uses (browser tests, end-to-end
// tests, benchmarks, screenshots).

/** The browser binary: $CHROMIUM, else the Debian package's. */
export const CHROMIUM_PATH = process.env.CHROMIUM ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  // WebRTC host candidates as plain loopback addresses instead of mDNS names, which nothing here resolves.
  '--disable-features=WebRtcHideLocalIpsWithMdns',
];
