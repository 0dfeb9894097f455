// The language dropdown (spec section 2): links to the same page in each locale. The lang cookie
// follows the locale of the pages visited (root middleware).
import { LOCALES, LOCALE_META, localisePath, splitLocaleFromPath, type AppLocale } from '@spindle/domain';
import { useT } from '../../lib/use-t.ts';
import { Link, useLocation } from 'react-router';
import { FlagIcon } from '../../components/flag-icon.tsx';
import { ChevronDownIcon } from '../../components/icons.tsx';
import { DisclosureMenu, menuItemClass } from '../../components/disclosure-menu.tsx';
import { languageOf } from '../../lib/i18n.ts';

export function LanguageMenu({ locale, placement }: { locale: AppLocale; placement?: 'down' | 'up' }) {
  const { t } = useT();
  const location = useLocation();
  const englishPath = splitLocaleFromPath(location.pathname).path;
  const current = LOCALE_META[locale];
  return (
    <DisclosureMenu
      placement={placement}
      summaryLabel={t('preferences.languageCurrent', { language: current.label })}
      summary={
        <>
          <FlagIcon code={current.flagCountryCode} />
          <span className="hidden uppercase header-sm:inline">{languageOf(locale)}</span>
          <ChevronDownIcon className="hidden size-4 transition-transform group-open/menu:rotate-180 header-sm:block" />
        </>
      }
    >
      <ul aria-label={t('preferences.language')}>
        {LOCALES.map((option) => (
          <li key={option}>
            <Link
              to={localisePath(englishPath, option) + location.search}
              // Another locale's page is a new document: its routes and texts come with it (layout/locale-documents.ts).
              reloadDocument
              hrefLang={languageOf(option)}
              lang={languageOf(option)}
              aria-current={option === locale ? 'true' : undefined}
              className={menuItemClass}
            >
              <FlagIcon code={LOCALE_META[option].flagCountryCode} />
              <span>{LOCALE_META[option].label}</span>
            </Link>
          </li>
        ))}
      </ul>
    </DisclosureMenu>
  );
}
