// /my-account/box, the forms of a box's account side: the delivery address, a new card while a
// monthly payment waits (the failed-charge e-mail's `?update=card` opens it), the charges with their
// invoices (downloaded through a resource route), and stopping the box after a confirmation.
import type { BoxDetail } from '@spindle/contracts';
import { useEffect, useRef, type ReactNode } from 'react';
import { Form, Link } from 'react-router';
import { useT } from '../../lib/use-t.ts';
import { BOX_ADDRESS_FIELDS } from './box-cycle-actions.ts';
import type { BoxSelfServiceProps } from './box-self-service.tsx';
import { formatAmount, formatDay, formatMonth } from './my-orders-format.ts';
import { primaryButtonClass, secondaryButtonClass, StatusBadge, toneOf } from './my-orders-ui.tsx';

const inputClass =
  'mt-1 block h-11 w-full rounded-lg border border-line bg-surface px-3 aria-[invalid=true]:border-red-700 dark:aria-[invalid=true]:border-red-400';
const sectionClass = 'mt-6 border-t border-line pt-4';
const ACTIVE_STEPS = ['confirmed', 'monthly_pending'];

function Hidden({ detail, intent }: { detail: BoxDetail; intent: string }) {
  return (
    <>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="box_id" value={detail.id} />
    </>
  );
}

/** Puts the focus on the first field to fix after a refusal. */
function useFocusInvalid(refused: boolean) {
  const ref = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (refused) ref.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refused]);
  return ref;
}

export function BoxAddress({
  detail,
  countries,
  refusal,
}: Pick<BoxSelfServiceProps, 'detail' | 'countries' | 'refusal'>) {
  const { t } = useT();
  const refused = refusal?.intent === 'address' ? refusal : null;
  const formRef = useFocusInvalid(refused !== null);
  if (!ACTIVE_STEPS.includes(detail.step)) return null;
  const id = (name: string) => `box-${detail.id}-${name}`;
  return (
    <section aria-labelledby={id('address')} className={sectionClass}>
      <h3 id={id('address')} className="font-semibold">
        {t('myOrders.boxCycle.addressTitle')}
      </h3>
      <p className="mt-1 text-sm text-ink-muted">{t('myOrders.boxCycle.addressIntro')}</p>
      <details className="mt-2" open={refused !== null}>
        <summary className="cursor-pointer text-sm font-semibold underline underline-offset-4">
          {t('myOrders.boxCycle.addressEdit')}
        </summary>
        <Form ref={formRef} method="post" preventScrollReset noValidate className="mt-3 grid gap-3 sm:grid-cols-2">
          <Hidden detail={detail} intent="address" />
          {BOX_ADDRESS_FIELDS.map((field) => (
            <div key={field.name}>
              <label htmlFor={id(field.name)} className="text-sm font-semibold">
                {t(`myOrders.order.address.${field.label}`)}
              </label>
              <input
                id={id(field.name)}
                name={field.name}
                defaultValue={refused?.values[field.name] ?? ''}
                autoComplete={`shipping ${field.autoComplete}`}
                required={field.required}
                aria-invalid={refused?.fields[field.name] ? true : undefined}
                className={inputClass}
              />
            </div>
          ))}
          <div>
            <label htmlFor={id('country_id')} className="text-sm font-semibold">
              {t('myOrders.boxCycle.country')}
            </label>
            <select
              id={id('country_id')}
              name="country_id"
              required
              autoComplete="shipping country"
              defaultValue={refused?.values.country_id ?? ''}
              aria-invalid={refused?.fields.country_id ? true : undefined}
              className={inputClass}
            >
              <option value="">{t('myOrders.boxCycle.chooseCountry')}</option>
              {countries.map((country) => (
                <option key={country.code} value={country.code}>
                  {country.name}
                </option>
              ))}
            </select>
          </div>
          <div className="sm:col-span-2">
            <button type="submit" className={primaryButtonClass}>
              {t('myOrders.boxCycle.saveAddress')}
            </button>
          </div>
        </Form>
      </details>
    </section>
  );
}

export function BoxCard({
  detail,
  refusal,
  updateCard,
  cardFields,
  stripeForm = null,
}: Pick<BoxSelfServiceProps, 'detail' | 'refusal' | 'updateCard' | 'cardFields'> & {
  /** With Stripe: the Stripe Elements form (features/checkout/stripe-card-setup.tsx) in place of the test card fields. */
  stripeForm?: ReactNode;
}) {
  const { t } = useT();
  const refused = refusal?.intent === 'card' ? refusal : null;
  const formRef = useFocusInvalid(refused !== null);
  const sectionRef = useRef<HTMLElement>(null);
  useEffect(() => {
    if (updateCard && !refused) sectionRef.current?.scrollIntoView({ block: 'start' });
  }, [updateCard, refused]);
  if (detail.step !== 'monthly_pending') return null;
  return (
    <section ref={sectionRef} id="update-card" aria-labelledby={`box-${detail.id}-card`} className={sectionClass}>
      <h3 id={`box-${detail.id}-card`} className="font-semibold">
        {t('myOrders.boxCycle.cardTitle')}
      </h3>
      <p className="mt-1 text-sm">{t('myOrders.boxCycle.cardIntro')}</p>
      {stripeForm ?? (
        <Form ref={formRef} method="post" preventScrollReset noValidate className="mt-3 max-w-lg space-y-4">
          <Hidden detail={detail} intent="card" />
          {cardFields(refused?.fields ?? {})}
          <button type="submit" className={primaryButtonClass}>
            {t('myOrders.boxCycle.saveCard')}
          </button>
        </Form>
      )}
    </section>
  );
}

export function BoxCharges({
  detail,
  locale,
  invoicePath,
}: Pick<BoxSelfServiceProps, 'detail' | 'locale' | 'invoicePath'>) {
  const { t } = useT();
  if (detail.charges.length === 0) return null;
  return (
    <section aria-labelledby={`box-${detail.id}-charges`} className={sectionClass}>
      <h3 id={`box-${detail.id}-charges`} className="font-semibold">
        {t('myOrders.boxCycle.chargesTitle')}
      </h3>
      <ul className="mt-2 space-y-2 text-sm">
        {detail.charges.map((charge) => (
          <li key={charge.id} className="flex flex-wrap items-center gap-2">
            <span>
              {t('myOrders.boxCycle.chargeRow', {
                month: formatMonth(charge.month, locale),
                amount: formatAmount(charge.amount_minor, charge.currency, locale),
              })}
            </span>
            <StatusBadge tone={toneOf(charge.status === 'succeeded' ? 'confirmed' : charge.status)}>
              {t(`myOrders.boxCycle.chargeStatus.${charge.status}`)}
            </StatusBadge>
            {charge.next_retry_at && charge.status !== 'succeeded' && (
              <span className="text-ink-muted">
                {t('myOrders.boxCycle.nextRetry', { date: formatDay(charge.next_retry_at, locale) })}
              </span>
            )}
            {charge.status === 'succeeded' && charge.invoice_number && (
              <Form method="post" action={invoicePath} reloadDocument>
                <input type="hidden" name="box_id" value={detail.id} />
                <input type="hidden" name="charge_id" value={charge.id} />
                <button type="submit" className="font-semibold underline underline-offset-4">
                  {t('myOrders.boxCycle.invoice', { number: charge.invoice_number })}
                </button>
              </Form>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

export function BoxStop({
  detail,
  locale,
  confirmingStop,
  pagePath,
}: Pick<BoxSelfServiceProps, 'detail' | 'locale' | 'confirmingStop' | 'pagePath'>) {
  const { t } = useT();
  if (detail.stop_requested_at) {
    return (
      <p className={`${sectionClass} text-sm`}>
        {t('myOrders.boxCycle.stopRequested', { date: formatDay(detail.stop_requested_at, locale) })}{' '}
        {t(detail.periodicity === 'monthly' ? 'myOrders.boxCycle.stopMonthly' : 'myOrders.boxCycle.stopPrepaid')}
      </p>
    );
  }
  if (!ACTIVE_STEPS.includes(detail.step)) return null;
  const explanation = t(
    detail.periodicity === 'monthly' ? 'myOrders.boxCycle.stopMonthly' : 'myOrders.boxCycle.stopPrepaid',
  );
  return (
    <section id={`stop-${detail.id}`} aria-labelledby={`box-${detail.id}-stop`} className={sectionClass}>
      <h3 id={`box-${detail.id}-stop`} className="font-semibold">
        {t('myOrders.boxCycle.stopTitle')}
      </h3>
      <p className="mt-1 text-sm text-ink-muted">{explanation}</p>
      {confirmingStop ? (
        <Form method="post" className="mt-3 flex flex-wrap gap-3">
          <Hidden detail={detail} intent="stop" />
          <button type="submit" className={primaryButtonClass}>
            {t('myOrders.boxCycle.stopConfirm')}
          </button>
          <Link to={`${pagePath}#box-${detail.id}`} className={secondaryButtonClass}>
            {t('myOrders.boxCycle.stopCancel')}
          </Link>
        </Form>
      ) : (
        <Link to={`${pagePath}?stop=${detail.id}#stop-${detail.id}`} className={`${secondaryButtonClass} mt-3`}>
          {t('myOrders.boxCycle.stop')}
        </Link>
      )}
    </section>
  );
}
