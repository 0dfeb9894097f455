// The standalone player of a project (/player?project_id=, no header or footer: it is embedded in
// other sites): cover, title, artist and the tracklist, played by the same player as the site's bar.
import type { ProjectDetail } from '@spindle/contracts';
import { localisePath, projectPath, type AppLocale } from '@spindle/domain';
import { useT } from '../../lib/use-t.ts';
import { Link } from 'react-router';
import { PauseIcon, PlayIcon } from '../../components/icons.tsx';
import { formatClock } from './player-bar.tsx';
import { usePlayer } from './use-player.ts';

export function PlayerPage({ project, locale }: { project: ProjectDetail; locale: AppLocale }) {
  const { t } = useT();
  const { state, playList, toggle } = usePlayer();
  const current = state.songs[state.index];
  const playsThisProject = current?.projectId === project.id;
  const playing = state.status === 'playing' || state.status === 'loading';
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
            onClick={() => (playsThisProject ? toggle() : playList(project.songs, 0))}
            className="mt-4 inline-flex h-11 items-center gap-2 rounded-full bg-accent px-5 font-semibold text-accent-ink hover:opacity-90"
          >
            {playsThisProject && playing ? <PauseIcon className="size-5" /> : <PlayIcon className="size-5" />}
            {playsThisProject && playing ? t('player.pause') : t('player.page.playAll')}
          </button>
        ) : (
          <p className="mt-4 text-ink-muted">{t('player.page.empty')}</p>
        )}

        <h2 className="mt-8 text-sm font-semibold tracking-wide text-ink-muted uppercase">
          {t('player.page.tracklist')}
        </h2>
        <ol className="mt-2 divide-y divide-line border-y border-line">
          {project.songs.map((song, index) => {
            const isCurrent = playsThisProject && current?.id === song.id;
            return (
              <li key={song.id}>
                <button
                  type="button"
                  disabled={song.previewUrl === null}
                  aria-current={isCurrent ? 'true' : undefined}
                  aria-label={t(isCurrent && playing ? 'player.page.pauseTrack' : 'player.page.playTrack', {
                    title: song.title,
                  })}
                  onClick={() => (isCurrent ? toggle() : playList(project.songs, index))}
                  className="flex w-full items-center gap-3 px-2 py-2.5 text-left hover:bg-surface-raised disabled:opacity-50 aria-[current=true]:text-accent"
                >
                  <span className="grid w-6 shrink-0 place-items-center text-sm text-ink-muted tabular-nums">
                    {isCurrent && playing ? <PauseIcon className="size-4" /> : song.position}
                  </span>
                  <span className="min-w-0 flex-1 truncate">{song.title}</span>
                  {song.durationSeconds !== null && (
                    <span className="text-sm text-ink-muted tabular-nums">{formatClock(song.durationSeconds)}</span>
                  )}
                </button>
              </li>
            );
          })}
        </ol>
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
