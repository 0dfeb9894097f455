// The footer of a white-label shop (spec section 1): no Spindle branding, a short information list
// and a 'Powered by' link. Unlike Spindle's footer it shows at every width: the shop's header has no
// language or currency menu, so this is where they are.
import { localisePath, type AppLocale, type CurrencyCode } from '@spindle/domain';
import { useT } from '../lib/use-t.ts';
import { Link } from 'react-router';
import { CurrencyMenu } from '../features/preferences/currency-menu.tsx';
import { LanguageMenu } from '../features/preferences/language-menu.tsx';
import { IpDataCredit } from '../features/credits/ip-data-credit.tsx';
import { CookiePreferences } from './cookie-preferences.tsx';

/** The information pages a buyer of a white-label shop needs (English paths, localised at render). */
const INFORMATION_LINKS = [
  { key: 'shipping', href: '/terms#delivery' },
  { key: 'returns', href: '/return-and-refund-policy' },
  { key: 'contact', href: '/contact' },
  { key: 'terms', href: '/terms' },
] as const;

export function WhiteLabelFooter({
  locale,
  currency,
  poweredByLink,
}: {
  locale: AppLocale;
  currency: CurrencyCode;
  /** Staff may turn the 'Powered by' link off (docs/admin.md "Artists, labels and shops"). */
  poweredByLink: boolean;
}) {
  const { t } = useT();
  return (
    <footer className="mt-24 border-t border-line">
      <div className="mx-auto flex max-w-[1920px] flex-col gap-8 px-4 py-10 sm:px-6 lg:flex-row lg:items-start lg:justify-between">
        <nav aria-label={t('sellers.whiteLabel.information')}>
          <h2 className="text-sm font-semibold">{t('sellers.whiteLabel.information')}</h2>
          <ul className="mt-3 flex flex-col gap-1.5 sm:flex-row sm:gap-6">
            {INFORMATION_LINKS.map(({ key, href }) => (
              <li key={key}>
                <Link
                  to={localisePath(href, locale)}
                  className="text-sm text-ink-muted underline-offset-4 hover:text-ink hover:underline"
                >
                  {t(`sellers.whiteLabel.${key}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex flex-col gap-4 lg:items-end">
          <div className="flex flex-wrap items-center gap-2">
            <LanguageMenu locale={locale} placement="up" />
            <CurrencyMenu currency={currency} placement="up" />
            <CookiePreferences />
          </div>
          {poweredByLink && (
            <Link
              to={localisePath('/', locale)}
              className="text-xs text-ink-muted underline-offset-4 hover:text-ink hover:underline"
            >
              {t('sellers.whiteLabel.poweredBy')}
            </Link>
          )}
          <IpDataCredit className="max-w-md text-xs lg:text-right" />
        </div>
      </div>
    </footer>
  );
}
