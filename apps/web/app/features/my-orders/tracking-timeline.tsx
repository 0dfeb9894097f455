// The progress of a parcel as a timeline (DESIGN: tracking steps as a timeline in the account), and
// the carrier links of its parcels (spec section 9 link templates, resolved by the API).
import type { MyOrderTracking } from '@spindle/contracts';
import type { AppLocale } from '@spindle/domain';
import { useT } from '../../lib/use-t.ts';
import { formatDay } from './my-orders-format.ts';

type ShopTracking = MyOrderTracking['shops'][number];

const DOT_CLASS = {
  done: 'bg-accent border-accent',
  current: 'bg-surface border-accent ring-4 ring-accent/25',
  upcoming: 'bg-surface border-line',
} as const;

export function TrackingTimeline({ tracking, number }: { tracking: ShopTracking; number: number }) {
  const { t } = useT();
  return (
    <ol aria-label={t('myOrders.timeline.label', { number })} className="mt-3 space-y-0">
      {tracking.steps.map((step, index) => (
        <li
          key={`${step.status}-${index}`}
          aria-current={step.state === 'current' ? 'step' : undefined}
          className="relative flex items-start gap-3 pb-4 last:pb-0"
        >
          {index < tracking.steps.length - 1 && (
            <span
              aria-hidden="true"
              className={`absolute top-4 left-[7px] h-full w-0.5 ${step.state === 'done' ? 'bg-accent' : 'bg-line'}`}
            />
          )}
          <span
            aria-hidden="true"
            className={`relative mt-1 size-4 shrink-0 rounded-full border-2 ${DOT_CLASS[step.state]}`}
          />
          <span
            className={step.state === 'upcoming' ? 'text-ink-muted' : step.state === 'current' ? 'font-semibold' : ''}
          >
            {t(`myOrders.status.${step.status}`)}
            <span className="sr-only"> ({t(`myOrders.timeline.${step.state}`)})</span>
          </span>
        </li>
      ))}
    </ol>
  );
}

export function ParcelLinks({ tracking, locale }: { tracking: ShopTracking; locale: AppLocale }) {
  const { t } = useT();
  if (tracking.shipments.length === 0)
    return <p className="mt-3 text-sm text-ink-muted">{t('myOrders.order.noParcelYet')}</p>;
  return (
    <ul className="mt-3 space-y-2">
      {tracking.shipments.map((parcel, index) => {
        const number = parcel.tracking_number ?? String(index + 1);
        const carrier = parcel.transporter ?? '—';
        return (
          <li key={`${number}-${index}`} className="text-sm">
            {parcel.tracking_link ? (
              <a
                href={parcel.tracking_link}
                target="_blank"
                rel="noopener noreferrer"
                className="font-semibold text-accent underline underline-offset-4"
              >
                {t('myOrders.order.trackParcel', { number, carrier })}
              </a>
            ) : (
              <span>{t('myOrders.order.parcelWithoutLink', { number, carrier })}</span>
            )}
            {parcel.sent_at && (
              <span className="block text-ink-muted">
                {t('myOrders.order.sentOn', { date: formatDay(parcel.sent_at, locale) })}
              </span>
            )}
          </li>
        );
      })}
    </ul>
  );
}
