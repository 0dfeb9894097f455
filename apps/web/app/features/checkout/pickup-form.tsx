// The pickup point of /payment: when a parcel ships to a pickup point, the address step asks for the
// relay point (name, address, postcode, city) in its own labelled group, with the spec's error keys
// under each field. Later steps re-post it as hidden fields and show it in one line.
import { useState } from 'react';
import { useT } from '../../lib/use-t.ts';
import { FieldError } from './address-form.tsx';
import {
  PICKUP_ASKED_FIELD,
  PICKUP_FIELDS,
  PICKUP_MAX_LENGTH,
  pickupPointLine,
  type PickupField,
  type PickupPoint,
  type PickupValues,
} from './pickup-rules.ts';

const AUTOCOMPLETE: Record<PickupField, string> = {
  pickup_name: 'section-pickup organization',
  pickup_address: 'section-pickup address-line1',
  pickup_zip_code: 'section-pickup postal-code',
  pickup_city: 'section-pickup address-level2',
};

const LABEL_KEY = {
  pickup_name: 'checkout.pickup.name',
  pickup_address: 'checkout.pickup.address',
  pickup_zip_code: 'checkout.pickup.zip_code',
  pickup_city: 'checkout.pickup.city',
} as const satisfies Record<PickupField, string>;

const INPUT_CLASS =
  'w-full rounded-md border bg-surface px-3 py-2 aria-invalid:border-red-700 dark:aria-invalid:border-red-300';

export function PickupFields({ values, errors }: { values: PickupValues; errors: Record<string, string> }) {
  const { t } = useT();
  // As in the address: a field edited after a refused submit hides its error until the next submit.
  const [edited, setEdited] = useState<{ errors: Record<string, string>; names: ReadonlySet<string> }>({
    errors,
    names: new Set(),
  });
  const editedNames = edited.errors === errors ? edited.names : new Set<string>();
  const errorOf = (name: string) => (editedNames.has(name) ? undefined : errors[name]);
  const markEdited = (name: string) => {
    if (errors[name] && !editedNames.has(name)) setEdited({ errors, names: new Set([...editedNames, name]) });
  };
  return (
    <fieldset className="rounded-lg border border-line p-4" aria-describedby="pickup-hint" data-testid="pickup-point">
      <legend className="px-1 text-lg font-semibold">{t('checkout.pickup.heading')}</legend>
      <input type="hidden" name={PICKUP_ASKED_FIELD} value="1" />
      <p id="pickup-hint" className="mb-4 text-sm text-ink-muted">
        {t('checkout.pickup.hint')}
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        {PICKUP_FIELDS.map((name) => {
          const errorId = `${name}-error`;
          const error = errorOf(name);
          return (
            <div key={name} className={name === 'pickup_name' || name === 'pickup_address' ? 'sm:col-span-2' : ''}>
              <label htmlFor={`pickup-${name}`} className="mb-1 block text-sm font-semibold">
                {t(LABEL_KEY[name])}
              </label>
              <input
                id={`pickup-${name}`}
                name={name}
                type="text"
                defaultValue={values[name]}
                autoComplete={AUTOCOMPLETE[name]}
                maxLength={PICKUP_MAX_LENGTH[name]}
                required
                onInput={() => markEdited(name)}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? errorId : undefined}
                className={`${INPUT_CLASS} ${error ? '' : 'border-line'}`}
              />
              <FieldError id={errorId} error={error} />
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}

/** The pickup point as hidden fields, so the card and 3-D Secure steps (without JavaScript too) post it again. */
export function HiddenPickup({ values }: { values: PickupValues }) {
  return (
    <>
      <input type="hidden" name={PICKUP_ASKED_FIELD} value="1" />
      {PICKUP_FIELDS.map((name) => (
        <input key={name} type="hidden" name={name} value={values[name]} />
      ))}
    </>
  );
}

/** "Pickup point: Name, address, zip city". */
export function PickupSummary({ point, className }: { point: PickupPoint; className?: string }) {
  const { t } = useT();
  return (
    <p className={className ?? 'text-sm'} data-testid="pickup-summary">
      {t('checkout.pickup.summary', { point: pickupPointLine(point) })}
    </p>
  );
}
