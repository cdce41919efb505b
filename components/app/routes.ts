// The hash router's table. A route is parsed from `location.hash` by trying each matcher in turn;
// anything unmatched is 'not-found'. To add a route (the room, `#/<game>/<secret>`): add a variant to
// `Route`, a matcher to `ROUTE_MATCHERS`, and a case to the app shell's render.
import { catalogEntry } from './catalog.js';
import type { NewGameRequest } from '../table/local-game-controller.js';
import type { LocalMode } from '../table/saved-game.js';

export type Route =
  | { readonly kind: 'home' }
  /** `#/play/<game>/<bot|pass>[?new&seat=<n|random>&level=<bot id>&players=<n>]` */
  | { readonly kind: 'local'; readonly gameId: string; readonly mode: LocalMode; readonly request: NewGameRequest | null }
  /** `#/<game>/new`: a new room of that game, made by this page (a link an embedded game opens). */
  | { readonly kind: 'new-room'; readonly gameId: string }
  /** `#/<game>/<room secret>`: a room shared by link (the room page checks the secret). */
  | { readonly kind: 'room'; readonly gameId: string; readonly secret: string }
  | { readonly kind: 'not-found'; readonly hash: string };

/** Recognises a route from the hash's path parts and query, or passes (null). */
export type RouteMatcher = (parts: readonly string[], query: URLSearchParams) => Route | null;

const matchHome: RouteMatcher = (parts) => (parts.length === 0 ? { kind: 'home' } : null);

const matchLocal: RouteMatcher = (parts, query) => {
  if (parts.length !== 3 || parts[0] !== 'play') return null;
  const [, gameId, mode] = parts as [string, string, string];
  const entry = catalogEntry(gameId);
  if (!entry || (mode !== 'bot' && mode !== 'pass')) return null;
  if (!query.has('new')) return { kind: 'local', gameId, mode, request: null };
  if (mode === 'pass') return { kind: 'local', gameId, mode, request: { mode } };
  const playersText = query.get('players');
  const playersNumber = Number(playersText);
  const players = playersText !== null && /^\d+$/.test(playersText) && playersNumber >= entry.minPlayers && playersNumber <= entry.maxPlayers ? playersNumber : undefined;
  const seatText = query.get('seat');
  const seatNumber = Number(seatText);
  const seat = seatText !== null && /^\d+$/.test(seatText) && seatNumber < (players ?? entry.maxPlayers) ? seatNumber : 'random';
  const levelText = query.get('level');
  const level = entry.levels.some((choice) => choice.id === levelText) ? (levelText as string) : entry.levels[0]?.id;
  const request: NewGameRequest = level === undefined ? { mode, seat } : { mode, seat, level };
  return { kind: 'local', gameId, mode, request: players === undefined ? request : { ...request, players } };
};

const matchRoom: RouteMatcher = (parts) => {
  const [gameId, secret] = parts;
  if (parts.length !== 2 || gameId === undefined || secret === undefined || !catalogEntry(gameId)) return null;
  return secret === NEW_ROOM ? { kind: 'new-room', gameId } : { kind: 'room', gameId, secret };
};

/** Tried in order; the first that matches wins. */
export const ROUTE_MATCHERS: RouteMatcher[] = [matchHome, matchLocal, matchRoom];

/** The route for a hash such as "#/play/fishery/bot". Never throws. */
export function parseRoute(hash: string): Route {
  const raw = hash.startsWith('#') ? hash.slice(1) : hash;
  const queryAt = raw.indexOf('?');
  const path = queryAt < 0 ? raw : raw.slice(0, queryAt);
  const query = new URLSearchParams(queryAt < 0 ? '' : raw.slice(queryAt + 1));
  if (path !== '' && !path.startsWith('/')) return { kind: 'not-found', hash };
  let parts: string[];
  try {
    parts = path.split('/').filter(Boolean).map(decodeURIComponent);
  } catch {
    return { kind: 'not-found', hash };
  }
  for (const match of ROUTE_MATCHERS) {
    const route = match(parts, query);
    if (route) return route;
  }
  return { kind: 'not-found', hash };
}

/** The hash of a local table; with a request, one that starts that new game. */
export function localHref(gameId: string, mode: LocalMode, request?: NewGameRequest): string {
  const base = `#/play/${encodeURIComponent(gameId)}/${mode}`;
  if (!request) return base;
  const query = new URLSearchParams({ new: '' });
  if (request.seat !== undefined) query.set('seat', String(request.seat));
  if (request.level !== undefined) query.set('level', request.level);
  if (request.players !== undefined) query.set('players', String(request.players));
  return `${base}?${query.toString().replace('new=', 'new')}`;
}

/** Stands for a room secret in `#/<game>/new`; never a secret itself (those are 22 characters or more). */
const NEW_ROOM = 'new';

/** The hash that makes a new room of `gameId` when opened (the page draws its secret). */
export function newRoomLink(gameId: string): string {
  return `#/${encodeURIComponent(gameId)}/${NEW_ROOM}`;
}

/** The home screen's hash. */
export const HOME_HREF = '#/';
