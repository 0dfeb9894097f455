// The player bar's place in the site shell: nothing until something plays, then the bar itself
// (player-bar-view.tsx), a chunk of its own that a page's first view does not load. The player's
// store (use-player.ts) stays in every page: the music plays on across client-side navigations.
import type { AppLocale } from '@spindle/domain';
import { lazy, Suspense } from 'react';
import { usePlayer } from './use-player.ts';

const PlayerBarView = lazy(() => import('./player-bar-view.tsx').then((module) => ({ default: module.PlayerBarView })));

export function PlayerBar({ locale }: { locale: AppLocale }) {
  const { state } = usePlayer();
  if (state.songs[state.index] === undefined) return null;
  return (
    <Suspense fallback={null}>
      <PlayerBarView locale={locale} />
    </Suspense>
  );
}
