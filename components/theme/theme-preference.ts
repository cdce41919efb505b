// The manual theme choice, remembered per device. Absent means "follow the system".

/** A forced theme; null follows `prefers-color-scheme`. */
export type ThemeChoice = 'light' | 'dark' | null;

import { storageKey } from '../shared/storage-keys.js';

const KEY = 'theme';

/** The remembered choice (null when none, or when storage is unavailable). */
export function loadThemeChoice(): ThemeChoice {
  try {
    const value = localStorage.getItem(storageKey(KEY));
    return value === 'light' || value === 'dark' ? value : null;
  } catch {
    return null;
  }
}

/** Remembers `choice` (null forgets it). Storage failures (private mode) only lose the memory. */
export function saveThemeChoice(choice: ThemeChoice): void {
  try {
    if (choice) localStorage.setItem(storageKey(KEY), choice);
    else localStorage.removeItem(storageKey(KEY));
  } catch {
    // Nothing to do: the theme still applies for this visit.
  }
}

/** The theme in effect for a choice: the choice itself, else the system preference. */
export function effectiveTheme(choice: ThemeChoice): 'light' | 'dark' {
  if (choice) return choice;
  return typeof matchMedia === 'function' && matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}
