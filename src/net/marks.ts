// Timing marks of a room's first moments (opening, restoring, connecting, the first sync), for the
// bench's traces; the first of each name only, so a long session keeps a handful.

/** Marks `name` on the page's timeline unless it was marked already. */
export function mark(name: string): void {
  if (typeof performance?.mark === 'function' && performance.getEntriesByName(name).length === 0) performance.mark(name);
}
