// Shoal's service worker (dist/sw.js; scripts/offline.mjs prepends BUILD_ID and PRECACHE). After one
// visit every solo game opens and plays without a network. One cache per build: a page is served
// index.html and chunks of a single build, so a new version never mixes with a game in progress; it
// takes over once no page of the old one is open (or at the start of a visit, when its page is alone).
/* global BUILD_ID, PRECACHE */
const PREFIX = 'shoal-';
const CACHE = PREFIX + BUILD_ID;
const SCOPE = new URL('./', self.location.href).href;
const INDEX = new URL('./index.html', SCOPE).href;
/** Content-hashed files (`name-HASH.js`, esbuild's or rollup's hash): never change, so a cached copy is always right. */
const HASHED = /-[A-Za-z0-9_-]{8}\.js$/;

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches.open(CACHE).then((cache) => cache.addAll(PRECACHE.map((path) => new Request(new URL(path, SCOPE), { cache: 'no-cache' })))),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) if (name.startsWith(PREFIX) && name !== CACHE) await caches.delete(name);
      await self.clients.claim();
    })(),
  );
});

// A page that opens while a new version waits asks to switch before the player starts; only a page
// alone may, so no other open game loses the files of the build it runs.
self.addEventListener('message', (event) => {
  if (event.data !== 'update-if-alone') return;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      if (windows.length <= 1) return self.skipWaiting();
    }),
  );
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET' || !request.url.startsWith(SCOPE)) return;
  const url = new URL(request.url);
  url.search = '';
  url.hash = '';
  if (request.mode === 'navigate' && (url.href === SCOPE || url.href === INDEX)) {
    event.respondWith(fromCacheElseNetwork(INDEX, request));
  } else if (HASHED.test(url.pathname)) {
    event.respondWith(fromCacheElseNetwork(url.href, request));
  } else {
    event.respondWith(fromNetworkElseCache(url.href, request));
  }
});

/** This build's copy; the network only for what the build did not list. */
async function fromCacheElseNetwork(key, request) {
  const cache = await caches.open(CACHE);
  return (await cache.match(key)) ?? fetch(request);
}

/** Files whose name does not change with their content (config.json, embed.js): the newest, else this build's. */
async function fromNetworkElseCache(key, request) {
  try {
    return await fetch(request);
  } catch (error) {
    const cached = await (await caches.open(CACHE)).match(key);
    if (cached) return cached;
    throw error;
  }
}
