// The network side of a room page: the Room (this device's keys and doc, the transport) and the
// network table with its bot client. Its own chunk, with Yjs and the signed log, fetched while the
// room page fetches the network config and the game's board.
import type { AnyGame, Json } from '../../src/core/index.js';
import type { Constitution } from '../../src/net/constitution.js';
import { indexedDbKeyStore } from '../../src/net/key-store.js';
import type { RoomLink } from '../../src/net/link.js';
import { Room, type EarlyConnection } from '../../src/net/room.js';
import type { NetConfig } from '../../src/net/transport.js';
import type { BotClient } from '../../src/table/bot-client.js';
import { createNetworkTable, type NetworkTable } from '../../src/table/network-table.js';

/** A room open on this page. */
export interface RoomSession {
  readonly table: NetworkTable;
  readonly bots: BotClient;
}

/** What opening a room needs. */
export interface RoomSessionOptions {
  readonly link: RoomLink;
  readonly game: AnyGame;
  readonly net: NetConfig;
  /** For the page making a new room: its settings (the room gets its own link). */
  readonly create?: { readonly players: number; readonly options?: Json; readonly now: number };
  /** For a room this page made earlier (a rematch): its constitution. */
  readonly constitution?: Constitution;
  /** The room's connection, started while the game's code loaded (connectEarly). */
  readonly early?: EarlyConnection;
}

/** Starts connecting to the room at `link`, and reading this device's copy of it, while the rest of the
 * page loads (openRoomSession takes both). */
export function connectEarly(link: RoomLink, net: NetConfig): EarlyConnection {
  return Room.connectEarly(link, net, { keyStore: indexedDbKeyStore(), persist: true });
}

/** Opens the room (restoring it from this device, then connecting) and binds its table. */
export async function openRoomSession(options: RoomSessionOptions): Promise<RoomSession> {
  const { create, link, ...rest } = options;
  const keyStore = options.early?.keyStore ?? indexedDbKeyStore();
  const room = create ? await Room.create(create, { ...rest, keyStore, persist: true }) : await Room.open({ ...rest, link, keyStore, persist: true });
  const bots = botsOnDemand();
  const pause = rest.net.botPauseMs;
  return { table: createNetworkTable(room, { bots, ...(pause === undefined ? {} : { botDelayMs: pause }) }), bots };
}

/** The room's bot client, its code loaded when a bot first moves: most rooms seat none. */
function botsOnDemand(): BotClient {
  let client: BotClient | null = null;
  let loading: Promise<BotClient> | null = null;
  let destroyed = false;
  const load = (): Promise<BotClient> =>
    (loading ??= Promise.all([import('../../src/table/bot-client.js'), import('../../src/table/bot-loaders.js')]).then(([{ createBotClient }, { loadBots }]) => {
      client = createBotClient({ inPage: loadBots });
      if (destroyed) client.destroy();
      return client;
    }));
  return {
    choose: (question) => (destroyed ? Promise.reject(new Error('the bot client was closed')) : load().then((loaded) => loaded.choose(question))),
    get inWorker() {
      return client?.inWorker ?? false;
    },
    destroy() {
      destroyed = true;
      client?.destroy();
    },
  };
}
