// "On this page": links to the sections of a long page (the terms), beside it on wide screens.
import { useT } from '../../lib/use-t.ts';

/** Pages with this many sections or more get a table of contents. */
export const TABLE_OF_CONTENTS_MIN_SECTIONS = 8;

export function TableOfContents({ entries }: { entries: ReadonlyArray<{ id: string; heading: string }> }) {
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
        {entries.map((entry) => (
          <li key={entry.id}>
            <a href={`#${entry.id}`} className="text-ink-muted underline-offset-4 hover:text-ink hover:underline">
              {entry.heading}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
