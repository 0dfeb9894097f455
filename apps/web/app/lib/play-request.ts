// How any part of the site asks the persistent player to play (features never import each other):
// a window CustomEvent 'spindle:play' with { songs, index }. The player feature listens for it.
import type { Song } from '@spindle/contracts';
import { isIntIn, isRecord } from './guards.ts';

/** Name of the window event that asks the player to play a playlist. */
export const PLAY_EVENT = 'spindle:play';

/** The event's detail: the playlist (contract songs) and the index of the song to start with. */
export interface PlayRequest {
  songs: Song[];
  index: number;
}

/** The songs of a playlist (an event's, or GET /api/projects/{id}/songs), or null when one is not a song. */
export function songsOf(value: unknown): Song[] | null {
  return Array.isArray(value) && value.every(isSong) ? value : null;
}

function isSong(value: unknown): value is Song {
  return (
    isRecord(value) &&
    isIntIn(value.id, 1) &&
    isIntIn(value.projectId, 1) &&
    typeof value.title === 'string' &&
    typeof value.artistName === 'string' &&
    (value.previewUrl === null || typeof value.previewUrl === 'string')
  );
}

/** Asks the player to play `songs` from `index` (a no-op during server rendering). */
export function requestPlay(request: PlayRequest): void {
  if (typeof window === 'undefined') return;
  window.dispatchEvent(new CustomEvent<PlayRequest>(PLAY_EVENT, { detail: request }));
}

/** The request an event carries, or null when its detail does not match the contract. */
export function playRequestOf(event: Event): PlayRequest | null {
  if (!(event instanceof CustomEvent)) return null;
  const detail: unknown = event.detail;
  if (!isRecord(detail) || !isIntIn(detail.index, 0)) return null;
  const songs = songsOf(detail.songs);
  return songs ? { songs, index: detail.index } : null;
}
