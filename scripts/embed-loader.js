// dist/embed.js, the one script a web page loads to embed Shoal games (scripts/build.mjs writes in the
// hashed module that defines <shoal-game> for the ENTRY placeholder). A classic script, so it runs even
// when the site serving Shoal sends no CORS headers; the module it imports needs them, and when it cannot load, each
// <shoal-game> says why and links to the game on the Shoal site instead of staying an empty box.
(() => {
  const ENTRY = '__ENTRY__';
  const script = document.currentScript ?? document.querySelector('script[src$="embed.js"]');
  const base = script instanceof HTMLScriptElement && script.src ? script.src : location.href;
  const entry = new URL(ENTRY, base).href;
  /** Per game, the scripts its table and rules need beyond the entry's (scripts/build.mjs). */
  const PRELOADS = __PRELOADS__;

  /** Stands in for <shoal-game> when the game cannot load: the reason and a link to play it there. */
  class ShoalGameUnavailable extends HTMLElement {
    connectedCallback() {
      if (this.shadowRoot) return;
      const root = this.attachShadow({ mode: 'open' });
      const style = document.createElement('style');
      style.textContent = `:host { display: block; max-width: 100%; font: inherit; }
        p { margin: 0; padding: 1rem; border: 1px solid #c3d8df; border-radius: 12px; background: #e9f2f4; color: #0f2530; line-height: 1.5; }
        a { color: #0b6585; font-weight: 600; }
        @media (prefers-color-scheme: dark) { p { background: #0a1a22; color: #e4f0f3; border-color: #2b4753; } a { color: #7cc7e0; } }`;
      const message = document.createElement('p');
      message.setAttribute('role', 'alert');
      message.append(
        `This Shoal game could not load from ${new URL(base).host}: that site must let other sites use its scripts (CORS headers), and the page must be online. `,
      );
      const link = document.createElement('a');
      link.href = new URL(`./#/play/${encodeURIComponent(this.getAttribute('game') ?? 'fishery')}/bot`, this.getAttribute('app') ?? base).href;
      link.target = '_blank';
      link.rel = 'noopener';
      link.textContent = 'Play it on the Shoal site';
      message.append(link);
      root.append(style, message);
    }
  }

  /** The entry's own imports, every level of them (scripts/build.mjs). */
  const ENTRY_IMPORTS = __ENTRY_IMPORTS__;
  const preload = (file) => {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = new URL(file, base).href;
    document.head.append(link);
  };

  // The entry first; then every script it needs, at once, instead of level after level as the browser
  // reads each module's imports; then the games on the page fetch their table and rules beside them,
  // instead of after the entry has run.
  import(entry).catch((error) => {
    console.error(`Shoal: ${entry} did not load (${error}). Served from another site, Shoal's scripts need an Access-Control-Allow-Origin header.`);
    if (!customElements.get('shoal-game')) customElements.define('shoal-game', ShoalGameUnavailable);
  });
  for (const file of ENTRY_IMPORTS) preload(file);
  const asked = new Set();
  const preloadGames = () => {
    for (const element of document.querySelectorAll('shoal-game')) {
      const game = element.getAttribute('game') ?? '';
      if (asked.has(game) || !Object.hasOwn(PRELOADS, game)) continue;
      asked.add(game);
      for (const file of PRELOADS[game]) preload(file);
    }
  };
  preloadGames();
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', preloadGames, { once: true });
})();
