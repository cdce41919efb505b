// A Yjs update (format v1) cut into pieces of bounded size, read lazily, so that a large sync or a flood
// is applied a piece per task instead of in one long task. Each piece is itself a valid update: the
// structs of a run of clock values of one client (or several small runs), with the delete set in the
// last piece. An array item holding many values (Yjs merges a client's consecutive pushes) is cut
// between values, as Yjs itself splits items. The reader only skips over contents (it builds no
// values), and a damaged update throws when the bytes run out.
import * as decoding from 'lib0/decoding';
import * as encoding from 'lib0/encoding';

/** One struct of the update: where its bytes are, its clock range, and the ids it builds on. */
interface Struct {
  readonly start: number;
  readonly end: number;
  readonly clock: number;
  readonly length: number;
  /** Ids (client, clock) that must be in the doc before it can be applied. */
  readonly needs: readonly (readonly [number, number])[];
  /** For an any-item larger than a piece: where its content starts, its right origin, and where each value ends. */
  readonly values?: { readonly head: number; readonly rightOrigin: readonly [number, number] | null; readonly ends: readonly number[] };
}

/** A run of structs of one client in a piece. */
interface Run {
  readonly client: number;
  readonly clock: number;
  count: number;
  readonly parts: Uint8Array[];
}

const CONTENT_GC = 0;
const CONTENT_DELETED = 1;
const CONTENT_JSON = 2;
const CONTENT_BINARY = 3;
const CONTENT_STRING = 4;
const CONTENT_EMBED = 5;
const CONTENT_FORMAT = 6;
const CONTENT_TYPE = 7;
const CONTENT_ANY = 8;
const CONTENT_DOC = 9;
const CONTENT_SKIP = 10;
const HAS_ORIGIN = 0b1000_0000;
const HAS_RIGHT_ORIGIN = 0b0100_0000;
const HAS_PARENT_SUB = 0b0010_0000;
const XML_ELEMENT = 3;
const XML_HOOK = 5;
/** Bytes, or structs, read between two pauses while the update is first read through. */
const READ_STEP_BYTES = 8 * 1024;
const READ_STEP_STRUCTS = 256;

/** One piece to apply, and the clients whose structs it holds (none for the delete set alone). */
export interface UpdatePiece {
  readonly update: Uint8Array;
  readonly clients: readonly number[];
}

/**
 * The pieces of `update`, each about `maxBytes` or less (a single value larger than that is a piece of
 * its own), ordered so that each builds only on what the doc (whose state vector is `known`) or an
 * earlier piece holds: a piece applied early would wait in the doc and be retried with every later one.
 * Lazy: the update is read through first, yielding `null` now and then (the caller may pause there).
 * The structs of clients `skip` names are left out.
 */
export function* updatePieces(
  update: Uint8Array,
  maxBytes: number,
  known: ReadonlyMap<number, number> = new Map(),
  skip: (client: number) => boolean = () => false,
): Generator<UpdatePiece | null, void, undefined> {
  const decoder = decoding.createDecoder(update);
  const byClient = new Map<number, Struct[]>();
  let paused = 0;
  let read = 0;
  const clients = decoding.readVarUint(decoder);
  for (let c = 0; c < clients; c++) {
    const count = decoding.readVarUint(decoder);
    const client = decoding.readVarUint(decoder);
    let clock = decoding.readVarUint(decoder);
    // The structs of a skipped client are read past and left out.
    const structs = byClient.get(client) ?? [];
    if (!skip(client)) byClient.set(client, structs);
    for (let s = 0; s < count; s++) {
      const struct = readStruct(decoder, clock, maxBytes);
      structs.push(struct);
      clock += struct.length;
      if (decoder.pos - paused > READ_STEP_BYTES || ++read > READ_STEP_STRUCTS) {
        paused = decoder.pos;
        read = 0;
        yield null;
      }
    }
  }
  if (decoder.pos > update.length) throw new Error('Unexpected end of update');
  const deleteSet = update.subarray(decoder.pos);

  const state = new Map(known);
  const stateOf = (client: number): number => state.get(client) ?? 0;
  const next = new Map<number, number>([...byClient.keys()].map((client) => [client, 0]));
  const waiting = new Map<number, number[]>();
  const ready = [...byClient.keys()];
  // A piece holds one run per client (Yjs reads a piece's runs by client): a client's structs are
  // emitted in clock order, so those in one piece follow each other.
  let runs = new Map<number, Run>();
  let size = 0;
  const add = (client: number, clock: number, bytes: Uint8Array): void => {
    const run = runs.get(client);
    if (run) {
      run.parts.push(bytes);
      run.count++;
    } else runs.set(client, { client, clock, count: 1, parts: [bytes] });
    size += bytes.length;
  };
  const flush = (withDeletes: boolean): UpdatePiece => {
    const piece = { update: encodePiece([...runs.values()], withDeletes ? deleteSet : null), clients: [...runs.keys()] };
    runs = new Map();
    size = 0;
    return piece;
  };
  /** The client's next struct, or the first id it needs that is not there yet. */
  const blocker = (client: number): readonly [number, number] | null => {
    const struct = byClient.get(client)![next.get(client)!]!;
    return struct.needs.find(([c, k]) => stateOf(c) <= k) ?? null;
  };
  let stuck = false;
  for (;;) {
    let client = ready.pop();
    if (client === undefined) {
      // What is left builds on writes that are in neither the doc nor the update: Yjs keeps them waiting.
      client = [...next].find(([c, i]) => i < byClient.get(c)!.length)?.[0];
      if (client === undefined) break;
      stuck = true;
    }
    const structs = byClient.get(client)!;
    const from = next.get(client)!;
    let i = from;
    while (i < structs.length) {
      next.set(client, i);
      const need = stuck ? null : blocker(client);
      if (need) {
        const list = waiting.get(need[0]) ?? [];
        list.push(client);
        waiting.set(need[0], list);
        break;
      }
      const struct = structs[i]!;
      for (const part of cutStruct(update, struct, client, maxBytes - size, maxBytes)) {
        add(client, part.clock, part.bytes);
        if (size >= maxBytes) yield flush(false);
      }
      state.set(client, Math.max(stateOf(client), struct.clock + struct.length));
      i++;
    }
    next.set(client, i);
    // Clients waiting on this one may go on now, if it went on (one that waits on itself, or two on each
    // other, would otherwise wake each other for ever).
    const woken = i > from ? waiting.get(client) : undefined;
    if (woken) {
      waiting.delete(client);
      ready.push(...woken);
    }
  }
  yield flush(true);
}

/** Reads one struct at the decoder's position, with `clock` its first clock. */
function readStruct(decoder: decoding.Decoder, clock: number, maxBytes: number): Struct {
  const start = decoder.pos;
  const info = decoding.readUint8(decoder);
  const kind = info & 0b1_1111;
  if (kind === CONTENT_GC || kind === CONTENT_SKIP) {
    const length = decoding.readVarUint(decoder);
    return { start, end: decoder.pos, clock, length, needs: [] };
  }
  const { contentStart, rightOrigin, needs } = readItemHead(decoder, info);
  if (kind !== CONTENT_ANY) {
    const length = skipContent(decoder, kind);
    return { start, end: decoder.pos, clock, length, needs };
  }
  const count = decoding.readVarUint(decoder);
  const ends: number[] = [];
  for (let v = 0; v < count; v++) {
    skipAny(decoder);
    ends.push(decoder.pos);
  }
  const big = decoder.pos - start > maxBytes && count > 1;
  return { start, end: decoder.pos, clock, length: count, needs, ...(big ? { values: { head: contentStart, rightOrigin, ends } } : {}) };
}

/**
 * A struct's bytes, cut between values (as Yjs splits items) when it is an any-item larger than a piece:
 * the first part fits in `room`, the others in `maxBytes` each.
 */
function* cutStruct(update: Uint8Array, struct: Struct, client: number, room: number, maxBytes: number): Generator<{ clock: number; bytes: Uint8Array }> {
  if (!struct.values) {
    yield { clock: struct.clock, bytes: update.subarray(struct.start, struct.end) };
    return;
  }
  const { head, rightOrigin, ends } = struct.values;
  let from = 0;
  // The values start just after their count, which follows the head.
  let valuesStart = head + varUint(ends.length).length;
  let budget = Math.max(room, 1);
  for (let v = 0; v < ends.length; v++) {
    const last = v === ends.length - 1;
    if (!last && ends[v]! - valuesStart < budget) continue;
    const taken = v + 1 - from;
    const values = update.subarray(valuesStart, ends[v]);
    const first = from === 0 ? update.subarray(struct.start, head) : continuation(client, struct.clock + from - 1, rightOrigin);
    yield { clock: struct.clock + from, bytes: concat(first, varUint(taken), values) };
    from = v + 1;
    valuesStart = ends[v]!;
    budget = maxBytes;
  }
}

function encodePiece(runs: readonly Run[], deleteSet: Uint8Array | null): Uint8Array {
  const encoder = encoding.createEncoder();
  encoding.writeVarUint(encoder, runs.length);
  for (const run of runs) {
    encoding.writeVarUint(encoder, run.count);
    encoding.writeVarUint(encoder, run.client);
    encoding.writeVarUint(encoder, run.clock);
    for (const part of run.parts) encoding.writeUint8Array(encoder, part);
  }
  if (deleteSet) encoding.writeUint8Array(encoder, deleteSet);
  else encoding.writeVarUint(encoder, 0);
  return encoding.toUint8Array(encoder);
}

/** Skips an item's origins and parent: where its content starts, and its right origin. */
function readItemHead(
  decoder: decoding.Decoder,
  info: number,
): { contentStart: number; rightOrigin: readonly [number, number] | null; needs: (readonly [number, number])[] } {
  let rightOrigin: readonly [number, number] | null = null;
  const needs: (readonly [number, number])[] = [];
  if (info & HAS_ORIGIN) needs.push([decoding.readVarUint(decoder), decoding.readVarUint(decoder)]);
  if (info & HAS_RIGHT_ORIGIN) needs.push((rightOrigin = [decoding.readVarUint(decoder), decoding.readVarUint(decoder)]));
  if ((info & (HAS_ORIGIN | HAS_RIGHT_ORIGIN)) === 0) {
    if (decoding.readVarUint(decoder) === 1) decoding.readVarUint8Array(decoder);
    else needs.push([decoding.readVarUint(decoder), decoding.readVarUint(decoder)]);
    if (info & HAS_PARENT_SUB) decoding.readVarUint8Array(decoder);
  }
  return { contentStart: decoder.pos, rightOrigin, needs };
}

/**
 * The head of the item that continues an any-item after a cut (as Yjs splits items): its origin is the
 * value before the cut, its right origin the original one, and its parent follows from its origin.
 */
function continuation(client: number, originClock: number, rightOrigin: readonly [number, number] | null): Uint8Array {
  const encoder = encoding.createEncoder();
  encoding.writeUint8(encoder, CONTENT_ANY | HAS_ORIGIN | (rightOrigin ? HAS_RIGHT_ORIGIN : 0));
  encoding.writeVarUint(encoder, client);
  encoding.writeVarUint(encoder, originClock);
  if (rightOrigin) {
    encoding.writeVarUint(encoder, rightOrigin[0]);
    encoding.writeVarUint(encoder, rightOrigin[1]);
  }
  return encoding.toUint8Array(encoder);
}

/** Skips an item's content; its length in clock units. */
function skipContent(decoder: decoding.Decoder, kind: number): number {
  switch (kind) {
    case CONTENT_DELETED:
      return decoding.readVarUint(decoder);
    case CONTENT_JSON: {
      const count = decoding.readVarUint(decoder);
      for (let i = 0; i < count; i++) decoding.readVarString(decoder);
      return count;
    }
    case CONTENT_BINARY:
      decoding.readVarUint8Array(decoder);
      return 1;
    case CONTENT_STRING:
      return decoding.readVarString(decoder).length;
    case CONTENT_EMBED:
      decoding.readVarString(decoder);
      return 1;
    case CONTENT_FORMAT:
      decoding.readVarString(decoder);
      decoding.readVarString(decoder);
      return 1;
    case CONTENT_TYPE: {
      const type = decoding.readVarUint(decoder);
      if (type === XML_ELEMENT || type === XML_HOOK) decoding.readVarString(decoder);
      return 1;
    }
    case CONTENT_DOC:
      decoding.readVarString(decoder);
      skipAny(decoder);
      return 1;
    default:
      throw new Error(`Unknown content ${kind}`);
  }
}

/** Skips one lib0 `any` value. */
function skipAny(decoder: decoding.Decoder): void {
  const type = decoding.readUint8(decoder);
  switch (type) {
    case 127: // undefined
    case 126: // null
    case 121: // false
    case 120: // true
      return;
    case 125:
      decoding.readVarInt(decoder);
      return;
    case 124:
      decoding.readFloat32(decoder);
      return;
    case 123:
      decoding.readFloat64(decoder);
      return;
    case 122:
      decoding.readBigInt64(decoder);
      return;
    case 119:
      decoding.readVarUint8Array(decoder);
      return;
    case 118: {
      const count = decoding.readVarUint(decoder);
      for (let i = 0; i < count; i++) {
        decoding.readVarUint8Array(decoder);
        skipAny(decoder);
      }
      return;
    }
    case 117: {
      const count = decoding.readVarUint(decoder);
      for (let i = 0; i < count; i++) skipAny(decoder);
      return;
    }
    case 116:
      decoding.readVarUint8Array(decoder);
      return;
    default:
      throw new Error(`Unknown value type ${type}`);
  }
}

function varUint(value: number): Uint8Array {
  const encoder = encoding.createEncoder();
  encoding.writeVarUint(encoder, value);
  return encoding.toUint8Array(encoder);
}

function concat(...parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}
