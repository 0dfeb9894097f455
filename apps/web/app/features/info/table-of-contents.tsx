// "On this page": links to the sections of a long page (the terms), beside it on wide screens.
import { useT } from '../../lib/use-t.ts';
import { groupSections } from './section-groups.ts';

/** Pages with this many sections or more get a table of contents. */
export const TABLE_OF_CONTENTS_MIN_SECTIONS = 8;

type TocEntry = { id: string; heading: string; group?: string };

const linkClass = 'text-ink-muted underline-offset-4 hover:text-ink hover:underline';

function EntryLink({ entry }: { entry: { id: string; heading: string } }) {
  return (
    <a href={`#${entry.id}`} className={linkClass}>
      {entry.heading}
    </a>
  );
}

/** A page's sections; a page whose sections come in topics (the help centre) lists its topics with their questions. */
export function TableOfContents({ entries }: { entries: ReadonlyArray<TocEntry> }) {
  const { t } = useT();
  return (
    <nav
      aria-labelledby="toc-heading"
      className="rounded-xl border border-line p-4 text-sm lg:sticky lg:top-24 lg:max-h-[calc(100vh-7rem)] lg:overflow-y-auto lg:border-0 lg:p-0"
    >
      <h2 id="toc-heading" className="font-semibold">
        {t('info.toc')}
      </h2>
      <ol className="mt-3 space-y-2">
        {groupSections(entries).map((group) =>
          group.id === null ? (
            group.sections.map((entry) => (
              <li key={entry.id}>
                <EntryLink entry={entry} />
              </li>
            ))
          ) : (
            <li key={group.id}>
              <a href={`#${group.id}`} className="font-semibold underline-offset-4 hover:underline">
                {group.heading}
              </a>
              {/* On a phone the list comes before the text: its topics only, not every question. */}
              <ol className="mt-2 mb-3 hidden space-y-1.5 border-l border-line pl-3 lg:block">
                {group.sections.map((entry) => (
                  <li key={entry.id}>
                    <EntryLink entry={entry} />
                  </li>
                ))}
              </ol>
            </li>
          ),
        )}
      </ol>
    </nav>
  );
}
