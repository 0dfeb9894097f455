// The parts every player draws (the site's bar, the /player page, the /widget card): previous /
// play-pause / next, the position slider between the elapsed time and the length, and a tracklist
// whose rows play or pause their song. They only show and report presses; the caller owns the player.
// Each part comes in the sizes of the places it is drawn in.
import type { Song } from '@spindle/contracts';
import { formatClock } from '../lib/track-clock.ts';
import { useT } from '../lib/use-t.ts';
import { NextTrackIcon, PauseIcon, PlayIcon, PreviousTrackIcon } from './icons.tsx';

const TRANSPORT_STYLES = {
  /** The bar at the bottom of the site. */
  bar: {
    skip: 'grid size-10 shrink-0 place-items-center rounded-full text-ink hover:bg-surface-raised disabled:opacity-40',
    play: 'grid size-11 shrink-0 place-items-center rounded-full bg-accent text-accent-ink hover:opacity-90',
    playIcon: 'size-5',
  },
  /** The embeddable card: a larger play button. */
  card: {
    skip: 'grid size-10 shrink-0 place-items-center rounded-full hover:bg-surface-raised disabled:opacity-40',
    play: 'grid size-12 shrink-0 place-items-center rounded-full bg-accent text-accent-ink hover:opacity-90',
    playIcon: 'size-6',
  },
} as const;

/** Previous, play or pause, next. */
export function TransportControls({
  size,
  className,
  playing,
  skipDisabled = false,
  onPrevious,
  onToggle,
  onNext,
}: {
  size: keyof typeof TRANSPORT_STYLES;
  className: string;
  playing: boolean;
  /** Previous and next do nothing (the player is on another record). */
  skipDisabled?: boolean;
  onPrevious: () => void;
  onToggle: () => void;
  onNext: () => void;
}) {
  const { t } = useT();
  const styles = TRANSPORT_STYLES[size];
  const skip = { type: 'button', disabled: skipDisabled, className: styles.skip } as const;
  return (
    <div className={className}>
      <button {...skip} onClick={onPrevious} aria-label={t('player.previous')}>
        <PreviousTrackIcon className="size-5" />
      </button>
      <button
        type="button"
        onClick={onToggle}
        aria-label={playing ? t('player.pause') : t('player.play')}
        className={styles.play}
      >
        {playing ? <PauseIcon className={styles.playIcon} /> : <PlayIcon className={styles.playIcon} />}
      </button>
      <button {...skip} onClick={onNext} aria-label={t('player.next')}>
        <NextTrackIcon className="size-5" />
      </button>
    </div>
  );
}

const SEEK_INPUT = 'h-6 min-w-0 flex-1 cursor-pointer accent-accent';
const SEEK_STYLES = { bar: SEEK_INPUT, card: `${SEEK_INPUT} disabled:cursor-default` } as const;

/** The elapsed time, a slider to move in the track, and its length (the slider is off while the length is unknown). */
export function SeekBar({
  size,
  className,
  label,
  positionSeconds,
  durationSeconds,
  disabled = false,
  onSeek,
}: {
  size: keyof typeof SEEK_STYLES;
  className: string;
  /** The slider's accessible name. */
  label: string;
  positionSeconds: number;
  durationSeconds: number;
  disabled?: boolean;
  onSeek: (positionSeconds: number) => void;
}) {
  const { t } = useT();
  return (
    <div className={className}>
      <span aria-hidden="true" className="w-9 text-right">
        {formatClock(positionSeconds)}
      </span>
      <input
        type="range"
        min={0}
        max={durationSeconds > 0 ? durationSeconds : 0}
        step={0.1}
        value={Math.min(positionSeconds, durationSeconds)}
        disabled={disabled || durationSeconds <= 0}
        onChange={(event) => onSeek(Number(event.currentTarget.value))}
        aria-label={label}
        aria-valuetext={t('player.position', {
          position: formatClock(positionSeconds),
          duration: formatClock(durationSeconds),
        })}
        className={SEEK_STYLES[size]}
      />
      <span aria-hidden="true" className="w-9">
        {formatClock(durationSeconds)}
      </span>
    </div>
  );
}

const TRACK_STYLES = {
  /** The /player page. */
  page: {
    button:
      'flex w-full items-center gap-3 px-2 py-2.5 text-left hover:bg-surface-raised disabled:opacity-50 aria-[current=true]:text-accent',
    number: 'grid w-6 shrink-0 place-items-center text-sm text-ink-muted tabular-nums',
    duration: 'text-sm text-ink-muted tabular-nums',
  },
  /** The embeddable card: smaller text, the current song in bold. */
  card: {
    button:
      'flex w-full items-center gap-3 px-4 py-2 text-left text-sm hover:bg-surface-raised disabled:opacity-50 aria-[current=true]:font-semibold aria-[current=true]:text-accent',
    number: 'grid w-5 shrink-0 place-items-center text-ink-muted tabular-nums',
    duration: 'text-ink-muted tabular-nums',
  },
} as const;

/** A record's songs, each a button that plays it (or pauses it when it is the one playing); songs without a preview are off. */
export function PlaylistTracks({
  size,
  className,
  songs,
  currentSongId,
  playing,
  onPlay,
}: {
  size: keyof typeof TRACK_STYLES;
  className: string;
  songs: readonly Song[];
  /** The player's current song when it is one of these. */
  currentSongId: number | null;
  playing: boolean;
  /** Plays `songs[index]`, or pauses / resumes it when it is the current one. */
  onPlay: (index: number) => void;
}) {
  const { t } = useT();
  const styles = TRACK_STYLES[size];
  return (
    <ol className={className}>
      {songs.map((song, index) => {
        const isCurrent = song.id === currentSongId;
        return (
          <li key={song.id}>
            <button
              type="button"
              disabled={song.previewUrl === null}
              aria-current={isCurrent ? 'true' : undefined}
              aria-label={t(isCurrent && playing ? 'player.page.pauseTrack' : 'player.page.playTrack', {
                title: song.title,
              })}
              onClick={() => onPlay(index)}
              className={styles.button}
            >
              <span className={styles.number}>
                {isCurrent && playing ? <PauseIcon className="size-4" /> : song.position}
              </span>
              <span className="min-w-0 flex-1 truncate">{song.title}</span>
              {song.durationSeconds !== null && (
                <span className={styles.duration}>{formatClock(song.durationSeconds)}</span>
              )}
            </button>
          </li>
        );
      })}
    </ol>
  );
}
