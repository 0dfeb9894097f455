// One titled row of the home page, with a link to the whole list when there is one.
import type { ReactNode } from 'react';
import { useT } from '../../lib/use-t.ts';
import { Link } from 'react-router';

export function HomeSection({
  id,
  title,
  seeAllHref,
  children,
}: {
  id: string;
  title: string;
  seeAllHref: string | null;
  children: ReactNode;
}) {
  const { t } = useT();
  const headingId = `section-${id}`;
  return (
    <section aria-labelledby={headingId} className="mt-12 first:mt-8">
      <div className="mb-4 flex items-baseline justify-between gap-4">
        <h2 id={headingId} className="text-xl font-semibold sm:text-2xl">
          {title}
        </h2>
        {seeAllHref && (
          <Link
            to={seeAllHref}
            className="shrink-0 text-sm font-semibold text-accent underline-offset-4 hover:underline"
          >
            {t('home.seeAll')}
            <span className="sr-only"> – {title}</span>
          </Link>
        )}
      </div>
      {children}
    </section>
  );
}
