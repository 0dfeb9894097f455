// Which error view a failure gets (spec section 2, error screens; section 8).
import { isRouteErrorResponse } from 'react-router';

/** The two error screens of the product. */
export type ErrorKind = 'not-found' | 'maintenance';

/**
 * A response of status 500 or more, and any unexpected exception (a crash is a server fault too),
 * give the maintenance screen; any other error response (404, 400...) gives page-not-found.
 */
export function errorKindOf(error: unknown): ErrorKind {
  if (isRouteErrorResponse(error)) return error.status >= 500 ? 'maintenance' : 'not-found';
  return 'maintenance';
}
