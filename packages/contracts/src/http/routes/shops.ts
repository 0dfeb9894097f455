// The signed-in user's shop settings and shop codes (apps/server/src/modules/shops).
import { defineRoutes } from '../route.ts';

export const shopsRoutes = defineRoutes('shops', {
  checkCode: { method: 'POST', path: '/projects/check-code', access: 'user' },
  settings: { method: 'GET', path: '/user/shop', access: 'user' },
  /** 409 shop_code_taken; 413 for a logo or banner over its limit (or the body over 24 MiB). */
  saveSettings: {
    method: 'PUT',
    path: '/user/shop',
    access: 'user',
    errors: ['shop_code_taken', 'file_max_size', 'payload_too_large'],
  },
});
