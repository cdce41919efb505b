// Signatures this device has already checked, with the exact bytes each one signed. Kept per room in
// the room's IndexedDB store (persistence.ts), so a reload does not check every entry of a long game
// again: an entry counts as checked only when the key, the signature and the signed bytes (room, game,
// seat, number and move, as the fold would verify them) all match a record this device made itself,
// after a successful verification or when it signed the entry. Nothing from a peer is ever recorded.
// An entry's record keeps its id too, so a reload neither checks nor hashes it again.

/** One checked signature. */
export interface VerifiedRecord {
  /** The signer's public key, base64url. */
  readonly signKey: string;
  /** The signature, base64url. */
  readonly sig: string;
  /** The bytes it signs. */
  readonly message: Uint8Array;
  /** The entry's id (a hash of `message`), when the record is an entry's: a reload need not hash it again. */
  readonly id?: string;
}

/** The signatures checked on this device for one room. */
export class VerifiedEntries {
  private readonly bySignature = new Map<string, VerifiedRecord>();
  private unsaved: VerifiedRecord[] = [];

  /** Records loaded from this device's store (not unsaved). */
  static restored(records: readonly VerifiedRecord[]): VerifiedEntries {
    const entries = new VerifiedEntries();
    for (const record of records) entries.bySignature.set(record.sig, record);
    return entries;
  }

  /** True when `sig` by `signKey` over exactly `message` was checked here before. */
  has(signKey: string, sig: string, message: Uint8Array): boolean {
    const record = this.bySignature.get(sig);
    return record !== undefined && record.signKey === signKey && sameBytes(record.message, message);
  }

  /** The id recorded with `sig` when it was checked over exactly `message`, else undefined. */
  idOf(sig: string, message: Uint8Array): string | undefined {
    const record = this.bySignature.get(sig);
    return record?.id !== undefined && sameBytes(record.message, message) ? record.id : undefined;
  }

  /** Records a signature this device has just verified, or made. */
  add(record: VerifiedRecord): void {
    if (this.bySignature.has(record.sig)) return;
    this.bySignature.set(record.sig, record);
    this.unsaved.push(record);
  }

  /** Every record held, saved or not (for the store to write them again as one). */
  records(): VerifiedRecord[] {
    return [...this.bySignature.values()];
  }

  /** The records added since the last call, for the store to write. */
  takeUnsaved(): VerifiedRecord[] {
    return this.unsaved.splice(0);
  }
}

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}
