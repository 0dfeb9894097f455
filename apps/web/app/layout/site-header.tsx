// The navigation bar (spec section 2): logo, search, currency and language menus, cart, account;
// the category bar below it. Its scroll state is exposed as data-scroll-state.
import { localisePath, type AppLocale, type CurrencyCode } from '@spindle/domain';
import { useT } from '../lib/use-t.ts';
import { Link } from 'react-router';
import { AccountControl } from '../features/account/account-control.tsx';
import { CartButton } from '../features/cart/cart-button.tsx';
import { CurrencyMenu } from '../features/preferences/currency-menu.tsx';
import { LanguageMenu } from '../features/preferences/language-menu.tsx';
import { useAccountSession } from '../features/account/account-session.ts';
import { HelpLink } from '../features/navigation/help-link.tsx';
import { MobileMenu } from '../features/navigation/mobile-menu.tsx';
import { SearchBox } from '../features/search/search-box.tsx';
import { CategoryBar } from './category-bar.tsx';
import { useHeaderScrollState } from './header-scroll.ts';
import { Wordmark } from './wordmark.tsx';

const SCROLL_STATE_CLASS = {
  static: 'translate-y-0',
  fixed: 'translate-y-0 shadow-md',
  // A keyboard user tabbing into the hidden header brings it back.
  hidden: '-translate-y-full focus-within:translate-y-0',
} as const;

export function SiteHeader({
  locale,
  currency,
  cartItemCount,
  showCategoryBar,
}: {
  locale: AppLocale;
  currency: CurrencyCode;
  cartItemCount: number;
  showCategoryBar: boolean;
}) {
  const { t } = useT();
  const scrollState = useHeaderScrollState();
  const { user } = useAccountSession();
  return (
    <header
      data-scroll-state={scrollState}
      className={`group/header sticky top-0 z-40 bg-surface/95 backdrop-blur transition-[transform,box-shadow] duration-300 ${SCROLL_STATE_CLASS[scrollState]}`}
    >
      <div className="mx-auto flex h-[51px] max-w-[1920px] items-center gap-1 px-4 header-sm:gap-2 sm:px-6">
        {/* The footer is hidden under 1000 px: the menu carries its link to the credits there. */}
        <MobileMenu
          locale={locale}
          currency={currency}
          credit={
            <Link
              to={localisePath('/credits', locale)}
              className="text-xs text-ink-muted underline underline-offset-2 hover:text-ink"
            >
              {t('footer.credits')}
            </Link>
          }
          viewer={user}
        />
        <Link
          to={localisePath('/', locale)}
          aria-label={t('nav.home')}
          className="mr-2 shrink-0 rounded-md group-has-[input:focus]/header:hidden header-md:group-has-[input:focus]/header:flex"
        >
          <Wordmark />
        </Link>
        <div className="mr-1 min-w-0 flex-1">
          <SearchBox locale={locale} />
        </div>
        {/* Under 1000 px the help centre is in the menu, leaving the bar to search, cart and account. The
            customers' help centre stays off the staff and creation pages (those without the category bar),
            where the bar's link lay over the forms' fields once scrolled (axe target-size). */}
        {showCategoryBar && (
          <HelpLink
            locale={locale}
            className="hidden shrink-0 rounded-md px-2 py-1.5 text-sm font-medium text-ink-muted hover:bg-surface-raised hover:text-ink lg:inline-flex"
          />
        )}
        <div className="flex items-center group-has-[input:focus]/header:hidden header-md:group-has-[input:focus]/header:flex">
          <CurrencyMenu currency={currency} />
          <LanguageMenu locale={locale} />
        </div>
        <CartButton locale={locale} itemCount={cartItemCount} />
        <AccountControl locale={locale} />
      </div>
      {showCategoryBar && <CategoryBar locale={locale} />}
    </header>
  );
}
