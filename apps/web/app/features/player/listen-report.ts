// POST /api/songs/stats { song_id, duration } (spec section 7, Music). keepalive lets the request
// outlive the page when the segment ends because the visitor leaves (pagehide).
import { songsRoutes } from '@spindle/contracts/http';
import { callBrowser } from '../../lib/api-browser.ts';
import type { ListenReport } from './player-store.ts';

/** Sends one listening statistic; a lost statistic is not worth bothering the listener about. */
export function postListenReport({ songId, durationSeconds }: ListenReport): void {
  const body = { song_id: songId, duration: durationSeconds };
  callBrowser(songsRoutes.recordPlay, { body }, { keepalive: true }).catch(() => undefined);
}
