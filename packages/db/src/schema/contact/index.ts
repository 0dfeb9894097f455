// The contact tables. Owned by the contact module (apps/server/src/modules/contact); no other module reads or
// writes them.
export * from './contacts.ts';
