// The routes no locale owns (routes.ts mounts them once, unprefixed): resource routes that answer a
// form post, a download or a crawler, never a page. Plain data, so that the browser can tell them from
// another locale's pages (layout/locale-documents.ts) without the route config's build-time helpers.

/** A route mounted once: its path, its module and, where one module serves several, its id. */
export interface UnlocalisedRoute {
  path: string;
  file: string;
  id?: string;
}

export const UNLOCALISED_ROUTES: readonly UnlocalisedRoute[] = [
  { path: '/resources/currency', file: 'routes/resources/currency.tsx' },
  { path: '/resources/support-message', file: 'routes/resources/support-message.ts' },
  { path: '/my-account/box/invoice', file: 'routes/resources/box-invoice.ts' },
  { path: '/admin/projects.csv', file: 'routes/resources/admin-projects-csv.ts' },
  { path: '/admin/users.csv', file: 'routes/resources/admin-users-csv.ts' },
  { path: '/admin/payments.csv', file: 'routes/resources/admin-payments-csv.ts' },
  { path: '/admin/reviews.csv', file: 'routes/resources/admin-reviews-csv.ts' },
  { path: '/admin/orders.csv', file: 'routes/resources/admin-orders-csv.ts' },
  { path: '/admin/stats/stats.csv', file: 'routes/resources/admin-stats-csv.ts' },
  { path: '/admin/artists.csv', file: 'routes/resources/admin-sellers-csv.ts', id: 'admin-artists-csv' },
  { path: '/admin/labels.csv', file: 'routes/resources/admin-sellers-csv.ts', id: 'admin-labels-csv' },
  { path: '/admin/shops.csv', file: 'routes/resources/admin-shops-csv.ts' },
  { path: '/sitemap.xml', file: 'routes/resources/sitemap.ts' },
  { path: '/sitemap/:file', file: 'routes/resources/sitemap-file.ts' },
  { path: '/robots.txt', file: 'routes/resources/robots.ts' },
];
