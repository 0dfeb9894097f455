// The header cart button with its item-count badge (spec section 2). Without JavaScript it is a link
// to /cart; once the page runs it opens the cart drawer (a modal dialog) instead. The drawer's code (its
// lines, boxes and summary) loads when it first opens, not with every page.
import { isCurrencyCode, localisePath, type AppLocale, type CurrencyCode } from '@spindle/domain';
import { lazy, Suspense, useState } from 'react';
import { useT } from '../../lib/use-t.ts';
import { Link, useRouteLoaderData } from 'react-router';
import { CartIcon } from '../../components/icons.tsx';
import { openCartDrawer, useCart } from './cart-store.ts';

const CartDrawer = lazy(() => import('./cart-drawer.tsx').then((module) => ({ default: module.CartDrawer })));

const BUTTON_CLASS = 'relative grid size-10 place-items-center rounded-full hover:bg-surface-raised';

function displayCurrency(root: unknown): CurrencyCode {
  const currency = root && typeof root === 'object' && 'currency' in root ? root.currency : null;
  return isCurrencyCode(currency) ? currency : 'EUR';
}

export function CartButton({ locale, itemCount: serverCount }: { locale: AppLocale; itemCount: number }) {
  const { t } = useT();
  const cart = useCart(displayCurrency(useRouteLoaderData('root')));
  // Mounted from its first opening on (it opens and closes itself as the store says).
  const [drawerUsed, setDrawerUsed] = useState(false);
  if (cart.drawerOpen && !drawerUsed) setDrawerUsed(true);
  const itemCount = cart.ready ? cart.state.cart.count : serverCount;
  const label = itemCount > 0 ? `${t('cart.label')}, ${t('cart.itemCount', { count: itemCount })}` : t('cart.label');
  const badge = itemCount > 0 && (
    <span
      aria-hidden="true"
      data-testid="cart-count"
      className="absolute -top-0.5 -right-0.5 grid h-5 min-w-5 place-items-center rounded-full bg-accent px-1 text-xs font-semibold text-accent-ink"
    >
      {itemCount > 99 ? '99+' : itemCount}
    </span>
  );
  if (!cart.ready) {
    return (
      <Link to={localisePath('/cart', locale)} aria-label={label} className={BUTTON_CLASS}>
        <CartIcon className="size-6" />
        {badge}
      </Link>
    );
  }
  return (
    <>
      <button
        type="button"
        aria-label={label}
        aria-haspopup="dialog"
        aria-expanded={cart.drawerOpen}
        onClick={openCartDrawer}
        className={BUTTON_CLASS}
      >
        <CartIcon className="size-6" />
        {badge}
      </button>
      {drawerUsed && (
        <Suspense fallback={null}>
          <CartDrawer cart={cart} locale={locale} />
        </Suspense>
      )}
    </>
  );
}
