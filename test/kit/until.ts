// The one way every test waits (Node, browser and end-to-end alike): poll a check until it gives a
// value, or fail naming what was awaited. Waiting is for something to happen; a test never waits a
// fixed time and never asserts how fast the machine is.

type Maybe<T> = T | null | undefined | false;

/**
 * The first truthy result of `check` (it may be async), polled every `everyMs`; rejects after
 * `timeoutMs` with "timed out waiting for <what>" (`what` may be a function, read at that moment, to
 * tell the last thing seen).
 */
export async function until<T>(check: () => Maybe<T> | Promise<Maybe<T>>, what: string | (() => string), timeoutMs = 10_000, everyMs = 10): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${typeof what === 'function' ? what() : what}`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}
