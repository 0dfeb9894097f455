import { z } from 'zod';
import { songSchema } from './catalogue.ts';

/** GET /api/songs: the songs of a project, or of a list of song ids joined by commas ('3,5,8'). */
export const songListQuerySchema = z
  .object({
    project_id: z.coerce.number().int().positive().optional(),
    ids: z
      .string()
      .regex(/^\d+(,\d+)*$/, 'input_must_integer')
      .transform((value) => value.split(',').map(Number))
      .refine((ids) => ids.length <= 200, 'input_too_big')
      .optional(),
  })
  .refine((query) => query.project_id !== undefined || query.ids !== undefined, {
    message: 'input_required',
    path: ['project_id'],
  });

export const songListSchema = z.array(songSchema);
export type SongList = z.infer<typeof songListSchema>;

/** POST /api/songs/stats answer: whether the play was long enough to count (LISTEN_STAT_THRESHOLD_SECONDS). */
export const songStatsResponseSchema = z.object({ recorded: z.boolean() });
