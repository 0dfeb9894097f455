// Whether the page has hydrated (false during server rendering and the first client render), so a
// control can fall back to its no-JavaScript form until then without a hydration mismatch.
import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/** True once React runs in the browser. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
