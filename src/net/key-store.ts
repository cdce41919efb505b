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

/** What a seat last signed: the point of the history (`prev`), the entry's id and the entry. */
export type SignedAt = NonNullable<RoomPrivate['signedAt']>[number];

/** Where rooms' private material lives. */
export interface KeyStore {
  load(roomId: string): Promise<RoomPrivate | undefined>;
  save(record: RoomPrivate): Promise<void>;
  delete(roomId: string): Promise<void>;
  /**
   * Keeps what a seat just signed at once (synchronously), ahead of the next `save`: once it returns, a
   * page that dies still finds the entry on reload (`load` merges it in), so the entry may be published
   * without waiting for the record's write. A store without it is waited for before publishing.
   */
  noteSigned?(roomId: string, seat: Seat, signed: SignedAt): void;
}

/** The later of two records of what a seat signed (a seat's entry numbers only grow). */
function later(a: SignedAt | undefined, b: SignedAt | undefined): SignedAt | undefined {
  if (!a || !b) return a ?? b;
  return (b.entry?.n ?? -1) > (a.entry?.n ?? -1) ? b : a;
}

/** `record` with the write-ahead records of its seats merged in, newest per seat. */
function withNoted(record: RoomPrivate | undefined, noted: Readonly<Record<number, SignedAt>>): RoomPrivate | undefined {
  if (!record || Object.keys(noted).length === 0) return record;
  const signedAt: Record<number, SignedAt> = { ...record.signedAt };
  for (const [seat, signed] of Object.entries(noted)) signedAt[Number(seat)] = later(signedAt[Number(seat)], signed)!;
  return { ...record, signedAt };
}

/** An in-memory store (Node tests, a browser without IndexedDB). Copies like IndexedDB does. */
export function memoryKeyStore(): KeyStore {
  const records = new Map<string, RoomPrivate>();
  const noted = new Map<string, Record<number, SignedAt>>();
  return {
    load: async (roomId) => structuredClone(withNoted(records.get(roomId), noted.get(roomId) ?? {})),
    save: async (record) => void records.set(record.roomId, structuredClone(record)),
    delete: async (roomId) => void (records.delete(roomId), noted.delete(roomId)),
    noteSigned: (roomId, seat, signed) => void noted.set(roomId, { ...noted.get(roomId), [seat]: structuredClone(signed) }),
  };
}

const STORE = 'rooms';
/** localStorage key prefix of the write-ahead records: written synchronously, kept until the record is saved. */
const NOTED_PREFIX = 'shoal-signed/';

/** The write-ahead records of a room in localStorage (malformed ones are ignored: the record stands). */
function readNoted(roomId: string): Record<number, SignedAt> {
  try {
    const parsed = JSON.parse(globalThis.localStorage?.getItem(NOTED_PREFIX + roomId) ?? '{}') as unknown;
    const out: Record<number, SignedAt> = {};
    if (typeof parsed !== 'object' || parsed === null) return out;
    for (const [seat, value] of Object.entries(parsed)) {
      const signed = value as Partial<SignedAt> | null;
      if (!/^\d+$/.test(seat) || typeof signed?.prev !== 'string' || typeof signed.id !== 'string' || typeof signed.entry?.n !== 'number') continue;
      out[Number(seat)] = signed as SignedAt;
    }
    return out;
  } catch {
    return {};
  }
}

function writeNoted(roomId: string, noted: Readonly<Record<number, SignedAt>>): void {
  const storage = globalThis.localStorage;
  if (!storage) return;
  if (Object.keys(noted).length === 0) storage.removeItem(NOTED_PREFIX + roomId);
  else storage.setItem(NOTED_PREFIX + roomId, JSON.stringify(noted));
}

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
  const hasLocalStorage = ((): boolean => {
    try {
      return typeof globalThis.localStorage?.setItem === 'function';
    } catch {
      return false;
    }
  })();
  return {
    load: async (roomId) => withNoted(await run('readonly', (store) => store.get(roomId) as IDBRequest<RoomPrivate | undefined>), readNoted(roomId)),
    async save(record) {
      await run('readwrite', (store) => store.put(record));
      // Write-ahead records the saved record now holds are dropped.
      const noted = hasLocalStorage ? readNoted(record.roomId) : {};
      const left = Object.fromEntries(Object.entries(noted).filter(([seat, signed]) => record.signedAt?.[Number(seat)]?.id !== signed.id));
      if (Object.keys(left).length !== Object.keys(noted).length) writeNoted(record.roomId, left);
    },
    async delete(roomId) {
      await run('readwrite', (store) => store.delete(roomId));
      if (hasLocalStorage) writeNoted(roomId, {});
    },
    ...(hasLocalStorage ? { noteSigned: (roomId: string, seat: Seat, signed: SignedAt) => writeNoted(roomId, { ...readNoted(roomId), [seat]: signed }) } : {}),
  };
}
