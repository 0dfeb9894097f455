import { z } from 'zod';

/** GET /api/health: the database answered. */
export const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['pglite', 'postgres']),
  uptimeSeconds: z.number(),
});

/** GET /api/ready: whether this instance should get traffic (a load balancer's readiness check). */
export const readySchema = z.object({
  status: z.enum(['ready', 'not_ready']),
  /** The database answers a query. */
  database: z.boolean(),
  /** Every migration of this build is applied. */
  migrations: z.boolean(),
  /** The instance is shutting down (finishing its requests in flight). */
  draining: z.boolean(),
});

/** GET /api/build-id: polled every 30 s; the page reloads when it changes. */
export const buildIdSchema = z.object({ buildId: z.string() });
export type BuildId = z.infer<typeof buildIdSchema>;

/** POST /api/songs/stats: a play of 5 s or more. */
export const songStatsBodySchema = z.object({
  song_id: z.number().int(),
  duration: z
    .number()
    .min(0)
    .max(24 * 3600),
});
