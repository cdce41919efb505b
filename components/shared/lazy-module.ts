// A module loaded when first needed (a dialog most visits never open), so a page does not carry it.
export interface LazyModule {
  /** True once the module has loaded (its elements are defined). */
  readonly ready: boolean;
  /** Loads it (once); a failed load (offline, before the app was cached) may be tried again. */
  load(): Promise<void>;
}

export function lazyModule(importer: () => Promise<unknown>): LazyModule {
  let ready = false;
  let loading: Promise<void> | null = null;
  return {
    get ready() {
      return ready;
    },
    load() {
      loading ??= importer().then(
        () => {
          ready = true;
        },
        (error: unknown) => {
          loading = null;
          throw error;
        },
      );
      return loading;
    },
  };
}
