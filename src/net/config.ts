// Network configuration: defaults (the public PeerJS cloud and y-webrtc's public signaling), then the
// deployed config.json next to the app. A link can choose between the configured transports
// (`?transport=`), never point the page at another server: the one override, `?signal=`, is for
// developers and takes only a server on this machine (localhost, 127.0.0.1, [::1]); the room shows it
// while it is in force, and invite links never carry it.
import { isRecord } from '../core/index.js';
import { TRANSPORT_KINDS, type NetConfig, type PeerServerConfig, type TransportKind } from './transport.js';

export const DEFAULT_NET_CONFIG: NetConfig = Object.freeze({
  transport: 'peerjs',
  peerjs: Object.freeze({ host: '0.peerjs.com', port: 443, path: '/', secure: true, key: 'peerjs' }),
  signaling: Object.freeze(['wss://y-webrtc-eu.fly.dev']),
  iceServers: Object.freeze([{ urls: 'stun:stun.l.google.com:19302' }]),
});

/** The longest pause before a room's bot moves that config.json may ask for. */
const MAX_BOT_PAUSE_MS = 5000;

/** Hosts a developer's `?signal=` may name. */
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** A PeerServer config from a URL such as `http://localhost:9000/` (path kept, key `peerjs`). */
export function peerServerFromUrl(url: URL): PeerServerConfig {
  const secure = url.protocol === 'https:' || url.protocol === 'wss:';
  return {
    host: url.hostname,
    port: url.port ? Number(url.port) : secure ? 443 : 80,
    path: url.pathname || '/',
    secure,
    key: url.searchParams.get('key') ?? 'peerjs',
  };
}

/**
 * Merges `file` (the parsed config.json, or undefined) and the page query over the defaults. Unknown or
 * ill-typed fields are ignored, not trusted. `?transport=` picks one of the configured transports; the
 * developer override `?signal=ws://localhost:…` (y-webrtc) or `?signal=http://localhost:…/` (PeerJS)
 * is followed only for a server on this machine, and recorded in `override`.
 */
export function resolveNetConfig(file: unknown, query: URLSearchParams, base = DEFAULT_NET_CONFIG): NetConfig {
  let config: NetConfig = base;
  if (isRecord(file)) {
    const { transport, peerjs, signaling, iceServers, botPauseMs } = file;
    if (isTransportKind(transport)) config = { ...config, transport };
    if (isRecord(peerjs)) {
      const p = peerjs;
      config = {
        ...config,
        peerjs: {
          host: typeof p.host === 'string' ? p.host : config.peerjs.host,
          port: typeof p.port === 'number' ? p.port : config.peerjs.port,
          path: typeof p.path === 'string' ? p.path : config.peerjs.path,
          secure: typeof p.secure === 'boolean' ? p.secure : config.peerjs.secure,
          key: typeof p.key === 'string' ? p.key : config.peerjs.key,
        },
      };
    }
    if (Array.isArray(signaling) && signaling.every((s) => typeof s === 'string' && /^wss?:\/\//.test(s))) {
      config = { ...config, signaling: signaling as string[] };
    }
    if (Array.isArray(iceServers) && iceServers.every((s) => isRecord(s) && 'urls' in s)) {
      config = { ...config, iceServers: iceServers as RTCIceServer[] };
    }
    if (typeof botPauseMs === 'number' && botPauseMs >= 0 && botPauseMs <= MAX_BOT_PAUSE_MS) config = { ...config, botPauseMs };
  }
  const signal = query.get('signal');
  if (signal) {
    try {
      const url = new URL(signal);
      // A stranger's link cannot send this page to their server: only this machine's servers are taken.
      if (LOOPBACK_HOSTS.has(url.hostname)) {
        if (url.protocol === 'ws:' || url.protocol === 'wss:') config = { ...config, transport: 'y-webrtc', signaling: [signal], override: signal };
        else if (url.protocol === 'http:' || url.protocol === 'https:') config = { ...config, transport: 'peerjs', peerjs: peerServerFromUrl(url), override: signal };
      }
    } catch {
      // A malformed ?signal= is ignored; the configured servers stay.
    }
  }
  const transport = query.get('transport');
  if (isTransportKind(transport)) config = { ...config, transport };
  return config;
}

/** Fetches `config.json` next to the app (relative, so any sub-path works) and resolves the config. */
export async function loadNetConfig(location: { readonly href: string; readonly search: string }): Promise<NetConfig> {
  let file: unknown;
  try {
    const response = await (ownEarlyFetch(location) ?? fetch(new URL('config.json', location.href), { cache: 'no-cache' }));
    if (response.ok) file = await response.json();
  } catch {
    file = undefined;
  }
  return resolveNetConfig(file, new URLSearchParams(location.search));
}

/** The page's own config fetch, started by index.html for a room's address before any script loaded
 * (taken once: a later load fetches again). Null for another site's config (an embed's). */
function ownEarlyFetch(location: { readonly href: string }): Promise<Response> | null {
  const page = globalThis as { shoalConfigFetch?: Promise<Response>; location?: { readonly href: string } };
  const early = page.shoalConfigFetch;
  if (!early || location.href !== page.location?.href) return null;
  delete page.shoalConfigFetch;
  return early;
}

function isTransportKind(value: unknown): value is TransportKind {
  return typeof value === 'string' && (TRANSPORT_KINDS as readonly string[]).includes(value);
}
