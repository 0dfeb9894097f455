// A process-wide "this changed" counter a cache compares with the version it was taken at. A change made
// here moves it and tells the listeners (the cluster bus, which passes it to the other instances); a
// change heard from another instance moves it without telling them again. docs/scaling.md.

export interface ChangeSignal {
  /** The current version; a cache taken at another one is stale. */
  version(): number;
  /** This process changed the data: stale here, and the listeners are told. */
  changed(): void;
  /** Another instance changed the data: stale here, nobody told. */
  changedElsewhere(): void;
  /** Called at each local change; returns how to stop. */
  onChange(listener: () => void): () => void;
}

export function createChangeSignal(): ChangeSignal {
  let version = 0;
  const listeners = new Set<() => void>();
  return {
    version: () => version,
    changed() {
      version += 1;
      for (const listener of listeners) listener();
    },
    changedElsewhere() {
      version += 1;
    },
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** A signal's version read through a handle that is pointed at the signal later (see createSignalHandle). */
export interface SignalHandle {
  /** From now on, the version is `signal`'s. */
  follow(signal: ChangeSignal): void;
  /** The signal followed, if any. */
  followed(): ChangeSignal | undefined;
  /** The followed signal's version; NaN before it follows one, which equals no version kept with it. */
  version(): number;
}

/**
 * A handle made where a signal's reader is (app.ts, at the root, for the pages' cache) and pointed at the
 * signal where it is made (api.ts, the storefront's apiWrites), as the in-process endpoints are.
 */
export function createSignalHandle(): SignalHandle {
  let followed: ChangeSignal | undefined;
  return {
    follow(signal) {
      followed = signal;
    },
    followed: () => followed,
    version: () => followed?.version() ?? Number.NaN,
  };
}
