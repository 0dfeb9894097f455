// The header cart button with its item-count badge (spec section 2).
import { localisePath, type AppLocale } from '@spindle/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CartIcon } from '../../components/icons.tsx';

export function CartButton({ locale, itemCount }: { locale: AppLocale; itemCount: number }) {
  const { t } = useTranslation();
  const label = itemCount > 0 ? `${t('cart.label')}, ${t('cart.itemCount', { count: itemCount })}` : t('cart.label');
  return (
    <Link
      to={localisePath('/cart', locale)}
      aria-label={label}
      className="relative grid size-10 place-items-center rounded-full hover:bg-surface-raised"
    >
      <CartIcon className="size-6" />
      {itemCount > 0 && (
        <span
          aria-hidden="true"
          data-testid="cart-count"
          className="absolute -top-0.5 -right-0.5 grid h-5 min-w-5 place-items-center rounded-full bg-accent px-1 text-xs font-semibold text-accent-ink"
        >
          {itemCount > 99 ? '99+' : itemCount}
        </span>
      )}
    </Link>
  );
}
