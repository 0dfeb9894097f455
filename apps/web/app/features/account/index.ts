// Public face of the account feature for other features (browser-safe): who is signed in, as the root
// loader saw it. Server-only parts are in index.server.ts.
export { type AccountSession, type HeaderUser, isStaff, useAccountSession } from './account-session.ts';
