// Who may call each API route: the table behind access-matrix.int.test.ts, which collects EVERY route
// registered under /api from the built app and fails when one has no row here (or a row matches no
// route). Authorisation is deny by default:
//
//   visitor -> 401 on any private route; a signed-in user without the right -> 403; someone else's
//   object -> 403 or 404 (never its data).
//
// ROUTE AUTHORS: when you add a route under /api, add its row below (method, the path exactly as you
// registered it, who may call it) and, for an owner-scoped route, a `url` that points at an object
// owned by user A of testing/orders-fixture.ts (and a valid `body` for writes, so that a wrong user
// reaches the owner check rather than the body validation). Run
// `npx vitest run apps/server/src/access-matrix.int.test.ts`.
import type { StaffPermission } from '@spindle/domain';
import type { OrdersFixture } from './orders-fixture.ts';

/** Who a route is for. */
export type Access =
  /** Anyone: no identity gets 401 or 403 (the answer may still be 400/404/429). */
  | 'public'
  /** Any signed-in user: a visitor gets 401. */
  | 'user'
  /** The owner (user A) of the object in the URL: a visitor 401, anyone else 403 or 404. */
  | 'owner'
  /** The owner reads and writes, internal staff (boss, team) read; anyone else 403 or 404. */
  | 'owner_or_staff'
  /** Pro users (spec section 6). */
  | 'pro'
  /** Internal staff: role boss or team. */
  | 'team'
  /** The admin flag (is_admin). */
  | 'admin'
  /** A staff member holding the row's `permission` (packages/domain staff-permissions.ts), second factor verified. */
  | 'staff'
  /** A signed link (digital downloads): without a valid signature everyone gets 403. */
  | 'signed'
  /** A payment provider's signed webhook: without a valid signature everyone gets 400 (or 404: provider not in use). */
  | 'webhook'
  /** The API's own "no such route" answers. */
  | 'not_found';

/** ALL: a route answering every method (the API's catch-all); it is called with GET. */
export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'ALL';

export interface AccessRow {
  method: Method;
  /** The route's path as registered, with the /api prefix ('/api/user/orders/:id/shop'). */
  path: string;
  access: Access;
  /** For `staff` rows: the permission the route needs. */
  permission?: StaffPermission;
  /** The URL to call (default: the path with every parameter set to 1). */
  url?: (fx: OrdersFixture) => string;
  /**
   * The JSON body to send (default: {} for POST, PUT, PATCH). Give one only where a signed-in caller
   * must get past validation to reach the check under test (an owner-scoped write); a visitor must get
   * 401 whatever the body (guard in onRequest/preValidation, not preHandler, which runs after validation).
   */
  body?: (fx: OrdersFixture) => unknown;
}

const ADDRESS = {
  firstname: 'Ada',
  lastname: 'Buyer',
  address: '1 rue du Test',
  zip_code: '75011',
  city: 'Paris',
  country_id: 'FR',
};

export const ACCESS_MATRIX: readonly AccessRow[] = [
  // System and docs
  { method: 'GET', path: '/api/docs', access: 'public' },
  { method: 'GET', path: '/api/docs/openapi.json', access: 'public' },
  { method: 'GET', path: '/api/health', access: 'public' },
  { method: 'GET', path: '/api/ready', access: 'public' },
  { method: 'GET', path: '/api/build-id', access: 'public' },
  { method: 'GET', path: '/api/alerts', access: 'public' },
  { method: 'GET', path: '/api/home', access: 'public' },
  { method: 'GET', path: '/api/banners', access: 'public' },
  { method: 'GET', path: '/api/sitemap', access: 'public' },
  { method: 'GET', path: '/api/search', access: 'public', url: () => '/api/search?search=nova&type=projects' },
  // Catalogue, sellers, music, community
  { method: 'GET', path: '/api/projects', access: 'public' },
  {
    method: 'GET',
    path: '/api/projects/recommandations',
    access: 'public',
    url: (fx) => `/api/projects/recommandations?project_id=${fx.projects.midnight}`,
  },
  { method: 'GET', path: '/api/projects/:id', access: 'public', url: (fx) => `/api/projects/${fx.projects.midnight}` },
  {
    method: 'GET',
    path: '/api/projects/:id/more',
    access: 'public',
    url: (fx) => `/api/projects/${fx.projects.midnight}/more`,
  },
  {
    method: 'GET',
    path: '/api/projects/:id/songs',
    access: 'public',
    url: (fx) => `/api/projects/${fx.projects.midnight}/songs`,
  },
  {
    method: 'GET',
    path: '/api/projects/:id/comments',
    access: 'public',
    url: (fx) => `/api/projects/${fx.projects.midnight}/comments`,
  },
  {
    method: 'GET',
    path: '/api/projects/:id/reviews',
    access: 'public',
    url: (fx) => `/api/projects/${fx.projects.midnight}/reviews`,
  },
  {
    method: 'GET',
    path: '/api/projects/:id/group-shipment',
    access: 'public',
    url: (fx) => `/api/projects/${fx.projects.midnight}/group-shipment`,
  },
  {
    method: 'POST',
    path: '/api/projects/:id/like',
    access: 'user',
    url: (fx) => `/api/projects/${fx.projects.midnight}/like`,
    body: () => ({ liked: true }),
  },
  { method: 'POST', path: '/api/comments', access: 'user' },
  { method: 'GET', path: '/api/artists/:id', access: 'public', url: (fx) => `/api/artists/${fx.artists.nova}` },
  { method: 'GET', path: '/api/labels/:id', access: 'public', url: (fx) => `/api/labels/${fx.labelId}` },
  { method: 'GET', path: '/api/shops/:code', access: 'public', url: () => '/api/shops/ferric-oxide' },
  { method: 'GET', path: '/api/songs', access: 'public', url: (fx) => `/api/songs?project_id=${fx.projects.midnight}` },
  { method: 'POST', path: '/api/songs/stats', access: 'public' },
  {
    method: 'GET',
    path: '/api/users/:id/public',
    access: 'public',
    url: (fx) => `/api/users/${fx.people.a.id}/public`,
  },
  // Information pages
  { method: 'POST', path: '/api/contact', access: 'public' },
  { method: 'POST', path: '/api/newsletter', access: 'public' },
  // One-click unsubscribe (a token) and the SMTP provider's reports (a bearer secret): docs/newsletter.md.
  { method: 'POST', path: '/api/newsletter/one-click', access: 'public' },
  { method: 'POST', path: '/api/newsletter/mail-events', access: 'public' },
  // Sign-in and sessions
  { method: 'GET', path: '/api/auth/check', access: 'user' },
  { method: 'GET', path: '/api/auth/providers', access: 'public' },
  { method: 'POST', path: '/api/auth/login', access: 'public' },
  { method: 'POST', path: '/api/auth/signup', access: 'public' },
  { method: 'POST', path: '/api/auth/logout', access: 'public' },
  { method: 'POST', path: '/api/auth/confirm-email', access: 'public' },
  { method: 'POST', path: '/api/auth/resend-confirmation', access: 'user' },
  { method: 'POST', path: '/api/auth/forgot-password', access: 'public' },
  { method: 'POST', path: '/api/auth/reset-password', access: 'public' },
  { method: 'POST', path: '/api/auth/login-link', access: 'public' },
  { method: 'POST', path: '/api/auth/login-link/confirm', access: 'public' },
  { method: 'POST', path: '/api/auth/unsubscribe-newsletter', access: 'public' },
  // Social sign-in (served once a provider is configured, as the matrix's app has one): a name that is
  // not a configured provider answers 404.
  { method: 'GET', path: '/api/auth/:provider/start', access: 'public' },
  { method: 'GET', path: '/api/auth/:provider/callback', access: 'public' },
  { method: 'POST', path: '/api/auth/:provider', access: 'public' },
  { method: 'POST', path: '/api/auth/oauth/complete', access: 'public' },
  // The user's own account (modules/account, community, sellers)
  { method: 'POST', path: '/api/user/profile', access: 'user' },
  { method: 'POST', path: '/api/user/picture', access: 'user' },
  { method: 'POST', path: '/api/user/password', access: 'user' },
  { method: 'GET', path: '/api/user/notifications', access: 'user' },
  { method: 'POST', path: '/api/user/notifications', access: 'user' },
  { method: 'GET', path: '/api/user/delivery', access: 'user' },
  { method: 'POST', path: '/api/user/delivery', access: 'user' },
  { method: 'POST', path: '/api/user/lang', access: 'user' },
  { method: 'POST', path: '/api/user/currency', access: 'user' },
  { method: 'GET', path: '/api/user/digs', access: 'user' },
  { method: 'GET', path: '/api/user/sponsor', access: 'user' },
  { method: 'POST', path: '/api/user/wishes', access: 'user' },
  // Returns (modules/returns): any signed-in buyer lists their own; a request on someone else's parcel is 404.
  { method: 'GET', path: '/api/user/returns', access: 'user' },
  {
    method: 'POST',
    path: '/api/user/returns',
    access: 'owner',
    body: (fx) => ({
      shop_order_id: fx.orders.sent.shopOrderId,
      reason: 'damaged',
      lines: [{ order_item_id: 1, quantity: 1 }],
    }),
  },
  // Messages (modules/messaging): A's conversation, A its only participant; anyone else's answer is 404.
  { method: 'GET', path: '/api/user/messages', access: 'user' },
  { method: 'POST', path: '/api/user/messages', access: 'user', body: () => ({ kind: 'support', text: 'Hello' }) },
  {
    method: 'GET',
    path: '/api/user/messages/:id',
    access: 'owner',
    url: (fx) => `/api/user/messages/${fx.conversation.id}`,
  },
  {
    method: 'POST',
    path: '/api/user/messages/:id/reply',
    access: 'owner',
    url: (fx) => `/api/user/messages/${fx.conversation.id}/reply`,
    body: () => ({ text: 'Any news?' }),
  },
  {
    method: 'GET',
    path: '/api/user/messages/:id/attachments/:attachmentId',
    access: 'owner',
    url: (fx) => `/api/user/messages/${fx.conversation.id}/attachments/${fx.conversation.attachmentId}`,
  },
  {
    method: 'POST',
    path: '/api/user/messages/:id/mute',
    access: 'owner',
    url: (fx) => `/api/user/messages/${fx.conversation.id}/mute`,
    body: () => ({ muted: true }),
  },
  { method: 'POST', path: '/api/messages/stop', access: 'public' },
  // Reviews (modules/reviews): A's order only; anyone else's answer is 404.
  {
    method: 'GET',
    path: '/api/user/reviews',
    access: 'owner',
    url: (fx) => `/api/user/reviews?order_id=${fx.orders.sent.id}`,
  },
  {
    method: 'POST',
    path: '/api/user/reviews',
    access: 'owner',
    body: (fx) => ({
      order_id: fx.orders.sent.id,
      project_id: fx.projects.velvet,
      rating: 5,
      title: 'Lovely',
      text: 'A quiet, well-centred pressing.',
    }),
  },
  {
    method: 'POST',
    path: '/api/user/follows/:id',
    access: 'user',
    url: (fx) => `/api/user/follows/${fx.artists.nova}`,
    body: () => ({ type: 'artist' }),
  },
  // Orders, boxes, digital purchases, cards, lists (modules/my-orders, modules/library)
  { method: 'GET', path: '/api/user/orders', access: 'user' },
  {
    method: 'GET',
    path: '/api/user/orders/:id/shop',
    access: 'owner',
    url: (fx) => `/api/user/orders/${fx.orders.sent.id}/shop`,
  },
  {
    method: 'GET',
    path: '/api/user/orders/:id/tracking',
    access: 'owner',
    url: (fx) => `/api/user/orders/${fx.orders.sent.id}/tracking`,
  },
  {
    method: 'GET',
    path: '/api/user/orders/:id/invoice',
    access: 'owner',
    url: (fx) => `/api/user/orders/${fx.orders.sent.id}/invoice`,
  },
  {
    method: 'GET',
    path: '/api/user/orders/:id/credit-notes/:document_id',
    access: 'owner',
    url: (fx) => `/api/user/orders/${fx.orders.sent.id}/credit-notes/${fx.orders.sent.creditNoteId}`,
  },
  // The sent order: its owner is refused by its state (409), anyone else does not find it.
  {
    method: 'DELETE',
    path: '/api/user/orders/:id',
    access: 'owner',
    url: (fx) => `/api/user/orders/${fx.orders.sent.id}`,
  },
  {
    method: 'PUT',
    path: '/api/user/orders/:shop_id/customer',
    access: 'owner',
    url: (fx) => `/api/user/orders/${fx.orders.paid.shopOrderId}/customer`,
    body: () => ADDRESS,
  },
  { method: 'GET', path: '/api/user/boxes', access: 'user' },
  { method: 'GET', path: '/api/user/digital', access: 'user' },
  {
    method: 'GET',
    path: '/api/user/digital/:track_id/download',
    access: 'signed',
    url: (fx) => `/api/user/digital/${fx.songs.midnightA}/download`,
  },
  { method: 'GET', path: '/api/user/cards', access: 'user' },
  { method: 'POST', path: '/api/user/cards', access: 'user' },
  { method: 'POST', path: '/api/user/cards/setup', access: 'user' },
  { method: 'GET', path: '/api/user/wishes', access: 'user' },
  { method: 'GET', path: '/api/user/follows', access: 'user' },
  // Cart and checkout (anonymous carts are allowed; the saved cart and box codes need a session)
  { method: 'POST', path: '/api/cart/calculate', access: 'public' },
  { method: 'GET', path: '/api/cart', access: 'user' },
  { method: 'DELETE', path: '/api/cart', access: 'public' },
  { method: 'POST', path: '/api/cart/pay', access: 'public' },
  { method: 'POST', path: '/api/cart/confirm', access: 'public' },
  { method: 'POST', path: '/api/cart/related', access: 'public' },
  { method: 'POST', path: '/api/cart/feedback', access: 'public' },
  { method: 'PUT', path: '/api/boxes/code', access: 'public', body: () => ({ code: 'NOPE-CODE' }) },
  { method: 'POST', path: '/api/boxes/code', access: 'user' },
  // The box's shop side (docs/accounts.md): prices and recent months for anyone, gifts and a redeemed
  // gift's address for their user.
  {
    method: 'GET',
    path: '/api/boxes/prices',
    access: 'public',
    url: () => '/api/boxes/prices?currency=EUR&country_id=FR',
  },
  { method: 'GET', path: '/api/boxes/months', access: 'public' },
  { method: 'GET', path: '/api/user/box-gifts', access: 'user' },
  { method: 'POST', path: '/api/boxes/code/address', access: 'user' },
  // The box's cycle (docs/boxes.md): the staff's month selection; the subscriber's own box (another
  // user's box is 404).
  {
    method: 'GET',
    path: '/api/admin/boxes/selections/:month',
    access: 'staff',
    permission: 'catalogue',
    url: () => '/api/admin/boxes/selections/2027-01-01',
  },
  {
    method: 'POST',
    path: '/api/admin/boxes/selections/:month',
    access: 'staff',
    permission: 'catalogue',
    url: () => '/api/admin/boxes/selections/2027-01-01',
  },
  {
    method: 'DELETE',
    path: '/api/admin/boxes/selections/:month/:project_id',
    access: 'staff',
    permission: 'catalogue',
    url: () => '/api/admin/boxes/selections/2027-01-01/1',
  },
  { method: 'GET', path: '/api/user/boxes/:id', access: 'owner', url: (fx) => `/api/user/boxes/${fx.boxId}` },
  {
    method: 'GET',
    path: '/api/user/boxes/:boxId/reviews/:userId',
    access: 'owner_or_staff',
    url: (fx) => `/api/user/boxes/${fx.boxId}/reviews/${fx.people.a.id}`,
  },
  {
    method: 'DELETE',
    path: '/api/user/boxes/:id',
    access: 'owner',
    url: (fx) => `/api/user/boxes/${fx.boxId}`,
  },
  {
    method: 'POST',
    path: '/api/user/boxes/vinyl',
    access: 'owner',
    body: (fx) => ({ box_id: fx.boxId, project_id: fx.projects.ironPsalms }),
  },
  { method: 'PUT', path: '/api/user/boxes', access: 'owner', body: (fx) => ({ box_id: fx.boxId, genre_ids: [1] }) },
  {
    method: 'POST',
    path: '/api/user/boxes/payment',
    access: 'owner',
    body: (fx) => ({
      box_id: fx.boxId,
      card: { kind: 'test_card', number: '4242424242424242', exp_month: 12, exp_year: 2099, cvc: '123' },
    }),
  },
  {
    method: 'POST',
    path: '/api/user/boxes/address',
    access: 'owner',
    body: (fx) => ({ box_id: fx.boxId, ...ADDRESS }),
  },
  {
    method: 'POST',
    path: '/api/user/boxes/invoice',
    access: 'owner',
    body: (fx) => ({ box_id: fx.boxId, charge_id: fx.boxChargeId }),
  },
  // First-party analytics (docs/analytics.md): a visitor's beacon.
  {
    method: 'POST',
    path: '/api/events',
    access: 'public',
    body: () => ({ events: [{ type: 'page_view', url: '/' }] }),
  },
  { method: 'POST', path: '/api/user/event', access: 'user' },
  { method: 'POST', path: '/api/payments/webhook/test', access: 'webhook' },
  { method: 'POST', path: '/api/payments/webhook/stripe', access: 'webhook' },
  // Pressing quotes (anyone may price and ask)
  { method: 'GET', path: '/api/quote/options', access: 'public' },
  { method: 'POST', path: '/api/quote/calculate', access: 'public' },
  { method: 'POST', path: '/api/quote', access: 'public' },
  // Chunked uploads: the user's own
  { method: 'POST', path: '/api/upload/start', access: 'user' },
  { method: 'POST', path: '/api/upload/chunk', access: 'user' },
  { method: 'POST', path: '/api/upload/finish', access: 'user' },
  { method: 'GET', path: '/api/upload/:id', access: 'owner', url: (fx) => `/api/upload/${fx.uploads.open}` },
  { method: 'GET', path: '/api/upload/:id/file', access: 'owner', url: (fx) => `/api/upload/${fx.uploads.done}/file` },
  { method: 'DELETE', path: '/api/upload/:id', access: 'owner', url: (fx) => `/api/upload/${fx.uploads.open}` },
  // Artists' and labels' projects (A manages fx.ownProject)
  { method: 'POST', path: '/api/projects', access: 'user' },
  { method: 'GET', path: '/api/user/projects', access: 'user' },
  { method: 'POST', path: '/api/projects/check-code', access: 'user' },
  { method: 'POST', path: '/api/projects/call-me', access: 'user' },
  { method: 'GET', path: '/api/user/shop', access: 'user' },
  { method: 'PUT', path: '/api/user/shop', access: 'user' },
  {
    method: 'GET',
    path: '/api/projects/:id/edit',
    access: 'owner_or_staff',
    url: (fx) => `/api/projects/${fx.ownProject.id}/edit`,
  },
  {
    method: 'PUT',
    path: '/api/projects/:id',
    access: 'owner',
    url: (fx) => `/api/projects/${fx.ownProject.id}`,
    body: () => ({ name: 'Ada Sessions' }),
  },
  {
    method: 'POST',
    path: '/api/projects/:id/submit',
    access: 'owner_or_staff',
    url: (fx) => `/api/projects/${fx.ownProject.id}/submit`,
  },
  {
    method: 'POST',
    path: '/api/projects/:id/step',
    access: 'owner_or_staff',
    url: (fx) => `/api/projects/${fx.ownProject.id}/step`,
  },
  {
    method: 'POST',
    path: '/api/projects/:id/artwork',
    access: 'owner',
    url: (fx) => `/api/projects/${fx.ownProject.id}/artwork`,
  },
  {
    method: 'POST',
    path: '/api/projects/:id/tracks',
    access: 'owner',
    url: (fx) => `/api/projects/${fx.ownProject.id}/tracks`,
  },
  {
    method: 'PUT',
    path: '/api/projects/:id/tracks/:trackId',
    access: 'owner',
    url: (fx) => `/api/projects/${fx.ownProject.id}/tracks/${fx.ownProject.trackId}`,
    body: () => ({ title: 'First Take' }),
  },
  {
    method: 'DELETE',
    path: '/api/projects/:id/tracks/:trackId',
    access: 'owner',
    url: (fx) => `/api/projects/${fx.ownProject.id}/tracks/${fx.ownProject.spareTrackId}`,
  },
  {
    method: 'POST',
    path: '/api/projects/:id/tracks/:trackId/encode',
    access: 'owner',
    url: (fx) => `/api/projects/${fx.ownProject.id}/tracks/${fx.ownProject.trackId}/encode`,
  },
  {
    method: 'GET',
    path: '/api/projects/:id/tracks/:trackId/encode',
    access: 'owner_or_staff',
    url: (fx) => `/api/projects/${fx.ownProject.id}/tracks/${fx.ownProject.trackId}/encode`,
  },
  {
    method: 'GET',
    path: '/api/projects/:id/stats',
    access: 'owner_or_staff',
    url: (fx) => `/api/projects/${fx.ownProject.id}/stats`,
  },
  {
    method: 'GET',
    path: '/api/projects/:id/orders',
    access: 'owner_or_staff',
    url: (fx) => `/api/projects/${fx.ownProject.id}/orders`,
  },
  {
    method: 'GET',
    path: '/api/user/projects/:id/orders',
    access: 'owner_or_staff',
    url: (fx) => `/api/user/projects/${fx.ownProject.id}/orders`,
  },
  {
    method: 'GET',
    path: '/api/user/projects/:id/extract-orders',
    access: 'owner_or_staff',
    url: (fx) => `/api/user/projects/${fx.ownProject.id}/extract-orders`,
  },
  {
    method: 'GET',
    path: '/api/projects/:id/statement',
    access: 'owner_or_staff',
    url: (fx) => `/api/projects/${fx.ownProject.id}/statement`,
  },
  // The split of a project: its owner, its payees and staff (a payee who is not the owner is the handler's check).
  {
    method: 'GET',
    path: '/api/projects/:id/revenue-split',
    access: 'owner_or_staff',
    url: (fx) => `/api/projects/${fx.ownProject.id}/revenue-split`,
  },
  { method: 'GET', path: '/api/user/revenue-shares', access: 'user' },
  // A payee's own statement: any signed-in user reaches it; no share of that month answers 403 (payee-statement.int.test.ts).
  { method: 'GET', path: '/api/user/revenue-shares/:id/statement', access: 'user' },
  // Statements on the staff side: boss only (permission money). Writes send no body, so the matrix
  // checks who may call, not what happens.
  {
    method: 'GET',
    path: '/api/admin/projects/:id/statement-entries',
    access: 'staff',
    permission: 'money',
    url: (fx) => `/api/admin/projects/${fx.ownProject.id}/statement-entries`,
  },
  { method: 'POST', path: '/api/admin/projects/:id/statement-costs', access: 'staff', permission: 'money' },
  { method: 'POST', path: '/api/admin/projects/:id/retail-sales', access: 'staff', permission: 'money' },
  { method: 'POST', path: '/api/admin/projects/:id/fee-rows', access: 'staff', permission: 'money' },
  { method: 'PUT', path: '/api/admin/projects/:id/revenue-split', access: 'staff', permission: 'money' },
  {
    method: 'GET',
    path: '/api/projects/:id/break-even',
    access: 'owner_or_staff',
    url: (fx) => `/api/projects/${fx.ownProject.id}/break-even`,
  },
  {
    method: 'GET',
    path: '/api/projects/download',
    access: 'owner_or_staff',
    url: (fx) => `/api/projects/download?project_id=${fx.ownProject.id}`,
  },
  // Staff
  { method: 'GET', path: '/api/admin/outbox', access: 'admin' },
  { method: 'GET', path: '/api/admin/second-factor', access: 'staff', permission: 'second_factor' },
  { method: 'POST', path: '/api/admin/second-factor/enrolment', access: 'staff', permission: 'second_factor' },
  { method: 'POST', path: '/api/admin/second-factor/enrolment/confirm', access: 'staff', permission: 'second_factor' },
  { method: 'POST', path: '/api/admin/second-factor/verify', access: 'staff', permission: 'second_factor' },
  { method: 'GET', path: '/api/admin/home', access: 'staff', permission: 'home' },
  {
    method: 'GET',
    path: '/api/admin/search',
    access: 'staff',
    permission: 'home',
    url: () => '/api/admin/search?q=ada',
  },
  { method: 'GET', path: '/api/admin/projects', access: 'staff', permission: 'reviews' },
  {
    method: 'GET',
    path: '/api/admin/projects/:id',
    access: 'staff',
    permission: 'reviews',
    url: (fx) => `/api/admin/projects/${fx.ownProject.id}`,
  },
  { method: 'POST', path: '/api/admin/projects/:id/approve', access: 'staff', permission: 'reviews' },
  { method: 'POST', path: '/api/admin/projects/:id/refuse', access: 'staff', permission: 'reviews' },
  { method: 'POST', path: '/api/admin/projects/:id/step', access: 'staff', permission: 'reviews' },
  { method: 'GET', path: '/api/admin/audit', access: 'staff', permission: 'audit' },
  // Fulfilment and dispatch (modules/logistics)
  { method: 'GET', path: '/api/admin/dispatch', access: 'staff', permission: 'fulfilment' },
  {
    method: 'GET',
    path: '/api/admin/dispatch/export',
    access: 'staff',
    permission: 'fulfilment',
    url: () => '/api/admin/dispatch/export?logistician=daudin',
  },
  { method: 'POST', path: '/api/admin/dispatch/tracking', access: 'staff', permission: 'fulfilment' },
  { method: 'POST', path: '/api/admin/dispatch/status', access: 'staff', permission: 'fulfilment' },
  { method: 'POST', path: '/api/admin/shop-orders/:id/shipments', access: 'staff', permission: 'fulfilment' },
  {
    method: 'PUT',
    path: '/api/admin/shop-orders/:id/shipments/:shipment_id',
    access: 'staff',
    permission: 'fulfilment',
  },
  // Customers' reviews (modules/reviews, docs/reviews.md)
  { method: 'GET', path: '/api/admin/reviews', access: 'staff', permission: 'moderation' },
  { method: 'POST', path: '/api/admin/reviews/:id/status', access: 'staff', permission: 'moderation' },
  { method: 'POST', path: '/api/admin/reviews/:id/answer', access: 'staff', permission: 'moderation' },
  { method: 'GET', path: '/api/admin/returns', access: 'staff', permission: 'orders' },
  { method: 'POST', path: '/api/admin/returns/:id/status', access: 'staff', permission: 'orders' },
  // Catalogue curation (modules/curation; docs/admin.md "Curation")
  { method: 'GET', path: '/api/admin/categories', access: 'staff', permission: 'catalogue' },
  { method: 'GET', path: '/api/admin/categories/:id', access: 'staff', permission: 'catalogue' },
  { method: 'POST', path: '/api/admin/categories/:id/projects', access: 'staff', permission: 'catalogue' },
  {
    method: 'DELETE',
    path: '/api/admin/categories/:id/projects/:project_id',
    access: 'staff',
    permission: 'catalogue',
  },
  { method: 'POST', path: '/api/admin/categories/:id/move', access: 'staff', permission: 'catalogue' },
  { method: 'PUT', path: '/api/admin/categories/:id/order', access: 'staff', permission: 'catalogue' },
  { method: 'GET', path: '/api/admin/banners', access: 'staff', permission: 'catalogue' },
  { method: 'POST', path: '/api/admin/banners', access: 'staff', permission: 'catalogue' },
  { method: 'PUT', path: '/api/admin/banners/:id', access: 'staff', permission: 'catalogue' },
  { method: 'DELETE', path: '/api/admin/banners/:id', access: 'staff', permission: 'catalogue' },
  {
    method: 'POST',
    path: '/api/admin/banners/:id/pictures/:locale',
    access: 'staff',
    permission: 'catalogue',
    url: () => '/api/admin/banners/1/pictures/fr',
  },
  { method: 'GET', path: '/api/admin/announcement', access: 'staff', permission: 'catalogue' },
  { method: 'PUT', path: '/api/admin/announcement', access: 'staff', permission: 'catalogue' },
  { method: 'GET', path: '/api/admin/products', access: 'staff', permission: 'catalogue' },
  { method: 'GET', path: '/api/admin/products/:id', access: 'staff', permission: 'catalogue' },
  { method: 'POST', path: '/api/admin/products', access: 'staff', permission: 'catalogue' },
  { method: 'PUT', path: '/api/admin/products/:id', access: 'staff', permission: 'catalogue' },
  { method: 'GET', path: '/api/admin/digital', access: 'staff', permission: 'catalogue' },
  { method: 'GET', path: '/api/admin/digital/:id', access: 'staff', permission: 'catalogue' },
  { method: 'PUT', path: '/api/admin/digital/:id', access: 'staff', permission: 'catalogue' },
  { method: 'GET', path: '/api/admin/digital-singles', access: 'staff', permission: 'catalogue' },
  { method: 'POST', path: '/api/admin/digital-singles', access: 'staff', permission: 'catalogue' },
  { method: 'PUT', path: '/api/admin/digital-singles/:id/prices', access: 'staff', permission: 'catalogue' },
  { method: 'POST', path: '/api/admin/digital-singles/:id/track', access: 'staff', permission: 'catalogue' },
  { method: 'POST', path: '/api/admin/digital-singles/:id/publish', access: 'staff', permission: 'catalogue' },
  // Users and clients, /bids, invoices and payments (docs/admin.md "Users, bids, invoices and payments")
  { method: 'GET', path: '/api/admin/users', access: 'staff', permission: 'users' },
  {
    method: 'GET',
    path: '/api/admin/users/:id',
    access: 'staff',
    permission: 'users',
    url: (fx) => `/api/admin/users/${fx.people.a.id}`,
  },
  {
    method: 'GET',
    path: '/api/admin/clients/:id',
    access: 'staff',
    permission: 'users',
    url: (fx) => `/api/admin/clients/${fx.people.a.id}`,
  },
  // A real change (B becomes pro): who may make it is what the row checks.
  {
    method: 'POST',
    path: '/api/admin/users/:id/access',
    access: 'staff',
    permission: 'roles',
    url: (fx) => `/api/admin/users/${fx.people.b.id}/access`,
    body: () => ({ pro: true }),
  },
  {
    method: 'POST',
    path: '/api/admin/users/:id/sessions/revoke',
    access: 'staff',
    permission: 'users',
    url: (fx) => `/api/admin/users/${fx.people.pro.id}/sessions/revoke`,
  },
  {
    method: 'POST',
    path: '/api/admin/users/:id/confirmation',
    access: 'staff',
    permission: 'users',
    url: (fx) => `/api/admin/users/${fx.people.b.id}/confirmation`,
  },
  { method: 'GET', path: '/api/admin/bids', access: 'staff', permission: 'bids' },
  {
    method: 'POST',
    path: '/api/admin/bids/:kind/:id/answer',
    access: 'staff',
    permission: 'bids',
    url: () => '/api/admin/bids/call_me/1/answer',
  },
  { method: 'GET', path: '/api/admin/invoices', access: 'staff', permission: 'orders' },
  { method: 'GET', path: '/api/admin/invoices/export', access: 'staff', permission: 'orders' },
  { method: 'GET', path: '/api/admin/invoices/:id/pdf', access: 'staff', permission: 'orders' },
  { method: 'GET', path: '/api/admin/payments', access: 'staff', permission: 'orders' },
  // Production (docs/production.md): A's own project has not succeeded, so its writes answer 409
  { method: 'GET', path: '/api/user/production', access: 'user' },
  {
    method: 'GET',
    path: '/api/production/:id',
    access: 'owner_or_staff',
    url: (fx) => `/api/production/${fx.ownProject.id}`,
  },
  {
    method: 'POST',
    path: '/api/production/:id/actions/:step',
    access: 'owner',
    url: (fx) => `/api/production/${fx.ownProject.id}/actions/pre-production.barcode`,
    body: () => ({ intent: 'save', data: { mode: 'assign' } }),
  },
  {
    method: 'POST',
    path: '/api/production/:id/actions/:step/decision',
    access: 'owner',
    url: (fx) => `/api/production/${fx.ownProject.id}/actions/production.test_pressing/decision`,
    body: () => ({ decision: 'valid' }),
  },
  {
    method: 'POST',
    path: '/api/production/:id/actions/:step/messages',
    access: 'owner',
    url: (fx) => `/api/production/${fx.ownProject.id}/actions/pre-production.artwork/messages`,
    body: () => ({ body: 'Is the spine right?' }),
  },
  {
    method: 'POST',
    path: '/api/production/:id/actions/:step/files',
    access: 'owner',
    url: (fx) => `/api/production/${fx.ownProject.id}/actions/pre-production.artwork/files`,
    body: () => ({ name: 'sleeve.pdf', data: 'JVBERi0xLjcK' }),
  },
  {
    method: 'GET',
    path: '/api/production/:id/files/:fileId',
    access: 'owner_or_staff',
    url: (fx) => `/api/production/${fx.ownProject.id}/files/1`,
  },
  {
    method: 'GET',
    path: '/api/production/:id/files/:fileId/preview',
    access: 'owner_or_staff',
    url: (fx) => `/api/production/${fx.ownProject.id}/files/1/preview`,
  },
  { method: 'GET', path: '/api/admin/production', access: 'staff', permission: 'production' },
  { method: 'GET', path: '/api/admin/production/:id', access: 'staff', permission: 'production' },
  { method: 'POST', path: '/api/admin/production/:id/actions/:step', access: 'staff', permission: 'production' },
  {
    method: 'POST',
    path: '/api/admin/production/:id/actions/:step/messages',
    access: 'staff',
    permission: 'production',
  },
  { method: 'POST', path: '/api/admin/production/:id/actions/:step/files', access: 'staff', permission: 'production' },
  { method: 'POST', path: '/api/admin/production/:id/actions/:step/plan', access: 'staff', permission: 'production' },
  { method: 'PUT', path: '/api/admin/production/:id', access: 'staff', permission: 'production' },
  // The staff's order pages: reading, addresses and manual orders for team and boss, money back for boss.
  // Writes point at no real order (or send no body), so the matrix checks who may call, not what happens.
  { method: 'GET', path: '/api/admin/orders', access: 'staff', permission: 'orders' },
  {
    method: 'GET',
    path: '/api/admin/orders/:id',
    access: 'staff',
    permission: 'orders',
    url: (fx) => `/api/admin/orders/${fx.orders.paid.id}`,
  },
  {
    method: 'GET',
    path: '/api/admin/orders/:id/documents/:document_id',
    access: 'staff',
    permission: 'orders',
    url: (fx) => `/api/admin/orders/${fx.orders.sent.id}/documents/${fx.orders.sent.creditNoteId}`,
  },
  { method: 'PUT', path: '/api/admin/shop-orders/:shop_id/address', access: 'staff', permission: 'orders' },
  {
    method: 'POST',
    path: '/api/admin/orders/:id/cancel',
    access: 'staff',
    permission: 'refunds',
    url: () => '/api/admin/orders/999999/cancel',
  },
  {
    method: 'POST',
    path: '/api/admin/orders/:id/refunds',
    access: 'staff',
    permission: 'refunds',
    url: () => '/api/admin/orders/999999/refunds',
  },
  {
    method: 'POST',
    path: '/api/admin/orders/:id/refunds/:refund_id/resume',
    access: 'staff',
    permission: 'refunds',
    url: () => '/api/admin/orders/999999/refunds/1/resume',
  },
  { method: 'POST', path: '/api/admin/manual-orders', access: 'staff', permission: 'orders' },
  // Statistics (modules/statistics, docs/admin.md "Statistics"): team and boss
  { method: 'GET', path: '/api/admin/stats', access: 'staff', permission: 'statistics' },
  // Promotions (team and boss) and reference data (boss): docs/admin.md "Promotions", "Reference data".
  { method: 'GET', path: '/api/admin/promo-codes', access: 'staff', permission: 'promotions' },
  { method: 'GET', path: '/api/admin/promo-codes/:id', access: 'staff', permission: 'promotions' },
  { method: 'POST', path: '/api/admin/promo-codes', access: 'staff', permission: 'promotions' },
  { method: 'PUT', path: '/api/admin/promo-codes/:id', access: 'staff', permission: 'promotions' },
  {
    method: 'POST',
    path: '/api/admin/promo-codes/:id/end',
    access: 'staff',
    permission: 'promotions',
    url: () => '/api/admin/promo-codes/999999/end',
  },
  // Newsletter campaigns (team and boss): docs/newsletter.md.
  { method: 'GET', path: '/api/admin/newsletters', access: 'staff', permission: 'promotions' },
  { method: 'POST', path: '/api/admin/newsletters', access: 'staff', permission: 'promotions' },
  { method: 'GET', path: '/api/admin/newsletters/:id', access: 'staff', permission: 'promotions' },
  { method: 'PUT', path: '/api/admin/newsletters/:id', access: 'staff', permission: 'promotions' },
  { method: 'DELETE', path: '/api/admin/newsletters/:id', access: 'staff', permission: 'promotions' },
  { method: 'GET', path: '/api/admin/newsletters/:id/preview', access: 'staff', permission: 'promotions' },
  { method: 'POST', path: '/api/admin/newsletters/:id/test', access: 'staff', permission: 'promotions' },
  { method: 'POST', path: '/api/admin/newsletters/:id/send', access: 'staff', permission: 'promotions' },
  { method: 'GET', path: '/api/admin/vat-rates', access: 'staff', permission: 'money' },
  { method: 'POST', path: '/api/admin/vat-rates', access: 'staff', permission: 'money' },
  { method: 'DELETE', path: '/api/admin/vat-rates/:id', access: 'staff', permission: 'money' },
  { method: 'GET', path: '/api/admin/exchange-rates', access: 'staff', permission: 'money' },
  { method: 'PUT', path: '/api/admin/exchange-rates/:currency', access: 'staff', permission: 'money' },
  { method: 'POST', path: '/api/admin/exchange-rates/ecb', access: 'staff', permission: 'money' },
  { method: 'GET', path: '/api/admin/shipping-rates', access: 'staff', permission: 'money' },
  { method: 'POST', path: '/api/admin/shipping-rates', access: 'staff', permission: 'money' },
  { method: 'DELETE', path: '/api/admin/shipping-rates/:id', access: 'staff', permission: 'money' },
  { method: 'GET', path: '/api/admin/quote-costs', access: 'staff', permission: 'money' },
  { method: 'POST', path: '/api/admin/quote-costs', access: 'staff', permission: 'money' },
  { method: 'DELETE', path: '/api/admin/quote-costs/:id', access: 'staff', permission: 'money' },
  // The API's answer to unknown paths
  { method: 'ALL', path: '/api', access: 'not_found' },
  { method: 'ALL', path: '/api/', access: 'not_found' },
  { method: 'ALL', path: '/api/*', access: 'not_found', url: () => '/api/no-such-route' },
  // Artists, labels, shops, the pass and the challenge (issue 16): the catalogue's permission.
  { method: 'GET', path: '/api/admin/artists', access: 'staff', permission: 'catalogue' },
  { method: 'POST', path: '/api/admin/artists', access: 'staff', permission: 'catalogue' },
  {
    method: 'GET',
    path: '/api/admin/artists/:id',
    access: 'staff',
    permission: 'catalogue',
    url: (fx) => `/api/admin/artists/${fx.artists.nova}`,
  },
  { method: 'PUT', path: '/api/admin/artists/:id', access: 'staff', permission: 'catalogue' },
  { method: 'POST', path: '/api/admin/artists/:id/picture', access: 'staff', permission: 'catalogue' },
  { method: 'POST', path: '/api/admin/artists/:id/merge', access: 'staff', permission: 'catalogue' },
  { method: 'GET', path: '/api/admin/labels', access: 'staff', permission: 'catalogue' },
  { method: 'POST', path: '/api/admin/labels', access: 'staff', permission: 'catalogue' },
  {
    method: 'GET',
    path: '/api/admin/labels/:id',
    access: 'staff',
    permission: 'catalogue',
    url: (fx) => `/api/admin/labels/${fx.labelId}`,
  },
  { method: 'PUT', path: '/api/admin/labels/:id', access: 'staff', permission: 'catalogue' },
  { method: 'POST', path: '/api/admin/labels/:id/picture', access: 'staff', permission: 'catalogue' },
  { method: 'POST', path: '/api/admin/labels/:id/merge', access: 'staff', permission: 'catalogue' },
  { method: 'GET', path: '/api/admin/shops', access: 'staff', permission: 'catalogue' },
  { method: 'GET', path: '/api/admin/shops/:id', access: 'staff', permission: 'catalogue' },
  { method: 'PUT', path: '/api/admin/shops/:id/chrome', access: 'staff', permission: 'catalogue' },
  { method: 'GET', path: '/api/admin/pass', access: 'staff', permission: 'catalogue' },
  { method: 'POST', path: '/api/admin/pass/:id', access: 'staff', permission: 'catalogue' },
  { method: 'GET', path: '/api/admin/challenge', access: 'staff', permission: 'catalogue' },
  { method: 'GET', path: '/api/merged-sellers/:kind/:id', access: 'public', url: () => '/api/merged-sellers/artist/1' },
];
