// The URL table (spec section 2). Pages are declared once in English and mounted per locale.
import { route, type RouteConfig } from '@react-router/dev/routes';
import { localisedRoutes } from './lib/localised-routes.ts';

export default [
  ...localisedRoutes([
    { id: 'home', path: '/', file: 'routes/home.tsx' },
    { id: 'player', path: '/player', file: 'routes/player.tsx' },
    { id: 'widget', path: '/widget', file: 'routes/widget.tsx' },
    { id: 'linktree', path: '/linktree', file: 'routes/linktree.tsx' },
    { id: 'artist', path: '/artist/:id/:slug?', file: 'routes/artist.tsx' },
    { id: 'label', path: '/label/:id/:slug?', file: 'routes/label.tsx' },
    { id: 'shop', path: '/shop/:code', file: 'routes/shop.tsx' },
    // The shop (spec section 2): filters in the query, curated categories, and the listed pages of one format.
    { id: 'vinyl-shop', path: '/vinyl-shop', file: 'routes/vinyl-shop.tsx' },
    { id: 'vinyl-shop-category', path: '/vinyl-shop/:categoryId/:slug?', file: 'routes/vinyl-shop.tsx' },
    { id: 'listed-vinyl', path: '/vinyl', file: 'routes/vinyl-shop.tsx' },
    { id: 'listed-cd', path: '/cd', file: 'routes/vinyl-shop.tsx' },
    { id: 'listed-tape', path: '/tape', file: 'routes/vinyl-shop.tsx' },
    { id: 'listed-merch', path: '/merch', file: 'routes/vinyl-shop.tsx' },
    // /{category}/{id}/{slug}: paths with a static first segment (/artist/1, /blog/x) rank above it
    // whatever their order; an unknown category is a project page, an id that is not a number a 404.
    { id: 'project', path: '/:category/:id/:slug?', file: 'routes/project.tsx' },
    // Information pages (features/info): texts in five languages, forms posting to the API.
    { id: 'about', path: '/about', file: 'routes/info-page.tsx' },
    { id: 'terms', path: '/terms', file: 'routes/info-page.tsx' },
    { id: 'return-and-refund-policy', path: '/return-and-refund-policy', file: 'routes/info-page.tsx' },
    { id: 'partners', path: '/partners', file: 'routes/info-page.tsx' },
    { id: 'pressing', path: '/pressing', file: 'routes/info-page.tsx' },
    { id: 'how-it-works', path: '/how-it-works', file: 'routes/info-page.tsx' },
    { id: 'vinyl-pressing', path: '/vinyl-pressing', file: 'routes/info-page.tsx' },
    { id: 'vinyl-pressing-green', path: '/vinyl-pressing-green', file: 'routes/info-page.tsx' },
    { id: 'contact', path: '/contact', file: 'routes/contact.tsx' },
    { id: 'newsletter', path: '/newsletter', file: 'routes/newsletter.tsx' },
    { id: 'blog', path: '/blog', file: 'routes/blog.tsx' },
    { id: 'blog-post', path: '/blog/:slug', file: 'routes/blog-post.tsx' },
    { id: 'service', path: '/services/:key', file: 'routes/service-page.tsx' },
    // Accounts (features/account): sign-in, e-mail links, settings, public profile.
    { id: 'sign', path: '/sign', file: 'routes/sign.tsx' },
    { id: 'sign-link', path: '/sign/link', file: 'routes/sign-link.tsx' },
    { id: 'sign-out', path: '/sign-out', file: 'routes/sign-out.tsx' },
    { id: 'forgot-password', path: '/forgot-password', file: 'routes/forgot-password.tsx' },
    { id: 'reset-password', path: '/reset-password', file: 'routes/reset-password.tsx' },
    { id: 'confirm-email', path: '/confirm-email', file: 'routes/confirm-email.tsx' },
    { id: 'my-account', path: '/my-account', file: 'routes/my-account.tsx' },
    { id: 'my-orders', path: '/my-account/orders', file: 'routes/my-orders.tsx' },
    { id: 'my-order', path: '/my-account/orders/:id', file: 'routes/my-order.tsx' },
    { id: 'my-box', path: '/my-account/box', file: 'routes/my-box.tsx' },
    { id: 'my-gifts', path: '/my-account/gifts', file: 'routes/my-gifts.tsx' },
    { id: 'my-digital', path: '/my-account/digital', file: 'routes/my-digital.tsx' },
    { id: 'my-wishlist', path: '/my-account/wishlist', file: 'routes/my-wishlist.tsx' },
    { id: 'my-cards', path: '/my-account/cards', file: 'routes/my-cards.tsx' },
    { id: 'my-digs', path: '/my-account/digs', file: 'routes/my-digs.tsx' },
    { id: 'public-profile', path: '/p/:userId', file: 'routes/public-profile.tsx' },
    { id: 'cart', path: '/cart', file: 'routes/cart.tsx' },
    { id: 'cart-confirmation', path: '/cart/confirmation', file: 'routes/cart-confirmation.tsx' },
    { id: 'payment', path: '/payment', file: 'routes/payment.tsx' },
    // Artist and label side: pressing quote, creation, managing a project, its dashboard, own shop.
    { id: 'quote', path: '/quote', file: 'routes/quote.tsx' },
    { id: 'creation-vinyl', path: '/creation/vinyl', file: 'routes/creation.tsx' },
    { id: 'creation-digital', path: '/creation/digital', file: 'routes/creation.tsx' },
    { id: 'project-manage', path: '/project/manage', file: 'routes/project-manage.tsx' },
    { id: 'project-dashboard', path: '/project/dashboard', file: 'routes/project-dashboard.tsx' },
    { id: 'my-projects', path: '/my-account/projects', file: 'routes/my-account-projects.tsx' },
    // A payee's own shares of revenue splits (docs/statements.md "Revenue splits").
    { id: 'my-statements', path: '/my-account/statements', file: 'routes/my-account-statements.tsx' },
    { id: 'my-shop', path: '/my-account/shop', file: 'routes/my-account-shop.tsx' },
    // The staff side (features/admin, docs/admin.md): second factor, work waiting, project review, audit,
    // dispatch.
    // A project's production (features/production, docs/production.md): the owner's pages.
    { id: 'my-productions', path: '/user/production', file: 'routes/production-summary.tsx' },
    { id: 'production-summary', path: '/production/summary', file: 'routes/production-summary.tsx' },
    { id: 'my-production', path: '/user/production/:id', file: 'routes/my-production.tsx' },
    // The staff side (features/admin, docs/admin.md): second factor, work waiting, project review, audit.
    { id: 'admin-home', path: '/admin', file: 'routes/admin-home.tsx' },
    { id: 'admin-second-factor', path: '/admin/second-factor', file: 'routes/admin-second-factor.tsx' },
    { id: 'admin-search', path: '/admin/search', file: 'routes/admin-search.tsx' },
    { id: 'admin-projects', path: '/admin/projects', file: 'routes/admin-projects.tsx' },
    { id: 'admin-project', path: '/admin/project/:id', file: 'routes/admin-project.tsx' },
    // A project's statement entries and revenue split (docs/admin.md "Statements and revenue splits").
    {
      id: 'admin-project-statement',
      path: '/admin/project/:id/statement',
      file: 'routes/admin-project-statement.tsx',
    },
    { id: 'admin-production-board', path: '/admin/production', file: 'routes/admin-production-board.tsx' },
    { id: 'admin-production', path: '/admin/production/:id', file: 'routes/admin-production.tsx' },
    { id: 'admin-audit', path: '/admin/audit', file: 'routes/admin-audit.tsx' },
    { id: 'admin-dispatch', path: '/admin/dispatch', file: 'routes/admin-dispatch.tsx' },
    // Users and clients, requests to answer, invoices and payments (docs/admin.md "Users, bids, invoices and payments").
    { id: 'admin-users', path: '/admin/users', file: 'routes/admin-users.tsx' },
    { id: 'admin-user', path: '/admin/user/:id', file: 'routes/admin-user.tsx' },
    { id: 'admin-client', path: '/admin/client/:id', file: 'routes/admin-client.tsx' },
    { id: 'admin-invoices', path: '/admin/invoice', file: 'routes/admin-invoices.tsx' },
    { id: 'admin-payments', path: '/admin/payments', file: 'routes/admin-payments.tsx' },
    { id: 'bids', path: '/bids', file: 'routes/admin-bids.tsx' },
    // Orders, refunds and manual orders (docs/admin.md).
    { id: 'admin-orders', path: '/admin/orders', file: 'routes/admin-orders.tsx' },
    { id: 'admin-order', path: '/admin/order/:id', file: 'routes/admin-order.tsx' },
    { id: 'admin-orders-manual', path: '/admin/orders-manual', file: 'routes/admin-orders-manual.tsx' },
    { id: 'admin-order-manual', path: '/admin/order-manual', file: 'routes/admin-order-manual.tsx' },
    // Last resort: anything no page claims is a 404 in the language of its prefix.
    { id: 'not-found', path: '/*', file: 'routes/not-found.tsx' },
  ]),
  route('/resources/currency', 'routes/resources/currency.tsx'),
  route('/admin/projects.csv', 'routes/resources/admin-projects-csv.ts'),
  route('/admin/users.csv', 'routes/resources/admin-users-csv.ts'),
  route('/admin/payments.csv', 'routes/resources/admin-payments-csv.ts'),
  route('/admin/orders.csv', 'routes/resources/admin-orders-csv.ts'),
  route('/sitemap.xml', 'routes/resources/sitemap.ts'),
  route('/sitemap/:file', 'routes/resources/sitemap-file.ts'),
  route('/robots.txt', 'routes/resources/robots.ts'),
] satisfies RouteConfig;
