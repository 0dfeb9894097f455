// The dispatch page's two forms and what they answer (docs/admin.md "Fulfilment and dispatch"): a
// partner's tracking file, reported line by line; a parcel typed by hand for one shop order; and the
// outcome of moving the chosen shop orders.
import type { DispatchPage, TrackingImport } from '@spindle/contracts';
import { CARRIER_NAMES } from '@spindle/domain';
import { Form, useNavigation } from 'react-router';
import { useT } from '../../../lib/use-t.ts';
import { adminButtonClass, adminInputClass } from '../admin-layout.tsx';
import type { DispatchActionData } from './dispatch-actions.server.ts';

const ERROR_TEXT = 'text-red-700 dark:text-red-300';

function ImportReport({ report }: { report: TrackingImport }) {
  const { t } = useT();
  return (
    <div className="mt-3 overflow-x-auto rounded-lg border border-line">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{t('admin.dispatch.import.report')}</caption>
        <thead className="bg-surface-raised">
          <tr>
            {(['line', 'reference', 'carrier', 'number', 'outcome'] as const).map((column) => (
              <th key={column} scope="col" className="px-3 py-2 font-semibold">
                {t(`admin.dispatch.import.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {report.rows.map((row) => (
            <tr key={row.line} className="border-t border-line">
              <td className="px-3 py-2">{row.line}</td>
              <td className="px-3 py-2">{row.shop_order_id ? `SP${row.shop_order_id}` : '—'}</td>
              <td className="px-3 py-2">{row.carrier ?? '—'}</td>
              <td className="px-3 py-2">{row.tracking_number ?? '—'}</td>
              <td className="px-3 py-2">{t(`admin.dispatch.import.outcomes.${row.outcome}`)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function TrackingImportForm({ page, answer }: { page: DispatchPage; answer: DispatchActionData | undefined }) {
  const { t } = useT();
  const busy = useNavigation().state !== 'idle';
  const result = answer?.kind === 'import' ? answer : undefined;
  return (
    <section aria-labelledby="dispatch-import-title" className="mt-8 rounded-lg border border-line p-4">
      <h2 id="dispatch-import-title" className="text-lg font-semibold">
        {t('admin.dispatch.import.title')}
      </h2>
      <p id="dispatch-import-hint" className="mt-1 text-sm text-ink-muted">
        {t('admin.dispatch.import.hint')}
      </p>
      <Form method="post" encType="multipart/form-data" className="mt-3 flex flex-wrap items-end gap-3">
        <input type="hidden" name="intent" value="import" />
        <div className="flex flex-col gap-1">
          <label htmlFor="dispatch-import-logistician" className="text-sm font-semibold">
            {t('admin.dispatch.import.logistician')}
          </label>
          <select id="dispatch-import-logistician" name="logistician" className={adminInputClass}>
            {page.partners.map((partner) => (
              <option key={partner.key} value={partner.key}>
                {partner.name}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor="dispatch-import-file" className="text-sm font-semibold">
            {t('admin.dispatch.import.file')}
          </label>
          <input
            id="dispatch-import-file"
            type="file"
            name="file"
            required
            accept=".csv,text/csv,text/plain"
            aria-describedby="dispatch-import-hint"
            className="text-sm"
          />
        </div>
        <button type="submit" disabled={busy} className={adminButtonClass}>
          {t('admin.dispatch.import.submit')}
        </button>
      </Form>
      <div role="status" className="mt-3 text-sm">
        {result && 'error' in result && (
          <p className={ERROR_TEXT}>{t(`admin.dispatch.import.errors.${result.error}`)}</p>
        )}
        {result && 'report' in result && (
          <p className={result.report.imported ? '' : ERROR_TEXT}>
            {result.report.imported
              ? t('admin.dispatch.import.imported', { count: result.report.created, sent: result.report.sent })
              : t('admin.dispatch.import.refused')}
          </p>
        )}
      </div>
      {result && 'report' in result && <ImportReport report={result.report} />}
    </section>
  );
}

export function ShipmentEntryForm({ answer }: { answer: DispatchActionData | undefined }) {
  const { t } = useT();
  const busy = useNavigation().state !== 'idle';
  const result = answer?.kind === 'entry' ? answer : undefined;
  const fields = [
    { name: 'shop_order_id', label: t('admin.dispatch.entry.shopOrder'), required: true },
    { name: 'carrier', label: t('admin.dispatch.entry.carrier'), required: true, list: 'dispatch-carriers' },
    { name: 'tracking_number', label: t('admin.dispatch.entry.number'), required: true },
    { name: 'logistician_order_id', label: t('admin.dispatch.entry.partnerOrder'), required: false },
  ];
  return (
    <section aria-labelledby="dispatch-entry-title" className="mt-8 rounded-lg border border-line p-4">
      <h2 id="dispatch-entry-title" className="text-lg font-semibold">
        {t('admin.dispatch.entry.title')}
      </h2>
      <p className="mt-1 text-sm text-ink-muted">{t('admin.dispatch.entry.hint')}</p>
      <Form method="post" className="mt-3 flex flex-wrap items-end gap-3">
        <input type="hidden" name="intent" value="entry" />
        {fields.map((field) => (
          <div key={field.name} className="flex flex-col gap-1">
            <label htmlFor={`dispatch-entry-${field.name}`} className="text-sm font-semibold">
              {field.label}
            </label>
            <input
              id={`dispatch-entry-${field.name}`}
              name={field.name}
              required={field.required}
              list={field.list}
              className={adminInputClass}
            />
          </div>
        ))}
        <datalist id="dispatch-carriers">
          {Object.values(CARRIER_NAMES).map((name) => (
            <option key={name} value={name} />
          ))}
        </datalist>
        <button type="submit" disabled={busy} className={adminButtonClass}>
          {t('admin.dispatch.entry.submit')}
        </button>
      </Form>
      <div role="status" className="mt-3 text-sm">
        {result && 'error' in result && (
          <p className={ERROR_TEXT}>
            {result.error === 'conflict'
              ? t('admin.dispatch.errors.conflict')
              : t(`admin.dispatch.entry.errors.${result.error}`)}
          </p>
        )}
        {result && 'status' in result && (
          <p>
            {result.created
              ? t('admin.dispatch.entry.saved', {
                  id: `SP${result.shopOrderId}`,
                  status: t(`myOrders.status.${result.status}`),
                })
              : t('admin.dispatch.entry.already', { id: `SP${result.shopOrderId}` })}
          </p>
        )}
      </div>
    </section>
  );
}

/** What moving the chosen shop orders did: how many moved, or why nothing did, order by order. */
export function MoveOutcome({ answer, moved }: { answer: DispatchActionData | undefined; moved: number | null }) {
  const { t } = useT();
  const result = answer?.kind === 'move' ? answer : undefined;
  if (moved !== null) return <p>{t('admin.dispatch.moved.done', { count: moved })}</p>;
  if (!result) return null;
  if ('error' in result) {
    return (
      <p className={ERROR_TEXT}>
        {result.error === 'nothingChosen'
          ? t('admin.dispatch.moved.nothingChosen')
          : result.error === 'conflict'
            ? t('admin.dispatch.errors.conflict')
            : t('admin.dispatch.import.errors.other')}
      </p>
    );
  }
  return (
    <div className={ERROR_TEXT}>
      <p>{t('admin.dispatch.moved.refused')}</p>
      <ul className="mt-1 list-disc pl-5">
        {result.result.rows.map((row) => (
          <li key={row.shop_order_id}>
            SP{row.shop_order_id}: {t(`admin.dispatch.moved.outcomes.${row.outcome}`)}
          </li>
        ))}
      </ul>
    </div>
  );
}
