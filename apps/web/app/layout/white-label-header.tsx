// The header of a white-label shop (spec section 1): only the shop's logo or name and the cart; no
// Spindle navigation, category bar or search. Shop 1214's is 70 px tall, the others' 51 px (spec
// section 2). It follows the same scroll states as Spindle's header.
import { headerHeightPx, TALL_HEADER_HEIGHT_PX, type AppLocale } from '@spindle/domain';
import { AccountControl } from '../features/account/account-control.tsx';
import { CartButton } from '../features/cart/cart-button.tsx';
import type { ShopBranding } from '../features/sellers/shop-branding.ts';
import { ShopBrandLink } from '../features/sellers/shop-brand-link.tsx';
import { useHeaderScrollState } from './header-scroll.ts';

const SCROLL_STATE_CLASS = {
  static: 'translate-y-0',
  fixed: 'translate-y-0 shadow-md',
  hidden: '-translate-y-full focus-within:translate-y-0',
} as const;

export function WhiteLabelHeader({
  shop,
  locale,
  cartItemCount,
}: {
  shop: ShopBranding;
  locale: AppLocale;
  cartItemCount: number;
}) {
  const scrollState = useHeaderScrollState();
  const heightPx = headerHeightPx(shop.id);
  return (
    <header
      data-scroll-state={scrollState}
      style={{ height: `${heightPx}px` }}
      className={`sticky top-0 z-40 border-b border-line bg-surface/95 backdrop-blur transition-[transform,box-shadow] duration-300 ${SCROLL_STATE_CLASS[scrollState]}`}
    >
      <div className="mx-auto flex h-full max-w-[1920px] items-center justify-between gap-4 px-4 sm:px-6">
        <ShopBrandLink shop={shop} locale={locale} tall={heightPx >= TALL_HEADER_HEIGHT_PX} />
        <div className="flex items-center gap-1">
          <CartButton locale={locale} itemCount={cartItemCount} />
          <AccountControl locale={locale} variant="shop" />
        </div>
      </div>
    </header>
  );
}
