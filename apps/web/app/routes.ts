// The URL table (spec section 2). Pages are declared once in English and mounted per locale.
import { route, type RouteConfig } from '@react-router/dev/routes';
import { PERMANENT_REDIRECTS } from '@spindle/domain';
import { localisedRoutes } from './lib/localised-routes.ts';
import { UNLOCALISED_ROUTES } from './lib/unlocalised-routes.ts';

export default [
  ...localisedRoutes([
    { id: 'home', path: '/', file: 'routes/home.tsx' },
    { id: 'player', path: '/player', file: 'routes/player.tsx' },
    { id: 'widget', path: '/widget', file: 'routes/widget.tsx' },
    { id: 'linktree', path: '/linktree', file: 'routes/linktree.tsx' },
    { id: 'artist', path: '/artist/:id/:slug?', file: 'routes/artist.tsx' },
    { id: 'label', path: '/label/:id/:slug?', file: 'routes/label.tsx' },
    { id: 'shop', path: '/shop/:code', file: 'routes/shop.tsx' },
    // The partner shop section (spec section 2, features/sheraf): its own header.
    { id: 'sheraf', path: '/sheraf', file: 'routes/sheraf.tsx' },
    // The shop (spec section 2): filters in the query, curated categories, and the listed pages of one format.
    { id: 'vinyl-shop', path: '/vinyl-shop', file: 'routes/vinyl-shop.tsx' },
    { id: 'vinyl-shop-category', path: '/vinyl-shop/:categoryId/:slug?', file: 'routes/vinyl-shop.tsx' },
    { id: 'listed-vinyl', path: '/vinyl', file: 'routes/vinyl-shop.tsx' },
    { id: 'listed-cd', path: '/cd', file: 'routes/vinyl-shop.tsx' },
    { id: 'listed-tape', path: '/tape', file: 'routes/vinyl-shop.tsx' },
    { id: 'listed-merch', path: '/merch', file: 'routes/vinyl-shop.tsx' },
    { id: 'digital', path: '/digital', file: 'routes/vinyl-shop.tsx' },
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
    { id: 'help', path: '/help', file: 'routes/info-page.tsx' },
    // The contest's landing pages (flyers, party nights): the root loader sets their origin, FL or PA1.
    { id: 'contest', path: '/contest', file: 'routes/info-page.tsx' },
    { id: 'contest-party', path: '/contest/party', file: 'routes/info-page.tsx' },
    { id: 'contact', path: '/contact', file: 'routes/contact.tsx' },
    { id: 'credits', path: '/credits', file: 'routes/credits.tsx' },
    { id: 'newsletter', path: '/newsletter', file: 'routes/newsletter.tsx' },
    { id: 'newsletter-unsubscribe', path: '/newsletter/unsubscribe', file: 'routes/newsletter-unsubscribe.tsx' },
    { id: 'messages-stop', path: '/messages/stop', file: 'routes/messages-stop.tsx' },
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
    { id: 'my-messages', path: '/my-account/messages', file: 'routes/my-messages.tsx' },
    { id: 'my-message-new', path: '/my-account/messages/new', file: 'routes/my-message-new.tsx' },
    { id: 'my-message', path: '/my-account/messages/:id', file: 'routes/my-message.tsx' },
    { id: 'my-box', path: '/my-account/box', file: 'routes/my-box.tsx' },
    { id: 'vinyl-box', path: '/vinyl-box', file: 'routes/vinyl-box.tsx' },
    { id: 'box-redeem', path: '/box', file: 'routes/box-redeem.tsx' },
    { id: 'refund', path: '/refund', file: 'routes/refund.tsx' },
    { id: 'my-gifts', path: '/my-account/gifts', file: 'routes/my-gifts.tsx' },
    { id: 'my-digital', path: '/my-account/digital', file: 'routes/my-digital.tsx' },
    { id: 'my-wishlist', path: '/my-account/wishlist', file: 'routes/my-wishlist.tsx' },
    { id: 'my-cards', path: '/my-account/cards', file: 'routes/my-cards.tsx' },
    { id: 'my-digs', path: '/my-account/digs', file: 'routes/my-digs.tsx' },
    { id: 'public-profile', path: '/p/:userId', file: 'routes/public-profile.tsx' },
    // Customers' reviews (features/reviews, docs/reviews.md): every record of an order, or one.
    { id: 'review', path: '/review', file: 'routes/review.tsx' },
    { id: 'review-single', path: '/review-single', file: 'routes/review-single.tsx' },
    // The records of a vinyl box's shipped months (features/reviews, docs/boxes.md).
    { id: 'box-review', path: '/box-review', file: 'routes/box-review.tsx' },
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
    { id: 'admin-reviews', path: '/admin/reviews', file: 'routes/admin-reviews.tsx' },
    // The team's support inbox (docs/messages.md "Support inbox").
    { id: 'admin-messages', path: '/admin/messages', file: 'routes/admin-messages.tsx' },
    { id: 'admin-message', path: '/admin/messages/:id', file: 'routes/admin-message.tsx' },
    { id: 'admin-returns', path: '/admin/returns', file: 'routes/admin-returns.tsx' },
    // Catalogue curation (docs/admin.md "Curation").
    { id: 'admin-category', path: '/admin/category', file: 'routes/admin-category.tsx' },
    { id: 'admin-banners', path: '/admin/banners', file: 'routes/admin-banners.tsx' },
    { id: 'admin-product', path: '/admin/product', file: 'routes/admin-product.tsx' },
    { id: 'admin-digital', path: '/admin/digital', file: 'routes/admin-digital.tsx' },
    { id: 'admin-digital-release', path: '/admin/digital/:id', file: 'routes/admin-digital.tsx' },
    { id: 'admin-digital-single', path: '/admin/digital-single', file: 'routes/admin-digital-single.tsx' },
    // The vinyl box's month selection (issue 17, docs/boxes.md).
    { id: 'admin-box', path: '/admin/box', file: 'routes/admin-box.tsx' },
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
    // Statistics (docs/admin.md "Statistics").
    { id: 'admin-stats', path: '/admin/stats/stats', file: 'routes/admin-stats.tsx' },
    { id: 'admin-stats-all', path: '/admin/stats/stats-all', file: 'routes/admin-stats-all.tsx' },
    { id: 'admin-stats-v1', path: '/admin/stats/stats-v1', file: 'routes/admin-stats-v1.tsx' },
    // Artists, labels and shops; the loyalty pass and the contest's sign-ups (docs/admin.md).
    { id: 'admin-artists', path: '/admin/artists', file: 'routes/admin-sellers.tsx' },
    { id: 'admin-labels', path: '/admin/labels', file: 'routes/admin-sellers.tsx' },
    { id: 'admin-artist', path: '/admin/artist/:id', file: 'routes/admin-seller.tsx' },
    { id: 'admin-label', path: '/admin/label/:id', file: 'routes/admin-seller.tsx' },
    { id: 'admin-shops', path: '/admin/shops', file: 'routes/admin-shops.tsx' },
    { id: 'admin-shop', path: '/admin/shop/:id', file: 'routes/admin-shop.tsx' },
    { id: 'admin-pass', path: '/admin/pass', file: 'routes/admin-pass.tsx' },
    { id: 'admin-challenge', path: '/admin/challenge', file: 'routes/admin-challenge.tsx' },
    // Promotions and reference data (docs/admin.md "Promotions", "Reference data").
    { id: 'admin-promo-codes', path: '/admin/promo-codes', file: 'routes/admin-promo-codes.tsx' },
    { id: 'admin-promo-code', path: '/admin/promo-code/:id', file: 'routes/admin-promo-code.tsx' },
    { id: 'admin-newsletters', path: '/admin/newsletters', file: 'routes/admin-newsletters.tsx' },
    { id: 'admin-newsletter', path: '/admin/newsletters/:id', file: 'routes/admin-newsletter.tsx' },
    { id: 'admin-vat-rates', path: '/admin/vat-rates', file: 'routes/admin-vat-rates.tsx' },
    { id: 'admin-exchange-rates', path: '/admin/exchange-rates', file: 'routes/admin-exchange-rates.tsx' },
    { id: 'admin-shipping-rates', path: '/admin/shipping-rates', file: 'routes/admin-shipping-rates.tsx' },
    { id: 'admin-quote', path: '/admin/quote', file: 'routes/admin-quote.tsx' },
    // Listed pages whose job another page does: a permanent redirect (packages/domain permanent-redirects.ts).
    ...Object.keys(PERMANENT_REDIRECTS).map((path) => ({
      id: `redirect${path.replaceAll('/', '-')}`,
      path,
      file: 'routes/permanent-redirect.tsx',
    })),
    // Last resort: anything no page claims is a 404 in the language of its prefix.
    { id: 'not-found', path: '/*', file: 'routes/not-found.tsx' },
  ]),
  // Resource routes no locale owns (lib/unlocalised-routes.ts).
  ...UNLOCALISED_ROUTES.map(({ path, file, id }) => (id ? route(path, file, { id }) : route(path, file))),
] satisfies RouteConfig;
