// Public face of the visitor's preferences (client-safe): where a redirect may go.
export { safeRedirectPath } from './safe-redirect.ts';
