// What a room knows of the connection an update arrived on: the transaction origin of every update a
// transport applies for a peer is one of these, so entries that fail checks are traced to it, and a
// connection that sends too many is dropped.

/** Entries that fail checks a connection may bring before it is dropped (an honest browser's are a few
 * moves refused in a race, far fewer). */
export const MAX_REFUSED_PER_CONNECTION = 64;

/** The connection an update arrived on. */
export interface PeerOrigin {
  readonly peerOrigin: true;
  /** The doc client id the browser behind it announced as its own (its first presence), once known:
   * only entries written under it count against the connection, not what it relays for others. */
  readonly peerClient: number | null;
  /** Set for a sync from that connection (only items written under `peerClient` are the browser's own):
   * the connection's own origin, under which its refusals are counted. */
  readonly syncOf?: PeerOrigin;
  /** Counts `count` entries from this browser that failed checks; true when this drops the connection. */
  refused(count: number): boolean;
}

export function isPeerOrigin(value: unknown): value is PeerOrigin {
  return typeof value === 'object' && value !== null && (value as Partial<PeerOrigin>).peerOrigin === true;
}
