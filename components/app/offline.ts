// Offline play: registers dist/sw.js (scripts/service-worker.js), which keeps the whole app once a page
// has been opened. Only the app registers it; an embedded game lives on someone else's site.

/** Registers the service worker beside the page; at the start of a visit, takes a waiting new version. */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator) || !window.isSecureContext) return;
  const container = navigator.serviceWorker;
  container.register(new URL('./sw.js', document.baseURI)).then(
    (registration) => {
      // A new version installed during an earlier visit: switch now, before the player starts, when
      // this is the app's only page (the worker refuses otherwise, so no open game changes build).
      if (!registration.waiting || !container.controller) return;
      container.addEventListener('controllerchange', () => location.reload(), { once: true });
      registration.waiting.postMessage('update-if-alone');
    },
    (error: unknown) => console.warn('Shoal works online only: the service worker did not register.', error),
  );
}
