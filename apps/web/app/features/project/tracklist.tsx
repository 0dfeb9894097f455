// The tracklist with a play button per track. Each button carries data-song-id; pressing it hands
// the whole list and the track's index to the player (the route decides how: see routes/project.tsx).
import type { Song } from '@spindle/contracts';
import { useT } from '../../lib/use-t.ts';
import { PauseIcon, PlayIcon } from '../../components/icons.tsx';
import { formatClock } from '../../lib/track-clock.ts';

export function Tracklist({
  songs,
  artistName,
  onPlay,
  playingSongId = null,
}: {
  songs: readonly Song[];
  /** The project's artist: a track by someone else (a featuring) names them. */
  artistName: string;
  /** Plays `songs[index]`, or pauses it when it is the one playing. */
  onPlay: (index: number) => void;
  /** The song the player is playing now, if it is one of these. */
  playingSongId?: number | null;
}) {
  const { t } = useT();
  if (songs.length === 0) return null;
  return (
    <section aria-labelledby="project-tracklist">
      <h2 id="project-tracklist" className="text-lg font-semibold">
        {t('projectPage.tracklist.heading')}
      </h2>
      <ol className="mt-3 divide-y divide-line border-y border-line">
        {songs.map((song, index) => {
          const playing = song.id === playingSongId;
          return (
            <li key={song.id} className="flex items-center gap-3 py-2">
              <button
                type="button"
                data-song-id={song.id}
                disabled={song.previewUrl === null}
                aria-pressed={playing}
                aria-label={t('projectPage.tracklist.play', { title: song.title })}
                title={song.previewUrl === null ? t('projectPage.tracklist.noPreview') : undefined}
                onClick={() => onPlay(index)}
                className="flex size-9 shrink-0 items-center justify-center rounded-full border border-line hover:border-ink aria-pressed:border-accent aria-pressed:bg-accent aria-pressed:text-accent-ink disabled:cursor-not-allowed disabled:opacity-40"
              >
                {playing ? <PauseIcon className="size-4" /> : <PlayIcon className="size-4" />}
              </button>
              <span className="w-6 shrink-0 text-right text-sm text-ink-muted tabular-nums">{song.position}</span>
              <span className="min-w-0 flex-1">
                <span className="block truncate">{song.title}</span>
                {song.artistName !== artistName && (
                  <span className="block truncate text-sm text-ink-muted">{song.artistName}</span>
                )}
              </span>
              {song.durationSeconds !== null && (
                <span className="shrink-0 text-sm text-ink-muted tabular-nums">
                  {formatClock(song.durationSeconds)}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
