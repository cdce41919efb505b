// A room: one Y.Doc (constitution, signed seat claims and admissions, signed log) kept on this device,
// shared through a transport, and folded into the game's state (log-fold.ts). It holds the keys of the
// seats this device took and signs their entries, never twice at one point of the history; the page
// that made the room also holds the creator's key and admits people to seats. It deletes refused
// entries from the doc and puts back any accepted one that vanished, and reports it.
import { Awareness } from 'y-protocols/awareness';
import * as Y from 'yjs';
import { canonicalBytes, fromBase64Url, isRecord, isRuleError, ruleError, toBase64Url } from '../core/index.js';
import type { AnyGame, Entropy, Json, RuleError, Seat } from '../core/index.js';
import { genesisId, resolveSeating, signAdmission, signClaim, type Admission, type ClaimChoice, type SeatClaim, type Seating } from './claim.js';
import { constitutionFor, constitutionId, createConstitution, type Constitution, type RoomSettings } from './constitution.js';
import { deriveRoomKeys, type RoomKeys } from './derive.js';
import { Emitter } from './emitter.js';
import { entryId, entryMessage, signEntry, signEntryAndMessage, type LogScope, type SignedEntry } from './entry.js';
import { platformEntropy } from './entropy.js';
import { createIdentity, openIdentity, type SeatIdentity } from './identity.js';
import type { KeyStore, RoomPrivate, StoredSecrets } from './key-store.js';
import { parseRoomLink, type RoomLink } from './link.js';
import { FORFEIT, isForfeit, LogFold, type FoldResult } from './log-fold.js';
import { mark } from './marks.js';
import { yieldToPage } from './pace.js';
import { KeptEntries, type TamperReport } from './log-repair.js';
import { createSigningKey, signatureBackend, signerFor, verifyByEncodedKey, type Signer } from './signing.js';
import { persistDoc, type DocPersistence } from './persistence.js';
import { parsePresence, PRESENCE_REFRESH_MS, PresenceBook, signPresence, type Presence } from './presence.js';
import { addedItems, deleteForeignTypes, deleteItems, touchesForeignTypes, LOCAL_ORIGIN, REPUBLISH_ORIGIN, roomParts } from './room-doc.js';
import { isPeerOrigin, type PeerOrigin } from './peer-origin.js';
import { connectTransport, type Dropped, type NetConfig, type Transport, type TransportStatus } from './transport.js';

/** How to open a room. */
export interface RoomOptions {
  readonly link: RoomLink;
  readonly game: AnyGame;
  readonly keyStore: KeyStore;
  /** Where the peers are; without it the room stays on this device. */
  readonly net?: NetConfig;
  /** Keep the doc in IndexedDB (the app does; Node tests do not). */
  readonly persist?: boolean;
  /** The room's constitution, when this device has it (its creator, or a rematch it offered). */
  readonly constitution?: Constitution;
  readonly entropy?: Entropy;
  /** A doc to use (tests connect two rooms' docs in memory). */
  readonly doc?: Y.Doc;
  /** Hold a Web Lock so two tabs of one browser never sign for the same seats (default: when the platform has locks). */
  readonly tabLock?: boolean;
  /** The connection started for this link and `net` before the game's code arrived (Room.connectEarly). */
  readonly early?: EarlyConnection;
}

/** A room's transport, started before the room opens: it finds and authenticates the peers, and syncs
 * nothing until the room that takes it has read this device's copy. */
export interface EarlyConnection {
  readonly roomId: string;
  readonly net: NetConfig;
  readonly doc: Y.Doc;
  readonly awareness: Awareness;
  readonly transport: Promise<Transport>;
  /** This device's copy of the room, being read (when asked for): its keys and the stored doc. */
  readonly stored: Promise<readonly [RoomPrivate | undefined, DocPersistence | null]> | null;
  readonly keyStore: KeyStore | null;
  /** Lets the transport sync: the doc holds this device's copy. */
  readonly loaded: () => void;
  /** Closes it when no room took it. */
  destroy(): void;
}

export interface RoomEvents extends Record<string, unknown> {
  /** The log, seating, constitution, presence or connection changed. */
  change: Room;
  tampering: TamperReport;
}

/** A signed offer of the next room, by a seated player. */
interface RematchOffer {
  readonly secret: string;
  readonly seat: Seat;
  readonly sig: string;
}

/** A room open on this device. */
export class Room {
  readonly events = new Emitter<RoomEvents>();
  readonly scope: LogScope;
  private meta_: Constitution | null = null;
  private error_: RuleError | null = null;
  private seating_: Seating = { seats: [], waiting: [], admissions: [], claims: [], cheat: null, sealedIds: null };
  private fold_: FoldResult | null = null;
  private folder: LogFold | null = null;
  private initial: unknown = undefined;
  private private_: RoomPrivate;
  private identities = new Map<Seat, SeatIdentity>();
  private creator: Signer | null = null;
  private readonly kept = new KeptEntries();
  private readonly keptClaims = new Map<string, SeatClaim>();
  private readonly keptAdmissions = new Map<string, Admission>();
  private readonly tampering_: TamperReport[] = [];
  /** Entries (by signature) already reported put back: a peer deleting one again and again is reported once. */
  private readonly reportedPutBack = new Set<string>();
  private transport: Transport | null = null;
  private net: NetConfig | null = null;
  private dropped_: readonly Dropped[] = [];
  private presenceBook: PresenceBook;
  /** Log items added since the last fold: one deleted before this device folded it is judged all the same. */
  private unfolded: unknown[] = [];
  /** The connection each log item arrived on, when it counts against that connection (traceArrivals). */
  private readonly arrivedOn = new WeakMap<object, PeerOrigin>();
  /** Entries that failed checks, by the connection that brought them. */
  /** Refused entries and extra copies still to delete from the doc. */
  private readonly junkLeft = new Set<unknown>();
  private readonly refusedFrom = new Map<PeerOrigin, { name: string; count: number; dropped: boolean; notice?: Dropped }>();
  private presenceShown = '';
  private announcements = 0;
  private lastAnnouncedAt = 0;
  private persistence: DocPersistence | null = null;
  private writer = true;
  private releaseLock: (() => void) | null = null;
  private running = false;
  private dirty = false;
  /** The constitution, claims or admissions changed since the seating was last resolved. */
  private seatingStale = true;
  private destroyed = false;
  private settled: Promise<void> = Promise.resolve();
  private readonly unbind: (() => void)[] = [];

  private constructor(
    readonly doc: Y.Doc,
    readonly awareness: Awareness,
    readonly keys: RoomKeys,
    readonly link: RoomLink,
    readonly game: AnyGame,
    private readonly keyStore: KeyStore,
    private readonly entropy: Entropy,
    stored: RoomPrivate | undefined,
    identities: readonly SeatIdentity[],
  ) {
    this.scope = { roomId: keys.roomId, game: keys.game };
    this.presenceBook = new PresenceBook(keys.roomId);
    this.private_ = stored ?? { roomId: keys.roomId, identities: [], personSeat: null, secrets: {} };
    for (const identity of identities) this.identities.set(identity.seat, identity);
    if (this.private_.creator) this.creator = signerFor(this.private_.creator.signing);
  }

  /** Makes a new room on this device: the creator's key, the constitution and its link, then opens it. */
  static async create(settings: Omit<RoomSettings, 'game'>, options: Omit<RoomOptions, 'link' | 'constitution'>): Promise<Room> {
    const entropy = options.entropy ?? platformEntropy;
    const signing = await createSigningKey(entropy);
    const creator = toBase64Url(signing.publicKey);
    const { constitution, link } = createConstitution({ ...settings, game: options.game.id }, creator, entropy);
    const roomId = deriveRoomKeys(link).roomId;
    const existing = await options.keyStore.load(roomId);
    await options.keyStore.save({ ...(existing ?? { roomId, identities: [], personSeat: null, secrets: {} }), creator: { signing, constitution } });
    return Room.open({ ...options, link, constitution });
  }

  /**
   * Starts the transport of the room at `link` before the room opens (while the game's code loads): it
   * reaches its signaling server and its peers and authenticates them; nothing syncs until a room opened
   * with it has read this device's copy.
   */
  static connectEarly(link: RoomLink, net: NetConfig, storage?: { readonly keyStore: KeyStore; readonly persist: boolean }): EarlyConnection {
    mark('shoal:room-early');
    const keys = deriveRoomKeys(link);
    const doc = new Y.Doc();
    const awareness = new Awareness(doc);
    let loaded = (): void => {};
    const ready = new Promise<void>((resolve) => (loaded = resolve));
    // This device's copy is read meanwhile too: the room's doc and keys. Once the doc holds it, the sync
    // starts (the peers' answers wait, unapplied, for the room to open and watch the doc).
    const stored = storage ? readStored(keys.roomId, doc, storage.keyStore, storage.persist) : null;
    stored?.catch(() => {});
    const transport = connectTransport({ doc, awareness, keys, config: net, ready, ...(stored ? { stored: stored.then(() => undefined) } : {}) });
    transport.catch(() => {});
    let destroyed = false;
    return {
      roomId: keys.roomId,
      net,
      doc,
      awareness,
      transport,
      stored,
      keyStore: storage?.keyStore ?? null,
      loaded: () => loaded(),
      destroy() {
        if (destroyed) return;
        destroyed = true;
        void transport.then((started) => started.destroy(), () => {});
        void stored?.then(([, persistence]) => persistence?.destroy(), () => {});
        awareness.destroy();
        doc.destroy();
      },
    };
  }

  /** Opens a room: restores it from this device while the transport finds the peers, then syncs. */
  static async open(options: RoomOptions): Promise<Room> {
    const keys = deriveRoomKeys(options.link);
    if (keys.game !== options.game.id) throw new RangeError(`link is for ${keys.game}, game is ${options.game.id}`);
    void signatureBackend();
    // A connection started early for this very room and config is taken over; any other is closed.
    const early =
      options.early && options.early.roomId === keys.roomId && options.early.net === options.net && !options.doc && (options.early.stored === null || options.early.keyStore === options.keyStore)
        ? options.early
        : null;
    if (options.early && !early) options.early.destroy();
    const doc = early?.doc ?? options.doc ?? new Y.Doc();
    const awareness = early?.awareness ?? new Awareness(doc);
    // The transport reaches its signaling server and its peers while this device's keys and doc are
    // read; it syncs nothing (and says nothing of the room) until the room has them and watches the doc.
    let loaded = early?.loaded ?? ((): void => {});
    let connecting = early?.transport ?? null;
    if (!early && options.net) {
      const ready = new Promise<void>((resolve) => (loaded = resolve));
      connecting = connectTransport({ doc, awareness, keys, config: options.net, ready });
      connecting.catch(() => {});
    }
    let room: Room;
    let stored: RoomPrivate | undefined;
    let persistence: DocPersistence | null = null;
    const reading = early?.stored ?? readStored(keys.roomId, doc, options.keyStore, options.persist ?? false);
    try {
      [stored, persistence] = await reading;
      const identities = await Promise.all((stored?.identities ?? []).map(openIdentity));
      room = new Room(doc, awareness, keys, options.link, options.game, options.keyStore, options.entropy ?? platformEntropy, stored, identities);
      room.persistence = persistence;
      mark('shoal:room-stored');
    } catch (error) {
      void connecting?.then((transport) => transport.destroy(), () => {});
      awareness.destroy();
      await persistence?.destroy();
      throw error;
    }
    try {
      const known = options.constitution ?? stored?.creator?.constitution;
      if (known) room.pinConstitution(known);
      if (options.tabLock ?? typeof navigator !== 'undefined') await room.lockTab();
      room.republishLastSigned();
      room.watch();
      room.announce();
      loaded();
      await room.refresh();
      mark('shoal:room-folded');
      if (connecting) room.adopt(await connecting, options.net!);
    } catch (error) {
      // Whatever failed, the transport already started (and the doc's store) are closed with the room.
      void connecting?.then((transport) => transport.destroy(), () => {});
      await room.destroy();
      throw error;
    }
    return room;
  }

  /** The room's constitution, once known. */
  meta(): Constitution | null {
    return this.meta_;
  }
  /** Why the room cannot be played (another game, another version), or null. */
  error(): RuleError | null {
    return this.error_;
  }
  /** Who holds each seat (the admitted claims), and the claims waiting. */
  seating(): Seating {
    return this.seating_;
  }
  /** The game's state before any entry, once the constitution is known. */
  initialState(): unknown {
    return this.meta_ ? this.initial : null;
  }
  /** The latest fold of the log, once every seat is held. */
  fold(): FoldResult | null {
    return this.fold_;
  }
  /** Accepted entries that vanished and were put back. */
  tampering(): readonly TamperReport[] {
    return this.tampering_;
  }
  /** False while another tab of this browser has the room open and signs for its seats. */
  canWrite(): boolean {
    return this.writer;
  }
  /** Seats this device holds (its person's and its bots'). */
  heldSeats(): readonly Seat[] {
    return [...this.identities.keys()].filter((seat) => this.seating_.seats[seat]?.signKey === this.identities.get(seat)!.signKey);
  }
  /** The seat of the person at this device, or null when watching. */
  personSeat(): Seat | null {
    const seat = this.private_.personSeat;
    return seat !== null && this.heldSeats().includes(seat) ? seat : null;
  }
  /** The bot id of a seat held here by a bot, else undefined. */
  botOf(seat: Seat): string | undefined {
    return this.identities.get(seat)?.bot;
  }
  /** This device's remembered name and colour. */
  profile(): { readonly name?: string; readonly color?: string } {
    return { name: this.private_.name, color: this.private_.color };
  }
  /** The transport's state (`closed` when not connected), its peer count, and a developer's signaling
   * override when one is in force (shown, so it is never silent). */
  connection(): { readonly status: TransportStatus; readonly peers: number; readonly kind: string | null; readonly override: string | null; readonly dropped: readonly Dropped[] } {
    return {
      status: this.transport?.status() ?? 'closed',
      peers: this.transport?.peerCount() ?? 0,
      kind: this.transport?.kind ?? null,
      override: this.net?.override ?? null,
      dropped: this.dropped_,
    };
  }
  /** Everyone with the room open now, this browser first. */
  presence(): readonly Presence[] {
    const out: Presence[] = [];
    const claims = this.seating_.seats;
    for (const [clientId, value] of this.awareness.getStates()) {
      const state = parsePresence(value);
      if (!state) continue;
      const self = clientId === this.doc.clientID;
      // What another browser says of a seat counts only with that seat's fresh signature (presence.ts).
      const proved = self ? state.signKeys : this.presenceBook.proved(clientId, state.signKeys);
      const holds = (seat: Seat): boolean => claims[seat] != null && proved.includes(claims[seat]!.signKey);
      out.push({
        name: state.name,
        color: state.color,
        seat: state.seat !== null && holds(state.seat) ? state.seat : null,
        bots: state.bots.filter(holds),
        signKeys: proved,
        clientId,
        self,
      });
    }
    return out.sort((a, b) => Number(b.self) - Number(a.self) || a.clientId - b.clientId);
  }
  /** Resolves once every change seen so far is folded. */
  whenSettled(): Promise<void> {
    return this.settled;
  }

  /** Connects (or reconnects with another config) to the peers. */
  async connect(net: NetConfig): Promise<void> {
    this.transport?.destroy();
    this.net = net;
    this.adopt(await connectTransport({ doc: this.doc, awareness: this.awareness, keys: this.keys, config: net }), net);
  }

  private adopt(transport: Transport, net: NetConfig): void {
    if (this.destroyed) return transport.destroy();
    this.net = net;
    this.transport = transport;
    transport.events.on('status', () => this.events.emit('change', this));
    transport.events.on('dropped', (dropped) => {
      // Named for the page: a connection that flooded, forged a frame or could not prove the secret.
      this.dropped_ = [...this.dropped_.slice(-9), dropped];
      this.events.emit('change', this);
    });
    transport.events.on('peers', () => {
      this.announce();
      this.events.emit('change', this);
    });
  }

  /**
   * Asks for `seat` for this device's person (or for a bot it hosts, when `choice.bot` is set): new keys,
   * a signed claim, which the creator's page admits. Resolves to null once admitted; `seat-requested`
   * while the creator's page is away; `seat-taken` when someone else was admitted first.
   */
  async claimSeat(seat: Seat, choice: ClaimChoice): Promise<RuleError | null> {
    await this.settled;
    const meta = this.meta_;
    if (!meta) return ruleError('room-not-ready', 'The room has not arrived yet.');
    if (!this.writer) return anotherTab();
    if (!Number.isInteger(seat) || seat < 0 || seat >= meta.players) return ruleError('no-such-seat', `There is no seat ${seat}.`);
    if (this.seating_.seats[seat]) return ruleError('seat-taken', 'Someone already sits there.');
    if (choice.bot === undefined && this.personSeat() !== null) return ruleError('already-seated', 'You already have a seat.');
    const stored = await createIdentity(seat, this.entropy, choice.bot === undefined ? {} : { bot: choice.bot });
    const identity = await openIdentity(stored);
    const claim = await signClaim(identity, this.scope, choice);
    this.identities.set(seat, identity);
    await this.savePrivate({
      ...this.private_,
      identities: [...this.private_.identities.filter((i) => i.seat !== seat), stored],
      ...(choice.bot === undefined ? { personSeat: seat, name: claim.name, color: claim.color } : {}),
    });
    this.doc.transact(() => roomParts(this.doc).seats.push([claim]), LOCAL_ORIGIN);
    await this.refresh();
    await this.untilSeated(seat, ADMISSION_WAIT_MS);
    this.announce();
    const holder = this.seating().seats[seat];
    if (holder?.signKey === identity.signKey) return null;
    if (holder) return ruleError('seat-taken', 'Someone else took that seat at the same moment.');
    return ruleError('seat-requested', 'You asked for the seat: the room’s creator lets you in as soon as their page is open.');
  }

  /** Resolves once `seat` is held, or after `ms`. */
  private untilSeated(seat: Seat, ms: number): Promise<void> {
    return new Promise((resolve) => {
      const done = (): void => {
        clearTimeout(timer);
        unbind();
        resolve();
      };
      const timer = setTimeout(done, ms);
      const unbind = this.events.on('change', () => {
        if (this.seating_.seats[seat]) done();
      });
      if (this.seating_.seats[seat] || this.destroyed) done();
    });
  }

  /**
   * Signs `move` as `seat`'s entry at the head of the history and publishes it. `beforePublish` runs once
   * the entry is signed and before anyone can see it (the table stores the secrets the entry carries).
   * A seat never signs twice at one point of the history, even across reloads.
   */
  submit(seat: Seat, move: Json, beforePublish?: (entry: SignedEntry) => Promise<void>): Promise<SignedEntry | RuleError> {
    // One signature at a time, so two calls cannot both sign at the same point.
    const turn = this.signing.then(() => this.submitNow(seat, move, beforePublish));
    this.signing = turn.catch(() => undefined);
    return turn;
  }

  private signing: Promise<unknown> = Promise.resolve();

  private async submitNow(seat: Seat, move: Json, beforePublish?: (entry: SignedEntry) => Promise<void>): Promise<SignedEntry | RuleError> {
    await this.settled;
    if (!this.heldSeats().includes(seat)) return ruleError('not-your-seat', 'This device does not hold that seat.');
    if (!this.writer) return anotherTab();
    const fold = this.fold_;
    if (!fold) return ruleError('seats-open', 'Wait until every seat is taken.');
    if (fold.ended) return ruleError('game-ended', 'The game has ended.');
    if (fold.author !== seat && !isForfeit(move)) return ruleError('not-your-turn-to-write', 'Another seat writes at this point.');
    const last = this.private_.signedAt?.[seat];
    if (last?.prev === fold.head) return ruleError('already-signed', 'This seat has already written at this point of the game.');
    const body = { seat, n: fold.nextN[seat]!, prev: fold.head, move };
    const { entry, message } = await signEntryAndMessage(this.identityOf(seat).signer, this.scope, body);
    const id = entryId(message);
    this.folder?.signedLocally(entry, message, id);
    await beforePublish?.(entry);
    // Remembered, entry and all (after the secrets it carries), before anyone can see it: a reload never
    // signs a second one here, and puts this one back in the doc if the page died before the doc's write.
    // A store with a synchronous write-ahead has it kept once `noteSigned` returns (and reads it back
    // with the record): the entry goes out at once, and the record takes it with its next write (a move
    // waits for no disk write, and costs none besides the write-ahead).
    const signed = { prev: fold.head, id, entry };
    const record = { ...this.private_, signedAt: { ...this.private_.signedAt, [seat]: signed } };
    if (this.noteSigned(seat, signed)) this.private_ = record;
    else await this.savePrivate(record);
    this.doc.transact(() => roomParts(this.doc).log.push([entry]), LOCAL_ORIGIN);
    await this.refresh();
    return entry;
  }

  /** Keeps what `seat` signed in the store's write-ahead; false when the store has none (or it failed). */
  private noteSigned(seat: Seat, signed: NonNullable<RoomPrivate['signedAt']>[number]): boolean {
    if (!this.keyStore.noteSigned) return false;
    try {
      this.keyStore.noteSigned(this.keys.roomId, seat, signed);
      return true;
    } catch {
      // A full or refused localStorage: the record's own write is waited for instead.
      return false;
    }
  }

  /** Claims the forfeit of the seat the table waits for, as `seat` (held here). The caller keeps the time. */
  async claimForfeit(seat: Seat): Promise<SignedEntry | RuleError> {
    await this.settled;
    const author = this.fold_?.author;
    if (author === null || author === undefined) return ruleError('nothing-owed', 'Nobody owes a move now.');
    if (author === seat) return ruleError('forfeit-self', 'You cannot claim your own forfeit.');
    return this.submit(seat, { type: FORFEIT, seat: author });
  }

  /**
   * Signs an entry with a key held here: `body.seat`'s, or `options.keyOf`'s, for `options.scope`
   * (default this room). The table goes through `submit`; tests use it to make the entries a dishonest
   * player could make (a second entry at one point, another seat's, another room's).
   */
  async signEntry(seat: Seat, body: Omit<SignedEntry, 'sig'>, options: { readonly scope?: LogScope; readonly keyOf?: Seat } = {}): Promise<SignedEntry> {
    return signEntry(this.identityOf(options.keyOf ?? seat).signer, options.scope ?? this.scope, body);
  }

  private identityOf(seat: Seat): SeatIdentity {
    const identity = this.identities.get(seat);
    if (!identity) throw new RangeError(`this device holds no key for seat ${seat}`);
    return identity;
  }

  /** The room secret of the rematch a seated player offered here (the lowest seat's offer), or null. */
  rematch(): string | null {
    const offers = [...roomParts(this.doc).next.entries()]
      .filter(([key, value]) => this.isValidOffer(key, value))
      .map(([, value]) => value as RematchOffer)
      .sort((a, b) => a.seat - b.seat);
    return offers[0]?.secret ?? null;
  }

  /**
   * Offers a rematch: a new room with the same settings, made by this device, unless one is offered
   * already. Resolves to the next room's link and, when this device made it, its constitution.
   */
  async offerRematch(now: number): Promise<{ readonly link: RoomLink; readonly constitution?: Constitution } | RuleError> {
    // Offers already in the doc are checked first: the lowest seat's stands.
    await this.settled;
    const existing = this.rematch();
    if (existing) return { link: { game: this.keys.game, secret: existing } };
    const seat = this.personSeat() ?? this.heldSeats()[0];
    const meta = this.meta_;
    if (seat === undefined || seat === null || !meta) return ruleError('not-seated', 'Only a player can offer a rematch.');
    const signing = await createSigningKey(this.entropy);
    const { constitution, link } = createConstitution(
      { game: meta.game, players: meta.players, options: meta.options, timeouts: meta.timeouts, now },
      toBase64Url(signing.publicKey),
      this.entropy,
    );
    const nextId = deriveRoomKeys(link).roomId;
    const existingNext = await this.keyStore.load(nextId);
    await this.keyStore.save({ ...(existingNext ?? { roomId: nextId, identities: [], personSeat: null, secrets: {} }), creator: { signing, constitution } });
    const sig = await this.identityOf(seat).signer.sign(rematchMessage(this.scope, link.secret, seat));
    const offer: RematchOffer = { secret: link.secret, seat, sig: toBase64Url(sig) };
    this.verifiedOffers.set(offerKey(this.identities.get(seat)!.signKey, offer), true);
    this.doc.transact(() => roomParts(this.doc).next.set(`rematch/${seat}`, offer), LOCAL_ORIGIN);
    return this.rematch() === link.secret ? { link, constitution } : { link: { game: this.keys.game, secret: this.rematch()! } };
  }

  /** The stored agent secrets of a seat held here. */
  storedSecrets(seat: Seat): StoredSecrets | undefined {
    return this.private_.secrets[seat];
  }

  /** Remembers a held seat's agent secrets on this device. */
  async saveSecrets(seat: Seat, secrets: StoredSecrets): Promise<void> {
    await this.savePrivate({ ...this.private_, secrets: { ...this.private_.secrets, [seat]: secrets } });
  }

  /** Leaves: disconnects, stops storing, releases the doc. The room lives on with the other peers. */
  async destroy(): Promise<void> {
    if (this.destroyed) return;
    this.destroyed = true;
    for (const unbind of this.unbind) unbind();
    this.releaseLock?.();
    this.transport?.destroy();
    this.awareness.destroy();
    await this.persistence?.destroy();
    this.events.clear();
  }

  private async savePrivate(record: RoomPrivate): Promise<void> {
    this.private_ = record;
    await this.keyStore.save(record);
  }

  /** True when `value` is an offer signed by the player in its seat, as checked by `checkOffers`. */
  private isValidOffer(key: string, value: unknown): boolean {
    const claim = this.offerClaim(key, value);
    return claim !== null && this.verifiedOffers.get(offerKey(claim.signKey, value as RematchOffer)) === true;
  }

  /** The claim of the seat a well-formed offer names (kept under `rematch/<its seat>`), or null. */
  private offerClaim(key: string, value: unknown): SeatClaim | null {
    if (!isRecord(value) || typeof value.secret !== 'string' || typeof value.sig !== 'string' || typeof value.seat !== 'number') return null;
    if (key !== `rematch/${value.seat}`) return null;
    if (isRuleError(parseRoomLink(`#/${this.keys.game}/${value.secret}`))) return null;
    return this.seating_.seats[value.seat] ?? null;
  }

  /** Verdicts on the offers' signatures, by signing key, seat, secret and signature (offers are few). */
  private readonly verifiedOffers = new Map<string, boolean>();

  /** Checks the signatures of offers not checked yet (at most one per seat). */
  private async checkOffers(): Promise<void> {
    const unchecked: [string, SeatClaim, RematchOffer][] = [];
    const present = new Set<string>();
    for (const [name, value] of roomParts(this.doc).next.entries()) {
      const claim = this.offerClaim(name, value);
      if (!claim) continue;
      const key = offerKey(claim.signKey, value as RematchOffer);
      present.add(key);
      if (!this.verifiedOffers.has(key)) unchecked.push([key, claim, value as RematchOffer]);
    }
    // Verdicts on offers replaced since are forgotten: a stream of forged offers keeps none.
    for (const key of this.verifiedOffers.keys()) if (!present.has(key)) this.verifiedOffers.delete(key);
    await Promise.all(
      unchecked.map(async ([key, claim, offer]) => {
        let sig: Uint8Array;
        try {
          sig = fromBase64Url(offer.sig);
        } catch {
          return void this.verifiedOffers.set(key, false);
        }
        this.verifiedOffers.set(key, await verifyByEncodedKey(claim.signKey, rematchMessage(this.scope, offer.secret, offer.seat), sig));
      }),
    );
  }

  /** Holds this browser's lock on the room; a second tab waits for it and signs nothing meanwhile. */
  private async lockTab(): Promise<void> {
    const locks = globalThis.navigator?.locks;
    if (!locks) return;
    const name = `shoal-room-${this.keys.roomId}`;
    const held = new Promise<void>((release) => (this.releaseLock = release));
    // A browser that refuses locks (a sandboxed frame) is treated as one without them.
    const granted = await new Promise<boolean>((resolve) => {
      locks
        .request(name, { ifAvailable: true }, async (lock) => {
          resolve(lock !== null);
          if (lock) await held;
        })
        .catch(() => resolve(true));
    });
    if (granted) return;
    this.writer = false;
    void locks.request(name, async () => {
      if (this.destroyed) return;
      this.writer = true;
      // Now the writer: waiting claims are admitted and vanished ones put back.
      this.seatingStale = true;
      void this.refresh();
      await held;
    }).catch(() => {});
  }

  /** Puts back this device's last signed entry of each seat when the stored doc lacks it (the page died
   * between signing and the doc's write). */
  private republishLastSigned(): void {
    const { log } = roomParts(this.doc);
    const present = new Set(log.toArray().filter(isRecord).map((item) => item.sig));
    const missing = Object.values(this.private_.signedAt ?? {}).flatMap(({ entry }) => (entry && !present.has(entry.sig) ? [entry] : []));
    if (missing.length > 0) this.doc.transact(() => log.push(missing.map((entry) => ({ ...entry }))), LOCAL_ORIGIN);
  }

  /** Publishes this device's presence: name, colour, seats, each seat's proof signed now. */
  private announce(): void {
    if (this.destroyed) return;
    const seats = this.heldSeats();
    const person = this.personSeat();
    const announced = ++this.announcements;
    void signPresence(
      this.scope.roomId,
      this.doc.clientID,
      Math.max(Date.now(), this.lastAnnouncedAt + 1),
      { name: this.private_.name ?? 'Guest', color: this.private_.color ?? '#777777', seat: person, bots: seats.filter((s) => s !== person) },
      seats.map((s) => this.identities.get(s)!),
    ).then((state) => {
      // A later announcement supersedes one still signing.
      if (this.destroyed || announced !== this.announcements) return;
      this.lastAnnouncedAt = state.at;
      this.awareness.setLocalState(state);
    });
  }

  /** Checks the presence proofs that arrived; tells the page when who is here has changed. */
  private presenceChanged(changed: readonly number[]): void {
    const checks = changed.map((clientId) => {
      const state = clientId === this.doc.clientID ? null : parsePresence(this.awareness.getStates().get(clientId));
      return state ? this.presenceBook.check(clientId, state) : Promise.resolve(false);
    });
    void Promise.all(checks).then(() => this.presenceMaybeChanged());
  }

  /** Emits a change when the presence shown differs from the last shown (proofs renewed alone do not). */
  private presenceMaybeChanged(): void {
    if (this.destroyed) return;
    const shown = JSON.stringify(this.presence());
    if (shown === this.presenceShown) return;
    this.presenceShown = shown;
    this.events.emit('change', this);
  }

  /** Puts a constitution this device knows into the doc when it is missing there. */
  private pinConstitution(constitution: Constitution): void {
    const { constitution: array } = roomParts(this.doc);
    const found = constitutionFor(this.link, array.toArray());
    if (found && !isRuleError(found)) return;
    if (isRuleError(constitutionFor(this.link, [constitution])) || !constitutionFor(this.link, [constitution])) return;
    this.doc.transact(() => array.push([constitution]), REPUBLISH_ORIGIN);
  }

  private watch(): void {
    const parts = roomParts(this.doc);
    const onChange = (): void => void this.refresh();
    // A move changes only the log: the seating is resolved again (signatures and all) only when its parts change.
    const seatingChanged = (): void => void (this.seatingStale = true);
    for (const type of [parts.constitution, parts.seats, parts.admits]) {
      type.observe(seatingChanged);
      this.unbind.push(() => type.unobserve(seatingChanged));
    }
    const trace = (event: Y.YArrayEvent<unknown>): void => this.traceArrivals(event);
    parts.log.observe(trace);
    this.unbind.push(() => parts.log.unobserve(trace));
    const shared = [parts.constitution, parts.seats, parts.admits, parts.log, parts.next, this.doc.getMap('meta')] as const;
    for (const type of shared) type.observe(onChange);
    const onTransaction = (transaction: Y.Transaction): void => {
      if (touchesForeignTypes(transaction)) void this.refresh();
    };
    this.doc.on('afterTransaction', onTransaction);
    this.unbind.push(() => this.doc.off('afterTransaction', onTransaction));
    const presence = ({ added, updated, removed }: { added: number[]; updated: number[]; removed: number[] }): void =>
      this.presenceChanged([...added, ...updated, ...removed]);
    this.awareness.on('change', presence);
    // Proofs are renewed, and seats not heard from lately shown away.
    const presenceTimer = setInterval(() => {
      this.announce();
      this.presenceMaybeChanged();
    }, PRESENCE_REFRESH_MS);
    this.unbind.push(
      () => {
        for (const type of shared) type.unobserve(onChange);
      },
      () => this.awareness.off('change', presence),
      () => clearInterval(presenceTimer),
    );
  }

  /**
   * Re-reads the doc and folds the log; coalesced, one at a time. It starts once the current
   * transaction is over, so an update reaches the peers before this device spends time on it;
   * `whenSettled` covers it from the moment it is asked for.
   */
  private refresh(): Promise<void> {
    if (this.running) {
      this.dirty = true;
      return this.settled;
    }
    this.running = true;
    this.settled = (async () => {
      await null;
      try {
        do {
          this.dirty = false;
          await this.refreshOnce();
        } while (this.dirty && !this.destroyed);
      } finally {
        this.running = false;
      }
      if (!this.destroyed) this.events.emit('change', this);
    })();
    return this.settled;
  }

  private async refreshOnce(): Promise<void> {
    if (this.destroyed) return;
    // Junk in types the room does not use is deleted: the doc (and its copy on disk) keeps none of it.
    // A flood is deleted a bounded number of items at a time, letting the page run between.
    if (this.writer && deleteForeignTypes(this.doc, MAX_DELETES_AT_ONCE)) await this.continueSoon();
    const parts = roomParts(this.doc);
    if (!this.meta_ && !this.readConstitution(parts.constitution.toArray())) return;
    const meta = this.meta_!;
    if (!constitutionFor(this.link, parts.constitution.toArray())) this.pinConstitution(meta);
    if (this.seatingStale || !this.seating_.sealedIds) await this.resolveSeats(parts, meta);
    if (parts.next.size > 0) await this.checkOffers();
    const seating = this.seating_;
    if (!seating.sealedIds) return;
    if (!this.folder) {
      const genesis = genesisId(constitutionId(meta), seating.sealedIds);
      this.folder = new LogFold(this.game, this.scope, this.initial, seating.seats as SeatClaim[], genesis, this.persistence?.verified);
    }
    this.fold_ = await this.folder.fold(this.logToFold(parts.log));
    // Signatures the fold checked are kept with the doc, so a reload need not check them again.
    this.persistence?.saveSoon();
    this.kept.remember(this.fold_);
    if (this.writer && this.cleanLog()) await this.continueSoon();
  }

  /** Resolves the seating from the doc (and what this device has seen admitted); on a writer, admits
   * waiting claims and puts back vanished ones. */
  private async resolveSeats(parts: ReturnType<typeof roomParts>, meta: Constitution): Promise<void> {
    this.seatingStale = false;
    // What this device has seen admitted counts even when a peer deletes it from the doc.
    const seating = await resolveSeating(
      [...parts.seats.toArray(), ...this.keptClaims.values()],
      [...parts.admits.toArray(), ...this.keptAdmissions.values()],
      this.scope,
      meta.players,
      meta.creator,
    );
    for (const claim of seating.seats) if (claim) this.keptClaims.set(claim.sig, claim);
    for (const admission of seating.admissions) this.keptAdmissions.set(admission.sig, admission);
    this.seating_ = seating;
    if (this.writer) {
      await this.admitWaiting(seating);
      this.repairSeating(seating);
    }
  }

  /** Lets the page run, then refreshes again (for work left over). */
  private async continueSoon(): Promise<void> {
    this.dirty = true;
    await yieldToPage();
  }

  /** Takes the constitution that hashes to the link, and sets the game up from it. False while none. */
  private readConstitution(items: readonly unknown[]): boolean {
    // Rooms of the first version kept an unsigned description in a `meta` map.
    const found = items.length === 0 && this.doc.getMap('meta').size > 0
      ? ruleError('meta-version', 'This room was made by an older version of Shoal and cannot be opened here.')
      : constitutionFor(this.link, items);
    if (isRuleError(found)) {
      this.error_ = found;
      return false;
    }
    if (!found) return false;
    if (found.players < this.game.minPlayers || found.players > this.game.maxPlayers) {
      this.error_ = ruleError('meta-players', `${this.game.title} is not played by ${found.players}.`);
      return false;
    }
    // A game with secrets or shared randomness binds the room id into every commitment, beacon chain
    // and draw (src/fair), so nothing opened or drawn here can be replayed in another room.
    const options = this.game.protocol ? { ...(found.options as object), room: this.keys.roomId } : (found.options as object);
    try {
      this.initial = this.game.setup({ players: found.players, options });
    } catch (error) {
      this.error_ = ruleError('meta-options', `This room's settings cannot be played: ${(error as Error).message}`);
      return false;
    }
    this.error_ = null;
    this.meta_ = found;
    return true;
  }

  /** On the creator's page: admits the first claim waiting for each open seat. */
  private async admitWaiting(seating: Seating): Promise<void> {
    const creator = this.creator;
    if (!creator || seating.cheat) return;
    const admitted = { ...(this.private_.creator?.admitted ?? {}) };
    const fresh: Admission[] = [];
    const waiting = roomParts(this.doc).seats.toArray();
    for (let seat = 0; seat < seating.seats.length; seat++) {
      if (seating.seats[seat] || admitted[seat]) continue;
      const first = waiting
        .map((item) => seating.waiting.find((claim) => claim === item))
        .find((claim): claim is SeatClaim => claim !== undefined && claim.seat === seat);
      if (!first) continue;
      const admission = await signAdmission(creator, this.scope, first);
      admitted[seat] = admission;
      fresh.push(admission);
    }
    if (fresh.length === 0) return;
    await this.savePrivate({ ...this.private_, creator: { ...this.private_.creator!, admitted } });
    this.doc.transact(() => roomParts(this.doc).admits.push(fresh), LOCAL_ORIGIN);
    this.dirty = true;
  }

  /** Puts back admitted claims and admissions (and the creator's own admissions) that vanished. */
  private repairSeating(seating: Seating): void {
    const { seats, admits } = roomParts(this.doc);
    const presentClaims = new Set(seats.toArray().filter(isRecord).map((item) => item.sig));
    const presentAdmits = new Set(admits.toArray().filter(isRecord).map((item) => item.sig));
    const claims = seating.seats.filter((claim): claim is SeatClaim => claim !== null && !presentClaims.has(claim.sig));
    const own = Object.values(this.private_.creator?.admitted ?? {});
    const admissions = [...seating.admissions, ...own].filter((a, i, all) => !presentAdmits.has(a.sig) && all.findIndex((b) => b.sig === a.sig) === i);
    if (claims.length === 0 && admissions.length === 0) return;
    this.doc.transact(() => {
      if (claims.length > 0) seats.push(claims.map((claim) => ({ ...claim })));
      if (admissions.length > 0) admits.push(admissions.map((admission) => ({ ...admission })));
    }, REPUBLISH_ORIGIN);
  }

  /**
   * Remembers which connection brought each new log item: a browser sends only its own writes as updates
   * (sync-hub.ts), so they count against it; of a sync, the items written under its own client id do.
   * Items that are no entry at all count at once.
   */
  /**
   * The log's items, and those added since the last fold that are gone already: a peer (or another
   * writer cleaning junk) may delete an entry before this device folds it, and what it saw is judged
   * all the same (a refused one is named, an accepted one is kept and put back).
   */
  private logToFold(log: Y.Array<unknown>): unknown[] {
    const items = log.toArray();
    if (this.unfolded.length === 0) return items;
    const present = new Set(items);
    const gone = this.unfolded.filter((item) => !present.has(item));
    this.unfolded = [];
    return gone.length > 0 ? [...items, ...gone] : items;
  }

  private traceArrivals(event: Y.YArrayEvent<unknown>): void {
    const first = this.unfolded.length;
    const added = addedItems(event);
    for (const item of added) for (const value of item.content.getContent()) if (isRecord(value)) this.unfolded.push(value);
    const origin = event.transaction.origin;
    const arrival = isPeerOrigin(origin) ? origin : (this.transport?.originOf?.(origin) ?? null);
    // A peer's move has its signature check started now, while its update is still being applied (log-fold.ts).
    if (arrival) this.folder?.arrived(this.unfolded.slice(first, first + EARLY_READ));
    if (this.unfolded.length > MAX_UNFOLDED) this.unfolded.splice(0, this.unfolded.length - MAX_UNFOLDED);
    if (!arrival) return;
    const from = arrival.syncOf ?? arrival;
    let notEntries = 0;
    for (const item of added) {
      // A sync carries everyone's writes: what the browser behind it wrote itself is its own.
      if (arrival.syncOf && (from.peerClient === null || item.id.client !== from.peerClient)) continue;
      for (const value of item.content.getContent()) {
        if (isRecord(value)) this.arrivedOn.set(value, from);
        else notEntries++;
      }
    }
    if (notEntries > 0) this.countRefused(new Map([[from, notEntries]]));
  }

  /** Counts entries that failed checks against the connections that brought them; names them in the room. */
  private countRefused(counts: ReadonlyMap<PeerOrigin, number>): void {
    for (const [from, count] of counts) {
      let record = this.refusedFrom.get(from);
      if (!record) this.refusedFrom.set(from, (record = { name: 'A browser with no name', count: 0, dropped: false }));
      // Named from its presence while it is here (dropping it forgets its presence).
      record.name = this.browserName(from.peerClient) ?? record.name;
      record.count += count;
      record.dropped = from.refused(count) || record.dropped;
      const message = `${record.name} sent ${record.count} ${record.count === 1 ? 'entry' : 'entries'} that failed checks${record.dropped ? ' and was disconnected' : ''}.`;
      const notice: Dropped = { peer: record.name, reason: 'junk', message };
      const earlier = record.notice;
      this.dropped_ = [...this.dropped_.filter((d) => d !== earlier).slice(-9), notice];
      record.notice = notice;
    }
  }

  /** "Bo’s browser" when its presence proved Bo's seat (the name from Bo's signed claim); else what it
   * calls itself, unproved, so a stranger cannot pass for a player. */
  private browserName(clientId: number | null): string | null {
    const shown = clientId === null ? undefined : this.presence().find((p) => p.clientId === clientId);
    if (!shown) return null;
    const seat = shown.seat ?? shown.bots[0] ?? null;
    const claimed = seat === null ? null : this.seating_.seats[seat]?.name;
    return claimed ? `${claimed}’s browser` : `A browser calling itself “${shown.name}”`;
  }

  /**
   * Deletes refused entries and extra copies from the doc (at most MAX_DELETES_AT_ONCE) and puts back
   * accepted ones that vanished; true when some are left to delete.
   */
  private cleanLog(): boolean {
    const folder = this.folder;
    if (!folder) return false;
    const { log } = roomParts(this.doc);
    const junk = folder.takeJunk();
    const remove = this.junkLeft;
    const counts = new Map<PeerOrigin, number>();
    for (const item of junk) {
      remove.add(item);
      const from = isRecord(item) ? this.arrivedOn.get(item) : undefined;
      if (from) counts.set(from, (counts.get(from) ?? 0) + 1);
    }
    if (counts.size > 0) {
      this.countRefused(counts);
      this.events.emit('change', this);
    }
    const present = new Set<string>();
    for (const item of log.toArray()) {
      const id = remove.has(item) ? undefined : folder.idOf(item);
      if (id === undefined) continue;
      if (present.has(id)) remove.add(item);
      else present.add(id);
    }
    const { entries, reports } = this.kept.missing(present, (entry) => entryId(entryMessage(this.scope, entry)));
    if (remove.size === 0 && entries.length === 0) return false;
    let more = false;
    this.doc.transact(() => {
      more = deleteItems(log, remove, MAX_DELETES_AT_ONCE);
      if (entries.length > 0) log.push(entries.map((entry) => ({ ...entry })));
    }, REPUBLISH_ORIGIN);
    for (const [i, report] of reports.entries()) {
      const { sig } = entries[i]!;
      if (this.reportedPutBack.has(sig)) continue;
      this.reportedPutBack.add(sig);
      this.tampering_.push(report);
      this.events.emit('tampering', report);
    }
    return more;
  }
}

/** New log items of one update whose signature checks start as they arrive. */
const EARLY_READ = 4;

/** Log items remembered between folds (a flood beyond it is still folded from the doc). */
const MAX_UNFOLDED = 4096;

/** Items of a flood deleted in one task (a deletion is sent to every peer and stored). */
const MAX_DELETES_AT_ONCE = 256;

/** How long a claim waits for the creator's admission before the player is told it is pending. */
const ADMISSION_WAIT_MS = 3000;

function anotherTab(): RuleError {
  return ruleError('another-tab', 'This room is open in another tab of this browser; play there, or close it.');
}

function rematchMessage(scope: LogScope, secret: string, seat: Seat): Uint8Array {
  return canonicalBytes({ domain: 'shoal/rematch/v2', room: scope.roomId, game: scope.game, seat, secret });
}

/** What an offer's verdict is remembered by: everything its signature covers, and the signature. */
function offerKey(signKey: string, offer: RematchOffer): string {
  return JSON.stringify([signKey, offer.seat, offer.secret, offer.sig]);
}

/** Reads this device's copy of a room: its private record and (when kept) its stored doc, into `doc`. */
async function readStored(roomId: string, doc: Y.Doc, keyStore: KeyStore, persist: boolean): Promise<readonly [RoomPrivate | undefined, DocPersistence | null]> {
  const [stored, persistence] = await Promise.allSettled([keyStore.load(roomId), persist ? persistDoc(doc, `shoal-room-${roomId}`) : null]);
  // A store opened while the other read failed is closed with it.
  if (stored.status === 'rejected') {
    if (persistence.status === 'fulfilled') await persistence.value?.destroy();
    throw stored.reason;
  }
  if (persistence.status === 'rejected') throw persistence.reason;
  return [stored.value, persistence.value];
}
