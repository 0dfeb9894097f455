// One project in a grid, cover first (DESIGN.md): square artwork, then title, artist and price.
import { artistPath, formatMoney, localisePath, projectPath, type AppLocale } from '@spindle/domain';
import { pageLink } from '../../lib/page-links.tsx';
import { useT } from '../../lib/use-t.ts';
import { FundingProgress, ProjectBadges } from './project-badges.tsx';
import { TilePlayButton, hasTracklist } from './tile-play-button.tsx';
import { ResponsivePicture } from '../../components/responsive-picture.tsx';
import { coverSources, TILE_SIZES, TILE_WIDTHS } from './cover-sources.ts';
import type { ProjectTileData } from './project-tile-data.ts';

/** Square covers are requested at this size; the grid never shows them wider. */
const COVER_SIZE_PX = 600;

export function ProjectTile({
  project,
  locale,
  eager = false,
  priority = false,
}: {
  project: ProjectTileData;
  locale: AppLocale;
  /** Covers in the first screenful load at once; the others when they come near. */
  eager?: boolean;
  /** The first covers of the page (a phone's first row): fetched before other images, as the largest paint. */
  priority?: boolean;
}) {
  const { t } = useT();
  const fundingPercent = project.isPreorder && !project.isSoldOut ? project.progressPercent : null;
  return (
    // The cover link stretches over the whole tile: one tab stop, named by the cover's alt text.
    <article className="group relative">
      <div className="relative aspect-square overflow-hidden rounded-md bg-surface-raised">
        {/* Page links, not <Link>s: a grid has dozens (lib/page-links.tsx). */}
        <a
          {...pageLink(localisePath(projectPath(project), locale), 'intent')}
          className="block size-full rounded-md after:absolute after:inset-0 after:content-['']"
        >
          <ResponsivePicture
            {...coverSources(project.coverUrl)}
            widths={TILE_WIDTHS}
            sizes={TILE_SIZES}
            alt={t('project.coverAlt', { title: project.name, artist: project.artistName })}
            width={COVER_SIZE_PX}
            height={COVER_SIZE_PX}
            loading={eager ? 'eager' : 'lazy'}
            priority={priority}
            decoding="async"
            className={`size-full object-cover transition-transform duration-300 group-hover:scale-[1.03] ${project.isSoldOut ? 'opacity-60' : ''}`}
          />
        </a>
        <ProjectBadges project={project} />
        {hasTracklist(project) && <TilePlayButton project={project} />}
      </div>
      <h3 className="mt-2.5 truncate leading-snug font-semibold">{project.name}</h3>
      <p className="truncate text-sm text-ink-muted">
        {project.artistId === null ? (
          project.artistName
        ) : (
          // The artist's slug is its name's; the artist page redirects if the stored one differs.
          <a
            {...pageLink(localisePath(artistPath({ id: project.artistId, slug: project.artistName }), locale))}
            // Above the cover link's stretched overlay, so the artist name stays clickable.
            className="relative z-10 underline-offset-4 hover:text-ink hover:underline"
          >
            {project.artistName}
          </a>
        )}
      </p>
      <p data-testid="price" className="mt-0.5 text-sm font-semibold">
        {formatMoney(project.price, locale)}
      </p>
      {fundingPercent !== null && <FundingProgress percent={fundingPercent} />}
    </article>
  );
}
