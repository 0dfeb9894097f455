// The player's state and rules (spec section 4, Player): a playlist with an index, next and previous
// wrap around, the end of a track moves to the next, volume starts at DEFAULT_VOLUME, and a play of
// LISTEN_STAT_THRESHOLD_SECONDS or more is reported once per listening segment (a segment ends on
// pause, track change, end of track or page unload). No React here: the audio element is injected,
// so tests drive it with a fake that fires the media events.
import type { Song } from '@spindle/contracts';
import { DEFAULT_VOLUME, LISTEN_STAT_THRESHOLD_SECONDS } from '@spindle/domain';
import { track } from '../analytics/index.ts';
import { pushToDataLayer } from '../consent/index.ts';

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

/** The store's inner state, shared by the functions below; createPlayerStore only binds them. */
interface Player {
  audio: AudioLike;
  reportListen: (report: ListenReport) => void;
  state: PlayerState;
  listeners: Set<() => void>;
  // The listening segment: seconds of audio actually played since it began, measured from the
  // element's own clock (so buffering stalls and seeks do not count). `mark` is the position of the
  // last measure while playing, null while nothing plays or right after a seek.
  listenedSeconds: number;
  mark: number | null;
}

export function createPlayerStore({
  audio,
  reportListen,
}: {
  audio: AudioLike;
  reportListen: (report: ListenReport) => void;
}): PlayerStore {
  const player: Player = {
    audio,
    reportListen,
    state: IDLE_PLAYER_STATE,
    listeners: new Set(),
    listenedSeconds: 0,
    mark: null,
  };
  audio.volume = DEFAULT_VOLUME;
  const handlers = createMediaHandlers(player);
  for (const [type, handler] of Object.entries(handlers)) audio.addEventListener(type, handler);

  return {
    getState: () => player.state,
    subscribe(listener) {
      player.listeners.add(listener);
      return () => player.listeners.delete(listener);
    },
    playList: (songs, index) => playList(player, songs, index),
    toggle: () => toggle(player),
    pause: () => audio.pause(),
    next: () => step(player, 1),
    previous: () => step(player, -1),
    seek: (positionSeconds) => seek(player, positionSeconds),
    setVolume: (volume) => setVolume(player, volume),
    endListeningSegment: () => endSegment(player),
    destroy() {
      for (const [type, handler] of Object.entries(handlers)) audio.removeEventListener(type, handler);
      player.listeners.clear();
    },
  };
}

function update(player: Player, patch: Partial<PlayerState>): void {
  player.state = { ...player.state, ...patch };
  for (const listener of player.listeners) listener();
}

function currentSong(player: Player): Song | undefined {
  return player.state.songs[player.state.index];
}

/** Adds what played since the last measure to the segment. */
function measure(player: Player): void {
  if (player.mark === null) return;
  const position = player.audio.currentTime;
  if (position > player.mark) player.listenedSeconds += position - player.mark;
  player.mark = position;
}

/** Closes the listening segment, reporting it when it is long enough. */
function endSegment(player: Player): void {
  measure(player);
  const song = currentSong(player);
  if (song && countsAsListen(player.listenedSeconds)) {
    player.reportListen({ songId: song.id, durationSeconds: Math.round(player.listenedSeconds * 100) / 100 });
  }
  player.listenedSeconds = 0;
}

function startPlayback(player: Player): void {
  const song = currentSong(player);
  player.audio.play().then(
    () => {
      if (song) announcePlay(song);
    },
    (error: unknown) => {
      // AbortError: another track was loaded meanwhile, which starts its own playback.
      if (error instanceof Error && error.name === 'AbortError') return;
      update(player, { status: player.audio.paused ? 'paused' : player.state.status });
    },
  );
}

/** The data layer's and the first-party analytics' "audio play" (spec section 7). */
function announcePlay(song: { id: number; projectId: number }): void {
  pushToDataLayer({ event: 'audio_play', song_id: song.id, project_id: song.projectId });
  track('audio_play', { project_id: song.projectId, data: { song_id: song.id } });
}

/** Plays the playlist's song at `index`, when it has a preview. */
function load(player: Player, index: number): void {
  const song = player.state.songs[index];
  if (!song?.previewUrl) return;
  endSegment(player);
  player.mark = null;
  // The song's duration is the full track's; the preview's comes with its metadata (durationchange).
  update(player, { index, status: 'loading', positionSeconds: 0, durationSeconds: 0 });
  player.audio.src = song.previewUrl;
  startPlayback(player);
}

/** Next or previous song, wrapping around the playlist. */
function step(player: Player, offset: 1 | -1): void {
  const count = player.state.songs.length;
  if (count === 0) return;
  load(player, (player.state.index + offset + count) % count);
}

/** What the store does on each media event of the audio element. */
function createMediaHandlers(player: Player): Record<string, () => void> {
  const { audio } = player;
  return {
    playing: () => {
      player.mark = audio.currentTime;
      update(player, { status: 'playing' });
    },
    pause: () => {
      endSegment(player);
      player.mark = null;
      if (player.state.status !== 'error') update(player, { status: 'paused' });
    },
    timeupdate: () => {
      measure(player);
      update(player, { positionSeconds: audio.currentTime });
    },
    seeked: () => {
      if (!audio.paused) player.mark = audio.currentTime;
    },
    durationchange: () => {
      if (Number.isFinite(audio.duration) && audio.duration > 0) update(player, { durationSeconds: audio.duration });
    },
    volumechange: () => {
      if (audio.volume !== player.state.volume) update(player, { volume: audio.volume });
    },
    // Browsers fire pause before ended, which already closed the segment; closing again is a no-op.
    ended: () => {
      endSegment(player);
      player.mark = null;
      step(player, 1);
    },
    error: () => {
      player.mark = null;
      player.listenedSeconds = 0;
      if (player.state.songs.length > 0) update(player, { status: 'error' });
    },
  };
}

function playList(player: Player, songs: readonly Song[], index: number): void {
  const playable = songs.filter((song) => song.previewUrl !== null);
  const wanted = songs.slice(Math.max(0, index)).find((song) => song.previewUrl !== null) ?? playable[0];
  if (!wanted) return;
  // The segment belongs to the old playlist's song: close it before the playlist changes.
  endSegment(player);
  player.mark = null;
  update(player, { songs: playable });
  load(player, playable.indexOf(wanted));
}

function toggle(player: Player): void {
  const { status } = player.state;
  if (status === 'playing' || status === 'loading') {
    player.audio.pause();
    return;
  }
  if (status === 'error') load(player, player.state.index);
  else if (currentSong(player)) {
    update(player, { status: 'loading' });
    startPlayback(player);
  }
}

function seek(player: Player, positionSeconds: number): void {
  if (!currentSong(player)) return;
  const duration = player.state.durationSeconds > 0 ? player.state.durationSeconds : positionSeconds;
  const target = clamp(positionSeconds, 0, duration);
  // What played up to here counts; the jump itself does not.
  measure(player);
  player.mark = null;
  player.audio.currentTime = target;
  update(player, { positionSeconds: target });
}

function setVolume(player: Player, volume: number): void {
  const next = clamp(volume, 0, 1);
  player.audio.volume = next;
  update(player, { volume: next });
}
