// The staff's artists, labels and shops, the loyalty pass and the contest sign-ups under /api/admin
// (issue 16; docs/admin.md "Artists, labels and shops", "Pass and challenge"). All need `catalogue`
// (team and boss) and the session's second factor; where a merged seller's page went is public.
import { defineRoutes } from '../route.ts';

const staff = { access: 'staff', permission: 'catalogue' } as const;
const one = { ...staff, errors: ['not_found'] } as const;

export const adminSellersRoutes = defineRoutes('adminSellers', {
  artists: { method: 'GET', path: '/admin/artists', ...staff },
  createArtist: { method: 'POST', path: '/admin/artists', ...staff },
  artist: { method: 'GET', path: '/admin/artists/:id', ...one },
  updateArtist: { method: 'PUT', path: '/admin/artists/:id', ...one },
  artistPicture: {
    method: 'POST',
    path: '/admin/artists/:id/picture',
    ...staff,
    errors: ['not_found', 'file_max_size'],
  },
  mergeArtist: {
    method: 'POST',
    path: '/admin/artists/:id/merge',
    ...staff,
    errors: ['not_found', 'merge_same_seller'],
  },
  labels: { method: 'GET', path: '/admin/labels', ...staff },
  createLabel: { method: 'POST', path: '/admin/labels', ...staff },
  label: { method: 'GET', path: '/admin/labels/:id', ...one },
  updateLabel: { method: 'PUT', path: '/admin/labels/:id', ...one },
  labelPicture: { method: 'POST', path: '/admin/labels/:id/picture', ...staff, errors: ['not_found', 'file_max_size'] },
  mergeLabel: { method: 'POST', path: '/admin/labels/:id/merge', ...staff, errors: ['not_found', 'merge_same_seller'] },
  shops: { method: 'GET', path: '/admin/shops', ...staff },
  shop: { method: 'GET', path: '/admin/shops/:id', ...one },
  shopChrome: { method: 'PUT', path: '/admin/shops/:id/chrome', ...staff, errors: ['not_found', 'file_max_size'] },
  pass: { method: 'GET', path: '/admin/pass', ...one },
  adjustPoints: {
    method: 'POST',
    path: '/admin/pass/:id',
    ...staff,
    errors: ['not_found', 'points_invalid', 'points_balance_negative'],
  },
  challenge: { method: 'GET', path: '/admin/challenge', ...staff },
  /** Public: the artist or label page a merged one's old URL redirects to (301). */
  mergedSeller: { method: 'GET', path: '/merged-sellers/:kind/:id', access: 'public', errors: ['not_found'] },
});
