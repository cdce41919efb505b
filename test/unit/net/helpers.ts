// Rooms joined in memory: each doc's updates are applied to the others (the multi-peer convergence
// connector Yjs tests use), with a switch to cut and heal the link.
import * as Y from 'yjs';
import { seededEntropy, type AnyGame, type Json } from '../../../src/core/index.js';
import { games } from '../../../src/games/index.js';
import { deriveRoomKeys, memoryKeyStore, Room, type RoomLink } from '../../../src/net/index.js';

export const fishery: AnyGame = games.fishery!;
export const REMOTE = Symbol('remote');

/** Docs relaying every update to each other while `connected`. */
export class MemoryNetwork {
  connected = true;
  private readonly docs: Y.Doc[] = [];

  add(doc: Y.Doc): void {
    for (const other of this.docs) {
      Y.applyUpdate(doc, Y.encodeStateAsUpdate(other), REMOTE);
      Y.applyUpdate(other, Y.encodeStateAsUpdate(doc), REMOTE);
    }
    this.docs.push(doc);
    doc.on('update', (update: Uint8Array, origin: unknown) => {
      if (origin === REMOTE || !this.connected) return;
      for (const other of this.docs) if (other !== doc) Y.applyUpdate(other, update, REMOTE);
    });
  }

  /** Reconnects: every doc exchanges its whole state with every other. */
  heal(): void {
    this.connected = true;
    for (const a of this.docs) for (const b of this.docs) if (a !== b) Y.applyUpdate(b, Y.encodeStateAsUpdate(a), REMOTE);
  }
}

const opened: Room[] = [];

/** Destroys every room opened so far (their presence timers would keep Node running). */
export async function closeRooms(): Promise<void> {
  await Promise.all(opened.splice(0).map((room) => room.destroy()));
}

/** Opens `count` rooms of one game (Fishery unless told) on a memory network; room 0 creates it. */
export async function openRooms(
  count: number,
  network = new MemoryNetwork(),
  settings: { readonly game?: AnyGame; readonly players?: number; readonly options?: Json; readonly timeouts?: { step?: number; move?: number } } = {},
): Promise<Room[]> {
  const game = settings.game ?? fishery;
  const rooms: Room[] = [];
  let link: RoomLink | null = null;
  for (let i = 0; i < count; i++) {
    const doc = new Y.Doc();
    network.add(doc);
    const common = { game, keyStore: memoryKeyStore(), doc, entropy: seededEntropy(`peer-${i}`), tabLock: false };
    const room: Room = link
      ? await Room.open({ ...common, link })
      : await Room.create({ players: settings.players ?? 2, now: 0, ...(settings.options ? { options: settings.options } : {}), ...(settings.timeouts ? { timeouts: settings.timeouts } : {}) }, common);
    link ??= room.link;
    rooms.push(room);
  }
  opened.push(...rooms);
  await settle(rooms);
  return rooms;
}

/** Waits until every room has folded everything it has seen: two rounds in a row with no refresh started. */
export async function settle(rooms: readonly Room[]): Promise<void> {
  let quiet = 0;
  for (let round = 0; round < 200 && quiet < 2; round++) {
    const before = rooms.map((room) => room.whenSettled());
    await Promise.all(before);
    await new Promise((resolve) => setTimeout(resolve, 1));
    quiet = rooms.every((room, i) => room.whenSettled() === before[i]) ? quiet + 1 : 0;
  }
}

/** Both seats taken: room 0 sits at seat 0, room 1 at seat 1. */
export async function seatTwo(rooms: readonly Room[]): Promise<void> {
  await rooms[0]!.claimSeat(0, { name: 'Ada', color: '#112233' });
  await rooms[1]!.claimSeat(1, { name: 'Bo', color: '#445566' });
  await settle(rooms);
}

export { deriveRoomKeys };
