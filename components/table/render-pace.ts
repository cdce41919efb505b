// How often a room's table is drawn again while its doc keeps changing. A change that moves the game
// on (an accepted move, a seat taken, this browser's seat or connection) is drawn at once, and animates;
// other changes (entries refused, presence, a flood of junk or a long first sync folded in slices) are
// drawn at once after a quiet spell, else at most once per BURST_RENDER_MS, in an animation frame, so
// the page never spends a frame redrawing for every slice of a flood.
import type { NetworkTable } from '../../src/table/network-table.js';

/** While changes arrive closer together than this, the table is redrawn at most this often (ms). */
export const BURST_RENDER_MS = 150;

/** What moves the game on, as `table` shows it now: when it changes, the table is drawn at once. */
export function gameMark(table: NetworkTable): string {
  const room = table.room;
  const { status, peers } = room.connection();
  const seats = room.seating().seats.map((claim) => claim?.signKey ?? '').join(',');
  return `${table.ready()}|${room.meta() !== null}|${room.fold()?.accepted.length ?? -1}|${seats}|${table.mySeat()}|${status}|${peers}`;
}

/** Calls `render` for each request: at once when `urgent` or after a quiet spell, else once, at most every BURST_RENDER_MS. */
export class RenderPace {
  private last = -Infinity;
  private waiting: ReturnType<typeof setTimeout> | undefined;
  private frame: number | undefined;
  private stopped = false;

  constructor(private readonly render: () => void) {}

  request(urgent = false): void {
    if (this.stopped) return;
    if (urgent) {
      this.cancel();
      return this.run();
    }
    if (this.waiting !== undefined || this.frame !== undefined) return;
    const since = performance.now() - this.last;
    if (since >= BURST_RENDER_MS) return this.run();
    this.waiting = setTimeout(() => {
      this.waiting = undefined;
      // Drawn with the next frame; a hidden page (no frames) is drawn all the same.
      if (typeof requestAnimationFrame !== 'function' || document.hidden) return this.run();
      this.frame = requestAnimationFrame(() => {
        this.frame = undefined;
        this.run();
      });
    }, BURST_RENDER_MS - since);
  }

  stop(): void {
    this.stopped = true;
    this.cancel();
  }

  private cancel(): void {
    clearTimeout(this.waiting);
    this.waiting = undefined;
    if (this.frame !== undefined) cancelAnimationFrame(this.frame);
    this.frame = undefined;
  }

  private run(): void {
    if (this.stopped) return;
    this.last = performance.now();
    this.render();
  }
}
