// The browser build's `react` (vite.config.ts swaps it in there only: the server renders with React).
// Preact's compat layer, with what React 19 gives that it does not.
import { useEffect, useState, useSyncExternalStore as preactUseSyncExternalStore } from 'preact/compat';
import { hydration } from './hydration.ts';

// @ts-expect-error preact/compat's types are one `export =` namespace; the build resolves the names.
export * from 'preact/compat';
export { default } from 'preact/compat';

/**
 * React's, which renders with the server's snapshot while it hydrates, then with the browser's: the
 * server's HTML is adopted as it is (Preact does not patch attributes while hydrating), so the first
 * render must describe the same page ("hydrated" flags, the cart the server did not know).
 */
export function useSyncExternalStore<T>(
  subscribe: (onChange: () => void) => () => void,
  getSnapshot: () => T,
  getServerSnapshot?: () => T,
): T {
  const value = preactUseSyncExternalStore(subscribe, getSnapshot);
  const [serverPass, setServerPass] = useState(() => hydration.active && getServerSnapshot !== undefined);
  useEffect(() => {
    if (serverPass) setServerPass(false);
  }, [serverPass]);
  return serverPass && getServerSnapshot ? getServerSnapshot() : value;
}

/**
 * React 19's useOptimistic, which React Router's provider calls. Preact runs a transition at once, so
 * the optimistic value is the state as given: an update made inside a transition is the new state.
 */
export function useOptimistic<S, A>(state: S, _reducer?: (state: S, action: A) => S): [S, (action: A) => void] {
  return [state, () => {}];
}
