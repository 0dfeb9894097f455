// Messages (apps/server/src/modules/messaging): conversations between a user and staff (support) and
// between a buyer and the artist or label selling to them, about an order or a project. Only a
// conversation's participants read it (staff also read support conversations); anyone else gets 404.
import { defineRoutes } from '../route.ts';

const WRITE_ERRORS = ['not_found', 'file_type_invalid', 'file_max_size'] as const;

export const messagingRoutes = defineRoutes('messaging', {
  list: { method: 'GET', path: '/user/messages', access: 'user' },
  /** Reading a conversation marks it read for the caller. */
  read: { method: 'GET', path: '/user/messages/:id', access: 'user', errors: ['not_found'] },
  /** 404 not_found: the order was not the caller's, or the project is not public. */
  start: { method: 'POST', path: '/user/messages', access: 'user', errors: WRITE_ERRORS, status: 201 },
  reply: { method: 'POST', path: '/user/messages/:id/reply', access: 'user', errors: WRITE_ERRORS, status: 201 },
  attachment: {
    method: 'GET',
    path: '/user/messages/:id/attachments/:attachmentId',
    access: 'user',
    errors: ['not_found'],
  },
  mute: { method: 'POST', path: '/user/messages/:id/mute', access: 'user', errors: ['not_found'] },
  /** The one-click stop link of a new-message e-mail: the signed token mutes that conversation's e-mails. */
  stop: { method: 'POST', path: '/messages/stop', access: 'public', errors: ['token_invalid'] },
});
