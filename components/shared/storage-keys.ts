// Every key the app keeps in localStorage (saved games, the rooms list, the theme) starts with one
// prefix, so a page can keep a set of its own apart from the player's: the accessibility sweep opens
// every screen with saved games of its own, whatever other tests on the same origin do meanwhile.

let prefix = 'shoal:';

/** The localStorage key for `name` ("theme", "rooms", "game:fishery:bot") on this page. */
export function storageKey(name: string): string {
  return `${prefix}${name}`;
}

/** Keeps this page's keys under `namespace` (e.g. "shoal-sweep:") from now on. */
export function useStorageNamespace(namespace: string): void {
  prefix = namespace;
}

/** Removes every key this page keeps under its prefix. */
export function clearStorageNamespace(): void {
  try {
    for (const key of Object.keys(localStorage)) if (key.startsWith(prefix)) localStorage.removeItem(key);
  } catch {
    // No storage, nothing kept.
  }
}
