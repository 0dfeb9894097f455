// The totals of a priced cart (BUSINESS-RULES "Cart pricing"): items, shipping, discount, the
// service charge as its own line, the VAT included, the total. Every amount is the server's.
import type { CartCalculateResponse } from '@spindle/contracts';
import type { AppLocale } from '@spindle/domain';
import { useT } from '../../lib/use-t.ts';
import { formatAmount } from './cart-format.ts';
import { numberFormat } from '../../lib/intl.ts';

/** The VAT rates applied, as '20 %' in the page's locale ('20 %', '19 %' for several parcels). */
function vatRates(priced: CartCalculateResponse, locale: AppLocale): string {
  const rates = new Set(priced.shops.map((shop) => shop.vat.rateBasisPoints).filter((rate) => rate > 0));
  const format = numberFormat(locale === 'kr' ? 'ko' : locale, { style: 'percent', maximumFractionDigits: 2 });
  return [...rates].map((rate) => format.format(rate / 10_000)).join(', ');
}

export function CartSummary({ priced, locale }: { priced: CartCalculateResponse; locale: AppLocale }) {
  const { t } = useT();
  const { totals, currency } = priced;
  const money = (minor: number) => formatAmount(minor, currency, locale);
  // shippingMinor is already net of the projects' shipping discounts (total = subtotal + shipping - discount + service charge).
  const shippingMinor = totals.shippingMinor;
  const rates = vatRates(priced, locale);
  return (
    <dl className="space-y-2 text-sm" data-testid="cart-summary">
      <div className="flex justify-between gap-4">
        <dt>{t('cart.summary.subtotal')}</dt>
        <dd className="tabular-nums">{money(totals.subtotalMinor)}</dd>
      </div>
      <div className="flex justify-between gap-4">
        <dt>{t('cart.summary.shipping')}</dt>
        <dd className="tabular-nums" data-testid="summary-shipping">
          {shippingMinor === 0 && priced.shops.length > 0 ? t('cart.shipping.free') : money(shippingMinor)}
        </dd>
      </div>
      {totals.discountMinor > 0 && (
        <div className="flex justify-between gap-4">
          <dt>
            {t('cart.summary.discount')}
            {priced.promo.applied &&
              ` (${priced.promo.applied.siteWideSale ? t('cart.promo.sale') : priced.promo.applied.promoCode})`}
          </dt>
          <dd className="tabular-nums">−{money(totals.discountMinor)}</dd>
        </div>
      )}
      {totals.serviceChargeMinor > 0 && (
        <div className="flex justify-between gap-4">
          <dt>{t('cart.summary.serviceCharge')}</dt>
          <dd className="tabular-nums" data-testid="summary-service-charge">
            {money(totals.serviceChargeMinor)}
          </dd>
        </div>
      )}
      <div className="flex justify-between gap-4 border-t border-line pt-2 text-base font-semibold">
        <dt>{t('cart.summary.total')}</dt>
        <dd className="tabular-nums" data-testid="summary-total">
          {money(totals.totalMinor)}
        </dd>
      </div>
      <div className="flex justify-between gap-4 text-ink-muted">
        <dt>
          {totals.taxMinor > 0 ? `${t('cart.summary.vat')}${rates ? ` (${rates})` : ''}` : t('cart.summary.vatNone')}
        </dt>
        <dd className="tabular-nums" data-testid="summary-vat">
          {money(totals.taxMinor)}
        </dd>
      </div>
    </dl>
  );
}
