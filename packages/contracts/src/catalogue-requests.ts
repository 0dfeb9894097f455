import { z } from 'zod';
import { projectCardSchema } from './catalogue.ts';
import { currencyCodeSchema } from './common.ts';

/** Path parameters of /api/projects/{id}/... */
export const projectIdParamsSchema = z.object({
  id: z.coerce.number().int().positive(),
});

/** Query of a single priced read (project page, home): the display currency. */
export const priceQuerySchema = z.object({
  currency: currencyCodeSchema.optional(),
});

/** GET /api/projects/{id}/more: other projects of the same artist, then of the same label. */
export const moreProjectsSchema = z.array(projectCardSchema);
export type MoreProjects = z.infer<typeof moreProjectsSchema>;

/** GET /api/projects/recommandations (the spec's spelling): projects sharing genres, most popular first. */
export const recommendationsQuerySchema = z.object({
  project_id: z.coerce.number().int().positive(),
  currency: currencyCodeSchema.optional(),
});
