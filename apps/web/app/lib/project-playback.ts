// How one project's tracklist sees the tab's player (the /player page, the /widget card and the
// project page): whether the player is on this project, which of its songs is current, and what a
// press does (the current song pauses or resumes; any other plays the list from there). Pure, so
// every feature reads the player the same way without importing features/player.
import type { Song } from '@spindle/contracts';

/** What a tracklist needs of the tab's player (features/player's usePlayer() fits). */
export interface PlaylistPlayer {
  state: { songs: readonly Song[]; index: number; status: string };
  playList: (songs: readonly Song[], index: number) => void;
  toggle: () => void;
}

/** The player as one project's tracklist sees it. */
export interface ProjectPlayback {
  /** The player's current song is one of this project's. */
  ours: boolean;
  /** ...and it is playing (or loading to play). */
  playing: boolean;
  /** The id of the current song when it is this project's, else null. */
  currentSongId: number | null;
  /** Plays the list from `songs[index]`, or pauses / resumes it when it is the current song. */
  playFrom: (index: number) => void;
  /** Pauses / resumes when the player is on this project, else plays the list from the start. */
  playOrPause: () => void;
}

/** Whether a player status makes sound: playing, or loading what it is about to play. */
export function isSounding(status: string): boolean {
  return status === 'playing' || status === 'loading';
}

/** How the player looks from the tracklist `songs` of the project `projectId`. */
export function projectPlaybackOf(player: PlaylistPlayer, projectId: number, songs: readonly Song[]): ProjectPlayback {
  const current = player.state.songs[player.state.index];
  const ours = current !== undefined && current.projectId === projectId;
  const currentSongId = ours ? current.id : null;
  return {
    ours,
    playing: ours && isSounding(player.state.status),
    currentSongId,
    playFrom: (index) => {
      if (currentSongId !== null && songs[index]?.id === currentSongId) player.toggle();
      else player.playList(songs, index);
    },
    playOrPause: () => {
      if (ours) player.toggle();
      else player.playList(songs, 0);
    },
  };
}
