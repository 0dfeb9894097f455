// The layout every information page shares: title and lead, what the page adds (a form, the blog's
// articles), the sections (with a table of contents on long pages) and the main call to action.
import type { AppLocale } from '@spindle/domain';
import type { ReactNode } from 'react';
import type { InfoPage } from './content/types.ts';
import { InfoCta } from './info-link.tsx';
import { InfoSection } from './info-section.tsx';
import { groupSections } from './section-groups.ts';
import { TABLE_OF_CONTENTS_MIN_SECTIONS, TableOfContents } from './table-of-contents.tsx';

export function InfoArticle({
  page,
  locale,
  eyebrow,
  ctaInHeader = false,
  children,
  after,
}: {
  page: InfoPage;
  locale: AppLocale;
  /** A small line above the title (the services' way back to /pressing#spindle). */
  eyebrow?: ReactNode;
  /** Marketing pages repeat their main button under the lead. */
  ctaInHeader?: boolean;
  /** Shown between the lead and the sections: a form, the blog's articles. */
  children?: ReactNode;
  /** Shown after the main call to action (links to other services, other articles). */
  after?: ReactNode;
}) {
  const sections = page.sections.map((section, index) => ({ ...section, id: section.id ?? `section-${index + 1}` }));
  const hasToc = sections.length >= TABLE_OF_CONTENTS_MIN_SECTIONS;
  return (
    <article className="mx-auto max-w-6xl px-4 pt-8 pb-16 sm:px-6 lg:pt-12">
      <header className="max-w-3xl">
        {eyebrow}
        <h1 className="text-3xl leading-tight font-semibold text-balance sm:text-4xl">{page.title}</h1>
        <p className="mt-4 text-lg text-ink-muted">{page.lead}</p>
        {ctaInHeader && page.cta && <InfoCta link={page.cta} locale={locale} variant="primary" className="mt-6" />}
      </header>
      {children}
      <div className={`mt-10 ${hasToc ? 'gap-12 lg:grid lg:grid-cols-[15rem_minmax(0,1fr)]' : ''}`}>
        {hasToc && (
          <div className="mb-10 lg:mb-0">
            <TableOfContents entries={sections} />
          </div>
        )}
        <div className="max-w-3xl space-y-12">
          {groupSections(sections).map((group) =>
            group.id === null ? (
              group.sections.map((section) => <InfoSection key={section.id} section={section} locale={locale} />)
            ) : (
              <section key={group.id} id={group.id} aria-labelledby={`${group.id}-heading`} className="scroll-mt-28">
                <h2 id={`${group.id}-heading`} className="text-2xl font-semibold sm:text-3xl">
                  {group.heading}
                </h2>
                <div className="mt-6 space-y-8 border-l-2 border-line pl-5">
                  {group.sections.map((section) => (
                    <InfoSection key={section.id} section={section} locale={locale} level={3} />
                  ))}
                </div>
              </section>
            ),
          )}
          {page.cta && (
            <div className="border-t border-line pt-8">
              <InfoCta link={page.cta} locale={locale} variant="primary" />
            </div>
          )}
          {after}
        </div>
      </div>
    </article>
  );
}
