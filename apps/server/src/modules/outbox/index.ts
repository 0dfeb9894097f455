// Public face of outbox: the e-mails written to the outbox table, readable in development and tests.
export { outboxRoutes } from './outbox.routes.ts';
