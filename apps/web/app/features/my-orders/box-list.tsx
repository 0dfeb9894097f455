// /my-account/box: each subscription with its plan, state, money and the records received, and
// /my-account/gifts: the gift codes bought, redeemed or still to hand over.
import type { BoxGift, MyBox, MyGift } from '@spindle/contracts';
import type { AppLocale } from '@spindle/domain';
import type { ReactNode } from 'react';
import { useT } from '../../lib/use-t.ts';
import { formatAmount, formatDay, formatMonth } from './my-orders-format.ts';
import { cardClass, StatusBadge, toneOf } from './my-orders-ui.tsx';

function planName(plan: MyBox['plan'], locale: AppLocale): string {
  return locale === 'fr' ? plan.name_fr : plan.name_en;
}

export function BoxList({
  boxes,
  locale,
  details,
}: {
  boxes: readonly MyBox[];
  locale: AppLocale;
  /** What follows a box's summary: its months and self-service (box-self-service.tsx). */
  details?: (box: MyBox) => ReactNode;
}) {
  const { t } = useT();
  return (
    <ul className="mt-6 space-y-4">
      {boxes.map((box) => (
        <li key={box.id}>
          <section aria-labelledby={`box-${box.id}`} className={cardClass}>
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h2 id={`box-${box.id}`} className="text-lg font-semibold">
                {planName(box.plan, locale)}
              </h2>
              <div className="flex gap-1">
                {box.is_gift && <StatusBadge tone="progress">{t('myOrders.box.gift')}</StatusBadge>}
                <StatusBadge tone={toneOf(box.step)}>{t(`myOrders.box.step.${box.step}`)}</StatusBadge>
              </div>
            </div>
            <ul className="mt-3 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
              <li>
                {t('myOrders.box.recordsPerMonth', { count: box.plan.records_per_month })} ·{' '}
                {t(`myOrders.box.periodicity.${box.periodicity}`)}
              </li>
              <li>
                {t('myOrders.box.monthly', {
                  price: formatAmount(box.monthly_price_minor, box.currency, locale),
                  shipping: formatAmount(box.monthly_shipping_minor, box.currency, locale),
                })}
              </li>
              <li>{t('myOrders.box.total', { amount: formatAmount(box.total_minor, box.currency, locale) })}</li>
              <li>{t('myOrders.box.dispatchesLeft', { count: box.dispatches_left })}</li>
              {box.started_at && <li>{t('myOrders.box.startedOn', { date: formatDay(box.started_at, locale) })}</li>}
              {box.next_charge_at && (
                <li>
                  {/* A pending box's date is the charge that failed, still owed, not one to come. */}
                  {t(box.step === 'monthly_pending' ? 'myOrders.box.paymentDueSince' : 'myOrders.box.nextCharge', {
                    date: formatDay(box.next_charge_at, locale),
                  })}
                </li>
              )}
            </ul>
            <h3 className="mt-4 font-semibold">{t('myOrders.box.received')}</h3>
            {box.dispatches.length === 0 ? (
              <p className="mt-1 text-sm text-ink-muted">{t('myOrders.box.noneYet')}</p>
            ) : (
              <ul className="mt-2 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
                {box.dispatches.map((dispatch) => (
                  <li key={`${dispatch.month}-${dispatch.project.id}`} className="text-sm">
                    <img
                      src={dispatch.project.cover}
                      alt={`${dispatch.project.name} – ${dispatch.project.artist_name}`}
                      width={200}
                      height={200}
                      loading="lazy"
                      className="aspect-square w-full rounded-md object-cover"
                    />
                    <p className="mt-1 font-semibold">{dispatch.project.name}</p>
                    <p className="text-ink-muted">{dispatch.project.artist_name}</p>
                    <p className="text-ink-muted">
                      {formatMonth(dispatch.month, locale)} · {t(`myOrders.box.dispatchStatus.${dispatch.status}`)} (
                      {t(`myOrders.box.pickedBy.${dispatch.picked_by}`)})
                    </p>
                  </li>
                ))}
              </ul>
            )}
            {details?.(box)}
          </section>
        </li>
      ))}
    </ul>
  );
}

/** The gift codes bought; `sent`: the box gifts by code (recipient, day, whether the code was e-mailed). */
export function GiftList({
  gifts,
  sent,
  locale,
}: {
  gifts: readonly MyGift[];
  sent: ReadonlyMap<string, BoxGift>;
  locale: AppLocale;
}) {
  const { t } = useT();
  return (
    <ul className="mt-6 space-y-4">
      {gifts.map((gift) => (
        <li key={gift.id} className={cardClass}>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h2 className="font-semibold">
              {planName(gift.plan, locale)} · {t('myOrders.box.months', { count: gift.months })}
            </h2>
            <StatusBadge tone={gift.redeemed_at ? 'good' : 'progress'}>
              {gift.redeemed_at
                ? t('myOrders.gifts.redeemedOn', { date: formatDay(gift.redeemed_at, locale) })
                : t('myOrders.gifts.pending')}
            </StatusBadge>
          </div>
          <p className="mt-3 text-sm">
            {t('myOrders.gifts.code')}:{' '}
            <code className="rounded bg-surface-raised px-2 py-1 font-mono text-base font-semibold tracking-wider">
              {gift.code}
            </code>
          </p>
          <GiftRecipient gift={sent.get(gift.code)} redeemed={gift.redeemed_at !== null} locale={locale} />
          <p className="mt-2 text-sm text-ink-muted">
            {t('myOrders.gifts.boughtOn', { date: formatDay(gift.created_at, locale) })}
            {gift.expires_at ? ` · ${t('myOrders.gifts.expiresOn', { date: formatDay(gift.expires_at, locale) })}` : ''}
          </p>
        </li>
      ))}
    </ul>
  );
}

/** Who the gift is for and where its e-mail stands; a code with no recipient is handed over by the buyer. */
function GiftRecipient({
  gift,
  redeemed,
  locale,
}: {
  gift: BoxGift | undefined;
  redeemed: boolean;
  locale: AppLocale;
}) {
  const { t } = useT();
  if (!gift) {
    return redeemed ? null : <p className="mt-2 text-sm text-ink-muted">{t('myOrders.gifts.notRedeemed')}</p>;
  }
  const recipient = gift.recipient_name ? `${gift.recipient_name} (${gift.recipient_email})` : gift.recipient_email;
  return (
    <p className="mt-2 text-sm text-ink-muted">
      {t('myOrders.gifts.for', { recipient })}
      {' · '}
      {gift.recipient_emailed_at
        ? t('myOrders.gifts.emailedOn', { date: formatDay(gift.recipient_emailed_at, locale) })
        : t('myOrders.gifts.emailOn', { date: formatDay(gift.send_on ?? gift.created_at, locale) })}
    </p>
  );
}
