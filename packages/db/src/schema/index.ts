// The whole Drizzle schema of Spindle, one folder per owning server module (decision 0013, "Tables
// have one owner"): a module reads and writes only the tables of its folder, and lint holds it to that
// (spindle/own-tables). Folders named after a module not built yet (analytics, boxes, logistics)
// are pending owners; jobs and mail belong to the job runner and the mailer.
// docs/database.md lists the tables.
export * from './account/index.ts';
export * from './analytics/index.ts';
export * from './audit/index.ts';
export * from './auth/index.ts';
export * from './boxes/index.ts';
export * from './cart/index.ts';
export * from './catalogue/index.ts';
export * from './checkout/index.ts';
export * from './community/index.ts';
export * from './contact/index.ts';
export * from './currency/index.ts';
export * from './invoicing/index.ts';
export * from './jobs/index.ts';
export * from './logistics/index.ts';
export * from './messaging/index.ts';
export * from './newsletter/index.ts';
export * from './mail/index.ts';
export * from './payments/index.ts';
export * from './production/index.ts';
export * from './projects/index.ts';
export * from './quote/index.ts';
export * from './returns/index.ts';
export * from './reviews/index.ts';
export * from './sellers/index.ts';
export * from './shops/index.ts';
export * from './songs/index.ts';
export * from './staff/index.ts';
export * from './statements/index.ts';
export * from './system/index.ts';
export * from './tracks/index.ts';
export * from './uploads/index.ts';
export * from './relations.ts';
