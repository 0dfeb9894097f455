// Placeholder tiles while a list of projects loads (DESIGN.md: skeletons while lists load): the same
// grid, a grey square per cover and bars for title, artist and price.
import { PROJECT_GRID_CLASS } from './project-grid.tsx';

export function ProjectGridSkeleton({ count }: { count: number }) {
  return (
    <ul aria-hidden="true" className={PROJECT_GRID_CLASS} data-testid="grid-skeleton">
      {Array.from({ length: count }, (_, index) => (
        <li key={index} className="motion-safe:animate-pulse">
          <div className="aspect-square rounded-md bg-surface-raised" />
          <div className="mt-3 h-4 w-4/5 rounded bg-surface-raised" />
          <div className="mt-2 h-3.5 w-3/5 rounded bg-surface-raised" />
          <div className="mt-2 h-3.5 w-1/4 rounded bg-surface-raised" />
        </li>
      ))}
    </ul>
  );
}
