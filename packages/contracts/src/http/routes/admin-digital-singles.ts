// Digital singles under /api/admin (apps/server/src/modules/digital-singles; docs/admin.md "Digital
// singles"): staff holding the `catalogue` permission, second factor verified.
import { defineRoutes } from '../route.ts';

const catalogue = { access: 'staff', permission: 'catalogue' } as const;

export const adminDigitalSinglesRoutes = defineRoutes('adminDigitalSingles', {
  list: { method: 'GET', path: '/admin/digital-singles', ...catalogue },
  create: {
    method: 'POST',
    path: '/admin/digital-singles',
    ...catalogue,
    status: 201,
    errors: ['input_invalid', 'input_required', 'not_found'],
  },
  setPrices: {
    method: 'PUT',
    path: '/admin/digital-singles/:id/prices',
    ...catalogue,
    errors: ['not_found', 'input_invalid'],
  },
  setTrack: {
    method: 'POST',
    path: '/admin/digital-singles/:id/track',
    ...catalogue,
    errors: ['not_found', 'upload_not_ready'],
  },
  /** Puts it on sale: refused without a track (track_source_missing). */
  publish: {
    method: 'POST',
    path: '/admin/digital-singles/:id/publish',
    ...catalogue,
    errors: ['not_found', 'track_source_missing'],
  },
});
