// POST /api/songs/stats { song_id, duration } (spec section 7, Music). keepalive lets the request
// outlive the page when the segment ends because the visitor leaves (pagehide).
import type { z } from 'zod';
import type { songStatsBodySchema } from '@spindle/contracts';
import type { ListenReport } from './player-store.ts';

type SongStatsBody = z.input<typeof songStatsBodySchema>;

/** Sends one listening statistic; a lost statistic is not worth bothering the listener about. */
export function postListenReport({ songId, durationSeconds }: ListenReport): void {
  const body: SongStatsBody = { song_id: songId, duration: durationSeconds };
  fetch('/api/songs/stats', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    keepalive: true,
  }).catch(() => undefined);
}
