// The top of a shop page: its banner (or its colour), its logo, its name as a text link to the shop's
// home (none for shop 1194, spec section 2) and, outside white-label shops, a link to the artist or
// label page behind it.
import type { Shop } from '@spindle/contracts';
import { artistPath, labelPath, localisePath, shopPath, showsShopNameLink, type AppLocale } from '@spindle/domain';
import { useT } from '../../lib/use-t.ts';
import { Link } from 'react-router';
import { shopBrandingOf } from './shop-branding.ts';
import { ShopLogo } from './shop-logo.tsx';

/** The masthead reads the shop itself, not its list of records (the page sends that cut to tiles). */
export function ShopMasthead({ shop, locale }: { shop: Omit<Shop, 'projects'>; locale: AppLocale }) {
  const { t } = useT();
  const showsName = showsShopNameLink(shop.id);
  const owner = shop.whiteLabel ? null : shop.owner;
  return (
    <section aria-labelledby="shop-name" className="pt-4">
      {shop.bannerUrl ? (
        <img
          src={shop.bannerUrl}
          alt=""
          width={1920}
          height={400}
          className="aspect-[3/1] w-full rounded-xl bg-surface-raised object-cover sm:aspect-[5/1]"
        />
      ) : (
        <div
          style={shop.theme ? { backgroundColor: shop.theme.backgroundColour } : undefined}
          className="h-28 w-full rounded-xl bg-surface-raised sm:h-44"
        />
      )}
      <div className="relative -mt-10 flex flex-col gap-4 px-4 sm:-mt-12 sm:flex-row sm:items-end sm:px-8">
        <div className="w-fit rounded-2xl bg-surface p-1.5 shadow-sm">
          <ShopLogo shop={shopBrandingOf(shop)} size="masthead" spellsName={!showsName} />
        </div>
        <div className="min-w-0 flex-1 sm:pb-1">
          <p className="text-xs font-semibold tracking-widest text-ink-muted uppercase">{t('sellers.shop.title')}</p>
          <h1 id="shop-name" className="text-3xl leading-tight font-semibold break-words sm:text-4xl">
            {showsName ? (
              <Link to={localisePath(shopPath(shop.code), locale)} className="underline-offset-4 hover:underline">
                {shop.name}
              </Link>
            ) : (
              <span className="sr-only">{shop.name}</span>
            )}
          </h1>
        </div>
        {owner && (
          <Link
            to={localisePath(owner.kind === 'artist' ? artistPath(owner) : labelPath(owner), locale)}
            className="inline-flex h-10 w-fit items-center rounded-full border border-line px-5 text-sm font-semibold hover:bg-surface-raised sm:mb-1"
          >
            {t(`sellers.shop.ownerPage.${owner.kind}`)}
          </Link>
        )}
      </div>
    </section>
  );
}
