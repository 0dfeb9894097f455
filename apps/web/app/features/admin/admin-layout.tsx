// The frame of every /admin page: the sections' navigation (a sidebar from 1000 px), the search box
// that finds an order, a user or a project, and the page. The current section carries aria-current.
import { hasStaffPermission, localisePath, splitLocaleFromPath, type StaffPermission } from '@spindle/domain';
import type { ReactNode } from 'react';
import { Form, Link, useLocation, useRouteLoaderData } from 'react-router';
import { useT } from '../../lib/use-t.ts';

export const ADMIN_SECTIONS = [
  'home',
  'projects',
  'orders',
  'ordersManual',
  'returns',
  'production',
  'dispatch',
  'categories',
  'banners',
  'products',
  'digital',
  'digitalSingle',
  'box',
  'users',
  'invoices',
  'payments',
  'promoCodes',
  'newsletters',
  'reference',
  'moderation',
  'supportInbox',
  'bids',
  'stats',
  'artists',
  'labels',
  'shops',
  'pass',
  'challenge',
  'audit',
] as const;
export type AdminSection = (typeof ADMIN_SECTIONS)[number];

/** The menu's groups, in order, each with its sections in order (every section in exactly one). */
export const ADMIN_SECTION_GROUPS = [
  { key: 'work', sections: ['home', 'projects', 'production', 'moderation', 'supportInbox', 'bids'] },
  { key: 'orders', sections: ['orders', 'ordersManual', 'returns', 'dispatch', 'invoices', 'payments'] },
  {
    key: 'catalogue',
    sections: ['categories', 'banners', 'products', 'digital', 'digitalSingle', 'box', 'artists', 'labels', 'shops'],
  },
  { key: 'money', sections: ['promoCodes', 'newsletters', 'reference', 'stats'] },
  { key: 'people', sections: ['users', 'pass', 'challenge', 'audit'] },
] as const satisfies readonly { key: string; sections: readonly AdminSection[] }[];

const SECTION_PATHS: Readonly<Record<AdminSection, string>> = {
  home: '/admin',
  projects: '/admin/projects',
  orders: '/admin/orders',
  ordersManual: '/admin/orders-manual',
  returns: '/admin/returns',
  production: '/admin/production',
  dispatch: '/admin/dispatch',
  categories: '/admin/category',
  banners: '/admin/banners',
  products: '/admin/product',
  digital: '/admin/digital',
  digitalSingle: '/admin/digital-single',
  box: '/admin/box',
  users: '/admin/users',
  invoices: '/admin/invoice',
  payments: '/admin/payments',
  promoCodes: '/admin/promo-codes',
  newsletters: '/admin/newsletters',
  reference: '/admin/vat-rates',
  moderation: '/admin/reviews',
  supportInbox: '/admin/messages',
  bids: '/bids',
  stats: '/admin/stats/stats',
  artists: '/admin/artists',
  labels: '/admin/labels',
  shops: '/admin/shops',
  pass: '/admin/pass',
  challenge: '/admin/challenge',
  audit: '/admin/audit',
};

/** What a staff member needs to see a section (packages/domain staff-permissions.ts); the menu shows only those. */
export const SECTION_PERMISSIONS: Readonly<Record<AdminSection, StaffPermission>> = {
  home: 'home',
  projects: 'reviews',
  orders: 'orders',
  ordersManual: 'orders',
  returns: 'orders',
  production: 'production',
  dispatch: 'fulfilment',
  categories: 'catalogue',
  banners: 'catalogue',
  products: 'catalogue',
  digital: 'catalogue',
  digitalSingle: 'catalogue',
  box: 'catalogue',
  users: 'users',
  invoices: 'fulfilment',
  payments: 'fulfilment',
  promoCodes: 'promotions',
  newsletters: 'promotions',
  reference: 'money',
  moderation: 'moderation',
  // The messages API's staff powers (docs/messages.md) are the internal staff's: boss and team.
  supportInbox: 'moderation',
  bids: 'bids',
  stats: 'statistics',
  artists: 'catalogue',
  labels: 'catalogue',
  shops: 'catalogue',
  pass: 'catalogue',
  challenge: 'catalogue',
  audit: 'audit',
};

/** The sections the signed-in staff member may open, in the menu's order. */
export function useAdminSections(): AdminSection[] {
  // The root loader's session (features/account/account-session.ts), read here without importing the
  // account feature: the header already loads that file, and sharing it with the admin pages would
  // split it into a chunk of its own on every page's first load (e2e/page-weight.e2e.ts).
  const root = useRouteLoaderData<{ account?: { user: { role: string; is_admin: boolean } | null } }>('root');
  const user = root?.account?.user;
  if (!user) return [];
  const staff = { role: user.role, isAdmin: user.is_admin };
  return ADMIN_SECTIONS.filter((section) => hasStaffPermission(staff, SECTION_PERMISSIONS[section]));
}

/** Each section's name in the menu (a section's own messages hold the names of the later ones). */
const SECTION_LABELS = {
  home: 'admin.nav.home',
  projects: 'admin.nav.projects',
  orders: 'admin.orders.nav',
  ordersManual: 'admin.ordersManual.nav',
  returns: 'returns.admin.nav',
  production: 'admin.nav.production',
  dispatch: 'admin.nav.dispatch',
  categories: 'admin.curation.navCategories',
  banners: 'admin.curation.navBanners',
  products: 'admin.curation.products.nav',
  digital: 'admin.curation.digital.nav',
  digitalSingle: 'admin.digitalSingle.nav',
  box: 'admin.box.nav',
  users: 'admin.nav.users',
  invoices: 'admin.nav.invoices',
  payments: 'admin.nav.payments',
  promoCodes: 'admin.promos.nav',
  newsletters: 'admin.newsletters.nav',
  reference: 'admin.reference.nav',
  moderation: 'admin.moderation.nav',
  supportInbox: 'admin.supportInbox.nav',
  bids: 'admin.nav.bids',
  stats: 'admin.stats.nav',
  artists: 'admin.artists.nav',
  labels: 'admin.labels.nav',
  shops: 'admin.shops.nav',
  pass: 'admin.pass.nav',
  challenge: 'admin.challenge.nav',
  audit: 'admin.nav.audit',
} as const satisfies Readonly<Record<AdminSection, string>>;

export const adminInputClass = 'h-10 rounded-lg border border-line bg-surface px-3 text-sm';
export const adminButtonClass =
  'inline-flex h-10 items-center justify-center rounded-full bg-accent px-5 text-sm font-semibold text-accent-ink hover:opacity-90';
export const adminSecondaryButtonClass =
  'inline-flex h-10 items-center justify-center rounded-full border border-line px-5 text-sm font-semibold hover:bg-surface-raised';

export function AdminLayout({ active, children }: { active: AdminSection | null; children: ReactNode }) {
  const { t } = useT();
  const { locale } = splitLocaleFromPath(useLocation().pathname);
  const sections = useAdminSections();
  return (
    <div className="mx-auto w-full max-w-[1400px] px-4 pt-4 pb-16 sm:px-6 lg:flex lg:gap-10 lg:pt-8">
      <nav aria-label={t('admin.nav.label')} className="mb-6 lg:w-56 lg:shrink-0">
        <p className="mb-3 text-sm font-semibold text-ink-muted">{t('admin.title')}</p>
        {ADMIN_SECTION_GROUPS.map((group) => {
          const shown = group.sections.filter((section) => sections.includes(section));
          if (shown.length === 0) return null;
          return (
            <div key={group.key} className="mb-3">
              <h2 id={`admin-nav-${group.key}`} className="mb-1 px-3 text-xs font-semibold uppercase text-ink-muted">
                {t(`admin.nav.groups.${group.key}`)}
              </h2>
              <ul aria-labelledby={`admin-nav-${group.key}`} className="flex flex-wrap gap-1 lg:flex-col">
                {shown.map((section) => (
                  <li key={section}>
                    <Link
                      to={localisePath(SECTION_PATHS[section], locale)}
                      aria-current={section === active ? 'page' : undefined}
                      className="block rounded-md px-3 py-1.5 text-sm text-ink-muted hover:bg-surface-raised hover:text-ink aria-[current=page]:bg-surface-raised aria-[current=page]:font-semibold aria-[current=page]:text-ink"
                    >
                      {t(SECTION_LABELS[section])}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          );
        })}
      </nav>
      <div className="min-w-0 flex-1">
        <Form method="get" action={localisePath('/admin/search', locale)} role="search" className="mb-6 flex gap-2">
          <label htmlFor="admin-search" className="sr-only">
            {t('admin.search.label')}
          </label>
          <input
            id="admin-search"
            name="q"
            type="search"
            required
            placeholder={t('admin.search.placeholder')}
            className={`${adminInputClass} w-full max-w-md`}
          />
          <button type="submit" className={adminSecondaryButtonClass}>
            {t('admin.search.submit')}
          </button>
        </Form>
        {children}
      </div>
    </div>
  );
}
