// How often a room's table is drawn again while its doc keeps changing. A change that moves the game
// on (an accepted move, a seat taken, this browser's seat or connection, a connection dropped) is drawn
// with the next frame, and animates (in its own task, not in the one that folded the log: several
// changes in one frame are drawn once); other changes (entries refused, presence, a flood of junk or a long first sync
// folded in slices) are drawn at once after a quiet spell, else at most once per BURST_RENDER_MS, in an
// animation frame, so the page never spends a frame redrawing for every slice of a flood.
import type { NetworkTable } from '../../src/table/network-table.js';

/** While changes arrive closer together than this, the table is redrawn at most this often (ms). */
export const BURST_RENDER_MS = 150;

/** What moves the game on, as `table` shows it now: when it changes, the table is drawn at once. */
export function gameMark(table: NetworkTable): string {
  const room = table.room;
  const { status, peers, dropped } = room.connection();
  const seats = room.seating().seats.map((claim) => claim?.signKey ?? '').join(',');
  // A connection dropped (not a refusal count that grows during a flood) is shown at once.
  const drops = dropped.map((d) => `${d.reason}${d.message?.endsWith('disconnected.') ? '!' : ''}`).join(',');
  return `${table.ready()}|${room.meta() !== null}|${room.fold()?.accepted.length ?? -1}|${seats}|${table.mySeat()}|${status}|${peers}|${drops}`;
}

/** Calls `render` for requests: with the next frame when `urgent` or after a quiet spell, else once, at most every BURST_RENDER_MS. */
export class RenderPace {
  private last = -Infinity;
  private waiting: ReturnType<typeof setTimeout> | undefined;
  private frame: number | undefined;
  private stopped = false;

  constructor(private readonly render: () => void) {}

  request(urgent = false): void {
    if (this.stopped || this.frame !== undefined) return;
    const since = performance.now() - this.last;
    if (urgent || since >= BURST_RENDER_MS) {
      clearTimeout(this.waiting);
      this.waiting = undefined;
      return this.nextFrame();
    }
    this.waiting ??= setTimeout(() => {
      this.waiting = undefined;
      this.nextFrame();
    }, BURST_RENDER_MS - since);
  }

  /** Draws with the next frame; a hidden page (no frames) in a task of its own. */
  private nextFrame(): void {
    if (this.frame !== undefined) return;
    const draw = (): void => {
      this.frame = undefined;
      this.run();
    };
    if (typeof requestAnimationFrame !== 'function' || document.hidden) {
      const timer = setTimeout(draw);
      this.frame = -1;
      this.cancelFrame = () => clearTimeout(timer);
    } else {
      const frame = requestAnimationFrame(draw);
      this.frame = frame;
      this.cancelFrame = () => cancelAnimationFrame(frame);
    }
  }

  private cancelFrame: () => void = () => {};

  stop(): void {
    this.stopped = true;
    this.cancel();
  }

  private cancel(): void {
    clearTimeout(this.waiting);
    this.waiting = undefined;
    if (this.frame !== undefined) this.cancelFrame();
    this.frame = undefined;
  }

  private run(): void {
    if (this.stopped) return;
    this.last = performance.now();
    this.render();
  }
}
