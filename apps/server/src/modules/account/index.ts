// Public face of account: the signed-in user's own settings (profile, password, addresses, cards,
// preferences), composed with auth into the accounts plugin api.ts registers; the loyalty points an
// order earns.
export { awardPoints, takeBackPurchasePoints } from './account.repo.ts';
export { type AccountsConfig, createAccounts } from './accounts-plugin.ts';
export { type PointsLedger, type PointsMovement, createPointsLedger } from './points-ledger.ts';
