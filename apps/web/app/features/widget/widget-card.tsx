// The embeddable player card (/widget?id=): cover, title, artist, price and a link to buy, the
// transport controls with the position, and the tracklist, all playing in the card itself (the
// site's player bar is not drawn on /widget). Links open Spindle in a new tab: the card lives in
// another site's iframe. The route passes the tab's player in (features never import each other).
import type { ProjectDetail, Song } from '@spindle/contracts';
import { formatMoney, localisePath, projectPath, type AppLocale } from '@spindle/domain';
import { useT } from '../../lib/use-t.ts';
import { NextTrackIcon, PauseIcon, PlayIcon, PreviousTrackIcon } from '../../components/icons.tsx';
import { clock } from './widget-params.ts';

/** What the card uses of the tab's player (features/player's usePlayer()). */
export interface WidgetPlayback {
  state: {
    songs: readonly Song[];
    index: number;
    status: string;
    positionSeconds: number;
    durationSeconds: number;
  };
  playList: (songs: readonly Song[], index: number) => void;
  toggle: () => void;
  next: () => void;
  previous: () => void;
  seek: (positionSeconds: number) => void;
}

const controlClass =
  'grid size-10 shrink-0 place-items-center rounded-full hover:bg-surface-raised disabled:opacity-40';

export function WidgetCard({
  project,
  locale,
  player,
}: {
  project: ProjectDetail;
  locale: AppLocale;
  player: WidgetPlayback;
}) {
  const { t } = useT();
  const { state } = player;
  const current = state.songs[state.index];
  const ours = current?.projectId === project.id;
  const playing = ours && (state.status === 'playing' || state.status === 'loading');
  const playable = project.songs.filter((song) => song.previewUrl !== null);
  const pageUrl = localisePath(projectPath(project), locale);
  const title = ours && current ? current.title : (playable[0]?.title ?? project.name);
  const duration = ours ? state.durationSeconds : 0;
  const position = ours ? state.positionSeconds : 0;

  const start = (songId?: number) => {
    const index =
      songId === undefined
        ? 0
        : Math.max(
            0,
            project.songs.findIndex((song) => song.id === songId),
          );
    player.playList(project.songs, index);
  };

  return (
    <article
      aria-label={t('widget.label', { title: project.name })}
      data-testid="widget"
      data-player-index={ours ? state.index : -1}
      data-player-status={ours ? state.status : 'idle'}
      className="mx-auto flex min-h-dvh max-w-xl flex-col border-line bg-surface sm:my-4 sm:min-h-0 sm:rounded-xl sm:border sm:shadow-sm"
    >
      <div className="flex gap-4 p-4">
        <img
          src={project.coverUrl}
          alt={t('project.coverAlt', { title: project.name, artist: project.artistName })}
          width={112}
          height={112}
          className="size-24 shrink-0 rounded-md bg-surface-raised object-cover sm:size-28"
        />
        <div className="flex min-w-0 flex-1 flex-col">
          <h1 className="truncate text-lg leading-tight font-semibold">{project.name}</h1>
          <p className="truncate text-ink-muted">{project.artistName}</p>
          <p className="mt-auto flex flex-wrap items-center gap-x-3 gap-y-1 pt-2">
            <span className="font-semibold">{formatMoney(project.price, locale)}</span>
            <a
              href={pageUrl}
              target="_blank"
              rel="noopener"
              className="rounded-full bg-accent px-4 py-1.5 text-sm font-semibold text-accent-ink hover:opacity-90"
            >
              {t('widget.buy')}
            </a>
          </p>
        </div>
      </div>

      {playable.length > 0 ? (
        <div className="border-t border-line px-4 py-3">
          <p className="truncate text-sm font-semibold" aria-live="polite" data-testid="widget-now-playing">
            {title}
          </p>
          <div className="mt-1 flex items-center gap-2 text-xs text-ink-muted tabular-nums">
            <span aria-hidden="true" className="w-9 text-right">
              {clock(position)}
            </span>
            <input
              type="range"
              min={0}
              max={duration > 0 ? duration : 0}
              step={0.1}
              value={Math.min(position, duration)}
              disabled={!ours || duration <= 0}
              onChange={(event) => player.seek(Number(event.currentTarget.value))}
              aria-label={t('widget.position', { title })}
              aria-valuetext={t('player.position', { position: clock(position), duration: clock(duration) })}
              className="h-6 min-w-0 flex-1 cursor-pointer accent-accent disabled:cursor-default"
            />
            <span aria-hidden="true" className="w-9">
              {clock(duration)}
            </span>
          </div>
          <div className="mt-1 flex items-center justify-center gap-2">
            <button
              type="button"
              onClick={player.previous}
              disabled={!ours}
              aria-label={t('player.previous')}
              className={controlClass}
            >
              <PreviousTrackIcon className="size-5" />
            </button>
            <button
              type="button"
              onClick={() => (ours ? player.toggle() : start())}
              aria-label={playing ? t('player.pause') : t('player.play')}
              className="grid size-12 shrink-0 place-items-center rounded-full bg-accent text-accent-ink hover:opacity-90"
            >
              {playing ? <PauseIcon className="size-6" /> : <PlayIcon className="size-6" />}
            </button>
            <button
              type="button"
              onClick={player.next}
              disabled={!ours}
              aria-label={t('player.next')}
              className={controlClass}
            >
              <NextTrackIcon className="size-5" />
            </button>
          </div>
        </div>
      ) : (
        <p className="border-t border-line px-4 py-3 text-sm text-ink-muted">{t('widget.noPreview')}</p>
      )}

      {project.songs.length > 0 && <h2 className="sr-only">{t('widget.tracklist')}</h2>}
      <ol className="flex-1 divide-y divide-line border-t border-line empty:border-t-0">
        {project.songs.map((song) => {
          const isCurrent = ours && current?.id === song.id;
          return (
            <li key={song.id}>
              <button
                type="button"
                disabled={song.previewUrl === null}
                aria-current={isCurrent ? 'true' : undefined}
                aria-label={t(isCurrent && playing ? 'player.page.pauseTrack' : 'player.page.playTrack', {
                  title: song.title,
                })}
                onClick={() => (isCurrent ? player.toggle() : start(song.id))}
                className="flex w-full items-center gap-3 px-4 py-2 text-left text-sm hover:bg-surface-raised disabled:opacity-50 aria-[current=true]:font-semibold aria-[current=true]:text-accent"
              >
                <span className="grid w-5 shrink-0 place-items-center text-ink-muted tabular-nums">
                  {isCurrent && playing ? <PauseIcon className="size-4" /> : song.position}
                </span>
                <span className="min-w-0 flex-1 truncate">{song.title}</span>
                {song.durationSeconds !== null && (
                  <span className="text-ink-muted tabular-nums">{clock(song.durationSeconds)}</span>
                )}
              </button>
            </li>
          );
        })}
      </ol>

      <p className="border-t border-line px-4 py-2 text-right text-xs">
        <a
          href={localisePath('/', locale)}
          target="_blank"
          rel="noopener"
          className="font-semibold text-ink-muted hover:text-ink hover:underline"
        >
          {t('widget.poweredBy')}
        </a>
      </p>
    </article>
  );
}
