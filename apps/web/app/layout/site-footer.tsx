// The footer (spec section 2): the shop and the information pages, social links, language and currency
// switches, cookie preferences, and the credits page. Hidden under 1000 px, where the mobile menu
// carries the same links and switches.
import { localisePath, type AppLocale, type CurrencyCode } from '@spindle/domain';
import { pageLink } from '../lib/page-links.tsx';
import { useT } from '../lib/use-t.ts';
import { CurrencyMenu } from '../features/preferences/currency-menu.tsx';
import { LanguageMenu } from '../features/preferences/language-menu.tsx';
import { HelpLink } from '../features/navigation/help-link.tsx';
import { INFO_LINKS } from '../features/navigation/menu-links.ts';
import { CookiePreferences } from './cookie-preferences.tsx';
import { Wordmark } from './wordmark.tsx';

/** Spindle's social accounts. */
const SOCIAL_LINKS = [
  { network: 'Instagram', href: 'https://www.instagram.com/spindle.records' },
  { network: 'Facebook', href: 'https://www.facebook.com/spindle.records' },
  { network: 'YouTube', href: 'https://www.youtube.com/@spindle.records' },
  { network: 'TikTok', href: 'https://www.tiktok.com/@spindle.records' },
] as const;

const linkClass = 'text-sm text-ink-muted underline-offset-4 hover:text-ink hover:underline';

/** The shop's own entry points, beside the information pages. */
const SHOP_LINKS = [
  { path: '/vinyl-shop', key: 'navigation.allRecords' },
  { path: '/vinyl', key: 'navigation.links.vinyl' },
  { path: '/cd', key: 'navigation.links.cd' },
  { path: '/tape', key: 'navigation.links.tape' },
  { path: '/merch', key: 'navigation.links.merch' },
  { path: '/digital', key: 'navigation.links.digital' },
  { path: '/vinyl-box', key: 'navigation.links.box' },
] as const;

export function SiteFooter({ locale, currency }: { locale: AppLocale; currency: CurrencyCode }) {
  const { t } = useT();
  return (
    <footer className="mt-24 hidden border-t border-line lg:block">
      <div className="mx-auto flex max-w-[1920px] items-start justify-between gap-8 px-6 py-10">
        <div className="max-w-sm">
          <Wordmark />
          <p className="mt-3 text-sm text-ink-muted">{t('footer.tagline')}</p>
          <p className="mt-6 text-xs text-ink-muted">{t('footer.copyright', { year: new Date().getFullYear() })}</p>
          <a {...pageLink(localisePath('/credits', locale))} className={`mt-2 inline-block ${linkClass} text-xs`}>
            {t('footer.credits')}
          </a>
        </div>
        <nav aria-label={t('footer.shop')}>
          <h2 className="text-sm font-semibold">{t('footer.shop')}</h2>
          <ul className="mt-3 space-y-1.5">
            {SHOP_LINKS.map(({ path, key }) => (
              <li key={path}>
                <a {...pageLink(localisePath(path, locale))} className={linkClass}>
                  {t(key)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label={t('footer.information')}>
          <h2 className="text-sm font-semibold">{t('footer.information')}</h2>
          <ul className="mt-3 grid grid-cols-2 gap-x-8 gap-y-1.5">
            {INFO_LINKS.map(({ path, key }) => (
              <li key={path}>
                <a {...pageLink(localisePath(path, locale))} className={linkClass}>
                  {t(`navigation.links.${key}`)}
                </a>
              </li>
            ))}
            <li>
              <HelpLink locale={locale} className={linkClass} />
            </li>
          </ul>
        </nav>
        <nav aria-label={t('footer.social')}>
          <h2 className="text-sm font-semibold">{t('footer.social')}</h2>
          <ul className="mt-3 space-y-1.5">
            {SOCIAL_LINKS.map(({ network, href }) => (
              <li key={network}>
                <a href={href} rel="noopener" aria-label={t('footer.socialLink', { network })} className={linkClass}>
                  {network}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex flex-col items-end gap-3">
          <div className="flex items-center gap-2">
            <LanguageMenu locale={locale} placement="up" />
            <CurrencyMenu currency={currency} placement="up" />
          </div>
          <CookiePreferences />
        </div>
      </div>
    </footer>
  );
}
