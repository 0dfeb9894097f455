// /my-account/digital: releases bought with their digital version and a download link per file. The
// links are signed by the API and expire; reloading the page makes fresh ones.
import type { DigitalPurchase } from '@spindle/contracts';
import type { AppLocale } from '@spindle/domain';
import { useT } from '../../lib/use-t.ts';
import { formatDay } from './my-orders-format.ts';
import { cardClass } from './my-orders-ui.tsx';

function duration(seconds: number | null): string {
  if (seconds === null) return '';
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

export function DigitalLibrary({ items, locale }: { items: readonly DigitalPurchase[]; locale: AppLocale }) {
  const { t } = useT();
  return (
    <ul className="mt-6 space-y-4">
      {items.map((item) => (
        <li key={item.project.id}>
          <section
            aria-labelledby={`digital-${item.project.id}`}
            className={`${cardClass} flex flex-col gap-4 sm:flex-row`}
          >
            <img
              src={item.project.cover}
              alt={`${item.project.name} – ${item.project.artist_name}`}
              width={120}
              height={120}
              loading="lazy"
              className="size-28 shrink-0 rounded-md object-cover"
            />
            <div className="min-w-0 flex-1">
              <h2 id={`digital-${item.project.id}`} className="text-lg font-semibold">
                {item.project.name}
              </h2>
              <p className="text-sm text-ink-muted">{item.project.artist_name}</p>
              <p className="text-sm text-ink-muted">
                {t('myOrders.digital.boughtOn', { date: formatDay(item.purchased_at, locale), order: item.order_id })}
              </p>
              {item.files.length === 0 ? (
                <p className="mt-3 text-sm">{t('myOrders.digital.noFiles')}</p>
              ) : (
                <ol
                  aria-label={t('myOrders.digital.tracklist', { name: item.project.name })}
                  className="mt-3 divide-y divide-line"
                >
                  {item.files.map((file) => (
                    <li key={file.track_id} className="flex items-center gap-3 py-2 text-sm">
                      <span className="w-6 text-ink-muted">{file.position}</span>
                      <span className="min-w-0 flex-1 truncate">{file.title}</span>
                      <span className="text-ink-muted">{duration(file.duration_seconds)}</span>
                      <a
                        href={file.download_url}
                        download
                        className="rounded-full border border-line px-3 py-1 font-semibold hover:bg-surface-raised"
                        aria-label={t('myOrders.digital.download', {
                          title: file.title,
                          format: file.format.toUpperCase(),
                        })}
                      >
                        {file.format.toUpperCase()} ↓
                      </a>
                    </li>
                  ))}
                </ol>
              )}
            </div>
          </section>
        </li>
      ))}
    </ul>
  );
}
