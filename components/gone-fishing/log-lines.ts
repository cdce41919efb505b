// The public move log in words. Each line is described in the state it was played in, so the log is
// replayed once, entry by entry, and extended as new entries arrive (the log only grows).
import type { Seat } from '../../src/core/index.js';
import { isRuleError } from '../../src/core/index.js';
import { goneFishing, type GoneFishingMove, type GoneFishingState } from '../../src/games/gone-fishing/index.js';

/** One entry of a table's public log. */
export interface PublicEntry {
  readonly seat: Seat;
  readonly move: unknown;
}

/** Describes a growing log; `reset` it for a new table. */
export class LogDescriber {
  private _lines: { seat: Seat; text: string }[] = [];
  private _state: GoneFishingState | null = null;
  private _options: object = {};

  /** Starts over for a table set up with `options`. */
  reset(options: object): void {
    this._lines = [];
    this._state = null;
    this._options = options;
  }

  /** The lines of `log` (each entry described once). */
  lines(log: readonly PublicEntry[]): readonly { readonly seat: Seat; readonly text: string }[] {
    if (log.length < this._lines.length) this.reset(this._options);
    this._state ??= goneFishing.setup({ players: 2, options: this._options });
    for (let index = this._lines.length; index < log.length; index++) {
      const { seat, move } = log[index]!;
      const before = this._state;
      this._lines.push({ seat, text: goneFishing.describeMove(before, seat, move as GoneFishingMove) });
      const after = goneFishing.apply(before, seat, move);
      // An accepted log always replays; a refusal here would only mean the options differ, so stop describing state changes.
      if (!isRuleError(after)) this._state = after;
    }
    return this._lines;
  }
}
