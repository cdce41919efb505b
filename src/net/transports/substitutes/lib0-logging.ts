// Stands in for `lib0/logging` (scripts/esbuild-substitutes.mjs), which Yjs and y-webrtc import to word
// a few warnings and y-webrtc's debug log. The original also brings lib0's DOM, schema and random
// helpers (about 4 KB gzipped) into every room for styled console output. Here the same calls print
// plain text to the console; y-webrtc's module logger (off unless a developer enables it through lib0's
// `log` setting) stays silent.

/** Style markers the callers interleave with their text; dropped here. */
export const BOLD = Symbol('bold');
export const UNBOLD = Symbol('unbold');
export const BLUE = Symbol('blue');
export const GREY = Symbol('grey');
export const GREEN = Symbol('green');
export const RED = Symbol('red');
export const PURPLE = Symbol('purple');
export const ORANGE = Symbol('orange');
export const UNCOLOR = Symbol('uncolor');

const plain = (args: readonly unknown[]): unknown[] => args.filter((arg) => typeof arg !== 'symbol');

export const print = (...args: unknown[]): void => console.log(...plain(args));
export const warn = (...args: unknown[]): void => console.warn(...plain(args));
export const printError = (error: Error): void => console.error(error);

/** A module's debug logger: silent. */
export const createModuleLogger =
  (_moduleName: string): ((...args: unknown[]) => void) =>
  () => {};
