// The statistics pages' query (docs/admin.md "Statistics"): the API's range and grouping, the period
// compared (stats-all) and the chart a CSV is asked for.
import { adminStatsQuerySchema } from '@spindle/contracts';
import { z } from 'zod';
import { urlQueryOf } from '../url-query.ts';
import { STATS_CHARTS } from './stats-csv.ts';

const dayField = z
  .string()
  .trim()
  .max(10)
  .optional()
  .transform((text) => (text ? text : undefined));

export const statsPageQuerySchema = adminStatsQuerySchema.extend({
  compare_from: dayField,
  compare_to: dayField,
  chart: z.enum(STATS_CHARTS).default('sales'),
});
export type StatsPageQuery = z.output<typeof statsPageQuerySchema>;

export type StatsRefusal = 'stats_range_invalid' | 'stats_range_too_long';

export function statsQueryOf(url: URL): StatsPageQuery {
  return urlQueryOf(statsPageQuerySchema, url);
}
