// The promo-code form (docs/admin.md "Promotions"): the code and every limit the cart applies. A plain
// form posted to the page's action, so it works without JavaScript; each field's error is announced
// next to it. `values` are the texts to show (a code's, or what was typed when the form came back).
import { CURRENCY_CODES, PROMO_FUNDERS, PROMO_TARGETS } from '@spindle/domain';
import type { ReactNode } from 'react';
import { Form, useNavigation } from 'react-router';
import { useT } from '../../lib/use-t.ts';
import { adminButtonClass, adminInputClass } from './admin-layout.tsx';

export interface PromoFormProps {
  intent: 'create' | 'update';
  values: Readonly<Record<string, string>>;
  checks: { site_wide_sale: boolean; first_order_only: boolean };
  fields: Readonly<Record<string, string>>;
}

type FieldError =
  | 'promo_code_invalid'
  | 'percent_invalid'
  | 'percent_or_amount_required'
  | 'input_required'
  | 'date_order_invalid'
  | 'quantity_order_invalid'
  | 'input_invalid'
  | 'promo_code_taken';
const FIELD_ERRORS: readonly FieldError[] = [
  'promo_code_invalid',
  'percent_invalid',
  'percent_or_amount_required',
  'input_required',
  'date_order_invalid',
  'quantity_order_invalid',
  'input_invalid',
  'promo_code_taken',
];

function Field(props: {
  name: string;
  label: string;
  error: string | undefined;
  hint?: string;
  children: (a11y: object) => ReactNode;
}) {
  const { t } = useT();
  const id = `promo-${props.name}`;
  const errorKey: FieldError | null = props.error
    ? (FIELD_ERRORS.find((key) => key === props.error) ?? 'input_invalid')
    : null;
  const described = [errorKey ? `${id}-error` : null, props.hint ? `${id}-hint` : null].filter(Boolean).join(' ');
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-semibold">
        {props.label}
      </label>
      {props.children({
        id,
        name: props.name,
        'aria-invalid': errorKey ? true : undefined,
        'aria-describedby': described || undefined,
      })}
      {props.hint && (
        <p id={`${id}-hint`} className="text-xs text-ink-muted">
          {props.hint}
        </p>
      )}
      {errorKey && (
        <p id={`${id}-error`} className="text-sm text-red-700 dark:text-red-300">
          {t(`admin.promos.fields.${errorKey}`)}
        </p>
      )}
    </div>
  );
}

function Check({ name, label, checked }: { name: string; label: string; checked: boolean }) {
  return (
    <label className="flex items-center gap-2 text-sm">
      <input type="checkbox" name={name} defaultChecked={checked} className="size-4" />
      {label}
    </label>
  );
}

export function PromoForm({ intent, values, checks, fields }: PromoFormProps) {
  const { t } = useT();
  const busy = useNavigation().state !== 'idle';
  const text = (name: string, label: string, options: { type?: string; hint?: string; required?: boolean } = {}) => (
    <Field name={name} label={label} error={fields[name]} {...(options.hint ? { hint: options.hint } : {})}>
      {(a11y) => (
        <input
          {...a11y}
          type={options.type ?? 'text'}
          required={options.required}
          defaultValue={values[name] ?? ''}
          className={adminInputClass}
        />
      )}
    </Field>
  );
  return (
    <Form method="post" className="mt-4 flex flex-col gap-4" noValidate>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="starts_at_was" value={values.starts_at_was ?? ''} />
      <input type="hidden" name="ends_at_was" value={values.ends_at_was ?? ''} />
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {text('code', t('admin.promos.code'), { required: true })}
        {text('percent', t('admin.promos.percent'), { hint: t('admin.promos.percentHint') })}
        {text('amount_off', t('admin.promos.amountOff'))}
        <Field name="amount_off_currency" label={t('admin.promos.amountCurrency')} error={fields.amount_off_currency}>
          {(a11y) => (
            <select {...a11y} defaultValue={values.amount_off_currency ?? 'EUR'} className={adminInputClass}>
              {CURRENCY_CODES.map((currency) => (
                <option key={currency} value={currency}>
                  {currency}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field name="applies_to" label={t('admin.promos.appliesTo')} error={fields.applies_to}>
          {(a11y) => (
            <select {...a11y} defaultValue={values.applies_to ?? 'total'} className={adminInputClass}>
              {PROMO_TARGETS.map((target) => (
                <option key={target} value={target}>
                  {t(`admin.promos.targets.${target}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field name="funded_by" label={t('admin.promos.fundedBy')} error={fields.funded_by}>
          {(a11y) => (
            <select {...a11y} defaultValue={values.funded_by ?? 'platform'} className={adminInputClass}>
              {PROMO_FUNDERS.map((funder) => (
                <option key={funder} value={funder}>
                  {t(`admin.promos.funders.${funder}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        {text('starts_on', t('admin.promos.startsOn'), { type: 'date' })}
        {text('ends_on', t('admin.promos.endsOn'), { type: 'date' })}
        {text('min_price', t('admin.promos.minPrice'), { hint: t('admin.promos.listHint') })}
        {text('max_total', t('admin.promos.maxTotal'))}
        {text('min_quantity', t('admin.promos.minQuantity'))}
        {text('max_quantity', t('admin.promos.maxQuantity'))}
        {text('max_uses', t('admin.promos.maxUses'))}
        {text('max_uses_per_customer', t('admin.promos.maxUsesPerCustomer'))}
        {text('project_ids', t('admin.promos.projects'))}
        {text('shop_ids', t('admin.promos.shops'))}
        {text('user_ids', t('admin.promos.users'))}
        {text('country_codes', t('admin.promos.countries'))}
        {text('description', t('admin.promos.description'))}
      </div>
      <div className="flex flex-col gap-2">
        <Check name="site_wide_sale" label={t('admin.promos.siteWideSale')} checked={checks.site_wide_sale} />
        <Check name="first_order_only" label={t('admin.promos.firstOrderOnly')} checked={checks.first_order_only} />
      </div>
      <button type="submit" disabled={busy} className={`${adminButtonClass} self-start`}>
        {intent === 'create' ? t('admin.promos.create') : t('admin.promos.save')}
      </button>
    </Form>
  );
}
