// The signed-in user's menu in the header (spec section 2): settings, orders, box, gifts, projects,
// shop, digital and sign out, with a badge of new messages; the white-label variant offers account,
// orders and sign out only. Pro users also find the PRO category; is_admin sees /bids and the
// external admin link; boss and team the admin side (spec section 6).
import { CURATED_CATEGORIES, curatedCategoryPath, localisePath, type AppLocale } from '@spindle/domain';
import { useRef } from 'react';
import { useT } from '../../lib/use-t.ts';
import { Form, Link, useNavigate, useRevalidator } from 'react-router';
import { DisclosureMenu, menuItemClass } from '../../components/disclosure-menu.tsx';
import { UserIcon } from '../../components/icons.tsx';
import { accountSectionPath, ACCOUNT_SECTIONS } from './account-nav.ts';
import { isStaff, type HeaderUser } from './account-session.ts';
import { LOGOUT_DELAY_MS, SIGNED_OUT_EVENT, signOutInBrowser } from './sign-out.ts';

const PRO_CATEGORY = CURATED_CATEGORIES.find((category) => category.proOnly);

export function UserMenu({
  user,
  locale,
  variant = 'site',
  externalAdminUrl,
}: {
  user: HeaderUser;
  locale: AppLocale;
  /** 'shop': the white-label header's short menu. */
  variant?: 'site' | 'shop';
  externalAdminUrl?: string | null;
}) {
  const { t } = useT();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const signingOut = useRef(false);
  const count = user.new_messages;
  const label = count > 0 ? t('account.menu.labelWithMessages', { count }) : t('account.menu.label');
  const home = localisePath('/', locale);

  return (
    <DisclosureMenu
      summaryLabel={label}
      summary={
        <span className="relative grid size-8 place-items-center">
          {user.picture ? (
            <img src={user.picture} alt="" className="size-8 rounded-full object-cover" />
          ) : (
            <UserIcon className="size-6" />
          )}
          {count > 0 && (
            <span
              aria-hidden="true"
              data-testid="new-messages-count"
              className="absolute -top-1.5 -right-1.5 grid h-5 min-w-5 place-items-center rounded-full bg-accent px-1 text-xs font-semibold text-accent-ink"
            >
              {count > 99 ? '99+' : count}
            </span>
          )}
        </span>
      }
    >
      <p className="truncate px-3 pt-2 pb-1 text-sm font-semibold">{user.name}</p>
      <ul>
        <li>
          <Link to={localisePath('/my-account/messages', locale)} className={menuItemClass}>
            {t('account.nav.messages')}
            {count > 0 && <span className="ml-2 font-semibold">({count})</span>}
          </Link>
        </li>
        {variant === 'shop' ? (
          <>
            <li>
              <Link to={accountSectionPath('settings', locale)} className={menuItemClass}>
                {t('account.menu.account')}
              </Link>
            </li>
            <li>
              <Link to={accountSectionPath('orders', locale)} className={menuItemClass}>
                {t('account.nav.orders')}
              </Link>
            </li>
          </>
        ) : (
          <>
            {ACCOUNT_SECTIONS.map((section) => (
              <li key={section}>
                <Link to={accountSectionPath(section, locale)} className={menuItemClass}>
                  {t(`account.nav.${section}`)}
                </Link>
              </li>
            ))}
            <li>
              <Link to={localisePath(`/p/${user.id}`, locale)} className={menuItemClass}>
                {t('account.menu.publicProfile')}
              </Link>
            </li>
            {user.pro && PRO_CATEGORY && (
              <li className="border-t border-line">
                <Link
                  to={localisePath(curatedCategoryPath(PRO_CATEGORY), locale)}
                  className={`${menuItemClass} uppercase`}
                >
                  {t('account.menu.pro')}
                </Link>
              </li>
            )}
            {user.is_admin && (
              <li className="border-t border-line">
                <Link to={localisePath('/bids', locale)} className={menuItemClass}>
                  {t('account.menu.bids')}
                </Link>
              </li>
            )}
            {user.is_admin && externalAdminUrl && (
              <li>
                <a href={externalAdminUrl} target="_blank" rel="noopener noreferrer" className={menuItemClass}>
                  {t('account.menu.externalAdmin')}
                </a>
              </li>
            )}
            {isStaff(user) && (
              <li>
                <Link to={localisePath('/admin', locale)} className={menuItemClass}>
                  {t('account.menu.admin')}
                </Link>
              </li>
            )}
          </>
        )}
        <li className="border-t border-line">
          {/* Without JavaScript a plain POST to /sign-out; with it, spec section 4's sequence. */}
          <Form
            method="post"
            action={localisePath('/sign-out', locale)}
            reloadDocument
            onSubmit={(event) => {
              event.preventDefault();
              if (signingOut.current) return;
              signingOut.current = true;
              // Home first (the menu closes on the navigation), then sign out 500 ms later.
              void navigate(home);
              window.setTimeout(() => {
                void signOutInBrowser().finally(() => {
                  window.dispatchEvent(new Event(SIGNED_OUT_EVENT));
                  void revalidator.revalidate();
                });
              }, LOGOUT_DELAY_MS);
            }}
          >
            <button type="submit" className={menuItemClass}>
              {t('account.menu.signOut')}
            </button>
          </Form>
        </li>
      </ul>
    </DisclosureMenu>
  );
}
