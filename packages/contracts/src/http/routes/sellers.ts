// Artist, label and shop pages, and following (apps/server/src/modules/sellers).
import { defineRoutes } from '../route.ts';

export const sellersRoutes = defineRoutes('sellers', {
  artist: { method: 'GET', path: '/artists/:id', access: 'public', errors: ['not_found'] },
  label: { method: 'GET', path: '/labels/:id', access: 'public', errors: ['not_found'] },
  shop: { method: 'GET', path: '/shops/:code', access: 'public', errors: ['not_found'] },
  follow: { method: 'POST', path: '/user/follows/:id', access: 'user', errors: ['not_found'] },
});
