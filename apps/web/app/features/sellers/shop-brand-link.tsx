// The shop's own header mark: its logo and its name as a text link to the shop's home. Shop 1194 shows
// no text link (spec section 2): its logo alone, named for assistive technology.
import { localisePath, shopPath, showsShopNameLink, type AppLocale } from '@spindle/domain';
import { useT } from '../../lib/use-t.ts';
import { Link } from 'react-router';
import type { ShopBranding } from './shop-branding.ts';
import { ShopLogo } from './shop-logo.tsx';

export function ShopBrandLink({
  shop,
  locale,
  tall = false,
}: {
  shop: ShopBranding;
  locale: AppLocale;
  /** The taller header (70 px) has room for a bigger logo. */
  tall?: boolean;
}) {
  const { t } = useT();
  const showsName = showsShopNameLink(shop.id);
  return (
    <Link
      to={localisePath(shopPath(shop.code), locale)}
      aria-label={showsName ? undefined : t('sellers.shop.home', { name: shop.name })}
      className="flex min-w-0 items-center gap-3 rounded-md"
    >
      <ShopLogo shop={shop} size={tall ? 'tallHeader' : 'header'} spellsName={!showsName} />
      {showsName && <span className="truncate text-lg font-semibold">{shop.name}</span>}
    </Link>
  );
}
