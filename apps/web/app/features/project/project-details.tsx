// Format details of a project (format, discs, weight, colour, release date, sizes) beside the record
// drawn in its colour.
import type { ProjectDetail } from '@spindle/contracts';
import { LOCALE_META, type AppLocale } from '@spindle/domain';
import { useT } from '../../lib/use-t.ts';
import { colourLabel } from './colour-label.ts';
import type { GalleryImage } from './gallery-images.ts';
import { distinctColours } from './vinyl-colour.ts';
import { VinylDisc } from './vinyl-disc.tsx';
import { dateTimeFormat } from '../../lib/intl.ts';

/** Categories pressed on vinyl: they show the record (CDs, tapes and merch show their pictures only). */
const VINYL_CATEGORIES: readonly ProjectDetail['category'][] = ['vinyl', 'bundle', 'project'];

/** '2026-12-04' in the page's language, read as a calendar date (no time zone shift). */
function formatReleaseDate(isoDate: string, locale: AppLocale): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return isoDate;
  return dateTimeFormat(LOCALE_META[locale].intlTag, { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}

export function ProjectDetails({
  project,
  images,
  locale,
}: {
  project: ProjectDetail;
  images: readonly GalleryImage[];
  locale: AppLocale;
}) {
  const { t } = useT();
  const colours = distinctColours(project.colours);
  const recordImage = images.find((image) => image.variant === 'only_vinyl')?.url ?? null;
  const showsDisc =
    project.category === 'vinyl' ||
    (VINYL_CATEGORIES.includes(project.category) && (colours.length > 0 || recordImage !== null));
  const colourText = colours.map((colour) => colourLabel(colour, t)).join(' / ');
  const labelImage = images.find((image) => image.variant === 'label')?.url ?? project.coverUrl;
  const rows: { term: string; value: string }[] = [
    project.format ? { term: t('projectPage.details.format'), value: project.format } : null,
    project.discs && project.discs > 1 ? { term: t('projectPage.details.discs'), value: String(project.discs) } : null,
    project.weightGrams
      ? {
          term: t('projectPage.details.weight'),
          value: t('projectPage.details.weightGrams', { grams: project.weightGrams }),
        }
      : null,
    showsDisc && colourText ? { term: t('projectPage.details.colour'), value: colourText } : null,
    project.releaseDate
      ? { term: t('projectPage.details.releaseDate'), value: formatReleaseDate(project.releaseDate, locale) }
      : null,
    project.sizes.length > 0 ? { term: t('projectPage.details.sizes'), value: project.sizes.join(', ') } : null,
  ].filter((row) => row !== null);

  return (
    <section aria-labelledby="project-details" className="flex items-center gap-5 border-y border-line py-4">
      {showsDisc && (
        <VinylDisc
          colours={colours}
          recordImageUrl={recordImage}
          labelImageUrl={labelImage}
          seed={project.id}
          alt={t('projectPage.disc.alt', {
            colour: colourText || colourLabel({ name: 'black', hex: '#101010', effect: 'none' }, t),
          })}
        />
      )}
      <div className="min-w-0">
        <h2 id="project-details" className="sr-only">
          {t('projectPage.details.heading')}
        </h2>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          {rows.map((row) => (
            <div key={row.term} className="contents">
              <dt className="text-ink-muted">{row.term}</dt>
              <dd className="font-semibold first-letter:uppercase">{row.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
