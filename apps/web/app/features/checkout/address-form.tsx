// The delivery address of /payment (spec sections 3 and 5): labelled fields, the spec's error keys
// translated under each field, the first failing field focused. Latin text only where the carrier
// prints it; a state for the countries that need one.
import type { AppLocale } from '@spindle/domain';
import { useEffect, useState, type RefObject } from 'react';
import { useT } from '../../lib/use-t.ts';
import { dataKey } from '../../lib/i18n.ts';
import {
  DOWNLOAD_ONLY_FIELDS,
  STATE_REQUIRED_COUNTRIES,
  type AddressField,
  type AddressValues,
} from './address-rules.ts';

const AUTOCOMPLETE: Record<AddressField, string> = {
  firstname: 'given-name',
  lastname: 'family-name',
  email: 'email',
  phone: 'tel',
  company: 'organization',
  address: 'address-line1',
  address2: 'address-line2',
  zip_code: 'postal-code',
  city: 'address-level2',
  state: 'address-level1',
  country_id: 'country',
};

const INPUT_CLASS =
  'w-full rounded-md border bg-surface px-3 py-2 aria-invalid:border-red-700 dark:aria-invalid:border-red-300';

/** The error text of a field's key (spec keys and this form's own). */
export function FieldError({ id, error }: { id: string; error: string | undefined }) {
  const { t } = useT();
  if (!error) return null;
  return (
    <p id={id} className="mt-1 text-sm font-semibold text-red-700 dark:text-red-300">
      {t(dataKey(`checkout.errors.${error}`))}
    </p>
  );
}

/** Focuses the first failing field after a refused submit (spec section 5: a failed field gets focus). */
export function useFocusFirstError(form: RefObject<HTMLFormElement | null>, firstField: string | null | undefined) {
  useEffect(() => {
    if (!firstField) return;
    const field = form.current?.elements.namedItem(firstField);
    if (field instanceof HTMLElement) field.focus();
  }, [form, firstField]);
}

export function AddressFields({
  values,
  errors,
  countries,
  delivery = true,
}: {
  values: AddressValues;
  errors: Record<string, string>;
  countries: readonly { code: string; name: string }[];
  locale: AppLocale;
  /** false: a cart of downloads only, which asks no postal address (only name, e-mail and country). */
  delivery?: boolean;
}) {
  const { t } = useT();
  // A field the buyer edits after a refused submit stops showing its error until the next submit.
  // The edits belong to one set of errors: a new submit's errors start clean.
  const [edited, setEdited] = useState<{ errors: Record<string, string>; names: ReadonlySet<string> }>({
    errors,
    names: new Set(),
  });
  const editedNames = edited.errors === errors ? edited.names : new Set<string>();
  const errorOf = (name: string) => (editedNames.has(name) ? undefined : errors[name]);
  const markEdited = (name: string) => {
    if (errors[name] && !editedNames.has(name)) setEdited({ errors, names: new Set([...editedNames, name]) });
  };
  const field = (
    name: Exclude<AddressField, 'country_id'>,
    options: { type?: string; label?: string; required?: boolean; wide?: boolean } = {},
  ) => {
    const errorId = `${name}-error`;
    const required = options.required ?? true;
    if (!delivery && !DOWNLOAD_ONLY_FIELDS.includes(name)) return null;
    return (
      <div className={options.wide ? 'sm:col-span-2' : ''}>
        <label htmlFor={`address-${name}`} className="mb-1 block text-sm font-semibold">
          {options.label ?? t(`checkout.address.${name}`)}
        </label>
        <input
          id={`address-${name}`}
          name={name}
          type={options.type ?? 'text'}
          defaultValue={values[name]}
          autoComplete={AUTOCOMPLETE[name]}
          required={required}
          onInput={() => markEdited(name)}
          aria-invalid={errorOf(name) ? true : undefined}
          aria-describedby={errorOf(name) ? errorId : undefined}
          className={`${INPUT_CLASS} ${errorOf(name) ? '' : 'border-line'}`}
        />
        <FieldError id={errorId} error={errorOf(name)} />
      </div>
    );
  };
  const stateRequired = STATE_REQUIRED_COUNTRIES.includes(values.country_id.toUpperCase());
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <p id="latin-hint" className="text-sm text-ink-muted sm:col-span-2">
        {t(delivery ? 'checkout.address.latinHint' : 'checkout.address.downloadOnly')}
      </p>
      {!delivery && <input type="hidden" name="delivery" value="none" />}
      {field('firstname')}
      {field('lastname')}
      {field('email', { type: 'email' })}
      {field('phone', { type: 'tel' })}
      {field('company', { required: false, wide: true })}
      {field('address', { wide: true })}
      {field('address2', { required: false, wide: true })}
      {field('zip_code')}
      {field('city')}
      {field('state', {
        required: stateRequired,
        label: t(stateRequired ? 'checkout.address.state' : 'checkout.address.stateOptional'),
      })}
      <div>
        <label htmlFor="address-country_id" className="mb-1 block text-sm font-semibold">
          {t('checkout.address.country_id')}
        </label>
        <select
          id="address-country_id"
          name="country_id"
          defaultValue={values.country_id}
          autoComplete="country"
          required
          onChange={() => markEdited('country_id')}
          aria-invalid={errorOf('country_id') ? true : undefined}
          aria-describedby={errorOf('country_id') ? 'country_id-error' : undefined}
          className={`${INPUT_CLASS} border-line`}
        >
          <option value="">—</option>
          {countries.map((country) => (
            <option key={country.code} value={country.code}>
              {country.name}
            </option>
          ))}
        </select>
        <FieldError id="country_id-error" error={errorOf('country_id')} />
      </div>
    </div>
  );
}

/** The address as hidden fields, so the card step (without JavaScript too) posts it again. */
export function HiddenAddress({ values, delivery = true }: { values: AddressValues; delivery?: boolean }) {
  return (
    <>
      {!delivery && <input type="hidden" name="delivery" value="none" />}
      {Object.entries(values).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
    </>
  );
}

/** The address in a few lines, for the steps after it. */
export function AddressSummary({
  values,
  countryName,
  delivery = true,
}: {
  values: AddressValues;
  countryName: string;
  delivery?: boolean;
}) {
  if (!delivery) {
    return (
      <address className="text-sm not-italic leading-relaxed text-ink-muted">
        {values.firstname} {values.lastname}
        <br />
        {countryName}
        <br />
        {values.email}
      </address>
    );
  }
  return (
    <address className="text-sm not-italic leading-relaxed text-ink-muted">
      {values.firstname} {values.lastname}
      <br />
      {values.address}
      {values.address2 && (
        <>
          <br />
          {values.address2}
        </>
      )}
      <br />
      {values.zip_code} {values.city}
      {values.state && ` (${values.state})`}
      <br />
      {countryName}
      <br />
      {values.email} · {values.phone}
    </address>
  );
}
