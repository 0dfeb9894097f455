// The play button over a cover (DESIGN.md: hovering or focusing a cover offers play). It loads the
// tracklist (GET /api/projects/{id}/songs) and hands it to the site's player through the
// 'spindle:play' event (lib/play-request.ts), since features do not import each other.
import { catalogueRoutes } from '@spindle/contracts/http';
import { useState } from 'react';
import { useT } from '../../lib/use-t.ts';
import { PlayIcon } from '../../components/icons.tsx';
import { callBrowser } from '../../lib/api-browser.ts';
import { requestPlay, songsOf } from '../../lib/play-request.ts';
import type { ProjectTileData } from './project-tile-data.ts';

/** Categories that have a tracklist to play (merch and accessories have none). */
const PLAYABLE_CATEGORIES: ReadonlySet<ProjectTileData['category']> = new Set([
  'vinyl',
  'cd',
  'tape',
  'bundle',
  'project',
]);

export function hasTracklist(project: ProjectTileData): boolean {
  return PLAYABLE_CATEGORIES.has(project.category);
}

export function TilePlayButton({ project }: { project: ProjectTileData }) {
  const { t } = useT();
  const [status, setStatus] = useState<'ready' | 'loading' | 'no_preview'>('ready');

  async function play() {
    if (status !== 'ready') return;
    setStatus('loading');
    try {
      const answer = await callBrowser(catalogueRoutes.songs, { params: { id: project.id } });
      const songs = (answer.ok ? songsOf(answer.value) : []) ?? [];
      const playable = songs.some((song) => song.previewUrl !== null);
      if (playable) requestPlay({ songs, index: 0 });
      setStatus(playable ? 'ready' : 'no_preview');
    } catch {
      // Offline: the button stays, a later press tries again.
      setStatus('ready');
    }
  }

  return (
    <button
      type="button"
      onClick={() => void play()}
      aria-label={t(status === 'no_preview' ? 'player.noPreview' : 'player.playProject', { title: project.name })}
      aria-disabled={status === 'no_preview' || undefined}
      aria-busy={status === 'loading' || undefined}
      className="absolute right-2 bottom-2 z-10 grid size-11 place-items-center rounded-full bg-accent text-accent-ink opacity-0 shadow-md transition-opacity group-focus-within:opacity-100 group-hover:opacity-100 focus-visible:opacity-100 aria-disabled:cursor-not-allowed aria-disabled:bg-surface aria-disabled:text-ink-muted [@media(hover:none)]:opacity-100"
    >
      <PlayIcon className={`size-5 ${status === 'loading' ? 'animate-pulse' : ''}`} />
    </button>
  );
}
