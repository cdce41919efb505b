// The rooms this device has joined, for the home page's "My games": which game, its link, this
// device's seat, how far it got and when it last changed. The room itself (its doc and this device's
// keys) lives in IndexedDB; this index is small, in localStorage, and readable without any network code.
// Forgetting a room deletes both.
import { indexedDbKeyStore } from '../../src/net/key-store.js';
import { storageKey } from '../shared/storage-keys.js';

/** One room this device has opened. */
export interface RoomEntry {
  readonly gameId: string;
  /** The room's secret, from its link `#/<game>/<secret>`. */
  readonly secret: string;
  /** The room's id (a hash of the secret): the names of its IndexedDB records. */
  readonly roomId: string;
  /** The seat name of this device's person ("Black"), or null when watching. */
  readonly seat: string | null;
  /** Moves accepted so far. */
  readonly moves: number;
  /** When this device last saw the game change (ms since the epoch). */
  readonly changedAt: number;
  readonly over: boolean;
}

const KEY = 'rooms';
/** The newest rooms kept; older ones drop out of the list (their data stays until the browser clears it). */
const KEEP = 30;

function isEntry(value: unknown): value is RoomEntry {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  return (
    typeof entry.gameId === 'string' &&
    typeof entry.secret === 'string' &&
    typeof entry.roomId === 'string' &&
    (entry.seat === null || typeof entry.seat === 'string') &&
    typeof entry.moves === 'number' &&
    typeof entry.changedAt === 'number' &&
    typeof entry.over === 'boolean'
  );
}

/** Every room remembered here, the most recently changed first. */
export function rememberedRooms(): RoomEntry[] {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(storageKey(KEY)) ?? '[]');
    return Array.isArray(value) ? value.filter(isEntry).sort((a, b) => b.changedAt - a.changedAt) : [];
  } catch {
    return [];
  }
}

function store(entries: readonly RoomEntry[]): void {
  try {
    localStorage.setItem(storageKey(KEY), JSON.stringify(entries.slice(0, KEEP)));
  } catch {
    // The list is a convenience: the room itself is stored apart.
  }
}

/** Records `entry` (replacing what was known of the same room). */
export function rememberRoom(entry: RoomEntry): void {
  store([entry, ...rememberedRooms().filter((known) => known.roomId !== entry.roomId)]);
}

/** What is remembered of the room `roomId`, if anything. */
export function rememberedRoom(roomId: string): RoomEntry | undefined {
  return rememberedRooms().find((entry) => entry.roomId === roomId);
}

function deleteDatabase(name: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.deleteDatabase(name);
    request.onsuccess = () => resolve();
    request.onerror = () => reject(request.error ?? new Error(`could not delete ${name}`));
    // Another tab has the room open: the deletion finishes once it closes.
    request.onblocked = () => resolve();
  });
}

/** Forgets the room: drops it from the list and deletes its doc and this device's keys for it. */
export async function forgetRoom(roomId: string): Promise<void> {
  store(rememberedRooms().filter((entry) => entry.roomId !== roomId));
  await Promise.all([deleteDatabase(`shoal-room-${roomId}`), indexedDbKeyStore().delete(roomId)]);
}
