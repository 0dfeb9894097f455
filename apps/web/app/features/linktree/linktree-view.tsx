// The link page (/linktree): a picture, the name, a column of large links (its page on Spindle,
// its shop, its artist and label, the vinyl shop) and its latest records. No header or footer: it
// is the page an artist puts in a social profile's bio.
import { formatMoney, localisePath, projectPath, type AppLocale } from '@spindle/domain';
import { useT } from '../../lib/use-t.ts';
import { Link } from 'react-router';
import type { LinktreePage } from './linktree.server.ts';

function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('');
}

export function LinktreeView({ page, locale }: { page: LinktreePage; locale: AppLocale }) {
  const { t } = useT();
  return (
    <div className="mx-auto flex min-h-dvh max-w-md flex-col items-center px-4 py-10">
      {page.pictureUrl ? (
        <img
          src={page.pictureUrl}
          alt=""
          width={112}
          height={112}
          className={`size-28 bg-surface-raised object-cover shadow-sm ${page.kind === 'project' ? 'rounded-lg' : 'rounded-full'}`}
        />
      ) : (
        <div
          aria-hidden="true"
          className="grid size-28 place-items-center rounded-full bg-ink text-3xl font-semibold text-surface"
        >
          {initialsOf(page.name)}
        </div>
      )}
      <h1 className="mt-4 text-center text-2xl font-semibold">{page.name}</h1>
      {page.byline && <p className="mt-1 text-center text-ink-muted">{page.byline}</p>}

      <nav aria-label={t('linktree.links')} className="mt-8 w-full">
        <ul className="flex flex-col gap-3">
          {page.links.map((link) => (
            <li key={link.path}>
              <Link
                to={localisePath(link.path, locale)}
                className="block rounded-full border border-line bg-surface px-5 py-3 text-center font-semibold shadow-sm hover:border-accent hover:text-accent"
              >
                {t(`linktree.${link.labelKey}`, { name: link.name ?? page.name })}
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      {page.records.length > 0 && (
        <section aria-labelledby="linktree-records" className="mt-10 w-full">
          <h2 id="linktree-records" className="text-sm font-semibold tracking-wide text-ink-muted uppercase">
            {t('linktree.records')}
          </h2>
          <ul className="mt-3 grid grid-cols-2 gap-4 sm:grid-cols-3">
            {page.records.map((record) => (
              <li key={record.id}>
                <Link to={localisePath(projectPath(record), locale)} className="group block">
                  <img
                    src={record.coverUrl}
                    alt={t('project.coverAlt', { title: record.name, artist: record.artistName })}
                    width={200}
                    height={200}
                    loading="lazy"
                    className="aspect-square w-full rounded-md bg-surface-raised object-cover"
                  />
                  <span className="mt-1.5 block truncate text-sm font-semibold group-hover:underline">
                    {record.name}
                  </span>
                  <span className="block text-sm text-ink-muted">{formatMoney(record.price, locale)}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}

      <p className="mt-auto pt-10 text-xs">
        <Link to={localisePath('/', locale)} className="text-ink-muted hover:text-ink hover:underline">
          {t('linktree.madeWith')}
        </Link>
      </p>
    </div>
  );
}
