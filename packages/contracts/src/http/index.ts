// @spindle/contracts/http: the contracts' zod-free half, safe for storefront pages in the browser
// (docs/decisions/0011-first-load.md): every endpoint's route, the error codes and their statuses,
// and the light JSON checks. Nothing here may import zod (eslint.config.js enforces it).
export * from './error-codes.ts';
export * from './json-shape.ts';
export * from './route.ts';
export * from './routes/admin.ts';
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
