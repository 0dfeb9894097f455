// The audit entries of one entity (its history on its admin page), newest first: who, when, what, and
// the state before and after.
import type { AuditEntry } from '@spindle/contracts';
import { LOCALE_META, type AppLocale } from '@spindle/domain';
import { dateTimeFormat } from '../../lib/intl.ts';
import { useT } from '../../lib/use-t.ts';

/** A before/after value as one short line of JSON. */
export function changeText(entry: Pick<AuditEntry, 'before' | 'after'>): string {
  const show = (value: unknown) => (value === null || value === undefined ? '—' : JSON.stringify(value));
  return `${show(entry.before)} → ${show(entry.after)}`;
}

export function AuditList({ entries, locale }: { entries: readonly AuditEntry[]; locale: AppLocale }) {
  const { t } = useT();
  const dates = dateTimeFormat(LOCALE_META[locale].intlTag, { dateStyle: 'medium', timeStyle: 'short' });
  if (entries.length === 0) return <p className="mt-2 text-sm text-ink-muted">{t('admin.table.empty')}</p>;
  return (
    <ol className="mt-2 space-y-1 text-sm">
      {entries.map((entry) => (
        <li key={entry.id}>
          <time dateTime={entry.at}>{dates.format(new Date(entry.at))}</time> · {entry.staff_name} ·{' '}
          <code>{entry.action}</code> · <span className="text-ink-muted">{changeText(entry)}</span>
        </li>
      ))}
    </ol>
  );
}
