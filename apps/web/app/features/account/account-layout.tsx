// The frame of every /my-account/* page: the account's navigation (a sidebar from 1000 px, a
// scrolling row of tabs on phones, scrolled so the current one shows) beside the page. The current
// section carries aria-current.
//
//   export default function OrdersPage() {
//     return <AccountLayout active="orders"><h1>…</h1>…</AccountLayout>;
//   }
import { splitLocaleFromPath } from '@spindle/domain';
import { useEffect, useRef, type ReactNode } from 'react';
import { useT } from '../../lib/use-t.ts';
import { Link, useLocation } from 'react-router';
import { ACCOUNT_FRAME_SECTIONS, accountSectionPath, type AccountSection } from './account-nav.ts';

export function AccountLayout({ active, children }: { active: AccountSection; children: ReactNode }) {
  const { t } = useT();
  const { locale } = splitLocaleFromPath(useLocation().pathname);
  const navRef = useRef<HTMLElement>(null);
  // On phones the tabs scroll sideways: bring the current one into view (only sideways, never the page).
  useEffect(() => {
    const nav = navRef.current;
    const current = nav?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!nav || !current || nav.scrollWidth <= nav.clientWidth) return;
    const offset = current.getBoundingClientRect().left - nav.getBoundingClientRect().left + nav.scrollLeft;
    nav.scrollLeft = offset - (nav.clientWidth - current.offsetWidth) / 2;
  }, [active]);
  return (
    <div className="mx-auto w-full max-w-[1280px] px-4 pt-4 pb-16 sm:px-6 lg:flex lg:gap-10 lg:pt-10">
      <nav
        ref={navRef}
        aria-label={t('account.nav.label')}
        className="-mx-4 mb-6 overflow-x-auto px-4 lg:mx-0 lg:w-56 lg:shrink-0 lg:px-0"
      >
        <p className="mb-3 hidden text-sm font-semibold text-ink-muted lg:block">{t('account.nav.label')}</p>
        <ul className="flex gap-1 border-b border-line lg:flex-col lg:border-b-0">
          {ACCOUNT_FRAME_SECTIONS.map((section) => (
            <li key={section} className="shrink-0">
              <Link
                to={accountSectionPath(section, locale)}
                aria-current={section === active ? 'page' : undefined}
                className="block border-b-2 border-transparent px-3 py-2.5 text-sm whitespace-nowrap text-ink-muted hover:text-ink aria-[current=page]:border-accent aria-[current=page]:font-semibold aria-[current=page]:text-ink lg:rounded-md lg:border-b-0 lg:hover:bg-surface-raised lg:aria-[current=page]:bg-surface-raised"
              >
                {t(`account.nav.${section}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="min-w-0 flex-1">{children}</div>
    </div>
  );
}
