// The header of a partner's shop section (/sheraf, spec section 2 "Special shop section that changes
// header behaviour"): the partner's brand leads, and Spindle's search, menus and category bar give way
// to a compact bar with a link back to the store, the cart (the store's own: the section sells through
// Spindle's checkout) and the account. It follows the site header's scroll states.
import { localisePath, type AppLocale } from '@spindle/domain';
import { Link } from 'react-router';
import { AccountControl } from '../features/account/account-control.tsx';
import { CartButton } from '../features/cart/cart-button.tsx';
import type { ShopBranding } from '../features/sellers/shop-branding.ts';
import { ShopLogo } from '../features/sellers/shop-logo.tsx';
import { useT } from '../lib/use-t.ts';
import { useHeaderScrollState } from './header-scroll.ts';

const SCROLL_STATE_CLASS = {
  static: 'translate-y-0',
  fixed: 'translate-y-0 shadow-md',
  hidden: '-translate-y-full focus-within:translate-y-0',
} as const;

export function PartnerHeader({ shop, locale }: { shop: ShopBranding; locale: AppLocale }) {
  const { t } = useT();
  const scrollState = useHeaderScrollState();
  return (
    <header
      data-scroll-state={scrollState}
      className={`sticky top-0 z-40 border-b border-line bg-surface/95 backdrop-blur transition-[transform,box-shadow] duration-300 ${SCROLL_STATE_CLASS[scrollState]}`}
    >
      <div className="mx-auto flex h-[51px] max-w-[1920px] items-center justify-between gap-3 px-4 sm:px-6">
        <Link to={localisePath('/sheraf', locale)} className="flex min-w-0 items-center gap-3 rounded-md">
          <ShopLogo shop={shop} size="header" spellsName={false} />
          <span className="truncate text-lg font-semibold">{shop.name}</span>
          <span className="hidden text-sm text-ink-muted sm:inline">{t('sheraf.withSpindle')}</span>
        </Link>
        <div className="flex shrink-0 items-center gap-1">
          <Link
            to={localisePath('/', locale)}
            className="inline-flex min-h-11 items-center rounded-md px-2 text-sm font-medium hover:bg-surface-raised"
          >
            <span aria-hidden="true">←&nbsp;</span>
            {t('sheraf.back')}
          </Link>
          <CartButton locale={locale} itemCount={0} />
          <AccountControl locale={locale} variant="shop" />
        </div>
      </div>
    </header>
  );
}
