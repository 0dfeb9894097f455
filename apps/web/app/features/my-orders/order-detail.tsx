// The order page's body (/my-account/orders/{id}): the summary with the invoice, then each parcel
// (shop order) with its items, address, timeline and carrier links, and the cancellation.
import type { MyOrderDetail, MyOrderTracking, MyShopOrder } from '@spindle/contracts';
import { localisePath, type AppLocale } from '@spindle/domain';
import { useT } from '../../lib/use-t.ts';
import { Link } from 'react-router';
import { AddressForm, ConfirmAddressForm } from './address-form.tsx';
import type { OrderActionResult } from './order-actions.ts';
import { formatAmount, formatDay } from './my-orders-format.ts';
import { cardClass, StatusBadge, toneOf } from './my-orders-ui.tsx';
import { ParcelLinks, TrackingTimeline } from './tracking-timeline.tsx';

function SummaryRow({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className={`flex justify-between gap-4 ${strong ? 'border-t border-line pt-2 font-semibold' : ''}`}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

export function OrderSummary({ order, locale }: { order: MyOrderDetail; locale: AppLocale }) {
  const { t } = useT();
  const money = (minor: number) => formatAmount(minor, order.currency, locale);
  return (
    <section aria-labelledby="order-summary" className={cardClass}>
      <h2 id="order-summary" className="text-lg font-semibold">
        {t('myOrders.order.summary')}
      </h2>
      <dl className="mt-3 space-y-1 text-sm">
        <SummaryRow label={t('myOrders.order.subtotal')} value={money(order.subtotal_minor)} />
        <SummaryRow label={t('myOrders.order.shipping')} value={money(order.shipping_minor)} />
        {order.discount_minor > 0 && (
          <SummaryRow label={t('myOrders.order.discount')} value={money(-order.discount_minor)} />
        )}
        {order.service_charge_minor > 0 && (
          <SummaryRow label={t('myOrders.order.serviceCharge')} value={money(order.service_charge_minor)} />
        )}
        <SummaryRow label={t('myOrders.order.total')} value={money(order.total_minor)} strong />
        <SummaryRow label={t('myOrders.order.tax')} value={money(order.tax_minor)} />
        {order.refunded_minor > 0 && (
          <SummaryRow label={t('myOrders.order.refunded')} value={money(order.refunded_minor)} />
        )}
      </dl>
      {order.invoice_url && (
        // Downloaded, not opened in place of the store (the PDF is served inline for a direct visit).
        <a
          href={order.invoice_url}
          download
          className="mt-4 inline-block text-sm font-semibold underline underline-offset-4"
        >
          {t('myOrders.order.invoice')}
        </a>
      )}
      {order.refunds.length > 0 && (
        <>
          <h3 className="mt-4 text-sm font-semibold">{t('myOrders.order.refunds')}</h3>
          <ul className="mt-1 space-y-2 text-sm">
            {order.refunds.map((refund) => (
              <li key={refund.number}>
                {t('myOrders.order.refundOn', {
                  amount: money(refund.amount_minor),
                  date: formatDay(refund.issued_at, locale),
                })}
                <br />
                <a href={refund.credit_note_url} download className="font-semibold underline underline-offset-4">
                  {t('myOrders.order.creditNote', { number: refund.number })}
                </a>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

function ShopOrderItems({ shop, currency, locale }: { shop: MyShopOrder; currency: string; locale: AppLocale }) {
  const { t } = useT();
  return (
    <ul className="mt-4 divide-y divide-line">
      {shop.items.map((item) => (
        <li key={item.id} className="flex gap-3 py-3 first:pt-0">
          <img
            src={item.cover}
            alt=""
            width={64}
            height={64}
            loading="lazy"
            className="size-16 shrink-0 rounded-md object-cover"
          />
          <div className="min-w-0 flex-1 text-sm">
            <p className="font-semibold">
              {item.project_path ? (
                <Link to={localisePath(item.project_path, locale)} className="hover:underline">
                  {item.name}
                </Link>
              ) : (
                item.name
              )}
            </p>
            <p className="text-ink-muted">
              {t('myOrders.order.quantity', { count: item.quantity })}
              {item.size ? ` · ${t('myOrders.order.size', { size: item.size })}` : ''}
            </p>
            {item.digital && <p className="text-ink-muted">{t('myOrders.order.digital')}</p>}
            {item.production && <PressingStage production={item.production} locale={locale} />}
          </div>
          <p className="text-sm font-semibold">
            {formatAmount(item.total_minor - item.discount_minor, currency, locale)}
          </p>
        </li>
      ))}
    </ul>
  );
}

/** A pre-order's pressing in plain words, with the date its record is expected to ship (docs/production.md). */
function PressingStage({
  production,
  locale,
}: {
  production: NonNullable<MyShopOrder['items'][number]['production']>;
  locale: AppLocale;
}) {
  const { t } = useT();
  return (
    <div className="mt-1 rounded-md border border-line p-2" data-testid="pressing-stage">
      <p className="font-semibold">{t('production.buyer.title')}</p>
      <p>{t(`production.buyer.stages.${production.stage}`)}</p>
      {production.estimated_ship_on && (
        <p className="text-ink-muted">
          {t('production.buyer.shipOn', { date: formatDay(`${production.estimated_ship_on}T12:00:00Z`, locale) })}
        </p>
      )}
    </div>
  );
}

/** The statuses a pre-order passes while its records are pressed, each told in a sentence (docs/production.md). */
const PRESSING_NOTED = ['launched', 'in_production', 'test_pressing_ok', 'check_address'] as const;

function isPressingNoted(status: MyShopOrder['status']): status is (typeof PRESSING_NOTED)[number] {
  return (PRESSING_NOTED as readonly string[]).includes(status);
}

export function ShopOrderCard({
  shop,
  number,
  order,
  tracking,
  locale,
  actionData,
  countryName,
}: {
  shop: MyShopOrder;
  number: number;
  order: MyOrderDetail;
  tracking: MyOrderTracking['shops'][number] | undefined;
  locale: AppLocale;
  actionData: OrderActionResult | undefined;
  countryName: (code: string) => string;
}) {
  const { t } = useT();
  const address = shop.address;
  const headingId = `shop-order-${shop.id}`;
  return (
    <section aria-labelledby={headingId} className={cardClass}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="text-lg font-semibold">
          {shop.shop
            ? t('myOrders.order.shopOrderFrom', { number, shop: shop.shop.name })
            : t('myOrders.order.shopOrder', { number })}
        </h2>
        <StatusBadge tone={toneOf(shop.status)}>{t(`myOrders.status.${shop.status}`)}</StatusBadge>
      </div>
      {shop.shipment === 'split_later' && (
        <p className="mt-2 text-sm" data-testid="shop-order-shipment">
          {shop.expected_ship_on
            ? t('myOrders.order.laterParcel', { date: formatDay(shop.expected_ship_on, locale) })
            : t('myOrders.order.laterParcelUndated')}
        </p>
      )}
      {shop.shipment === 'split_now' && (
        <p className="mt-2 text-sm" data-testid="shop-order-shipment">
          {t('myOrders.order.readyParcel')}
        </p>
      )}
      {isPressingNoted(shop.status) && (
        <p className="mt-2 text-sm" data-testid="shop-order-note">
          {t(`myOrders.order.pressingNote.${shop.status}`)}
        </p>
      )}
      <ShopOrderItems shop={shop} currency={order.currency} locale={locale} />
      <div className="mt-4 grid gap-6 border-t border-line pt-4 md:grid-cols-2">
        <div>
          <h3 className="font-semibold">{t('myOrders.order.tracking')}</h3>
          {tracking && <TrackingTimeline tracking={tracking} number={number} />}
          {tracking && <ParcelLinks tracking={tracking} locale={locale} />}
        </div>
        <div>
          <h3 className="font-semibold">{t('myOrders.order.deliveryAddress')}</h3>
          <p className="mt-1 text-sm text-ink-muted">{t(`myOrders.order.shippingType.${shop.shipping_type}`)}</p>
          {address ? (
            <address className="mt-2 text-sm not-italic">
              {[address.company, `${address.firstname} ${address.lastname}`, address.address, address.address2]
                .filter(Boolean)
                .map((line) => (
                  <span key={line} className="block">
                    {line}
                  </span>
                ))}
              <span className="block">
                {address.zip_code} {address.city}
              </span>
              <span className="block">{countryName(address.country_id)}</span>
            </address>
          ) : (
            <p className="mt-2 text-sm">{t('myOrders.order.noAddress')}</p>
          )}
          {shop.address_editable && address && shop.status === 'check_address' && (
            <ConfirmAddressForm shopId={shop.id} address={address} />
          )}
          {shop.address_editable && address && (
            <AddressForm
              shopId={shop.id}
              address={address}
              countryName={countryName(address.country_id)}
              actionData={actionData}
            />
          )}
        </div>
      </div>
    </section>
  );
}
