// The artist and the label of a project, linked to their pages (/artist/{id}/{slug}, /label/{id}/{slug}).
import type { ProjectDetail } from '@spindle/contracts';
import { artistPath, labelPath, localisePath, type AppLocale } from '@spindle/domain';
import { useT } from '../../lib/use-t.ts';
import { Link } from 'react-router';

/** The page of a project's artist, or null when the artist has no page (a name only). */
export function artistHref(project: Pick<ProjectDetail, 'artistId' | 'artistName'>, locale: AppLocale): string | null {
  // The slug comes from the name; the artist page redirects to its stored slug if they differ.
  return project.artistId === null
    ? null
    : localisePath(artistPath({ id: project.artistId, slug: project.artistName }), locale);
}

export function ProjectPeople({ project, locale }: { project: ProjectDetail; locale: AppLocale }) {
  const { t } = useT();
  const artist = artistHref(project, locale);
  const label =
    project.labelId !== null && project.labelName
      ? localisePath(labelPath({ id: project.labelId, slug: project.labelName }), locale)
      : null;
  const linkClass = 'font-semibold underline decoration-line underline-offset-4 hover:decoration-ink';
  return (
    <section aria-labelledby="project-people" className="rounded-md border border-line p-5">
      <h2 id="project-people" className="text-lg font-semibold">
        {project.labelName ? t('projectPage.people.heading') : t('projectPage.people.artist')}
      </h2>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
        <dt className="text-ink-muted">{t('projectPage.people.artist')}</dt>
        <dd>
          {artist ? (
            <Link to={artist} className={linkClass}>
              {project.artistName}
            </Link>
          ) : (
            <span className="font-semibold">{project.artistName}</span>
          )}
        </dd>
        {project.labelName && (
          <>
            <dt className="text-ink-muted">{t('projectPage.people.label')}</dt>
            <dd>
              {label ? (
                <Link to={label} className={linkClass}>
                  {project.labelName}
                </Link>
              ) : (
                <span className="font-semibold">{project.labelName}</span>
              )}
            </dd>
          </>
        )}
      </dl>
    </section>
  );
}
