// Public face of statistics: the staff's numbers of the business (docs/admin.md "Statistics"), over a
// range of Paris days, read through the faces of checkout, auth and library (given at composition). It
// owns no table.
import { statisticsRoutes } from './statistics.routes.ts';
import { createStatistics, type StatisticsOptions } from './statistics.service.ts';

export {
  type Statistics,
  type StatisticsOptions,
  type StatisticsReaders,
  type StatsSpan,
  createStatistics,
} from './statistics.service.ts';

/** The statistics and their routes. */
export function createStatisticsModule(options: StatisticsOptions) {
  const statistics = createStatistics(options);
  return { statistics, routes: statisticsRoutes(statistics) };
}
