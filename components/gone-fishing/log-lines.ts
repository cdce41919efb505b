// The public move log in words. Each line is described in the state it was played in, so the log is
// replayed once, entry by entry, and extended as new entries arrive (the log only grows).
import type { Seat } from '../../src/core/index.js';
import { isRuleError } from '../../src/core/errors.js';
import { describeGoneFishingMove, goneFishing, isProtocolStep, type GoneFishingMove, type GoneFishingState, type SeatNamer } from '../../src/games/gone-fishing/index.js';

/** One entry of a table's public log. */
export interface PublicEntry {
  readonly seat: Seat;
  readonly move: unknown;
}

/** Describes a growing log; `reset` it for a new table. */
export class LogDescriber {
  private _lines: { seat: Seat; text: string }[] = [];
  /** Entries of the log described so far (protocol steps included). */
  private _described = 0;
  private _state: GoneFishingState | null = null;
  private _options: object = {};

  /** Starts over for a table set up with `options`. */
  reset(options: object): void {
    this._lines = [];
    this._described = 0;
    this._state = null;
    this._options = options;
  }

  /**
   * The lines of `log` for players (each entry described once, with the seats named by `nameOf` as
   * their badges show them); the fair-play protocol's own steps are left out.
   */
  lines(log: readonly PublicEntry[], nameOf?: SeatNamer): readonly { readonly seat: Seat; readonly text: string }[] {
    if (log.length < this._described) this.reset(this._options);
    this._state ??= goneFishing.setup({ players: 2, options: this._options });
    for (let index = this._described; index < log.length; index++) {
      const { seat, move } = log[index]!;
      const before = this._state;
      this._described++;
      if (!isProtocolStep(move as GoneFishingMove)) this._lines.push({ seat, text: describeGoneFishingMove(before, seat, move as GoneFishingMove, nameOf) });
      const after = goneFishing.apply(before, seat, move);
      // An accepted log always replays; a refusal here would only mean the options differ, so stop describing state changes.
      if (!isRuleError(after)) this._state = after;
    }
    return this._lines;
  }
}
