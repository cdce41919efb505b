// The app shell, its router and the catalog of games.
export { ShoalApp } from './app-shell.js';
export { catalog, catalogEntry, playersLabel, type CatalogEntry, type TableOptions } from './catalog.js';
export { HOME_HREF, ROUTE_MATCHERS, localHref, parseRoute, type Route, type RouteMatcher } from './routes.js';
export { ShoalThemeToggle } from './theme-toggle.js';
