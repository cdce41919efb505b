import { expect } from 'chai';
import { html } from 'lit';
import '../../components/app/app-shell.js';
import type { ShoalApp } from '../../components/app/app-shell.js';
import { catalog } from '../../components/app/catalog.js';
import { localHref, parseRoute } from '../../components/app/routes.js';
import { games, manifestOf, manifests } from '../../src/games/index.js';
import { cleanup, fixture, inShadow, settle, until } from './helpers/fixture.js';
import { homeOf } from './helpers/home.js';

describe('router', () => {
  const table: [string, unknown][] = [
    ['', { kind: 'home' }],
    ['#/', { kind: 'home' }],
    ['#/play/fishery/bot', { kind: 'local', gameId: 'fishery', mode: 'bot', request: null }],
    ['#/play/fishery/pass?new', { kind: 'local', gameId: 'fishery', mode: 'pass', request: { mode: 'pass' } }],
    ['#/play/fishery/bot?new&seat=1&level=hard', { kind: 'local', gameId: 'fishery', mode: 'bot', request: { mode: 'bot', seat: 1, level: 'hard' } }],
    ['#/play/fishery/bot?new&seat=7&level=nonsense', { kind: 'local', gameId: 'fishery', mode: 'bot', request: { mode: 'bot', seat: 'random', level: 'easy' } }],
    ['#/fishery/new', { kind: 'new-room', gameId: 'fishery' }],
    ['#/play/chess/bot', { kind: 'not-found', hash: '#/play/chess/bot' }],
    ['#/play/fishery/online', { kind: 'not-found', hash: '#/play/fishery/online' }],
    ['#/%E0%A4%A', { kind: 'not-found', hash: '#/%E0%A4%A' }],
    ['#nonsense', { kind: 'not-found', hash: '#nonsense' }],
  ];
  for (const [hash, route] of table) {
    it(`reads ${hash || '(no hash)'}`, () => expect(parseRoute(hash)).to.deep.equal(route));
  }

  it('writes the hashes it reads', () => {
    const request = { mode: 'bot', seat: 0, level: 'hard' } as const;
    expect(parseRoute(localHref('fishery', 'bot', request))).to.deep.equal({ kind: 'local', gameId: 'fishery', mode: 'bot', request });
    expect(localHref('fishery', 'pass')).to.equal('#/play/fishery/pass');
  });
});

describe('catalog', () => {
  it('offers only registered games, with their player counts', () => {
    for (const entry of catalog) {
      const game = games[entry.id];
      expect(game, entry.id).to.not.equal(undefined);
      expect([entry.minPlayers, entry.maxPlayers, entry.title]).to.deep.equal([game!.minPlayers, game!.maxPlayers, game!.title]);
    }
  });

  it('offers every game in its manifest order, with the bot levels its bots bring, weakest first', async () => {
    expect(catalog.map((entry) => entry.id)).to.deep.equal(manifests.map((manifest) => manifest.id));
    for (const entry of catalog) {
      const loaded = (await manifestOf(entry.id)?.loadBots()) ?? [];
      expect(entry.levels.map((level) => [level.id, level.label]), entry.id).to.deep.equal(loaded.map((bot) => [bot.id, bot.label]));
    }
  });
});

describe('shoal-app', () => {
  afterEach(() => {
    cleanup();
    history.replaceState(null, '', location.pathname + location.search);
    localStorage.removeItem('shoal:theme');
  });

  it('shows the home screen with one card per game that works', async () => {
    history.replaceState(null, '', '#/');
    const app = await fixture<ShoalApp>(html`<shoal-app></shoal-app>`);
    const home = await homeOf(app);
    const titles = Array.from(home.shadowRoot!.querySelectorAll('.card h2')).map((h) => h.textContent);
    expect(titles).to.deep.equal(catalog.map((entry) => entry.title));
    const buttons = Array.from(home.shadowRoot!.querySelectorAll('.actions shoal-button')).map((b) => b.textContent.trim());
    expect(buttons).to.include.members(['Play vs bot', 'Pass and play']);
    expect(home.shadowRoot!.querySelectorAll('.card svg[role="img"]')).to.have.length(catalog.length);
  });

  it('shows the home screen with every card picture when a page opened at a table goes home', async () => {
    localStorage.removeItem('shoal:game:fishery:pass');
    history.replaceState(null, '', '#/play/fishery/pass?new');
    const app = await fixture<ShoalApp>(html`<shoal-app></shoal-app>`);
    await until(() => app.shadowRoot!.querySelector('shoal-fishery-table'), 'the Fishery table');
    app.shadowRoot!.querySelector<HTMLAnchorElement>('a.brand')!.click();
    const home = await homeOf(app);
    const spaces = home.shadowRoot!.querySelectorAll('.art-space');
    expect(spaces, 'an empty picture frame left').to.have.length(0);
    localStorage.removeItem('shoal:game:fishery:pass');
  });

  it('offers pass and play only for games whose secrets one screen would not show', async () => {
    // No game in progress (another test's would make Continue the first action).
    for (const key of Object.keys(localStorage)) if (key.startsWith('shoal:game:')) localStorage.removeItem(key);
    history.replaceState(null, '', '#/');
    const app = await fixture<ShoalApp>(html`<shoal-app></shoal-app>`);
    const home = await homeOf(app);
    const actionsOf = (title: string) => {
      const card = Array.from(home.shadowRoot!.querySelectorAll('.card')).find((c) => c.querySelector('h2')?.textContent === title)!;
      return Array.from(card.querySelectorAll('.actions shoal-button')).map((b) => b.textContent.trim());
    };
    expect(actionsOf('Fishery')).to.include('Pass and play');
    expect(actionsOf('Gone Fishing')).to.include('Play vs bot').and.not.include('Pass and play');
  });

  it('says clearly when a link is not a Shoal game, with a way home', async () => {
    history.replaceState(null, '', '#/play/chess/bot');
    const app = await fixture<ShoalApp>(html`<shoal-app></shoal-app>`);
    expect(inShadow(app, '.message h1').textContent).to.equal("This link isn't a Shoal game");
    inShadow<HTMLElement>(app, '.message shoal-button').click();
    await until(() => location.hash === '#/', 'the home hash');
    await until(() => app.shadowRoot!.querySelector('shoal-home'), 'the home screen');
  });

  it('loads a table when its route opens, and drops a new-game request from the address once started', async () => {
    localStorage.removeItem('shoal:game:fishery:pass');
    history.replaceState(null, '', '#/play/fishery/pass?new');
    const app = await fixture<ShoalApp>(html`<shoal-app></shoal-app>`);
    await until(() => app.shadowRoot!.querySelector('shoal-fishery-table'), 'the Fishery table');
    await until(() => location.hash === '#/play/fishery/pass', 'the request to leave the address');
    localStorage.removeItem('shoal:game:fishery:pass');
  });

  it('opens a room made by this page for #/<game>/new, without a history entry', async () => {
    history.replaceState(null, '', '#/wishes/new');
    const before = history.length;
    await fixture<ShoalApp>(html`<shoal-app></shoal-app>`);
    await until(() => /^#\/wishes\/[A-Za-z0-9_-]{22,}$/.test(location.hash), () => `a room's hash, not ${location.hash}`);
    expect(history.length).to.equal(before);
  });

  it('goes where a leaf asks: the home screen’s pass and play opens its table', async () => {
    history.replaceState(null, '', '#/');
    const app = await fixture<ShoalApp>(html`<shoal-app></shoal-app>`);
    const home = await homeOf(app);
    const pass = Array.from(home.shadowRoot!.querySelectorAll<HTMLElement>('.actions shoal-button')).find((b) => b.textContent.trim() === 'Pass and play')!;
    pass.click();
    await until(() => location.hash.startsWith('#/play/fishery/pass'), 'the pass-and-play hash');
    localStorage.removeItem('shoal:game:fishery:pass');
  });

  it('switches theme by hand and remembers the choice', async () => {
    const app = await fixture<ShoalApp>(html`<shoal-app></shoal-app>`);
    const before = matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
    const toggle = inShadow(app, 'shoal-theme-toggle');
    inShadow<HTMLButtonElement>(toggle, 'button').click();
    await settle(app);
    const after = before === 'dark' ? 'light' : 'dark';
    expect(app.getAttribute('theme')).to.equal(after);
    expect(localStorage.getItem('shoal:theme')).to.equal(after);
    expect(document.documentElement.dataset.theme).to.equal(after);
    cleanup();
    const again = await fixture<ShoalApp>(html`<shoal-app></shoal-app>`);
    expect(again.getAttribute('theme')).to.equal(after);
    delete document.documentElement.dataset.theme;
  });
});

describe('shoal-game (embed)', () => {
  afterEach(() => {
    cleanup();
    localStorage.removeItem('shoal:game:fishery:embed');
  });

  it('puts a solo table against the bot on any page, with no home screen to return to', async () => {
    await import('../../components/embed/shoal-game.js');
    localStorage.removeItem('shoal:game:fishery:embed');
    const embed = await fixture<HTMLElement>(html`<shoal-game game="fishery" level="hard" seat="0"></shoal-game>`);
    const table = await until(() => embed.shadowRoot!.querySelector('shoal-fishery-table'), 'the embedded table');
    await settle(table);
    expect(table.embedded).to.equal(true);
    const badges = Array.from(table.shadowRoot!.querySelectorAll('shoal-player-badge')).map((badge) => badge.who);
    expect(badges).to.deep.equal(['You', 'Hard bot']);
    expect(localStorage.getItem('shoal:game:fishery:embed')).to.not.equal(null);
  });

  it('an invite that cannot open in place (another embed of the game hosts the page’s room) opens in a new tab of the app', async () => {
    await import('../../components/embed/shoal-game.js');
    const hash = location.hash;
    const opened: unknown[][] = [];
    const open = window.open;
    window.open = (...args: unknown[]) => {
      opened.push(args);
      return null;
    };
    const seen: Event[] = [];
    const record = (event: Event) => seen.push(event);
    document.addEventListener('shoal-navigate', record);
    try {
      await fixture<HTMLElement>(html`<shoal-game id="first" game="gone-fishing" level="random"></shoal-game>`);
      const second = await fixture<HTMLElement>(html`<shoal-game id="second" game="gone-fishing" level="random"></shoal-game>`);
      const table = await until(() => second.shadowRoot!.querySelector('shoal-gone-fishing-table'), 'the embedded table');
      await settle(table);
      // The embed's own invite (a table inside a blog post offers none of its own).
      second.shadowRoot!.querySelector<HTMLElement>('[data-action="embed-invite"]')!.click();
      await until(() => opened.length > 0, 'the app in a new tab');
      const [url, target] = opened[0] as [string, string];
      expect(new URL(url).hash).to.equal('#/gone-fishing/new');
      expect(target).to.equal('_blank');
      expect(location.hash).to.equal(hash);
      expect(second.shadowRoot!.querySelector('shoal-room'), 'no room in place').to.equal(null);
      expect(seen, 'the host page sees no navigation').to.have.length(0);
    } finally {
      window.open = open;
      document.removeEventListener('shoal-navigate', record);
      localStorage.removeItem('shoal:game:gone-fishing:embed:first');
      localStorage.removeItem('shoal:game:gone-fishing:embed:second');
    }
  });

  it('says so when the game does not exist', async () => {
    await import('../../components/embed/shoal-game.js');
    const embed = await fixture<HTMLElement>(html`<shoal-game game="chess"></shoal-game>`);
    expect(inShadow(embed, '[role="alert"]').textContent).to.contain('no game called “chess”');
  });
});
