// The small badges over a cover (DESIGN.md): limited, pre-order, colour vinyl, sold out.
import { useT } from '../../lib/use-t.ts';
import type { ProjectTileData, TileColour } from './project-tile-data.ts';

/** Black is the standard pressing; any other colour earns the colour-vinyl badge (as in quote pricing). */
function isColourVinyl(colour: TileColour | null): colour is TileColour {
  return colour !== null && colour.name.trim().toLowerCase() !== 'black';
}

const badgeClass = 'inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold leading-5 shadow-sm';

export function ProjectBadges({ project }: { project: ProjectTileData }) {
  const { t } = useT();
  if (project.isSoldOut) {
    return (
      <ul className="absolute top-2 left-2 flex flex-wrap gap-1">
        <li className={`${badgeClass} bg-ink text-surface`}>{t('project.badge.soldOut')}</li>
      </ul>
    );
  }
  const badges = [
    project.isPreorder && (
      <li key="preorder" className={`${badgeClass} bg-accent text-accent-ink`}>
        {t('project.badge.preorder')}
      </li>
    ),
    project.isLimited && (
      <li key="limited" className={`${badgeClass} bg-surface text-ink`}>
        {t('project.badge.limited')}
      </li>
    ),
    isColourVinyl(project.colour) && (
      <li key="colour" className={`${badgeClass} bg-surface text-ink`}>
        <span
          aria-hidden="true"
          className="size-3 rounded-full ring-1 ring-ink/40"
          style={{ background: project.colour.hex }}
        />
        {t('project.badge.colour')}
      </li>
    ),
  ].filter(Boolean);
  if (badges.length === 0) return null;
  return <ul className="absolute top-2 left-2 flex flex-wrap gap-1">{badges}</ul>;
}

/** Funding progress of a pre-order: a bar and its percent (over 100 % when the goal is passed). */
export function FundingProgress({ percent }: { percent: number }) {
  const { t } = useT();
  const label = t('project.funded', { percent });
  return (
    <div className="mt-1.5">
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.min(percent, 100)}
        className="h-1.5 overflow-hidden rounded-full bg-surface-raised"
      >
        <div className="h-full rounded-full bg-accent" style={{ width: `${Math.min(percent, 100)}%` }} />
      </div>
      <p className="mt-1 text-xs text-ink-muted" aria-hidden="true">
        {label}
      </p>
    </div>
  );
}
