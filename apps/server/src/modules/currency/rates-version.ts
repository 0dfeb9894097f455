// A counter the staff's rate changes move on, so every converter of this process drops its cached rates
// at once (each keeps them a minute otherwise). The cluster bus moves it on the other instances too
// (api.ts; docs/scaling.md).
import { createChangeSignal } from '../../cluster/change-signal.ts';

export const ratesSignal = createChangeSignal();

/** The rates changed: cached copies are stale. */
export function ratesChanged(): void {
  ratesSignal.changed();
}

/** The current version; a cache taken at another one is stale. */
export function ratesVersion(): number {
  return ratesSignal.version();
}
