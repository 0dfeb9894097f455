// The cart's lines by parcel (shop group s_{id}): cover, title, size, price, quantity -/+ and
// remove, and the per-item refusal message. Every control is a small form posted to /cart, which
// the live store takes over when JavaScript runs (submitCartForm).
import type { CartCalculateResponse, PricedCartLine } from '@spindle/contracts';
import { localisePath, projectPath, type AppLocale } from '@spindle/domain';
import { useT } from '../../lib/use-t.ts';
import { Link } from 'react-router';
import { dataKey } from '../../lib/i18n.ts';
import { formatAmount, refusalMessage } from './cart-format.ts';
import { findLine, lineKeyOf, type CartState } from './cart-state.ts';
import { submitCartForm } from './cart-store.ts';

type Shop = CartCalculateResponse['shops'][number];

export function CartLine({
  line,
  currency,
  locale,
  cartPath,
  compact,
  liveQuantity,
}: {
  line: PricedCartLine;
  /** The line's quantity in the live cart, ahead of the last calculation. */
  liveQuantity?: number | undefined;
  currency: string;
  locale: AppLocale;
  cartPath: string;
  compact: boolean;
}) {
  const { t } = useT();
  const name = line.product?.name ?? `#${line.projectId}`;
  const key = lineKeyOf({ project_id: line.projectId, item_id: line.itemId, chosen_sizes: line.chosenSizes });
  const href = line.product
    ? localisePath(
        projectPath({ id: line.projectId, category: line.product.category, slug: line.product.slug }),
        locale,
      )
    : null;
  const refusal = line.refusal ? refusalMessage(line.refusal) : null;
  const quantity = liveQuantity ?? line.quantity;
  const refusalId = `refusal-${key.replace(/[^a-z0-9]/gi, '-')}`;
  const coverPx = compact ? 64 : 96;
  return (
    <li className="flex gap-3 py-4" data-testid="cart-line" aria-describedby={refusal ? refusalId : undefined}>
      {line.product && (
        <img
          src={line.product.coverUrl}
          alt=""
          width={coverPx}
          height={coverPx}
          loading="lazy"
          className={`shrink-0 rounded-md bg-surface-raised object-cover ${compact ? 'size-16' : 'size-20 sm:size-24'}`}
        />
      )}
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <p className="font-semibold leading-snug">
              {href ? (
                <Link to={href} className="underline-offset-4 hover:underline">
                  {name}
                </Link>
              ) : (
                name
              )}
            </p>
            {line.product && <p className="truncate text-sm text-ink-muted">{line.product.artistName}</p>}
            {line.shipsLater && <p className="text-sm text-ink-muted">{t('cart.shipment.laterNote')}</p>}
            {line.product?.sizeLabel && (
              <p className="text-sm text-ink-muted">{t('cart.line.size', { size: line.product.sizeLabel })}</p>
            )}
            {line.unitPriceMinor !== null && quantity > 1 && (
              <p className="text-sm text-ink-muted">
                {t('cart.line.each', { price: formatAmount(line.unitPriceMinor, currency, locale) })}
              </p>
            )}
          </div>
          <p className="shrink-0 font-semibold tabular-nums" data-testid="line-amount">
            {line.ok ? formatAmount(line.amountMinor, currency, locale) : ''}
          </p>
        </div>
        {refusal && (
          <p id={refusalId} role="status" className="text-sm font-semibold text-red-700 dark:text-red-300">
            {t(dataKey(refusal.key), refusal.values)}
          </p>
        )}
        <div className="mt-1 flex items-center justify-between gap-3">
          <form method="post" action={cartPath} onSubmit={submitCartForm} className="flex items-center">
            <input type="hidden" name="intent" value="step" />
            <input type="hidden" name="line" value={key} />
            <button
              type="submit"
              name="step"
              value="-1"
              aria-label={t('cart.line.decrease', { name })}
              className="grid size-9 place-items-center rounded-l-md border border-line text-lg hover:bg-surface-raised"
            >
              −
            </button>
            <output
              aria-label={t('cart.line.quantity', { name })}
              className="grid h-9 min-w-10 place-items-center border-y border-line px-2 tabular-nums"
            >
              {quantity}
            </output>
            <button
              type="submit"
              name="step"
              value="1"
              disabled={quantity >= 99}
              aria-label={t('cart.line.increase', { name })}
              className="grid size-9 place-items-center rounded-r-md border border-line text-lg hover:bg-surface-raised disabled:opacity-50"
            >
              +
            </button>
          </form>
          <form method="post" action={cartPath} onSubmit={submitCartForm}>
            <input type="hidden" name="intent" value="remove" />
            <input type="hidden" name="line" value={key} />
            <button
              type="submit"
              aria-label={t('cart.line.remove', { name })}
              className="text-sm text-ink-muted underline underline-offset-4 hover:text-ink"
            >
              {t('cart.line.removeShort')}
            </button>
          </form>
        </div>
      </div>
    </li>
  );
}

/** The lines of one parcel. */
export function ParcelLines({
  shop,
  currency,
  locale,
  cartPath,
  compact,
  state,
}: {
  shop: Shop;
  currency: string;
  locale: AppLocale;
  cartPath: string;
  compact: boolean;
  /** The live cart, whose quantities run ahead of the calculation; absent on the server. */
  state?: CartState | undefined;
}) {
  return (
    <ul className="divide-y divide-line">
      {shop.items.map((line) => (
        <CartLine
          key={lineKeyOf({ project_id: line.projectId, item_id: line.itemId, chosen_sizes: line.chosenSizes })}
          line={line}
          liveQuantity={
            state
              ? findLine(
                  state.cart,
                  lineKeyOf({ project_id: line.projectId, item_id: line.itemId, chosen_sizes: line.chosenSizes }),
                )?.quantity
              : undefined
          }
          currency={currency}
          locale={locale}
          cartPath={cartPath}
          compact={compact}
        />
      ))}
    </ul>
  );
}
