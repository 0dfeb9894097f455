// @spindle/contracts/http: the contracts' zod-free half, safe for storefront pages in the browser
// (docs/decisions/0011-first-load.md): every endpoint's route, the error codes and their statuses,
// and the light JSON checks. Nothing here may import zod (eslint.config.js enforces it).
export * from './error-codes.ts';
export * from './json-shape.ts';
export * from './route.ts';
export * from './routes/admin.ts';
export * from './routes/admin-dispatch.ts';
export * from './routes/admin-people.ts';
export * from './routes/admin-orders.ts';
export * from './routes/admin-curation.ts';
export * from './routes/community.ts';
export * from './routes/contact.ts';
export * from './routes/newsletter.ts';
export * from './routes/outbox.ts';
export * from './routes/quote.ts';
export * from './routes/search.ts';
export * from './routes/sellers.ts';
export * from './routes/sitemap.ts';
export * from './routes/songs.ts';
export * from './routes/system.ts';
export * from './routes/cart.ts';
export * from './routes/catalogue.ts';
export * from './routes/checkout.ts';
export * from './routes/library.ts';
export * from './routes/my-orders.ts';
export * from './routes/auth.ts';
export * from './routes/account.ts';
export * from './routes/uploads.ts';
export * from './routes/payments.ts';
export * from './routes/projects.ts';
export * from './routes/tracks.ts';
export * from './routes/shops.ts';
export * from './routes/statements.ts';
export * from './routes/dashboard.ts';
export * from './routes/production.ts';
export * from './routes/admin-production.ts';
