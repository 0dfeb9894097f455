// The embeddable player card (/widget?id=): cover, title, artist, price and a link to buy, the
// transport controls with the position, and the tracklist, all playing in the card itself (the
// site's player bar is not drawn on /widget). Links open Spindle in a new tab: the card lives in
// another site's iframe. The route passes the tab's player in (features never import each other).
import type { ProjectDetail } from '@spindle/contracts';
import { formatMoney, localisePath, projectPath, type AppLocale } from '@spindle/domain';
import { useT } from '../../lib/use-t.ts';
import { PlaylistTracks, SeekBar, TransportControls } from '../../components/playback-controls.tsx';
import { projectPlaybackOf, type PlaylistPlayer } from '../../lib/project-playback.ts';

/** What the card uses of the tab's player (features/player's usePlayer()). */
export interface WidgetPlayback extends PlaylistPlayer {
  state: PlaylistPlayer['state'] & { positionSeconds: number; durationSeconds: number };
  next: () => void;
  previous: () => void;
  seek: (positionSeconds: number) => void;
}

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
  const playback = projectPlaybackOf(player, project.id, project.songs);
  const { ours, playing } = playback;
  const current = ours ? state.songs[state.index] : undefined;
  const playable = project.songs.filter((song) => song.previewUrl !== null);
  const pageUrl = localisePath(projectPath(project), locale);
  const title = current ? current.title : (playable[0]?.title ?? project.name);

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
          <SeekBar
            size="card"
            className="mt-1 flex items-center gap-2 text-xs text-ink-muted tabular-nums"
            label={t('widget.position', { title })}
            positionSeconds={ours ? state.positionSeconds : 0}
            durationSeconds={ours ? state.durationSeconds : 0}
            disabled={!ours}
            onSeek={player.seek}
          />
          <TransportControls
            size="card"
            className="mt-1 flex items-center justify-center gap-2"
            playing={playing}
            skipDisabled={!ours}
            onPrevious={player.previous}
            onToggle={playback.playOrPause}
            onNext={player.next}
          />
        </div>
      ) : (
        <p className="border-t border-line px-4 py-3 text-sm text-ink-muted">{t('widget.noPreview')}</p>
      )}

      {project.songs.length > 0 && <h2 className="sr-only">{t('widget.tracklist')}</h2>}
      <PlaylistTracks
        size="card"
        className="flex-1 divide-y divide-line border-t border-line empty:border-t-0"
        songs={project.songs}
        currentSongId={playback.currentSongId}
        playing={playing}
        onPlay={playback.playFrom}
      />

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
