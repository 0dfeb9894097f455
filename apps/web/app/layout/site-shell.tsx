// What surrounds every page: skip link, header (with the category bar) and footer, each as the
// URL's layout rules allow (layout-rules.ts).
import { showsPoweredByLink, type AppLocale, type CurrencyCode } from '@spindle/domain';
import type { ReactNode } from 'react';
import { useT } from '../lib/use-t.ts';
import { useFirstPartyPageViews } from '../features/analytics/index.ts';
import { ConsentToast, CookiePreferencesDialog } from '../features/consent/index.ts';
import { SupportLauncher } from '../features/support/index.ts';
import { ThirdPartyTags } from '../features/third-party/index.ts';
import { PlayerBar } from '../features/player/player-bar.tsx';
import { PageLinks } from '../lib/page-links.tsx';
import { useShopBranding } from '../features/sellers/shop-branding.ts';
import { FlashNoticeBanner } from './flash-notice-banner.tsx';
import { PartnerHeader } from './partner-header.tsx';
import type { LayoutParts } from './layout-rules.ts';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';
import { WhiteLabelFooter } from './white-label-footer.tsx';
import { WhiteLabelHeader } from './white-label-header.tsx';

export function SiteShell({
  locale,
  currency,
  layout,
  children,
}: {
  locale: AppLocale;
  currency: CurrencyCode;
  layout: LayoutParts;
  children: ReactNode;
}) {
  const { t } = useT();
  useFirstPartyPageViews();
  // A white-label shop's page wears the shop's own header and footer (spec section 1).
  const shop = useShopBranding();
  const whiteLabel = shop?.whiteLabel ? shop : null;
  // A partner's shop section (/sheraf) wears the partner's compact header over Spindle's footer.
  const partner = layout.partnerHeader && shop && !whiteLabel ? shop : null;
  return (
    <>
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-accent px-4 py-2 font-semibold text-accent-ink focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {t('nav.skipToContent')}
      </a>
      {layout.header &&
        // The cart count arrives with the cart API; until then the badge has nothing to count.
        (whiteLabel ? (
          <WhiteLabelHeader shop={whiteLabel} locale={locale} cartItemCount={0} />
        ) : partner ? (
          <PartnerHeader shop={partner} locale={locale} />
        ) : (
          <SiteHeader locale={locale} currency={currency} cartItemCount={0} showCategoryBar={layout.categoryBar} />
        ))}
      {/* Below 1000 px there is no footer: the page ends with room to scroll its last line clear of the
          support launcher that floats bottom right. */}
      <main id="main" tabIndex={-1} className="pb-20 outline-none lg:pb-0">
        <FlashNoticeBanner />
        {children}
      </main>
      {layout.footer &&
        (whiteLabel ? (
          <WhiteLabelFooter locale={locale} currency={currency} poweredByLink={showsPoweredByLink(whiteLabel)} />
        ) : (
          <SiteFooter locale={locale} currency={currency} />
        ))}
      {/* Outside the page's outlet: the music plays on across client-side navigations. */}
      {layout.playerBar && <PlayerBar locale={locale} />}
      {/* Follows the page links of grids in the browser (lib/page-links.tsx). */}
      <PageLinks />
      {/* Not in embeds (/player, /widget, ?nolayout): the host page asks, if anyone. */}
      {layout.header && <ConsentToast />}
      {(layout.header || layout.footer) && <CookiePreferencesDialog />}
      {/* Tags and chat only where Spindle's own chrome is: never inside another site's frame. */}
      {layout.header && <ThirdPartyTags />}
      {layout.header && <SupportLauncher locale={locale} whiteLabel={whiteLabel !== null} />}
    </>
  );
}
