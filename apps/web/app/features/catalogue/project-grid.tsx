// The covers grid (DESIGN.md): 2 columns on phones up to 6 on wide screens.
import type { AppLocale } from '@spindle/domain';
import { fullRowsClass } from './full-rows.ts';
import { ProjectTile } from './project-tile.tsx';
import type { ProjectTileData } from './project-tile-data.ts';

/** The grid's columns, shared with its loading skeleton. */
export const PROJECT_GRID_CLASS =
  'grid grid-cols-2 gap-x-4 gap-y-8 sm:grid-cols-3 md:grid-cols-4 xl:grid-cols-5 3xl:grid-cols-6';

/** Eager covers fetched first by default: the row a phone shows first, where the largest paint is. */
const PRIORITY_COVERS = 2;

export function ProjectGrid({
  projects,
  locale,
  eagerCount = 0,
  priorityCount = PRIORITY_COVERS,
  fullRowsOnly = false,
}: {
  projects: readonly ProjectTileData[];
  locale: AppLocale;
  /** How many leading covers to load eagerly (those above the fold). */
  eagerCount?: number;
  /** How many of the eager covers to fetch before other images (0 when something above is the largest paint). */
  priorityCount?: number;
  /** A sample of a longer list (the home page's sections): only whole rows, at every width (full-rows.ts). */
  fullRowsOnly?: boolean;
}) {
  return (
    <ul className={PROJECT_GRID_CLASS}>
      {projects.map((project, index) => (
        <li key={project.id} className={fullRowsOnly ? fullRowsClass(index, projects.length) || undefined : undefined}>
          <ProjectTile
            project={project}
            locale={locale}
            eager={index < eagerCount}
            priority={index < Math.min(eagerCount, priorityCount)}
          />
        </li>
      ))}
    </ul>
  );
}
