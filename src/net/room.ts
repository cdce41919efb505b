// A room: one Y.Doc (meta, signed seat claims, signed log) kept on this device, shared through a
// transport, and folded into the game's state. It holds the keys of the seats this device took and
// signs their entries; it repairs the log when an accepted entry disappears and reports it.
import { Awareness } from 'y-protocols/awareness';
import * as Y from 'yjs';
import { isRuleError, ruleError } from '../core/index.js';
import type { AnyGame, Entropy, Json, RuleError, Seat } from '../core/index.js';
import { resolveSeating, signClaim, type ClaimChoice, type Seating } from './claim.js';
import { deriveRoomKeys, type RoomKeys } from './derive.js';
import { Emitter } from './emitter.js';
import { signEntry, type LogScope, type SignedEntry } from './entry.js';
import { platformEntropy } from './entropy.js';
import { createIdentity, openIdentity, type SeatIdentity } from './identity.js';
import type { KeyStore, RoomPrivate, StoredSecrets } from './key-store.js';
import { parseRoomLink, type RoomLink } from './link.js';
import { ArrayMirror, type ArrayDeltaOp } from './array-mirror.js';
import { LogFold, type FoldResult } from './log-fold.js';
import { AcceptedEntries, type TamperReport } from './log-repair.js';
import { signatureBackend } from './signing.js';
import { persistDoc, type DocPersistence } from './persistence.js';
import { parsePresence, PRESENCE_REFRESH_MS, PresenceBook, signPresence, type Presence } from './presence.js';
import { LOCAL_ORIGIN, readMeta, REPUBLISH_ORIGIN, roomParts, RULES_VERSION, writeMeta, type RoomMeta } from './room-doc.js';
import { connectTransport, preloadTransport, type NetConfig, type Transport, type TransportStatus } from './transport.js';

/** How to open a room. */
export interface RoomOptions {
  readonly link: RoomLink;
  readonly game: AnyGame;
  readonly keyStore: KeyStore;
  /** Where the peers are; without it the room stays on this device. */
  readonly net?: NetConfig;
  /** Keep the doc in IndexedDB (the app does; Node tests do not). */
  readonly persist?: boolean;
  /** For the browser that creates the room: its meta. Joiners leave it out and wait for the room's. */
  readonly create?: { readonly players: number; readonly options?: Json; readonly now: number };
  readonly entropy?: Entropy;
  /** A doc to use (tests connect two rooms' docs in memory). */
  readonly doc?: Y.Doc;
}

export interface RoomEvents extends Record<string, unknown> {
  /** The log, seating, meta, presence or connection changed. */
  change: Room;
  tampering: TamperReport;
}

/** A room open on this device. */
export class Room {
  readonly events = new Emitter<RoomEvents>();
  readonly awareness: Awareness;
  readonly scope: LogScope;
  private meta_: RoomMeta | null = null;
  private error_: RuleError | null = null;
  private seating_: Seating = { seats: [], rejected: [] };
  private fold_: FoldResult | null = null;
  private folder: LogFold | null = null;
  private private_: RoomPrivate;
  private identities = new Map<Seat, SeatIdentity>();
  private readonly sentN = new Map<Seat, number>();
  private readonly accepted = new AcceptedEntries();
  private readonly tampering_: TamperReport[] = [];
  private transport: Transport | null = null;
  private net: NetConfig | null = null;
  private presenceBook: PresenceBook;
  private presenceShown = '';
  private announcements = 0;
  private lastAnnouncedAt = 0;
  private persistence: DocPersistence | null = null;
  // What changed since the last refresh: the meta, the claims, the next-room offer; the log's
  // changes are in its mirror.
  private readonly log = new ArrayMirror();
  private metaChanged = true;
  private seatsChanged = true;
  private running = false;
  private dirty = false;
  private destroyed = false;
  private settled: Promise<void> = Promise.resolve();
  private readonly unbind: (() => void)[] = [];

  private constructor(
    readonly doc: Y.Doc,
    readonly keys: RoomKeys,
    readonly game: AnyGame,
    private readonly keyStore: KeyStore,
    private readonly entropy: Entropy,
    stored: RoomPrivate | undefined,
  ) {
    this.awareness = new Awareness(doc);
    this.scope = { roomId: keys.roomId, game: keys.game };
    this.presenceBook = new PresenceBook(keys.roomId);
    this.private_ = stored ?? { roomId: keys.roomId, identities: [], personSeat: null, secrets: {} };
    for (const identity of this.private_.identities) this.identities.set(identity.seat, openIdentity(identity));
  }

  /** Opens a room: restores it from this device, writes the meta if creating, then connects. */
  static async open(options: RoomOptions): Promise<Room> {
    const keys = deriveRoomKeys(options.link);
    if (keys.game !== options.game.id) throw new RangeError(`link is for ${keys.game}, game is ${options.game.id}`);
    // The transport's code downloads, and the signature backend is chosen, while this device's keys
    // and doc are read.
    if (options.net) preloadTransport(options.net.transport);
    void signatureBackend();
    const doc = options.doc ?? new Y.Doc();
    const [stored, persistence] = await Promise.all([
      options.keyStore.load(keys.roomId),
      options.persist ? persistDoc(doc, `shoal-room-${keys.roomId}`) : null,
    ]);
    const room = new Room(doc, keys, options.game, options.keyStore, options.entropy ?? platformEntropy, stored);
    room.persistence = persistence;
    if (options.create && roomParts(room.doc).meta.size === 0) {
      writeMeta(room.doc, {
        game: keys.game,
        options: options.create.options ?? {},
        players: options.create.players,
        rules: RULES_VERSION,
        createdAt: options.create.now,
      });
    }
    room.watch();
    room.announce();
    await room.refresh();
    if (options.net) await room.connect(options.net);
    return room;
  }

  /** The room's meta, once known. */
  meta(): RoomMeta | null {
    return this.meta_;
  }
  /** Why the room cannot be played (another game, another version), or null. */
  error(): RuleError | null {
    return this.error_;
  }
  /** Who holds each seat (the winning claims) and the claims refused. */
  seating(): Seating {
    return this.seating_;
  }
  /** The latest fold of the log, once the meta is known. */
  fold(): FoldResult | null {
    return this.fold_;
  }
  /** Accepted entries that vanished and were re-published. */
  tampering(): readonly TamperReport[] {
    return this.tampering_;
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
  connection(): { readonly status: TransportStatus; readonly peers: number; readonly kind: string | null; readonly override: string | null } {
    return {
      status: this.transport?.status() ?? 'closed',
      peers: this.transport?.peerCount() ?? 0,
      kind: this.transport?.kind ?? null,
      override: this.net?.override ?? null,
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
    const transport = await connectTransport({ doc: this.doc, awareness: this.awareness, keys: this.keys, config: net });
    if (this.destroyed) return transport.destroy();
    this.transport = transport;
    transport.events.on('status', () => this.events.emit('change', this));
    transport.events.on('peers', () => {
      this.announce();
      this.events.emit('change', this);
    });
  }

  /**
   * Takes `seat` for this device's person (or for a bot it hosts, when `choice.bot` is set): new keys,
   * a signed claim. Resolves to null when the claim won, else a RuleError (`seat-taken`, `room-not-ready`).
   */
  async claimSeat(seat: Seat, choice: ClaimChoice): Promise<RuleError | null> {
    await this.settled;
    const meta = this.meta_;
    if (!meta) return ruleError('room-not-ready', 'The room has not arrived yet.');
    if (!Number.isInteger(seat) || seat < 0 || seat >= meta.players) return ruleError('no-such-seat', `There is no seat ${seat}.`);
    if (this.seating_.seats[seat]) return ruleError('seat-taken', 'Someone already sits there.');
    if (choice.bot === undefined && this.personSeat() !== null) return ruleError('already-seated', 'You already have a seat.');
    const stored = await createIdentity(seat, this.entropy, choice.bot === undefined ? {} : { bot: choice.bot });
    const identity = openIdentity(stored);
    const claim = await signClaim(identity, this.scope, choice);
    this.identities.set(seat, identity);
    await this.savePrivate({
      ...this.private_,
      identities: [...this.private_.identities.filter((i) => i.seat !== seat), stored],
      ...(choice.bot === undefined ? { personSeat: seat, name: claim.name, color: claim.color } : {}),
    });
    this.doc.transact(() => roomParts(this.doc).seats.push([claim]), LOCAL_ORIGIN);
    await this.refresh();
    this.announce();
    return this.seating().seats[seat]?.signKey === identity.signKey
      ? null
      : ruleError('seat-taken', 'Someone else took that seat at the same moment.');
  }

  /**
   * Signs `move` as `seat`'s next entry and appends it to the log. `beforePublish` runs once the entry
   * is signed and before anyone can see it (the table stores the secrets the entry carries).
   */
  async submit(seat: Seat, move: Json, beforePublish?: (entry: SignedEntry) => Promise<void>): Promise<SignedEntry | RuleError> {
    await this.settled;
    if (!this.heldSeats().includes(seat)) return ruleError('not-your-seat', 'This device does not hold that seat.');
    const n = Math.max(this.fold_?.nextN[seat] ?? 0, this.sentN.get(seat) ?? 0);
    this.sentN.set(seat, n + 1);
    const entry = await this.signEntry(seat, n, move);
    // This device made the signature: its own fold need not check it again.
    this.folder?.signedLocally(entry, this.identities.get(seat)!.signKey);
    await beforePublish?.(entry);
    this.doc.transact(() => roomParts(this.doc).log.push([entry]), LOCAL_ORIGIN);
    return entry;
  }

  /**
   * Signs an entry of `seat` with a key held here: that seat's, or `options.keyOf`'s, for `options.scope`
   * (default this room). The table goes through `submit`; tests use the options to make the forgeries
   * a dishonest player could make (another seat's entry, another room's).
   */
  async signEntry(seat: Seat, n: number, move: Json, options: { readonly scope?: LogScope; readonly keyOf?: Seat } = {}): Promise<SignedEntry> {
    const identity = this.identities.get(options.keyOf ?? seat);
    if (!identity) throw new RangeError(`this device holds no key for seat ${options.keyOf ?? seat}`);
    return signEntry(identity.signer, options.scope ?? this.scope, seat, n, move);
  }

  /** The room secret of the rematch someone offered here, or null. */
  rematch(): string | null {
    const secret = this.doc.getMap('next').get('rematch');
    return typeof secret === 'string' && !isRuleError(parseRoomLink(`#/${this.keys.game}/${secret}`)) ? secret : null;
  }

  /** Offers a rematch in a new room; the first offer stands, so everyone goes to the same room. */
  offerRematch(secret: string): string {
    const existing = this.rematch();
    if (existing) return existing;
    this.doc.transact(() => this.doc.getMap('next').set('rematch', secret), LOCAL_ORIGIN);
    return secret;
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
    this.transport?.destroy();
    this.awareness.destroy();
    await this.persistence?.destroy();
    this.events.clear();
  }

  private async savePrivate(record: RoomPrivate): Promise<void> {
    this.private_ = record;
    await this.keyStore.save(record);
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

  private watch(): void {
    const { meta, seats, log } = roomParts(this.doc);
    const next = this.doc.getMap('next');
    this.log.applyDeltaInPlace([{ insert: log.toArray() }]);
    const onMeta = (): void => this.changed(() => (this.metaChanged = true));
    const onSeats = (): void => this.changed(() => (this.seatsChanged = true));
    // The delta is read inside the observer (Yjs computes it for this event only).
    const onLog = (event: Y.YArrayEvent<unknown>): void => this.changed(() => this.log.applyDeltaInPlace(event.delta as ArrayDeltaOp[]));
    const onNext = (): void => this.changed(() => {});
    meta.observe(onMeta);
    seats.observe(onSeats);
    log.observe(onLog);
    next.observe(onNext);
    const presence = ({ added, updated, removed }: { added: number[]; updated: number[]; removed: number[] }): void =>
      this.presenceChanged([...added, ...updated, ...removed]);
    this.awareness.on('change', presence);
    // Proofs are renewed, and seats not heard from lately shown away.
    const presenceTimer = setInterval(() => {
      this.announce();
      this.presenceMaybeChanged();
    }, PRESENCE_REFRESH_MS);
    this.unbind.push(
      () => meta.unobserve(onMeta),
      () => seats.unobserve(onSeats),
      () => log.unobserve(onLog),
      () => next.unobserve(onNext),
      () => this.awareness.off('change', presence),
      () => clearInterval(presenceTimer),
    );
  }

  /** Notes a change and refreshes. */
  private changed(note: () => void): void {
    note();
    void this.refresh();
  }

  /**
   * Re-reads what changed (meta, seating) and folds the new part of the log; coalesced, one at a time.
   * It starts once the current transaction is over, so an update reaches the peers before this device
   * spends time on it; `whenSettled` covers it from the moment it is asked for.
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
    if (this.metaChanged) {
      this.metaChanged = false;
      this.readMetaNow();
    }
    const meta = this.meta_;
    if (this.error_ || !meta || !this.folder) return;
    if (this.seatsChanged) {
      this.seatsChanged = false;
      this.seating_ = await resolveSeating(roomParts(this.doc).seats.toArray(), this.scope, meta.players);
    }
    const changes = this.log.takeChanges();
    this.fold_ = await this.folder.fold(this.log.items, this.seating_.seats, changes.from ?? this.log.items.length);
    // Signatures the fold checked are kept with the doc, so a reload need not check them again.
    this.persistence?.saveSoon();
    this.accepted.remember(this.fold_);
    if (changes.removed.length > 0) this.repairLog(changes.removed);
  }

  /** Takes the meta from the doc: the first valid one starts the fold; a later change is refused. */
  private readMetaNow(): void {
    const meta = readMeta(this.doc, this.keys.game);
    if (isRuleError(meta)) {
      this.error_ = meta;
      return;
    }
    if (!meta) return;
    if (this.meta_ && (this.meta_.players !== meta.players || JSON.stringify(this.meta_.options) !== JSON.stringify(meta.options))) {
      // The meta is fixed once a room exists: a later change is tampering, and is not followed.
      this.error_ = ruleError('meta-changed', 'Someone changed the room description after it was made.');
      return;
    }
    if (!this.folder) {
      if (meta.players < this.game.minPlayers || meta.players > this.game.maxPlayers) {
        this.error_ = ruleError('meta-players', `${this.game.title} is not played by ${meta.players}.`);
        return;
      }
      // A game with secrets or shared randomness binds the room id into every commitment, beacon chain
      // and draw (src/fair), so nothing opened or drawn here can be replayed in another room.
      const options = this.game.protocol ? { ...(meta.options as object), room: this.keys.roomId } : (meta.options as object);
      let initial: unknown;
      try {
        initial = this.game.setup({ players: meta.players, options });
      } catch (error) {
        // The options come from the doc: ones the game cannot set up are refused, not thrown.
        this.error_ = ruleError('meta-options', `This room's settings cannot be played: ${(error as Error).message}`);
        return;
      }
      this.folder = new LogFold(this.game, this.scope, initial, meta.players, this.persistence?.verified);
    }
    this.meta_ = meta;
  }

  /** Reports accepted entries among the `removed` log items and re-publishes those still missing. */
  private repairLog(removed: readonly unknown[]): void {
    const { log } = roomParts(this.doc);
    let reports: TamperReport[] = [];
    this.doc.transact(() => {
      reports = this.accepted.repair(removed, this.log.items, (at, entry) => log.insert(Math.min(at, log.length), [{ ...entry }]));
    }, REPUBLISH_ORIGIN);
    for (const report of reports) {
      this.tampering_.push(report);
      this.events.emit('tampering', report);
    }
  }
}
