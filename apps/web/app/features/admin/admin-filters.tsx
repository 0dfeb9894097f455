// The filter bar of the staff's tables (orders, payments, invoices, users, projects...): a GET form, so
// every filtered view is a link and works without JavaScript, that keeps the table's sort and direction
// and sends the filters as query parameters; each field has its visible label.
import type { ReactNode } from 'react';
import { Form } from 'react-router';
import { useT } from '../../lib/use-t.ts';
import { adminInputClass, adminSecondaryButtonClass } from './admin-layout.tsx';

const fieldClass = 'flex flex-col gap-1';
const labelClass = 'text-sm font-semibold';

/** The form around the filters: the table's sort and direction kept, other values carried as given. */
export function AdminFilterForm({
  sort,
  dir,
  carried = {},
  children,
}: {
  sort: string;
  dir: string;
  /** Query parameters the form does not show but keeps (e.g. a filter set by a link). */
  carried?: Readonly<Record<string, string | undefined>>;
  children: ReactNode;
}) {
  const { t } = useT();
  return (
    <Form method="get" className="my-4 flex flex-wrap items-end gap-3">
      {children}
      {Object.entries(carried).map(([name, value]) =>
        value === undefined ? null : <input key={name} type="hidden" name={name} value={value} />,
      )}
      <input type="hidden" name="sort" value={sort} />
      <input type="hidden" name="dir" value={dir} />
      <button type="submit" className={adminSecondaryButtonClass}>
        {t('admin.table.filter')}
      </button>
    </Form>
  );
}

/** A labelled choice; its first option ("any"), when given, sends nothing. */
export function FilterSelect({
  id,
  name,
  label,
  value,
  anyLabel,
  options,
}: {
  id: string;
  name: string;
  label: string;
  value: string | undefined;
  /** The first option, sending nothing; without it a value must be chosen. */
  anyLabel?: string;
  options: readonly { value: string; label: string }[];
}) {
  return (
    <div className={fieldClass}>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <select id={id} name={name} defaultValue={value ?? ''} className={adminInputClass}>
        {anyLabel !== undefined && <option value="">{anyLabel}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** A labelled text, number, date or month field. */
export function FilterInput({
  id,
  name,
  label,
  value,
  type = 'text',
  inputMode,
}: {
  id: string;
  name: string;
  label: string;
  value: string | number | undefined;
  type?: 'text' | 'date' | 'month' | 'search';
  inputMode?: 'numeric';
}) {
  return (
    <div className={fieldClass}>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <input
        id={id}
        name={name}
        type={type}
        inputMode={inputMode}
        defaultValue={value ?? ''}
        className={adminInputClass}
      />
    </div>
  );
}
