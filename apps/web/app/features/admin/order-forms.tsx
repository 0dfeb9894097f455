// The forms of /admin/order/{id}: the refunds made (a waiting one can be tried again), the refund of chosen
// units (a boss's), the cancellation of the whole order (a boss's) and a parcel's new address. Plain forms:
// they work without JavaScript.
import type { AdminOrder } from '@spindle/contracts';
import type { AppLocale } from '@spindle/domain';
import { Form, useNavigation } from 'react-router';
import { useT } from '../../lib/use-t.ts';
import { adminDateTime, adminMoney } from './admin-format.ts';
import { adminButtonClass, adminInputClass, adminSecondaryButtonClass } from './admin-layout.tsx';
import type { OrderActionRefusal } from './order-actions.server.ts';

const fieldClass = 'flex flex-col gap-1';
const labelClass = 'text-sm font-semibold';

function Refusal({ refusal, form }: { refusal: OrderActionRefusal | undefined; form: string }) {
  const { t } = useT();
  if (refusal?.form !== form) return null;
  return (
    <p role="alert" className="mt-2 text-sm text-red-700 dark:text-red-300">
      {t(`admin.order.errors.${refusal.error}`)}
    </p>
  );
}

export function RefundsMade({ view, locale, canRefund }: { view: AdminOrder; locale: AppLocale; canRefund: boolean }) {
  const { t } = useT();
  if (view.refunds.length === 0) return <p className="mt-2 text-sm text-ink-muted">{t('admin.order.noRefund')}</p>;
  return (
    <ul className="mt-2 space-y-2 text-sm">
      {view.refunds.map((refund) => (
        <li key={refund.id}>
          {t('admin.order.refundLine', {
            amount: adminMoney(refund.amount_minor, refund.currency, locale),
            name: refund.staff_name,
            date: adminDateTime(refund.created_at, locale),
          })}{' '}
          · <strong>{t(`admin.order.refundStatus.${refund.status}`)}</strong>
          {refund.credit_note && (
            <>
              {' · '}
              <a href={refund.credit_note.url} download className="underline">
                {t('admin.order.creditNote', { number: refund.credit_note.number })}
              </a>
            </>
          )}
          {refund.reason && <q className="ml-2 text-ink-muted">{refund.reason}</q>}
          {refund.status === 'pending' && canRefund && (
            <Form method="post" className="mt-1">
              <input type="hidden" name="intent" value="resume" />
              <input type="hidden" name="refund_id" value={refund.id} />
              <button type="submit" className={adminSecondaryButtonClass}>
                {t('admin.order.resume')}
              </button>
            </Form>
          )}
        </li>
      ))}
    </ul>
  );
}

/** Every line of the order, by id, for the names the refund form shows. */
function itemNames(view: AdminOrder): Map<number, string> {
  const items = [...view.shops.flatMap((shop) => shop.items), ...view.other_items];
  return new Map(items.map((item) => [item.id, item.size ? `${item.name} (${item.size})` : item.name]));
}

export function RefundForm(props: {
  view: AdminOrder;
  locale: AppLocale;
  token: string;
  refusal: OrderActionRefusal | undefined;
}) {
  const { t } = useT();
  const busy = useNavigation().state !== 'idle';
  const { view, locale, token, refusal } = props;
  const left = view.refundable;
  const money = (minor: number) => adminMoney(minor, view.order.currency, locale);
  if (!left) return <p className="mt-2 text-sm text-ink-muted">{t('admin.order.nothingToRefund')}</p>;
  const names = itemNames(view);
  return (
    <Form method="post" className="mt-2 flex flex-col gap-3" aria-describedby="refund-intro">
      <p id="refund-intro" className="text-sm">
        {t('admin.order.refundIntro')} {t('admin.order.refundLeft', { amount: money(left.total_left_minor) })}
      </p>
      <input type="hidden" name="intent" value="refund" />
      <input type="hidden" name="token" value={token} />
      {left.lines.map((line) => (
        <div key={line.order_item_id} className={fieldClass}>
          <label htmlFor={`units-${line.order_item_id}`} className={labelClass}>
            {t('admin.order.unitsToRefund', { name: names.get(line.order_item_id) ?? '', count: line.units_left })}
          </label>
          <input
            id={`units-${line.order_item_id}`}
            name={`units_${line.order_item_id}`}
            type="number"
            inputMode="numeric"
            min={0}
            max={line.units_left}
            defaultValue={0}
            className={`${adminInputClass} w-28`}
          />
        </div>
      ))}
      {left.shipping_minor !== null && (
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" name="shipping" />
          {t('admin.order.refundShipping', { amount: money(left.shipping_minor) })}
        </label>
      )}
      {left.service_charge_minor !== null && (
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" name="service_charge" />
          {t('admin.order.refundServiceCharge', { amount: money(left.service_charge_minor) })}
        </label>
      )}
      <div className={fieldClass}>
        <label htmlFor="refund-reason" className={labelClass}>
          {t('admin.order.reason')}
        </label>
        <input id="refund-reason" name="reason" maxLength={500} className={adminInputClass} />
      </div>
      <button type="submit" disabled={busy} className={`${adminButtonClass} self-start`}>
        {t('admin.order.refundSubmit')}
      </button>
      <Refusal refusal={refusal} form="refund" />
    </Form>
  );
}

export function CancelForm(props: { view: AdminOrder; locale: AppLocale; refusal: OrderActionRefusal | undefined }) {
  const { t } = useT();
  const busy = useNavigation().state !== 'idle';
  const { view, locale, refusal } = props;
  if (!view.cancellable) return <p className="mt-2 text-sm text-ink-muted">{t('admin.order.notCancellable')}</p>;
  const left = view.refundable?.paid_left_minor ?? 0;
  return (
    <Form method="post" className="mt-2 flex flex-col gap-3">
      <p className="text-sm">
        {t('admin.order.cancelIntro', { amount: adminMoney(left, view.order.currency, locale) })}
      </p>
      <input type="hidden" name="intent" value="cancel" />
      <div className={fieldClass}>
        <label htmlFor="cancel-reason" className={labelClass}>
          {t('admin.order.reason')}
        </label>
        <input id="cancel-reason" name="reason" maxLength={500} className={adminInputClass} />
      </div>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" name="confirm" required />
        {t('admin.order.cancelConfirm')}
      </label>
      <button type="submit" disabled={busy} className={`${adminSecondaryButtonClass} self-start`}>
        {t('admin.order.cancelSubmit')}
      </button>
      <Refusal refusal={refusal} form="cancel" />
    </Form>
  );
}

type Shop = AdminOrder['shops'][number];

export function AddressForm({ shop, refusal }: { shop: Shop; refusal: OrderActionRefusal | undefined }) {
  const { t } = useT();
  const address = shop.address;
  const field = (name: string, label: string, value: string | null | undefined, required = true) => (
    <div className={fieldClass}>
      <label htmlFor={`${name}-${shop.id}`} className={labelClass}>
        {label}
      </label>
      <input
        id={`${name}-${shop.id}`}
        name={name}
        defaultValue={value ?? ''}
        required={required}
        className={adminInputClass}
      />
    </div>
  );
  if (!shop.address_editable) return <p className="mt-2 text-sm text-ink-muted">{t('admin.order.addressLocked')}</p>;
  return (
    <details className="mt-2" open={refusal?.form === `address-${shop.id}`}>
      <summary className="cursor-pointer text-sm font-semibold underline">{t('admin.order.changeAddress')}</summary>
      <Form method="post" className="mt-2 grid gap-3 sm:grid-cols-2">
        <input type="hidden" name="intent" value="address" />
        <input type="hidden" name="shop_order_id" value={shop.id} />
        <input type="hidden" name="country_id" value={address?.country_id ?? ''} />
        <input type="hidden" name="state" value={address?.state ?? ''} />
        {field('firstname', t('admin.orderManual.firstname'), address?.firstname)}
        {field('lastname', t('admin.orderManual.lastname'), address?.lastname)}
        {field('company', t('admin.orderManual.company'), address?.company, false)}
        {field('address', t('admin.orderManual.street'), address?.address)}
        {field('address2', `${t('admin.orderManual.street')} 2`, address?.address2, false)}
        {field('zip_code', t('admin.orderManual.zip'), address?.zip_code)}
        {field('city', t('admin.orderManual.city'), address?.city)}
        {field('phone', t('admin.orderManual.phone'), address?.phone, false)}
        <button type="submit" className={`${adminSecondaryButtonClass} self-end`}>
          {t('admin.order.saveAddress')}
        </button>
        <Refusal refusal={refusal} form={`address-${shop.id}`} />
      </Form>
    </details>
  );
}

/** The correction of a parcel typed wrong: its carrier and tracking number. */
export function ParcelCorrectionForm({
  shop,
  parcel,
  refusal,
}: {
  shop: Shop;
  parcel: Shop['shipments'][number];
  refusal: OrderActionRefusal | undefined;
}) {
  const { t } = useT();
  const form = `parcel-${parcel.id}`;
  return (
    <details className="mt-1" open={refusal?.form === form}>
      <summary className="cursor-pointer text-sm underline">
        {t('admin.order.correctParcel')}
        <span className="sr-only">: {parcel.tracking_number ?? ''}</span>
      </summary>
      <Form method="post" className="mt-2 flex flex-wrap items-end gap-3">
        <input type="hidden" name="intent" value="parcel" />
        <input type="hidden" name="shop_order_id" value={shop.id} />
        <input type="hidden" name="shipment_id" value={parcel.id} />
        <div className={fieldClass}>
          <label htmlFor={`carrier-${parcel.id}`} className={labelClass}>
            {t('admin.dispatch.entry.carrier')}
          </label>
          <input
            id={`carrier-${parcel.id}`}
            name="carrier"
            required
            defaultValue={parcel.transporter ?? ''}
            className={adminInputClass}
          />
        </div>
        <div className={fieldClass}>
          <label htmlFor={`tracking-${parcel.id}`} className={labelClass}>
            {t('admin.dispatch.entry.number')}
          </label>
          <input
            id={`tracking-${parcel.id}`}
            name="tracking_number"
            required
            defaultValue={parcel.tracking_number ?? ''}
            className={adminInputClass}
          />
        </div>
        <button type="submit" className={adminSecondaryButtonClass}>
          {t('admin.dispatch.entry.submit')}
        </button>
        <Refusal refusal={refusal} form={form} />
      </Form>
    </details>
  );
}
