// The signed-in user's own account, and what anyone may see of a user
// (apps/server/src/modules/account). Checking the current password is rate limited: 429
// too_many_attempts with Retry-After in seconds.
import { defineRoutes } from '../route.ts';

export const accountRoutes = defineRoutes('account', {
  updateProfile: { method: 'POST', path: '/user/profile', access: 'user', errors: ['too_many_attempts'] },
  /** A multipart `picture` part or JSON { picture: base64 }; 413 file_max_size past the limit. */
  updatePicture: {
    method: 'POST',
    path: '/user/picture',
    access: 'user',
    errors: ['input_invalid', 'invalid_json', 'file_max_size', 'payload_too_large'],
  },
  changePassword: { method: 'POST', path: '/user/password', access: 'user', errors: ['too_many_attempts'] },
  notifications: { method: 'GET', path: '/user/notifications', access: 'user' },
  updateNotifications: { method: 'POST', path: '/user/notifications', access: 'user' },
  delivery: { method: 'GET', path: '/user/delivery', access: 'user' },
  updateDelivery: { method: 'POST', path: '/user/delivery', access: 'user' },
  setLang: { method: 'POST', path: '/user/lang', access: 'user' },
  setCurrency: { method: 'POST', path: '/user/currency', access: 'user' },
  digs: { method: 'GET', path: '/user/digs', access: 'user' },
  sponsor: { method: 'GET', path: '/user/sponsor', access: 'user' },
  publicProfile: { method: 'GET', path: '/users/:id/public', access: 'public', errors: ['not_found'] },
});
