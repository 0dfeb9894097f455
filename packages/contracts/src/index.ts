// The zod contracts of every request and response. The API validates with them, OpenAPI is
// generated from them, and the web client's types come from them. Endpoints declared once
// (./endpoints) join them to their zod-free routes, which storefront pages import from
// '@spindle/contracts/http' instead of this entry (docs/decisions/0012-endpoints-declared-once.md).
export * from './common.ts';
export * from './catalogue.ts';
export * from './catalogue-requests.ts';
export * from './music.ts';
export * from './system.ts';
export * from './sellers.ts';
export * from './community.ts';
export * from './form-fields.ts';
export * from './contact.ts';
export * from './newsletter.ts';
export * from './sitemap.ts';
export * from './auth.ts';
export * from './account.ts';
export * from './cart.ts';
export * from './checkout.ts';
export * from './outbox.ts';
export * from './my-orders.ts';
export * from './my-library.ts';
export * from './box-offer.ts';
export * from './box-cycle.ts';
export * from './quote.ts';
export * from './projects-manage.ts';
export * from './uploads.ts';
export * from './admin.ts';
export * from './admin-dispatch.ts';
export * from './admin-curation.ts';
export * from './admin-digital-singles.ts';
export * from './admin-people.ts';
export * from './production-data.ts';
export * from './production.ts';
export * from './admin-orders.ts';
export * from './admin-stats.ts';
export * from './admin-sellers.ts';
export * from './admin-pricing.ts';
export * from './admin-statements.ts';
export * from './returns.ts';
export * from './reviews.ts';
export * from './messaging.ts';
export * from './analytics.ts';
export * from './endpoints/index.ts';
