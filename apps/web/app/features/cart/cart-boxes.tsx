// The subscription boxes of the cart (spec section 3, Box entry), beside the parcels.
import type { CartCalculateResponse } from '@spindle/contracts';
import type { AppLocale } from '@spindle/domain';
import { useT } from '../../lib/use-t.ts';
import { formatAmount } from './cart-format.ts';
import { submitCartForm } from './cart-store.ts';

export function BoxLines({
  boxes,
  currency,
  locale,
  cartPath,
}: {
  boxes: CartCalculateResponse['boxes'];
  currency: string;
  locale: AppLocale;
  cartPath: string;
}) {
  const { t } = useT();
  if (boxes.length === 0) return null;
  return (
    <ul className="divide-y divide-line border-t border-line">
      {boxes.map((box, index) => (
        <li key={`${box.type}-${box.periodicity}-${index}`} className="flex items-start justify-between gap-3 py-4">
          <div>
            <p className="font-semibold">{t(box.type === 'one' ? 'cart.box.one' : 'cart.box.two')}</p>
            <p className="text-sm text-ink-muted">{t(`cart.box.periodicity.${box.periodicity}`)}</p>
            {box.refusal && (
              <p role="status" className="text-sm font-semibold text-red-700 dark:text-red-300">
                {t('cart.refusal.no_shipping')}
              </p>
            )}
            <form method="post" action={cartPath} onSubmit={submitCartForm} className="mt-1">
              <input type="hidden" name="intent" value="remove_box" />
              <input type="hidden" name="index" value={index} />
              <button type="submit" className="text-sm text-ink-muted underline underline-offset-4 hover:text-ink">
                {t('cart.box.remove')}
              </button>
            </form>
          </div>
          <p className="font-semibold tabular-nums">{box.ok ? formatAmount(box.totalMinor, currency, locale) : ''}</p>
        </li>
      ))}
    </ul>
  );
}
