// Components read the root route's data (root-data.server.ts) through this hook, so no page or part
// imports root.tsx (which imports them).
import { useRouteLoaderData } from 'react-router';
import type { RootData } from './root-data.server.ts';

/** The root route's data, or undefined while an error screen renders without it. */
export function useRootData(): RootData | undefined {
  return useRouteLoaderData<RootData>('root');
}
