// A counter the staff's rate changes move on, so every converter of this process drops its cached rates
// at once (each keeps them a minute otherwise). Other instances see the change within that minute.
let version = 0;

/** The rates changed: cached copies are stale. */
export function ratesChanged(): void {
  version += 1;
}

/** The current version; a cache taken at another one is stale. */
export function ratesVersion(): number {
  return version;
}
