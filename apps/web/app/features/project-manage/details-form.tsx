// The details of a managed project: title, artist, descriptions, price in EUR and in other
// currencies, goal, stock, dates, limit per customer, countries and merch sizes. Locked (read only)
// once the project left creating, unless the team sent it back.
import type { ManagedProject } from '@spindle/contracts';
import type { ReactNode } from 'react';
import { useT } from '../../lib/use-t.ts';
import { Form, useNavigation } from 'react-router';
import { dataKey } from '../../lib/i18n.ts';
import { useFlash } from '../../lib/use-flash.ts';
import { dayOfInstant, OTHER_CURRENCIES, priceFieldValue } from './details-fields.ts';
import type { ManageOutcome } from './manage-actions.server.ts';

/** How long the 'saved' toast stays (spec section 4). */
export const SAVED_TOAST_MS = 1500;

const FIELD_CODES = [
  'input_required',
  'input_too_long',
  'input_must_integer',
  'input_must_number',
  'input_too_small',
  'input_too_big',
  'input_invalid',
  'date_range_invalid',
];

function useFieldError(outcome: ManageOutcome | undefined) {
  const { t } = useT();
  return (name: string) => {
    if (!outcome || outcome.ok || outcome.intent !== 'details') return undefined;
    const code = outcome.fields[name];
    return code
      ? t(dataKey(`projectManage.fieldErrors.${FIELD_CODES.includes(code) ? code : 'input_invalid'}`))
      : undefined;
  };
}

function Field({
  id,
  label,
  error,
  hint,
  wide,
  children,
}: {
  id: string;
  label: string;
  error: string | undefined;
  hint?: string;
  wide?: boolean;
  children: (props: { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string; className: string }) => ReactNode;
}) {
  const described = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div className={wide ? 'sm:col-span-2' : undefined}>
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
      </label>
      {children({
        id,
        ...(error ? { 'aria-invalid': true as const } : {}),
        ...(described ? { 'aria-describedby': described } : {}),
        className: `mt-1 block w-full rounded-lg border bg-surface px-3 py-2 text-sm ${error ? 'border-red-700 dark:border-red-400' : 'border-ink-muted/60'}`,
      })}
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-ink-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
    </div>
  );
}

export function DetailsForm({ project, outcome }: { project: ManagedProject; outcome: ManageOutcome | undefined }) {
  const { t } = useT();
  const navigation = useNavigation();
  const error = useFieldError(outcome);
  const saving = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'details';
  const showSaved = useFlash(outcome?.ok && outcome.intent === 'details' ? outcome : null, SAVED_TOAST_MS);
  const sized = ['t-shirt', 'hoodie', 'merch'].includes(project.category);
  return (
    <Form method="post" className="space-y-4" aria-labelledby="manage-details" noValidate>
      <input type="hidden" name="intent" value="details" />
      <fieldset disabled={!project.editable} className="grid gap-4 sm:grid-cols-2">
        <legend className="sr-only">{t('projectManage.details.title')}</legend>
        <Field id="details-name" label={t('projectManage.details.name')} error={error('name')}>
          {(props) => <input {...props} name="name" required defaultValue={project.name} />}
        </Field>
        <Field id="details-artist" label={t('projectManage.details.artistName')} error={error('artistName')}>
          {(props) => <input {...props} name="artistName" required defaultValue={project.artistName} />}
        </Field>
        <Field
          id="details-description-en"
          label={t('projectManage.details.descriptionEn')}
          error={error('descriptionEn')}
          wide
        >
          {(props) => <textarea {...props} name="descriptionEn" rows={4} defaultValue={project.descriptionEn} />}
        </Field>
        <Field
          id="details-description-fr"
          label={t('projectManage.details.descriptionFr')}
          error={error('descriptionFr')}
          wide
        >
          {(props) => <textarea {...props} name="descriptionFr" rows={4} defaultValue={project.descriptionFr} />}
        </Field>
        <Field
          id="details-price-eur"
          label={t('projectManage.details.priceEur')}
          error={error('priceEur') ?? error('priceEurMinor')}
        >
          {(props) => (
            <input {...props} name="priceEur" inputMode="decimal" defaultValue={priceFieldValue(project, 'EUR')} />
          )}
        </Field>
        <Field
          id="details-goal"
          label={t('projectManage.details.goal')}
          error={error('goal')}
          hint={t('projectManage.details.goalHint')}
        >
          {(props) => <input {...props} name="goal" inputMode="numeric" defaultValue={project.goal ?? ''} />}
        </Field>
        <fieldset className="rounded-xl border border-line p-3 sm:col-span-2">
          <legend className="px-1 text-sm font-semibold">{t('projectManage.details.otherPrices')}</legend>
          <p className="text-xs text-ink-muted">{t('projectManage.details.otherPricesHint')}</p>
          <div className="mt-2 grid grid-cols-2 gap-3 sm:grid-cols-4">
            {OTHER_CURRENCIES.map((currency) => (
              <Field
                key={currency}
                id={`details-price-${currency}`}
                label={currency}
                error={error(`price_${currency}`)}
              >
                {(props) => (
                  <input
                    {...props}
                    name={`price_${currency}`}
                    inputMode="decimal"
                    defaultValue={priceFieldValue(project, currency)}
                  />
                )}
              </Field>
            ))}
          </div>
        </fieldset>
        <Field id="details-start" label={t('projectManage.details.startDate')} error={error('startAt')}>
          {(props) => <input {...props} type="date" name="startDate" defaultValue={dayOfInstant(project.startAt)} />}
        </Field>
        <Field id="details-end" label={t('projectManage.details.endDate')} error={error('endAt')}>
          {(props) => <input {...props} type="date" name="endDate" defaultValue={dayOfInstant(project.endAt)} />}
        </Field>
        <Field id="details-release" label={t('projectManage.details.releaseDate')} error={error('releaseDate')}>
          {(props) => <input {...props} type="date" name="releaseDate" defaultValue={project.releaseDate ?? ''} />}
        </Field>
        <Field id="details-stock" label={t('projectManage.details.stock')} error={error('stock')}>
          {(props) => <input {...props} name="stock" inputMode="numeric" defaultValue={project.stock ?? ''} />}
        </Field>
        <Field
          id="details-limit"
          label={t('projectManage.details.limitPerCustomer')}
          error={error('limitPerCustomer')}
          hint={t('projectManage.details.limitHint')}
        >
          {(props) => (
            <input
              {...props}
              name="limitPerCustomer"
              inputMode="numeric"
              defaultValue={project.limitPerCustomer ?? ''}
            />
          )}
        </Field>
        <Field
          id="details-only-country"
          label={t('projectManage.details.onlyCountry')}
          error={error('onlyCountry')}
          hint={t('projectManage.details.countriesHint')}
        >
          {(props) => <input {...props} name="onlyCountry" defaultValue={(project.onlyCountry ?? []).join(', ')} />}
        </Field>
        <Field
          id="details-exclude-country"
          label={t('projectManage.details.excludeCountry')}
          error={error('excludeCountry')}
          hint={t('projectManage.details.countriesHint')}
        >
          {(props) => (
            <input {...props} name="excludeCountry" defaultValue={(project.excludeCountry ?? []).join(', ')} />
          )}
        </Field>
        {sized && (
          <Field
            id="details-sizes"
            label={t('projectManage.details.sizes')}
            error={error('sizes')}
            hint={t('projectManage.details.sizesHint')}
          >
            {(props) => <input {...props} name="sizes" defaultValue={project.sizes.join(', ')} />}
          </Field>
        )}
      </fieldset>
      {outcome && !outcome.ok && outcome.intent === 'details' && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {t(dataKey(`projectManage.errors.${outcome.code === 'project_locked' ? 'project_locked' : 'input_invalid'}`))}
        </p>
      )}
      <div className="flex items-center gap-4">
        <button
          type="submit"
          disabled={!project.editable || saving}
          className="rounded-full bg-accent px-5 py-2.5 font-semibold text-accent-ink disabled:opacity-60"
        >
          {saving ? t('projectManage.details.saving') : t('projectManage.details.save')}
        </button>
        <p role="status" className="text-sm font-semibold">
          {showSaved ? `✓ ${t('projectManage.saved')}` : ''}
        </p>
      </div>
      {!project.editable && <p className="text-sm text-ink-muted">{t('projectManage.details.locked')}</p>}
    </Form>
  );
}
