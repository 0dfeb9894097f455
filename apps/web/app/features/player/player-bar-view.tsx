// The player bar (DESIGN.md): at the bottom of the screen once something plays, with the cover,
// title, artist, progress, previous / play-pause / next and volume. A spacer of its height ends the
// page, so it never covers the last of the page (the checkout button); fixed bottom elements can
// sit above it with the --player-bar-height variable it sets on <html>. Loaded when something first
// plays (player-bar.tsx).
import { LOCALE_META, localisePath, type AppLocale } from '@spindle/domain';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useT } from '../../lib/use-t.ts';
import { Link } from 'react-router';
import { VolumeIcon } from '../../components/icons.tsx';
import { SeekBar, TransportControls } from '../../components/playback-controls.tsx';
import { useProjectSummary } from './use-project-summary.ts';
import { usePlayer } from './use-player.ts';
import { numberFormat } from '../../lib/intl.ts';
import { isSounding } from '../../lib/project-playback.ts';

/** The bar's height, mirrored in a CSS variable for other fixed-bottom elements. */
function useBarHeight(visible: boolean) {
  const barRef = useRef<HTMLElement>(null);
  const [heightPx, setHeightPx] = useState(0);
  useEffect(() => {
    const bar = barRef.current;
    if (!visible || !bar) return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => {
      const height = Math.ceil(bar.getBoundingClientRect().height);
      setHeightPx(height);
      root.style.setProperty('--player-bar-height', `${height}px`);
    });
    observer.observe(bar);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--player-bar-height');
    };
  }, [visible]);
  return { barRef, heightPx };
}

export function PlayerBarView({ locale }: { locale: AppLocale }) {
  const { t } = useT();
  const { state, toggle, next, previous, seek, setVolume } = usePlayer();
  const song = state.songs[state.index];
  const project = useProjectSummary(song?.projectId);
  const { barRef, heightPx } = useBarHeight(song !== undefined);
  if (!song) return null;

  const playing = isSounding(state.status);
  const percent = numberFormat(LOCALE_META[locale].intlTag, { style: 'percent' });

  // Space plays or pauses from anywhere in the bar, except on a button or link (their own key).
  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (event.key !== ' ' || event.target instanceof HTMLButtonElement || event.target instanceof HTMLAnchorElement) {
      return;
    }
    event.preventDefault();
    toggle();
  }

  return (
    <>
      <div aria-hidden="true" style={{ height: heightPx }} />
      <section
        ref={barRef}
        aria-label={t('player.label')}
        tabIndex={0}
        onKeyDown={onKeyDown}
        data-testid="player"
        data-player-index={state.index}
        data-player-status={state.status}
        className="fixed inset-x-0 bottom-0 z-30 border-t border-line bg-surface/95 backdrop-blur"
      >
        <div className="mx-auto grid max-w-[1920px] grid-cols-[minmax(0,1fr)_auto] items-center gap-x-4 gap-y-1 px-4 py-2 [grid-template-areas:'info_controls''progress_volume'] sm:px-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)_minmax(0,1fr)] lg:gap-x-8 lg:[grid-template-areas:'info_controls_volume''info_progress_volume']">
          <div className="flex min-w-0 items-center gap-3 [grid-area:info]">
            {project ? (
              <img
                src={project.coverUrl}
                alt=""
                width={48}
                height={48}
                className="size-12 shrink-0 rounded bg-surface-raised object-cover"
              />
            ) : (
              <div className="size-12 shrink-0 rounded bg-surface-raised" />
            )}
            <div className="min-w-0 leading-snug" aria-live="polite">
              <span className="sr-only">{t('player.nowPlaying')}: </span>
              {project ? (
                <Link
                  to={localisePath(project.path, locale)}
                  className="block truncate text-sm font-semibold hover:underline"
                  data-testid="player-title"
                >
                  {song.title}
                </Link>
              ) : (
                <p className="truncate text-sm font-semibold" data-testid="player-title">
                  {song.title}
                </p>
              )}
              <p className="truncate text-sm text-ink-muted">
                {state.status === 'error' ? t('player.error') : song.artistName}
              </p>
              <span className="sr-only">
                {t('player.trackNumber', { number: state.index + 1, count: state.songs.length })}
              </span>
            </div>
          </div>

          <TransportControls
            size="bar"
            className="flex items-center justify-center gap-1 [grid-area:controls]"
            playing={playing}
            onPrevious={previous}
            onToggle={toggle}
            onNext={next}
          />

          <SeekBar
            size="bar"
            className="flex min-w-0 items-center gap-2 text-xs text-ink-muted tabular-nums [grid-area:progress]"
            label={t('player.progress')}
            positionSeconds={state.positionSeconds}
            durationSeconds={state.durationSeconds}
            onSeek={seek}
          />

          <div className="flex items-center justify-end gap-1.5 text-ink-muted [grid-area:volume]">
            <VolumeIcon className="size-5 shrink-0" />
            <input
              type="range"
              min={0}
              max={1}
              step={0.05}
              value={state.volume}
              onChange={(event) => setVolume(Number(event.currentTarget.value))}
              aria-label={t('player.volume')}
              aria-valuetext={percent.format(state.volume)}
              className="h-6 w-20 cursor-pointer accent-accent lg:w-28"
            />
          </div>
        </div>
      </section>
    </>
  );
}
