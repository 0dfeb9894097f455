// Cancelling an order, with a confirmation that works without JavaScript: the button is a link to
// `?cancel=confirm`, which shows what will happen and the real (POST) button; focus moves to it.
import type { MyOrderDetail } from '@spindle/contracts';
import type { AppLocale } from '@spindle/domain';
import { useEffect, useRef } from 'react';
import { useT } from '../../lib/use-t.ts';
import { Form, Link, useNavigation } from 'react-router';
import { formatAmount } from './my-orders-format.ts';
import { primaryButtonClass, secondaryButtonClass } from './my-orders-ui.tsx';

export function CancelOrder({
  order,
  confirming,
  pagePath,
  locale,
}: {
  order: MyOrderDetail;
  confirming: boolean;
  pagePath: string;
  locale: AppLocale;
}) {
  const { t } = useT();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const navigation = useNavigation();
  useEffect(() => {
    if (confirming) headingRef.current?.focus();
  }, [confirming]);
  if (!order.cancellable) return null;
  const amount = formatAmount(order.total_minor - order.refunded_minor, order.currency, locale);
  if (!confirming) {
    return (
      <Link to={`${pagePath}?cancel=confirm`} className={secondaryButtonClass} preventScrollReset>
        {t('myOrders.order.cancel.button')}
      </Link>
    );
  }
  return (
    <section
      aria-labelledby="cancel-heading"
      className="rounded-xl border-2 border-accent bg-surface-raised p-4 sm:p-5"
    >
      <h2 id="cancel-heading" ref={headingRef} tabIndex={-1} className="text-lg font-semibold">
        {t('myOrders.order.cancel.heading', { id: order.id })}
      </h2>
      <p className="mt-2 text-sm">{t('myOrders.order.cancel.explain', { amount })}</p>
      <Form method="post" action={`${pagePath}?cancel=confirm`} className="mt-4 flex flex-wrap gap-3">
        <input type="hidden" name="intent" value="cancel" />
        <button type="submit" className={primaryButtonClass} disabled={navigation.state === 'submitting'}>
          {t('myOrders.order.cancel.confirm')}
        </button>
        <Link to={pagePath} className={secondaryButtonClass} preventScrollReset>
          {t('myOrders.order.cancel.keep')}
        </Link>
      </Form>
    </section>
  );
}
