// Long work on the page's thread is done in slices, letting the page run between them.

/** Lets the page run (input, rendering) before going on: scheduler.yield where there is one, else a
 * MessageChannel task (setTimeout is clamped to 4 ms once nested, which a long restore pays again and again). */
export function yieldToPage(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  if (typeof MessageChannel === 'undefined') return new Promise((resolve) => setTimeout(resolve, 0));
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
