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
  // Pages side by side (browser tests run two at a time, end-to-end tests several people) keep running
  // at full speed when they are not the one in front.
  '--disable-renderer-backgrounding',
  '--disable-background-timer-throttling',
  '--disable-backgrounding-occluded-windows',
  // WebRTC host candidates as plain loopback addresses instead of mDNS names, which nothing here resolves.
  '--disable-features=WebRtcHideLocalIpsWithMdns',
];
