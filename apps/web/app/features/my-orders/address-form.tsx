// The form that changes a parcel's delivery address while it is not prepared (PUT
// user/orders/{shop_id}/customer). A plain form in a disclosure: it works without JavaScript, and a
// refusal reopens it with the field errors (spec section 5: the first failed field gets focus).
import type { OrderAddress } from '@spindle/contracts';
import { useEffect, useRef } from 'react';
import { useT } from '../../lib/use-t.ts';
import { Form } from 'react-router';
import { ADDRESS_FIELDS, type OrderActionResult } from './order-actions.ts';
import { primaryButtonClass } from './my-orders-ui.tsx';

const inputClass =
  'mt-1 block h-11 w-full rounded-lg border border-line bg-surface px-3 aria-[invalid=true]:border-red-700 dark:aria-[invalid=true]:border-red-400';

export function AddressForm({
  shopId,
  address,
  countryName,
  actionData,
}: {
  shopId: number;
  address: OrderAddress;
  countryName: string;
  actionData: OrderActionResult | undefined;
}) {
  const { t } = useT();
  const refused = actionData?.form === 'address' && actionData.shopId === shopId ? actionData : undefined;
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (refused) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refused]);
  const valueOf = (name: (typeof ADDRESS_FIELDS)[number]['name']) => refused?.values[name] ?? address[name] ?? '';
  return (
    <details className="mt-4" open={refused !== undefined}>
      <summary className="cursor-pointer text-sm font-semibold underline underline-offset-4">
        {t('myOrders.order.address.edit')}
      </summary>
      <Form ref={formRef} method="post" noValidate className="mt-3 space-y-3">
        <input type="hidden" name="intent" value="address" />
        <input type="hidden" name="shop_id" value={shopId} />
        <input type="hidden" name="country_id" value={address.country_id} />
        {refused?.code && (
          <p role="alert" className="text-sm font-semibold text-red-800 dark:text-red-300">
            {t(`myOrders.errors.${refused.code}`)}
          </p>
        )}
        {ADDRESS_FIELDS.map((field) => {
          const id = `address-${shopId}-${field.name}`;
          const error = refused?.fields[field.name];
          return (
            <div key={field.name}>
              <label htmlFor={id} className="text-sm font-semibold">
                {t(`myOrders.order.address.${field.label}`)}
              </label>
              <input
                id={id}
                name={field.name}
                defaultValue={valueOf(field.name)}
                autoComplete={`shipping ${field.autoComplete}`}
                required={field.required}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${id}-error` : undefined}
                className={inputClass}
              />
              {error && (
                <p id={`${id}-error`} className="mt-1 text-sm text-red-800 dark:text-red-300">
                  {t(`myOrders.errors.${error}`)}
                </p>
              )}
            </div>
          );
        })}
        <p className="text-sm text-ink-muted">
          {countryName} — {t('myOrders.order.address.sameCountry')}
        </p>
        <button type="submit" className={primaryButtonClass}>
          {t('myOrders.order.address.save')}
        </button>
      </Form>
    </details>
  );
}

/**
 * The address check (the records are at the warehouse, docs/production.md): the buyer confirms the
 * address as it is, in one click: the same change, with the address the parcel holds.
 */
export function ConfirmAddressForm({ shopId, address }: { shopId: number; address: OrderAddress }) {
  const { t } = useT();
  return (
    <Form method="post" className="mt-3">
      <input type="hidden" name="intent" value="address" />
      <input type="hidden" name="shop_id" value={shopId} />
      <input type="hidden" name="country_id" value={address.country_id} />
      {ADDRESS_FIELDS.map((field) => (
        <input key={field.name} type="hidden" name={field.name} value={address[field.name] ?? ''} />
      ))}
      <button type="submit" className={primaryButtonClass}>
        {t('myOrders.order.address.confirm')}
      </button>
    </Form>
  );
}
