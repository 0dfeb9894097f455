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
    // Styled, laid out and painted only when near the screen (content-visibility): the page's load and
    // every re-render after it (the full stylesheet, hydration) skip the sections below the first screen.
    // The size held meanwhile is a phone's six rows or a wider screen's two, then the last one drawn. The
    // section clips what it paints to its box: 8 px on each side leave room for the covers' focus rings.
    <section
      aria-labelledby={headingId}
      className="-mx-2 mt-12 px-2 [contain-intrinsic-size:auto_1800px] [content-visibility:auto] first:mt-8 sm:[contain-intrinsic-size:auto_900px]"
    >
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
