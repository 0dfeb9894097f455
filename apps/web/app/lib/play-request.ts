// How any part of the site asks the persistent player to play (features never import each other):
// a window CustomEvent 'spindle:play' with { songs, index }. The player feature listens for it.
import { songSchema } from '@spindle/contracts';
import { z } from 'zod';

/** Name of the window event that asks the player to play a playlist. */
export const PLAY_EVENT = 'spindle:play';

/** The event's detail: the playlist (contract songs) and the index of the song to start with. */
export const playRequestSchema = z.object({
  songs: z.array(songSchema),
  index: z.number().int().min(0),
});
export type PlayRequest = z.infer<typeof playRequestSchema>;

/** Asks the player to play `songs` from `index` (a no-op during server rendering). */
export function requestPlay(request: PlayRequest): void {
  if (typeof window === 'undefined') return;
  window.dispatchEvent(new CustomEvent<PlayRequest>(PLAY_EVENT, { detail: request }));
}

/** The request an event carries, or null when its detail does not match the contract. */
export function playRequestOf(event: Event): PlayRequest | null {
  if (!(event instanceof CustomEvent)) return null;
  const parsed = playRequestSchema.safeParse(event.detail);
  return parsed.success ? parsed.data : null;
}
