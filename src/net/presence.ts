// Presence (awareness): who has the room open right now, under what name and colour, holding which
// seats. It never decides who may move (the signed claims do), but what it says of a seat is only
// believed when signed by that seat's key: each held seat signs "this browser (awareness client id)
// holds me at time t", t renewed every PRESENCE_REFRESH_MS. A proof counts when its signature holds for
// this room and client and its t is newer than any seen for that key; a seat whose newest proof came
// more than PRESENCE_TTL_MS ago (local clock) is shown away. So a peer cannot make an absent player look
// present: it cannot sign for them, and a proof it replays is never newer than the one it copied.
import { isIntInRange, isRecord, utf8 } from '../core/index.js';
import type { Seat } from '../core/index.js';
import { fromBase64Url, toBase64Url } from '../core/index.js';
import { cleanName } from './claim.js';
import { verifyByEncodedKey, type Signer } from './signing.js';

/** How often a browser renews its seats' presence proofs. */
export const PRESENCE_REFRESH_MS = 1500;
/** A seat not heard from for this long is shown away. */
export const PRESENCE_TTL_MS = 4500;

/** What one browser announces about itself. */
export interface PresenceState {
  readonly name: string;
  readonly color: string;
  /** The seat of the person at this browser, or null when watching. */
  readonly seat: Seat | null;
  /** Seats of bots this browser hosts. */
  readonly bots: readonly Seat[];
  /** Public signing keys of every seat it holds, to match against the claims. */
  readonly signKeys: readonly string[];
  /** When the proofs were made (the signer's clock, ms). */
  readonly at: number;
  /** One signature per key of `signKeys` (base64url), over `presenceMessage`. */
  readonly proofs: readonly string[];
}

/** A browser in the room, with only the seats it proved. */
export interface Presence extends Omit<PresenceState, 'at' | 'proofs'> {
  readonly clientId: number;
  /** True for this browser. */
  readonly self: boolean;
}

/** The bytes a seat signs to say it is present on `clientId` at `at`. */
export function presenceMessage(roomId: string, clientId: number, at: number, signKey: string): Uint8Array {
  return utf8(`shoal/presence/v1\n${roomId}\n${clientId}\n${at}\n${signKey}`);
}

/** This browser's presence state, its seats' proofs signed now. */
export async function signPresence(
  roomId: string,
  clientId: number,
  at: number,
  person: { readonly name: string; readonly color: string; readonly seat: Seat | null; readonly bots: readonly Seat[] },
  seats: readonly { readonly signKey: string; readonly signer: Signer }[],
): Promise<PresenceState> {
  const proofs = await Promise.all(seats.map(async (s) => toBase64Url(await s.signer.sign(presenceMessage(roomId, clientId, at, s.signKey)))));
  return { ...person, signKeys: seats.map((s) => s.signKey), at, proofs };
}

/** A presence state from an untrusted awareness entry, or null when it is not one. */
export function parsePresence(value: unknown): PresenceState | null {
  if (!isRecord(value)) return null;
  const { name, color, seat, bots, signKeys, at, proofs } = value;
  if (typeof name !== 'string' || cleanName(name) === null) return null;
  if (typeof color !== 'string' || !/^#[0-9a-f]{6}$/.test(color)) return null;
  if (seat !== null && !isIntInRange(seat, 0, 63)) return null;
  if (!Array.isArray(bots) || bots.length > 64 || !bots.every((b) => isIntInRange(b, 0, 63))) return null;
  if (!Array.isArray(signKeys) || signKeys.length > 65 || !signKeys.every((k) => typeof k === 'string' && k.length <= 64)) return null;
  if (typeof at !== 'number' || !Number.isSafeInteger(at) || at < 0) return null;
  if (!Array.isArray(proofs) || proofs.length !== signKeys.length || !proofs.every((p) => typeof p === 'string' && p.length <= 100)) return null;
  return { name, color, seat: seat as Seat | null, bots: bots as Seat[], signKeys: signKeys as string[], at, proofs: proofs as string[] };
}

/** Checks presence proofs as they arrive and says which keys each browser has proved lately. */
export class PresenceBook {
  /** Newest proof time accepted per key, the client it came from, and when (local clock) it came. */
  private readonly newest = new Map<string, { readonly at: number; readonly clientId: number; readonly heard: number }>();

  constructor(
    private readonly roomId: string,
    private readonly now: () => number = Date.now,
  ) {}

  /** Checks `state`'s proofs (from awareness client `clientId`); resolves to true when it learned something. */
  async check(clientId: number, state: PresenceState): Promise<boolean> {
    let learned = false;
    await Promise.all(
      state.signKeys.map(async (signKey, i) => {
        const seen = this.newest.get(signKey);
        if (seen && seen.at >= state.at) return;
        let signature: Uint8Array;
        try {
          signature = fromBase64Url(state.proofs[i]!);
        } catch {
          return;
        }
        if (!(await verifyByEncodedKey(signKey, presenceMessage(this.roomId, clientId, state.at, signKey), signature))) return;
        const latest = this.newest.get(signKey);
        if (latest && latest.at >= state.at) return;
        this.newest.set(signKey, { at: state.at, clientId, heard: this.now() });
        learned = true;
      }),
    );
    return learned;
  }

  /** The keys of `signKeys` that `clientId` has proved within PRESENCE_TTL_MS. */
  proved(clientId: number, signKeys: readonly string[]): string[] {
    const now = this.now();
    return signKeys.filter((key) => {
      const seen = this.newest.get(key);
      return seen !== undefined && seen.clientId === clientId && now - seen.heard <= PRESENCE_TTL_MS;
    });
  }
}
