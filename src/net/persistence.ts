// Keeps a room's doc in IndexedDB (y-indexeddb), so a reload restores the game before any peer answers
// and an offline peer has its moves to share when it returns.
import { IndexeddbPersistence } from 'y-indexeddb';
import type * as Y from 'yjs';

/** A doc stored on this device. */
export interface DocPersistence {
  destroy(): Promise<void>;
}

/** Loads `doc` from IndexedDB database `name` (resolves once what was stored is applied) and keeps it stored. */
export async function persistDoc(doc: Y.Doc, name: string): Promise<DocPersistence> {
  const persistence = new IndexeddbPersistence(name, doc);
  await persistence.whenSynced;
  return { destroy: () => persistence.destroy() };
}
