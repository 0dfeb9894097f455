// Whether the page runs with JavaScript yet: false in the server's HTML and during hydration, true
// after. Controls that only make sense with scripts (a submit button they replace) key off it.
import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
