// The player's state and rules (spec section 4, Player): a playlist with an index, next and previous
// wrap around, the end of a track moves to the next, volume starts at DEFAULT_VOLUME, and a play of
// LISTEN_STAT_THRESHOLD_SECONDS or more is reported once per listening segment (a segment ends on
// pause, track change, end of track or page unload). No React here: the audio element is injected,
// so tests drive it with a fake that fires the media events.
import type { Song } from '@spindle/contracts';
import { DEFAULT_VOLUME, LISTEN_STAT_THRESHOLD_SECONDS } from '@spindle/domain';

export type PlaybackStatus = 'idle' | 'loading' | 'playing' | 'paused' | 'error';

export interface PlayerState {
  /** The playlist: only songs that have a preview to play. */
  songs: readonly Song[];
  /** Index of the current song in `songs`. */
  index: number;
  status: PlaybackStatus;
  positionSeconds: number;
  durationSeconds: number;
  /** 0 to 1. */
  volume: number;
}

/** What the store uses of an <audio> element (HTMLAudioElement fits). */
export interface AudioLike extends EventTarget {
  src: string;
  currentTime: number;
  readonly duration: number;
  volume: number;
  readonly paused: boolean;
  play(): Promise<void>;
  pause(): void;
}

/** A finished listening segment long enough to count. */
export interface ListenReport {
  songId: number;
  durationSeconds: number;
}

export interface PlayerStore {
  getState(): PlayerState;
  subscribe(listener: () => void): () => void;
  /** Replaces the playlist and plays `songs[index]` (or the next song after it that has a preview). */
  playList(songs: readonly Song[], index: number): void;
  toggle(): void;
  pause(): void;
  next(): void;
  previous(): void;
  seek(positionSeconds: number): void;
  setVolume(volume: number): void;
  /** Closes the current listening segment (the page is being hidden or unloaded). */
  endListeningSegment(): void;
  destroy(): void;
}

export const IDLE_PLAYER_STATE: PlayerState = {
  songs: [],
  index: 0,
  status: 'idle',
  positionSeconds: 0,
  durationSeconds: 0,
  volume: DEFAULT_VOLUME,
};

/** Whether a finished segment is long enough to be a listening statistic. */
export function countsAsListen(listenedSeconds: number): boolean {
  return listenedSeconds >= LISTEN_STAT_THRESHOLD_SECONDS;
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

export function createPlayerStore({
  audio,
  reportListen,
}: {
  audio: AudioLike;
  reportListen: (report: ListenReport) => void;
}): PlayerStore {
  let state: PlayerState = IDLE_PLAYER_STATE;
  const listeners = new Set<() => void>();
  // The listening segment: seconds of audio actually played since it began, measured from the
  // element's own clock (so buffering stalls and seeks do not count). `mark` is the position of the
  // last measure while playing, null while nothing plays or right after a seek.
  let listenedSeconds = 0;
  let mark: number | null = null;

  audio.volume = DEFAULT_VOLUME;

  function update(patch: Partial<PlayerState>): void {
    state = { ...state, ...patch };
    for (const listener of listeners) listener();
  }

  const currentSong = (): Song | undefined => state.songs[state.index];

  function measure(): void {
    if (mark === null) return;
    const position = audio.currentTime;
    if (position > mark) listenedSeconds += position - mark;
    mark = position;
  }

  function endSegment(): void {
    measure();
    const song = currentSong();
    if (song && countsAsListen(listenedSeconds)) {
      reportListen({ songId: song.id, durationSeconds: Math.round(listenedSeconds * 100) / 100 });
    }
    listenedSeconds = 0;
  }

  function startPlayback(): void {
    audio.play().catch((error: unknown) => {
      // AbortError: another track was loaded meanwhile, which starts its own playback.
      if (error instanceof Error && error.name === 'AbortError') return;
      update({ status: audio.paused ? 'paused' : state.status });
    });
  }

  function load(index: number): void {
    const song = state.songs[index];
    if (!song?.previewUrl) return;
    endSegment();
    mark = null;
    // The song's duration is the full track's; the preview's comes with its metadata (durationchange).
    update({ index, status: 'loading', positionSeconds: 0, durationSeconds: 0 });
    audio.src = song.previewUrl;
    startPlayback();
  }

  function step(offset: 1 | -1): void {
    const count = state.songs.length;
    if (count === 0) return;
    load((state.index + offset + count) % count);
  }

  const handlers: Record<string, () => void> = {
    playing: () => {
      mark = audio.currentTime;
      update({ status: 'playing' });
    },
    pause: () => {
      endSegment();
      mark = null;
      if (state.status !== 'error') update({ status: 'paused' });
    },
    timeupdate: () => {
      measure();
      update({ positionSeconds: audio.currentTime });
    },
    seeked: () => {
      if (!audio.paused) mark = audio.currentTime;
    },
    durationchange: () => {
      if (Number.isFinite(audio.duration) && audio.duration > 0) update({ durationSeconds: audio.duration });
    },
    volumechange: () => {
      if (audio.volume !== state.volume) update({ volume: audio.volume });
    },
    // Browsers fire pause before ended, which already closed the segment; closing again is a no-op.
    ended: () => {
      endSegment();
      mark = null;
      step(1);
    },
    error: () => {
      mark = null;
      listenedSeconds = 0;
      if (state.songs.length > 0) update({ status: 'error' });
    },
  };
  for (const [type, handler] of Object.entries(handlers)) audio.addEventListener(type, handler);

  return {
    getState: () => state,

    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    playList(songs, index) {
      const playable = songs.filter((song) => song.previewUrl !== null);
      const wanted = songs.slice(Math.max(0, index)).find((song) => song.previewUrl !== null) ?? playable[0];
      if (!wanted) return;
      // The segment belongs to the old playlist's song: close it before the playlist changes.
      endSegment();
      mark = null;
      update({ songs: playable });
      load(playable.indexOf(wanted));
    },

    toggle() {
      if (state.status === 'playing' || state.status === 'loading') {
        audio.pause();
        return;
      }
      if (state.status === 'error') load(state.index);
      else if (currentSong()) {
        update({ status: 'loading' });
        startPlayback();
      }
    },

    pause: () => audio.pause(),
    next: () => step(1),
    previous: () => step(-1),

    seek(positionSeconds) {
      if (!currentSong()) return;
      const duration = state.durationSeconds > 0 ? state.durationSeconds : positionSeconds;
      const target = clamp(positionSeconds, 0, duration);
      // What played up to here counts; the jump itself does not.
      measure();
      mark = null;
      audio.currentTime = target;
      update({ positionSeconds: target });
    },

    setVolume(volume) {
      const next = clamp(volume, 0, 1);
      audio.volume = next;
      update({ volume: next });
    },

    endListeningSegment: endSegment,

    destroy() {
      for (const [type, handler] of Object.entries(handlers)) audio.removeEventListener(type, handler);
      listeners.clear();
    },
  };
}
