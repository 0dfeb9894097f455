// The standalone player of a project (/player?project_id=, no header or footer: it is embedded in
// other sites): cover, title, artist and the tracklist, played by the same player as the site's bar.
import type { ProjectDetail } from '@spindle/contracts';
import { localisePath, projectPath, type AppLocale } from '@spindle/domain';
import { useT } from '../../lib/use-t.ts';
import { Link } from 'react-router';
import { PauseIcon, PlayIcon } from '../../components/icons.tsx';
import { PlaylistTracks } from '../../components/playback-controls.tsx';
import { projectPlaybackOf } from '../../lib/project-playback.ts';
import { usePlayer } from './use-player.ts';

export function PlayerPage({ project, locale }: { project: ProjectDetail; locale: AppLocale }) {
  const { t } = useT();
  const playback = projectPlaybackOf(usePlayer(), project.id, project.songs);
  const hasPreview = project.songs.some((song) => song.previewUrl !== null);

  return (
    <div className="mx-auto max-w-4xl px-4 py-6 sm:px-6 md:flex md:items-start md:gap-8 md:py-10">
      <img
        src={project.coverUrl}
        alt={t('project.coverAlt', { title: project.name, artist: project.artistName })}
        width={600}
        height={600}
        className="aspect-square w-full max-w-sm rounded-lg bg-surface-raised object-cover shadow-sm md:w-80 md:shrink-0"
      />
      <div className="mt-5 min-w-0 flex-1 md:mt-0">
        <h1 className="text-2xl leading-tight font-semibold">{project.name}</h1>
        <p className="mt-1 text-ink-muted">{project.artistName}</p>
        {hasPreview ? (
          <button
            type="button"
            onClick={playback.playOrPause}
            className="mt-4 inline-flex h-11 items-center gap-2 rounded-full bg-accent px-5 font-semibold text-accent-ink hover:opacity-90"
          >
            {playback.playing ? <PauseIcon className="size-5" /> : <PlayIcon className="size-5" />}
            {playback.playing ? t('player.pause') : t('player.page.playAll')}
          </button>
        ) : (
          <p className="mt-4 text-ink-muted">{t('player.page.empty')}</p>
        )}

        <h2 className="mt-8 text-sm font-semibold tracking-wide text-ink-muted uppercase">
          {t('player.page.tracklist')}
        </h2>
        <PlaylistTracks
          size="page"
          className="mt-2 divide-y divide-line border-y border-line"
          songs={project.songs}
          currentSongId={playback.currentSongId}
          playing={playback.playing}
          onPlay={playback.playFrom}
        />
        <Link
          to={localisePath(projectPath(project), locale)}
          className="mt-6 inline-block font-semibold text-accent underline-offset-4 hover:underline"
        >
          {t('player.page.openProject')}
        </Link>
      </div>
    </div>
  );
}
