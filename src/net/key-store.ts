// Private material of a room, kept on this device only: the seats it holds (its person's and any bots
// it hosts) with their keys, and each seat's agent secrets. Never written to the shared doc.
import type { Seat } from '../core/index.js';
import type { Admission } from './claim.js';
import type { Constitution } from './constitution.js';
import type { SignedEntry } from './entry.js';
import type { StoredIdentity } from './identity.js';
import type { StoredSigningKey } from './signing.js';

/** A seat agent's secrets as needed to rebuild them by replaying the log. */
export interface StoredSecrets {
  /** The secrets before the seat's first move (they may hold commitments already published). */
  readonly initial: unknown;
  /** The secrets each of this seat's own entries carried, by entry number n. */
  readonly prepared: Readonly<Record<number, unknown>>;
}

/** Everything this device keeps about one room. */
export interface RoomPrivate {
  readonly roomId: string;
  /** Seats this device holds. */
  readonly identities: readonly StoredIdentity[];
  /** The seat of the person at this device, or null for a spectator. */
  readonly personSeat: Seat | null;
  /** The person's chosen name and colour, remembered for the seat picker. */
  readonly name?: string;
  readonly color?: string;
  /** Agent secrets per seat held here. */
  readonly secrets: Readonly<Record<number, StoredSecrets>>;
  /** When this device made the room: the creator's key (it admits seat claims) and the constitution. */
  readonly creator?: {
    readonly signing: StoredSigningKey;
    readonly constitution: Constitution;
    /** The admissions this creator signed, by seat: it never admits a second claim to a seat. */
    readonly admitted?: Readonly<Record<number, Admission>>;
  };
  /** Per held seat, the last point of the history it signed at (`prev`), the entry's id and the entry
   * itself: a seat never signs twice at one point, and its last move survives the page dying before the
   * doc is written. */
  readonly signedAt?: Readonly<Record<number, { readonly prev: string; readonly id: string; readonly entry?: SignedEntry }>>;
}

/** Where rooms' private material lives. */
export interface KeyStore {
  load(roomId: string): Promise<RoomPrivate | undefined>;
  save(record: RoomPrivate): Promise<void>;
  delete(roomId: string): Promise<void>;
}

/** An in-memory store (Node tests, a browser without IndexedDB). Copies like IndexedDB does. */
export function memoryKeyStore(): KeyStore {
  const records = new Map<string, RoomPrivate>();
  return {
    load: async (roomId) => (records.has(roomId) ? structuredClone(records.get(roomId)) : undefined),
    save: async (record) => void records.set(record.roomId, structuredClone(record)),
    delete: async (roomId) => void records.delete(roomId),
  };
}

const STORE = 'rooms';

/** The IndexedDB store: one database, one record per room, keyed by room id. */
export function indexedDbKeyStore(databaseName = 'shoal-keys'): KeyStore {
  let opened: Promise<IDBDatabase> | null = null;
  const database = (): Promise<IDBDatabase> => {
    opened ??= new Promise((resolve, reject) => {
      const request = indexedDB.open(databaseName, 1);
      request.onupgradeneeded = () => request.result.createObjectStore(STORE, { keyPath: 'roomId' });
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    return opened;
  };
  const run = async <T>(mode: IDBTransactionMode, body: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> => {
    const db = await database();
    return new Promise((resolve, reject) => {
      const transaction = db.transaction(STORE, mode);
      const request = body(transaction.objectStore(STORE));
      transaction.oncomplete = () => resolve(request.result);
      transaction.onerror = () => reject(transaction.error);
      transaction.onabort = () => reject(transaction.error);
    });
  };
  return {
    load: (roomId) => run('readonly', (store) => store.get(roomId) as IDBRequest<RoomPrivate | undefined>),
    save: async (record) => void (await run('readwrite', (store) => store.put(record))),
    delete: async (roomId) => void (await run('readwrite', (store) => store.delete(roomId))),
  };
}
