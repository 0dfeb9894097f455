// Messages between users (apps/server/src/modules/messaging): the inbox, a conversation, starting one,
// replying with attachments (pictures, PDFs, audio: checked by their bytes on the server), muting e-mails.
import { z } from 'zod';

const idParam = z.coerce.number({ error: 'input_must_integer' }).int('input_must_integer').positive('input_invalid');

/** What a conversation is about: the team (support), an order bought, or a project. */
export const CONVERSATION_KINDS = ['support', 'order', 'project'] as const;
export const conversationKindSchema = z.enum(CONVERSATION_KINDS);
export type ConversationKind = z.infer<typeof conversationKindSchema>;

/** An attachment's largest size (the body carries it as base64). */
export const MESSAGE_ATTACHMENT_MAX_BYTES = 8 * 1024 * 1024;
/** How many files one message carries at most. */
export const MESSAGE_ATTACHMENTS_MAX = 3;
/** A message's longest text. */
export const MESSAGE_TEXT_MAX = 5000;

/** Path `:id`. */
export const conversationParamsSchema = z.object({ id: idParam });
/** Path `:id/attachments/:attachmentId`. */
export const messageAttachmentParamsSchema = z.object({ id: idParam, attachmentId: idParam });

/** A file sent with a message: its name and bytes in base64 (its type is read from the bytes). */
export const messageAttachmentInputSchema = z.object({
  name: z.string().trim().min(1, 'input_required').max(200, 'input_too_long'),
  data: z.string().min(1, 'input_required'),
});

const textSchema = z.string().trim().min(1, 'input_required').max(MESSAGE_TEXT_MAX, 'input_too_long');
const attachmentsSchema = z.array(messageAttachmentInputSchema).max(MESSAGE_ATTACHMENTS_MAX, 'input_invalid');

/** POST user/messages/{id}/reply */
export const messageReplySchema = z.object({ text: textSchema, attachments: attachmentsSchema.optional() });
export type MessageReply = z.infer<typeof messageReplySchema>;

/** POST user/messages: to the team, to the seller of a shop order the caller bought, or about a project. */
export const conversationStartSchema = z
  .object({
    kind: conversationKindSchema,
    shop_order_id: idParam.optional(),
    project_id: idParam.optional(),
    subject: z.string().trim().max(200, 'input_too_long').optional(),
    text: textSchema,
    attachments: attachmentsSchema.optional(),
  })
  .refine((body) => body.kind !== 'order' || body.shop_order_id !== undefined, {
    message: 'input_required',
    path: ['shop_order_id'],
  })
  .refine((body) => body.kind !== 'project' || body.project_id !== undefined, {
    message: 'input_required',
    path: ['project_id'],
  });
export type ConversationStart = z.infer<typeof conversationStartSchema>;

/** A stored attachment; `url` downloads it (participants only). */
export const messageAttachmentSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  content_type: z.string(),
  size_bytes: z.number().int(),
  url: z.string(),
});

/** A message as the thread shows it. */
export const messageSchema = z.object({
  id: z.number().int(),
  from: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  /** Whether the caller wrote it. */
  mine: z.boolean(),
  /** Written by the team (a support conversation's staff side). */
  staff: z.boolean(),
  text: z.string(),
  created_at: z.string(),
  attachments: z.array(messageAttachmentSchema),
});
export type Message = z.infer<typeof messageSchema>;

/** A conversation as the inbox lists it. */
export const conversationSummarySchema = z.object({
  id: z.number().int(),
  subject: z.string(),
  kind: conversationKindSchema,
  order_id: z.number().int().nullable(),
  shop_order_id: z.number().int().nullable(),
  project_id: z.number().int().nullable(),
  /** The other participants' names. */
  with: z.array(z.string()),
  last_message_at: z.string(),
  last_message: z.string(),
  unread: z.number().int(),
});
export type ConversationSummary = z.infer<typeof conversationSummarySchema>;

/** GET user/messages: the caller's conversations, latest first, and how many messages are unread. */
export const conversationListSchema = z.object({
  conversations: z.array(conversationSummarySchema),
  unread: z.number().int(),
});
export type ConversationList = z.infer<typeof conversationListSchema>;

/** GET user/messages/{id} */
export const conversationSchema = z.object({
  conversation: conversationSummarySchema,
  messages: z.array(messageSchema),
  /** Whether the caller stopped this conversation's e-mails. */
  emails_muted: z.boolean(),
});
export type Conversation = z.infer<typeof conversationSchema>;

/** POST user/messages and user/messages/{id}/reply */
export const messageSentSchema = z.object({ conversation_id: z.number().int(), message: messageSchema });
export type MessageSent = z.infer<typeof messageSentSchema>;

/** POST user/messages/{id}/mute */
export const conversationMuteSchema = z.object({ muted: z.boolean() });
export type ConversationMute = z.infer<typeof conversationMuteSchema>;

/** POST messages/stop?token= */
export const messagesStopQuerySchema = z.object({ token: z.string().min(1, 'input_required').max(500) });
