import { messagingRoutes } from '../http/routes/messaging.ts';
import { successResponseSchema } from '../auth.ts';
import {
  MESSAGE_ATTACHMENT_MAX_BYTES,
  MESSAGE_ATTACHMENTS_MAX,
  conversationListSchema,
  conversationMuteSchema,
  conversationParamsSchema,
  conversationSchema,
  conversationStartSchema,
  messageAttachmentParamsSchema,
  messageReplySchema,
  messageSentSchema,
  messagesStopQuerySchema,
} from '../messaging.ts';
import { defineEndpoints, fileAnswer } from './define-endpoint.ts';

const tags = ['messages'];
// The files travel as base64, 4/3 of their bytes, with room for the text and the rest of the JSON.
const bodyLimitBytes = Math.ceil((MESSAGE_ATTACHMENT_MAX_BYTES * MESSAGE_ATTACHMENTS_MAX) / 3) * 4 + 64 * 1024;

export const messagingEndpoints = defineEndpoints(messagingRoutes, {
  list: {
    tags,
    summary: 'The caller’s conversations, latest first, with their unread counts',
    response: conversationListSchema,
  },
  read: {
    tags,
    summary: 'A conversation and its messages; marks it read for the caller',
    params: conversationParamsSchema,
    response: conversationSchema,
  },
  start: {
    tags,
    summary: 'Start a conversation with the team, the seller of an order one bought, or a project’s artist',
    body: conversationStartSchema,
    response: messageSentSchema,
    bodyLimitBytes,
  },
  reply: {
    tags,
    summary: 'Answer in a conversation, with pictures, PDFs or audio attached',
    params: conversationParamsSchema,
    body: messageReplySchema,
    response: messageSentSchema,
    bodyLimitBytes,
  },
  attachment: {
    tags,
    summary: 'Download a message’s attachment (participants only)',
    params: messageAttachmentParamsSchema,
    response: fileAnswer('application/octet-stream'),
  },
  mute: {
    tags,
    summary: 'Stop or restart the e-mails telling of this conversation’s new messages',
    params: conversationParamsSchema,
    body: conversationMuteSchema,
    response: successResponseSchema,
  },
  stop: {
    tags,
    summary: 'One-click stop of a conversation’s e-mails, from the link (or List-Unsubscribe header) of one',
    query: messagesStopQuerySchema,
    response: successResponseSchema,
  },
});
