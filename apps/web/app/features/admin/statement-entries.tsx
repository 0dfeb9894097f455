// The sections of /admin/project/{id}/statement (docs/admin.md "Statements and revenue splits"): the
// revenue split, costs, retail reports, the fee schedule and the statements the monthly run produced,
// each a table with the form that adds to it. Server-rendered forms: they work without JavaScript.
import type { StatementEntries } from '@spindle/contracts';
import { statementsRoutes } from '@spindle/contracts/http';
import {
  CURRENCY_CODES,
  formatMoney,
  isCurrencyCode,
  REVENUE_SPLIT_ROLES,
  STATEMENT_ENTERED_COST_CATEGORIES,
  type AppLocale,
} from '@spindle/domain';
import type { ReactNode } from 'react';
import { Form } from 'react-router';
import { apiHref } from '../../lib/api-exchange.ts';
import { useT } from '../../lib/use-t.ts';
import { adminButtonClass, adminInputClass } from './admin-layout.tsx';

/** How many payee rows the split form shows (more when the split has more payees). */
export const SPLIT_FORM_ROWS = 6;

const eur = (amountMinor: number, locale: AppLocale) => formatMoney({ amountMinor, currency: 'EUR' }, locale);
const percent = (basisPoints: number) => `${(basisPoints / 100).toFixed(2).replace(/\.00$/, '')} %`;
const cell = 'px-3 py-2 text-left';

function Table({ caption, head, children }: { caption: string; head: readonly string[]; children: ReactNode }) {
  return (
    <div className="mt-3 overflow-x-auto">
      <table className="min-w-full text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b border-line">
            {head.map((label) => (
              <th key={label} scope="col" className={cell}>
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-line">{children}</tbody>
      </table>
    </div>
  );
}

function Field({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
      </label>
      {children}
    </div>
  );
}

function Section({ id, title, hint, children }: { id: string; title: string; hint?: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-8 rounded-lg border border-line p-4">
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      {hint && <p className="mt-1 text-sm text-ink-muted">{hint}</p>}
      {children}
    </section>
  );
}

export function SplitSection({
  entries,
  locale,
  rows,
}: {
  entries: StatementEntries;
  locale: AppLocale;
  rows: number;
}) {
  const { t } = useT();
  const payees = entries.split.payees;
  return (
    <Section id="split" title={t('admin.statements.split.title')} hint={t('admin.statements.split.hint')}>
      {payees.length === 0 ? (
        <p className="mt-3 text-sm">{t('admin.statements.split.none')}</p>
      ) : (
        <Table
          caption={t('admin.statements.split.title')}
          head={[
            t('admin.statements.split.payee'),
            t('admin.statements.split.role'),
            t('admin.statements.split.share'),
            t('admin.statements.split.outstanding'),
          ]}
        >
          {payees.map((payee) => (
            <tr key={payee.user_id} data-testid="split-payee">
              <td className={cell}>
                {payee.name} (#{payee.user_id})
              </td>
              <td className={cell}>{t(`admin.statements.split.roles.${payee.role}`)}</td>
              <td className={cell}>{percent(payee.basis_points)}</td>
              <td className={cell}>{eur(payee.outstanding_minor, locale)}</td>
            </tr>
          ))}
        </Table>
      )}
      <Form method="post" className="mt-4 space-y-2">
        <input type="hidden" name="intent" value="split" />
        {Array.from({ length: rows }, (_, row) => {
          const payee = payees[row];
          return (
            <fieldset key={row} className="flex flex-wrap items-end gap-3">
              <legend className="sr-only">{t('admin.statements.split.row', { n: row + 1 })}</legend>
              <Field id={`payee-${row}`} label={t('admin.statements.split.userId')}>
                <input
                  id={`payee-${row}`}
                  name={`payee_${row}`}
                  inputMode="numeric"
                  defaultValue={payee?.user_id ?? ''}
                  className={adminInputClass}
                />
              </Field>
              <Field id={`share-${row}`} label={t('admin.statements.split.share')}>
                <input
                  id={`share-${row}`}
                  name={`share_${row}`}
                  inputMode="decimal"
                  defaultValue={payee ? String(payee.basis_points / 100) : ''}
                  className={adminInputClass}
                />
              </Field>
              <Field id={`role-${row}`} label={t('admin.statements.split.role')}>
                <select
                  id={`role-${row}`}
                  name={`role_${row}`}
                  defaultValue={payee?.role ?? 'other'}
                  className={adminInputClass}
                >
                  {REVENUE_SPLIT_ROLES.map((role) => (
                    <option key={role} value={role}>
                      {t(`admin.statements.split.roles.${role}`)}
                    </option>
                  ))}
                </select>
              </Field>
            </fieldset>
          );
        })}
        <button type="submit" className={adminButtonClass}>
          {t('admin.statements.split.submit')}
        </button>
      </Form>
    </Section>
  );
}

export function CostsSection({ entries, locale }: { entries: StatementEntries; locale: AppLocale }) {
  const { t } = useT();
  return (
    <Section id="costs" title={t('admin.statements.costs.title')}>
      {entries.costs.length === 0 ? (
        <p className="mt-3 text-sm">{t('admin.statements.costs.none')}</p>
      ) : (
        <Table
          caption={t('admin.statements.costs.title')}
          head={[
            t('admin.statements.costs.date'),
            t('admin.statements.costs.category'),
            t('admin.statements.costs.label'),
            t('admin.statements.costs.amount'),
            t('admin.statements.costs.paidBy'),
          ]}
        >
          {entries.costs.map((cost) => (
            <tr key={cost.id} data-testid="statement-cost">
              <td className={cell}>{cost.incurred_on}</td>
              <td className={cell}>{t(`admin.statements.costs.categories.${cost.category}`)}</td>
              <td className={cell}>{cost.label}</td>
              <td className={cell}>{eur(cost.amount_minor, locale)}</td>
              <td className={cell}>{cost.advanced_by_name ?? t('admin.statements.costs.spindle')}</td>
            </tr>
          ))}
        </Table>
      )}
      <Form method="post" className="mt-4 flex flex-wrap items-end gap-3">
        <input type="hidden" name="intent" value="cost" />
        <Field id="cost-category" label={t('admin.statements.costs.category')}>
          <select id="cost-category" name="category" className={adminInputClass}>
            {STATEMENT_ENTERED_COST_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {t(`admin.statements.costs.categories.${category}`)}
              </option>
            ))}
          </select>
        </Field>
        <Field id="cost-date" label={t('admin.statements.costs.date')}>
          <input id="cost-date" name="incurred_on" type="date" required className={adminInputClass} />
        </Field>
        <Field id="cost-label" label={t('admin.statements.costs.label')}>
          <input id="cost-label" name="label" required maxLength={200} className={adminInputClass} />
        </Field>
        <Field id="cost-amount" label={t('admin.statements.costs.amount')}>
          <input id="cost-amount" name="amount" required inputMode="decimal" className={adminInputClass} />
        </Field>
        <Field id="cost-advanced" label={t('admin.statements.costs.advancedBy')}>
          <input id="cost-advanced" name="advanced_by" inputMode="numeric" className={adminInputClass} />
        </Field>
        <button type="submit" className={adminButtonClass}>
          {t('admin.statements.costs.submit')}
        </button>
      </Form>
    </Section>
  );
}

export function RetailSection({ entries, locale }: { entries: StatementEntries; locale: AppLocale }) {
  const { t } = useT();
  const money = (amountMinor: number, currency: string) =>
    isCurrencyCode(currency) ? formatMoney({ amountMinor, currency }, locale) : '';
  return (
    <Section id="retail" title={t('admin.statements.retail.title')}>
      {entries.retail_sales.length === 0 ? (
        <p className="mt-3 text-sm">{t('admin.statements.retail.none')}</p>
      ) : (
        <Table
          caption={t('admin.statements.retail.title')}
          head={[
            t('admin.statements.retail.date'),
            t('admin.statements.retail.distributor'),
            t('admin.statements.retail.quantity'),
            t('admin.statements.retail.sales'),
            t('admin.statements.retail.returns'),
            t('admin.statements.retail.fees'),
          ]}
        >
          {entries.retail_sales.map((sale) => (
            <tr key={sale.id}>
              <td className={cell}>{sale.reported_on}</td>
              <td className={cell}>{sale.distributor}</td>
              <td className={cell}>{sale.quantity}</td>
              <td className={cell}>{money(sale.sales_minor, sale.currency)}</td>
              <td className={cell}>{money(sale.returns_minor, sale.currency)}</td>
              <td className={cell}>{money(sale.fees_minor, sale.currency)}</td>
            </tr>
          ))}
        </Table>
      )}
      <Form method="post" className="mt-4 flex flex-wrap items-end gap-3">
        <input type="hidden" name="intent" value="retail" />
        <Field id="retail-distributor" label={t('admin.statements.retail.distributor')}>
          <input id="retail-distributor" name="distributor" required maxLength={80} className={adminInputClass} />
        </Field>
        <Field id="retail-date" label={t('admin.statements.retail.date')}>
          <input id="retail-date" name="reported_on" type="date" required className={adminInputClass} />
        </Field>
        <Field id="retail-quantity" label={t('admin.statements.retail.quantity')}>
          <input id="retail-quantity" name="quantity" inputMode="numeric" className={adminInputClass} />
        </Field>
        <Field id="retail-currency" label={t('admin.statements.retail.currency')}>
          <select id="retail-currency" name="currency" defaultValue="EUR" className={adminInputClass}>
            {CURRENCY_CODES.map((code) => (
              <option key={code}>{code}</option>
            ))}
          </select>
        </Field>
        {(['sales', 'returns', 'fees'] as const).map((name) => (
          <Field key={name} id={`retail-${name}`} label={t(`admin.statements.retail.${name}`)}>
            <input
              id={`retail-${name}`}
              name={name}
              required={name === 'sales'}
              inputMode="decimal"
              className={adminInputClass}
            />
          </Field>
        ))}
        <Field id="retail-rate" label={t('admin.statements.retail.rate')}>
          <input id="retail-rate" name="rate" inputMode="decimal" className={adminInputClass} />
        </Field>
        <button type="submit" className={adminButtonClass}>
          {t('admin.statements.retail.submit')}
        </button>
      </Form>
    </Section>
  );
}

export function FeesSection({ entries, locale }: { entries: StatementEntries; locale: AppLocale }) {
  const { t } = useT();
  return (
    <Section id="fees" title={t('admin.statements.fees.title')} hint={t('admin.statements.fees.hint')}>
      {entries.fee_rows.length === 0 ? (
        <p className="mt-3 text-sm">{t('admin.statements.fees.none')}</p>
      ) : (
        <Table
          caption={t('admin.statements.fees.title')}
          head={[t('admin.statements.fees.from'), t('admin.statements.fees.kind'), t('admin.statements.fees.terms')]}
        >
          {entries.fee_rows.map((row) => (
            <tr key={row.id}>
              <td className={cell}>{row.effective_from}</td>
              <td className={cell}>
                {t(row.kind === 'percent' ? 'admin.statements.fees.percent' : 'admin.statements.fees.fixed')}
              </td>
              <td className={cell}>
                {row.kind === 'percent'
                  ? percent(row.fee_basis_points ?? 0)
                  : eur(row.income_per_unit_minor ?? 0, locale)}
              </td>
            </tr>
          ))}
        </Table>
      )}
      <Form method="post" className="mt-4 flex flex-wrap items-end gap-3">
        <input type="hidden" name="intent" value="fee" />
        <Field id="fee-from" label={t('admin.statements.fees.from')}>
          <input id="fee-from" name="effective_from" type="date" required className={adminInputClass} />
        </Field>
        <Field id="fee-kind" label={t('admin.statements.fees.kind')}>
          <select id="fee-kind" name="kind" className={adminInputClass}>
            <option value="percent">{t('admin.statements.fees.percentValue')}</option>
            <option value="fixed_per_unit">{t('admin.statements.fees.fixedValue')}</option>
          </select>
        </Field>
        <Field id="fee-value" label={t('admin.statements.fees.terms')}>
          <input id="fee-value" name="value" required inputMode="decimal" className={adminInputClass} />
        </Field>
        <button type="submit" className={adminButtonClass}>
          {t('admin.statements.fees.submit')}
        </button>
      </Form>
    </Section>
  );
}

export function ProducedSection({ entries, locale }: { entries: StatementEntries; locale: AppLocale }) {
  const { t } = useT();
  return (
    <Section id="produced" title={t('admin.statements.produced.title')} hint={t('admin.statements.produced.hint')}>
      {entries.statements.length === 0 ? (
        <p className="mt-3 text-sm">{t('admin.statements.produced.none')}</p>
      ) : (
        <Table
          caption={t('admin.statements.produced.title')}
          head={[
            t('admin.statements.produced.period'),
            t('admin.statements.produced.income'),
            t('admin.statements.produced.costs'),
            t('admin.statements.produced.balance'),
            t('admin.statements.produced.notified'),
            t('admin.statements.produced.download'),
          ]}
        >
          {entries.statements.map((statement) => (
            <tr key={statement.id}>
              <td className={cell}>{statement.period}</td>
              <td className={cell}>{eur(statement.income_minor, locale)}</td>
              <td className={cell}>{eur(statement.costs_minor, locale)}</td>
              <td className={cell}>{eur(statement.balance_minor, locale)}</td>
              <td className={cell}>
                {t(statement.notified_at ? 'admin.statements.produced.yes' : 'admin.statements.produced.no')}
              </td>
              <td className={cell}>
                <a
                  className="underline underline-offset-4"
                  href={apiHref(statementsRoutes.statement, {
                    params: { id: entries.project.id },
                    query: { period: statement.period, format: 'pdf', lang: locale },
                  })}
                >
                  {t('admin.statements.produced.download')} {statement.period}
                </a>
              </td>
            </tr>
          ))}
        </Table>
      )}
    </Section>
  );
}
