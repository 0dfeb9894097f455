// Public face of the account feature for other features' server code (routes may use its files directly).
export { requireUser } from './require-user.server.ts';
export { sessionUser } from './session-user.server.ts';
