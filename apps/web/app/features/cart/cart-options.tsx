// The choices that price the cart on /cart: delivery per parcel (standard, tracked, pickup point),
// delivery country (VAT and shipping change), promo code and gift. Plain forms posted to /cart; with
// JavaScript a change applies at once through the live store and the update buttons are not shown.
import type { CartCalculateResponse } from '@spindle/contracts';
import type { AppLocale } from '@spindle/domain';
import { useEffect, useRef } from 'react';
import { useT } from '../../lib/use-t.ts';
import { formatAmount, formatCartDay } from './cart-format.ts';
import { lineKeyOf } from './cart-state.ts';
import { submitCartForm } from './cart-store.ts';

type Shop = CartCalculateResponse['shops'][number];
const MODES = ['standard', 'tracked', 'pickup'] as const;

function submitOnChange(event: { currentTarget: HTMLElement }): void {
  event.currentTarget.closest('form')?.requestSubmit();
}

/**
 * A choice made while the page's scripts loaded (the radio ticked in the server's HTML) is sent once
 * they run, instead of being lost: at hydration, the ticked `name` differs from what the server priced.
 */
function useChoiceMadeBeforeHydration(name: string, priced: string | null) {
  const formRef = useRef<HTMLFormElement>(null);
  const pricedAtHydration = useRef(priced);
  useEffect(() => {
    const form = formRef.current;
    const ticked = form?.querySelector<HTMLInputElement>(`input[name="${name}"]:checked`)?.value;
    if (form && ticked !== undefined && ticked !== pricedAtHydration.current) form.requestSubmit();
  }, [name]);
  return formRef;
}

const SECONDARY_BUTTON = 'rounded-md border border-line px-4 py-2 text-sm font-semibold hover:bg-surface-raised';

export function ShippingChoice({
  shop,
  index,
  currency,
  locale,
  cartPath,
  hydrated,
}: {
  shop: Shop;
  index: number;
  currency: string;
  locale: AppLocale;
  cartPath: string;
  hydrated: boolean;
}) {
  const { t } = useT();
  const selected = shop.shipping?.mode ?? null;
  const formRef = useChoiceMadeBeforeHydration('shipping_type', selected);
  return (
    <form ref={formRef} method="post" action={cartPath} onSubmit={submitCartForm} className="mt-3">
      <input type="hidden" name="intent" value="shipping" />
      <input type="hidden" name="shop" value={shop.key} />
      {shop.items[0] && (
        <input
          type="hidden"
          name="line"
          value={lineKeyOf({
            project_id: shop.items[0].projectId,
            item_id: shop.items[0].itemId,
            chosen_sizes: shop.items[0].chosenSizes,
          })}
        />
      )}
      <fieldset>
        <legend className="mb-2 text-sm font-semibold">{t('cart.shipping.legend', { index })}</legend>
        <div className="grid gap-2 sm:grid-cols-3">
          {MODES.map((mode) => {
            const option = shop.options[mode];
            return (
              <label
                key={mode}
                className={`flex cursor-pointer items-center justify-between gap-2 rounded-md border px-3 py-2 text-sm has-checked:border-ink has-focus-visible:outline-2 has-focus-visible:outline-focus ${option ? 'border-line' : 'cursor-not-allowed border-line opacity-60'}`}
              >
                <span className="flex items-center gap-2">
                  <input
                    type="radio"
                    name="shipping_type"
                    value={mode}
                    defaultChecked={selected === mode}
                    disabled={!option}
                    onChange={submitOnChange}
                    className="accent-accent"
                  />
                  {t(`cart.shipping.${mode}`)}
                </span>
                <span className="tabular-nums text-ink-muted">
                  {option
                    ? option.free || option.chargedMinor === 0
                      ? t('cart.shipping.free')
                      : formatAmount(option.chargedMinor, currency, locale)
                    : t('cart.shipping.unavailable')}
                </span>
              </label>
            );
          })}
        </div>
      </fieldset>
      {!hydrated && (
        <button type="submit" className={`mt-2 ${SECONDARY_BUTTON}`}>
          {t('cart.shipping.apply')}
        </button>
      )}
    </form>
  );
}

/**
 * Split or wait (issue 18) for a parcel mixing records ready now with pre-orders: ship together once
 * the last pre-order is ready, or what is ready now and the rest later, the second parcel's shipping
 * shown. A plain form posted to /cart; with JavaScript a change applies at once.
 */
export function ShipmentChoice({
  shop,
  index,
  currency,
  locale,
  cartPath,
  hydrated,
}: {
  shop: Shop;
  index: number;
  currency: string;
  locale: AppLocale;
  cartPath: string;
  hydrated: boolean;
}) {
  const { t } = useT();
  const shipment = shop.shipment;
  const formRef = useChoiceMadeBeforeHydration('shipment', shipment?.chosen ?? null);
  if (!shipment) return null;
  const first = shop.items[0];
  const date = shipment.laterExpectedOn ? formatCartDay(shipment.laterExpectedOn, locale) : null;
  const choices = [
    {
      value: 'together' as const,
      label: date ? t('cart.shipment.together', { date }) : t('cart.shipment.togetherUndated'),
    },
    {
      value: 'split' as const,
      label: t('cart.shipment.split', {
        amount: formatAmount(shipment.options.split.laterShippingMinor, currency, locale),
      }),
    },
  ];
  return (
    <form
      ref={formRef}
      method="post"
      action={cartPath}
      onSubmit={submitCartForm}
      className="mt-3"
      data-testid="shipment-choice"
    >
      <input type="hidden" name="intent" value="shipment" />
      <input type="hidden" name="shop" value={shop.key} />
      {first && (
        <input
          type="hidden"
          name="line"
          value={lineKeyOf({ project_id: first.projectId, item_id: first.itemId, chosen_sizes: first.chosenSizes })}
        />
      )}
      <fieldset>
        <legend className="mb-2 text-sm font-semibold">{t('cart.shipment.legend', { index })}</legend>
        <div className="grid gap-2">
          {choices.map((choice) => (
            <label
              key={choice.value}
              className="flex cursor-pointer items-center gap-2 rounded-md border border-line px-3 py-2 text-sm has-checked:border-ink has-focus-visible:outline-2 has-focus-visible:outline-focus"
            >
              <input
                type="radio"
                name="shipment"
                value={choice.value}
                // Keyed by the priced choice so a recalculation shows the server's.
                key={shipment.chosen}
                defaultChecked={shipment.chosen === choice.value}
                onChange={submitOnChange}
                className="accent-accent"
              />
              {choice.label}
            </label>
          ))}
        </div>
      </fieldset>
      {!hydrated && (
        <button type="submit" className={`mt-2 ${SECONDARY_BUTTON}`}>
          {t('cart.shipment.apply')}
        </button>
      )}
    </form>
  );
}

export function CountryChoice({
  countryId,
  countries,
  cartPath,
  hydrated,
}: {
  countryId: string;
  /** deliveryCountries() of the page's locale, named by the server's loader (hydration sees the same names). */
  countries: readonly { code: string; name: string }[];
  cartPath: string;
  hydrated: boolean;
}) {
  const { t } = useT();
  return (
    <form method="post" action={cartPath} onSubmit={submitCartForm} className="flex items-end gap-2">
      <input type="hidden" name="intent" value="country" />
      <label className="flex flex-1 flex-col gap-1 text-sm font-semibold">
        {t('cart.country.label')}
        <select
          name="country_id"
          // Keyed by the priced country so a recalculation shows the server's choice.
          key={countryId}
          defaultValue={countryId}
          onChange={submitOnChange}
          className="rounded-md border border-line bg-surface px-3 py-2 font-normal"
        >
          {!countries.some((country) => country.code === countryId) && <option value={countryId}>{countryId}</option>}
          {countries.map((country) => (
            <option key={country.code} value={country.code}>
              {country.name}
            </option>
          ))}
        </select>
      </label>
      {!hydrated && (
        <button type="submit" className={SECONDARY_BUTTON}>
          {t('cart.country.apply')}
        </button>
      )}
    </form>
  );
}

export function PromoCode({
  priced,
  promoCode,
  cartPath,
}: {
  priced: CartCalculateResponse;
  promoCode: string | null;
  cartPath: string;
}) {
  const { t } = useT();
  const { applied, refused } = priced.promo;
  const typedApplied = applied && !applied.siteWideSale ? applied.promoCode : null;
  return (
    <div className="space-y-2">
      <form method="post" action={cartPath} onSubmit={submitCartForm} className="flex items-end gap-2">
        <input type="hidden" name="intent" value="promo" />
        <label className="flex flex-1 flex-col gap-1 text-sm font-semibold">
          {t('cart.promo.label')}
          <input
            name="promo_code"
            key={promoCode ?? ''}
            defaultValue={promoCode ?? ''}
            autoComplete="off"
            maxLength={50}
            aria-describedby="promo-status"
            className="rounded-md border border-line bg-surface px-3 py-2 font-normal uppercase"
          />
        </label>
        <button type="submit" className={SECONDARY_BUTTON}>
          {t('cart.promo.apply')}
        </button>
      </form>
      <div id="promo-status" role="status" className="text-sm">
        {typedApplied && (
          <p className="font-semibold text-green-800 dark:text-green-300">
            {t('cart.promo.applied', { code: typedApplied })}
          </p>
        )}
        {refused && (
          <p className="font-semibold text-red-700 dark:text-red-300">
            {t('cart.promo.promo_code_not_applicable', { code: refused.promoCode })}
          </p>
        )}
      </div>
      {promoCode && (
        <form method="post" action={cartPath} onSubmit={submitCartForm}>
          <input type="hidden" name="intent" value="promo" />
          <input type="hidden" name="promo_code" value="" />
          <button type="submit" className="text-sm text-ink-muted underline underline-offset-4 hover:text-ink">
            {t('cart.promo.remove')}
          </button>
        </form>
      )}
    </div>
  );
}

export function GiftOption({ isGift, cartPath, hydrated }: { isGift: boolean; cartPath: string; hydrated: boolean }) {
  const { t } = useT();
  return (
    <form method="post" action={cartPath} onSubmit={submitCartForm} className="flex items-center gap-3">
      <input type="hidden" name="intent" value="gift" />
      {/* Unchecked boxes send nothing: this hidden value says "not a gift" unless the box overrides it. */}
      <input type="hidden" name="is_gift" value="false" />
      <label className="flex items-start gap-2 text-sm">
        <input
          type="checkbox"
          name="is_gift"
          value="true"
          key={String(isGift)}
          defaultChecked={isGift}
          onChange={submitOnChange}
          className="mt-0.5 size-4 accent-accent"
        />
        {t('cart.gift.label')}
      </label>
      {!hydrated && (
        <button type="submit" className={SECONDARY_BUTTON}>
          {t('cart.gift.apply')}
        </button>
      )}
    </form>
  );
}
