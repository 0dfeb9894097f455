// The parts the dated reference pages share (docs/admin.md "Reference data"): the Paris day the page
// reads the rows on with what dating means, the table of changes scheduled for a later day, and the
// button that cancels one before its day.
import type { ReactNode } from 'react';
import { Form, useNavigation } from 'react-router';
import { useT } from '../../lib/use-t.ts';
import { adminSecondaryButtonClass } from './admin-layout.tsx';

/** Today's Paris day and how dated rows behave. */
export function DatedRowsIntro({ today }: { today: string }) {
  const { t } = useT();
  return (
    <div className="mt-2 text-sm">
      <p className="font-semibold">{t('admin.reference.dated.today', { day: today })}</p>
      <p className="text-ink-muted">{t('admin.reference.dated.explain')}</p>
    </div>
  );
}

/** Posts intent=cancel with the row's id; `what` names the row for screen readers. */
export function CancelScheduledButton({ id, what }: { id: number; what: string }) {
  const { t } = useT();
  const busy = useNavigation().state !== 'idle';
  return (
    <Form method="post">
      <input type="hidden" name="intent" value="cancel" />
      <input type="hidden" name="id" value={id} />
      <button
        type="submit"
        disabled={busy}
        className={adminSecondaryButtonClass}
        aria-label={`${t('admin.reference.dated.cancel')} (${what})`}
      >
        {t('admin.reference.dated.cancel')}
      </button>
    </Form>
  );
}

/** The id posted by a cancel button, or null when it is not a positive integer. */
export function postedIdOf(text: string): number | null {
  const id = Number(text);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** A scheduled row as the table needs it: its id and first day. */
interface ScheduledRow {
  id: number;
  effective_from: string;
}

/** A column of the scheduled table, after the first day and before the cancel button. */
export interface ScheduledColumn<Row> {
  label: string;
  cell: (row: Row) => ReactNode;
  numeric?: boolean;
}

/** The changes scheduled for a later day: the day as the row's header, the columns, a cancel button. */
export function ScheduledRowsTable<Row extends ScheduledRow>(props: {
  rows: readonly Row[];
  columns: readonly ScheduledColumn<Row>[];
  /** Names the row for screen readers, on its cancel button. */
  what: (row: Row) => string;
}) {
  const { t } = useT();
  if (props.rows.length === 0) return <p className="mt-2 text-sm text-ink-muted">{t('admin.reference.dated.none')}</p>;
  return (
    <div className="mt-2 overflow-x-auto rounded-lg border border-line">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{t('admin.reference.dated.scheduled')}</caption>
        <thead className="bg-surface-raised">
          <tr>
            <th scope="col" className="px-3 py-2">
              {t('admin.reference.dated.from')}
            </th>
            {props.columns.map((column) => (
              <th key={column.label} scope="col" className="px-3 py-2">
                {column.label}
              </th>
            ))}
            <th scope="col" className="px-3 py-2">
              <span className="sr-only">{t('admin.reference.dated.cancel')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {props.rows.map((row) => (
            <tr key={row.id} className="border-t border-line">
              <th scope="row" className="px-3 py-2 font-semibold tabular-nums">
                {row.effective_from}
              </th>
              {props.columns.map((column) => (
                <td key={column.label} className={column.numeric ? 'px-3 py-2 tabular-nums' : 'px-3 py-2'}>
                  {column.cell(row)}
                </td>
              ))}
              <td className="px-3 py-2">
                <CancelScheduledButton id={row.id} what={`${props.what(row)} · ${row.effective_from}`} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
