// The inbox's use cases (docs/messages.md): list, read (marks read), start, reply, download an
// attachment, mute. Only a conversation's participants see it; staff also see support conversations
// (and join one when they read or answer it). Anyone else gets 404, so nothing tells it exists.
import type {
  Conversation,
  ConversationList,
  ConversationStart,
  ConversationSummary,
  Message,
  MessageReply,
  MessageSent,
} from '@spindle/contracts';
import { messagingRoutes, urlOf } from '@spindle/contracts/http';
import { AppError } from '../../http/errors.ts';
import type { FileStorage } from '../../storage/file-storage.ts';
import { hasRole, type AuthenticatedUser, type UserContact } from '../auth/index.ts';
import { checkAttachments, removeStored, storeAttachments, type AttachmentInput } from './attachments.ts';
import type { AttachmentRow, ConversationRow, MessageRow, MessagesRepo, ParticipantRow } from './messages.repo.ts';

/** Who sells what a buyer writes about: found through checkout, shops and projects at composition. */
export interface SellerDirectory {
  /** A shop order's order, buyer and the users who sell it (shop holder, artist, label, owner); null when none. */
  ofShopOrder(
    shopOrderId: number,
  ): Promise<{ orderId: number; buyerUserId: number | null; sellerUserIds: number[]; subject: string } | null>;
  /** A project's name, whether the public sees it, and its managers; null when none. */
  ofProject(projectId: number): Promise<{ name: string; visible: boolean; userIds: number[] } | null>;
}

export interface MessagingDeps {
  repo: MessagesRepo;
  storage: FileStorage;
  users: { contactsOf(ids: readonly number[]): Promise<Map<number, UserContact>> };
  sellers: SellerDirectory;
  clock: () => Date;
}

/** The caller, and whether their staff session passed its second factor (staff powers need it). */
export type Viewer = AuthenticatedUser & { secondFactorVerified: boolean };

const isStaff = (viewer: Viewer) => viewer.secondFactorVerified && hasRole(viewer, ['boss', 'team']);

/** The conversation when the viewer may read it (participant, or staff on a support one); else 404. */
async function viewable(deps: MessagingDeps, viewer: Viewer, id: number) {
  const conversation = await deps.repo.findConversation(id);
  if (!conversation) throw new AppError('not_found');
  const participants = await deps.repo.participantsOf([id]);
  const self = participants.find((participant) => participant.userId === viewer.id);
  if (!self && !(conversation.kind === 'support' && isStaff(viewer))) throw new AppError('not_found');
  return { conversation, participants, self };
}

function summaryOf(
  row: ConversationRow,
  others: readonly string[],
  extra: { unread: number; lastMessage: string },
): ConversationSummary {
  return {
    id: row.id,
    subject: row.subject,
    kind: row.kind,
    order_id: row.orderId,
    shop_order_id: row.shopOrderId,
    project_id: row.projectId,
    with: [...others],
    last_message_at: row.lastMessageAt.toISOString(),
    last_message: extra.lastMessage,
    unread: extra.unread,
  };
}

/** The other participants' names of each conversation. */
async function namesOf(deps: MessagingDeps, viewerId: number, participants: readonly ParticipantRow[]) {
  const contacts = await deps.users.contactsOf([...new Set(participants.map((row) => row.userId))]);
  const names = new Map<number, string[]>();
  for (const row of participants) {
    if (row.userId === viewerId) continue;
    const name = contacts.get(row.userId)?.name;
    if (name) names.set(row.conversationId, [...(names.get(row.conversationId) ?? []), name]);
  }
  return { names, contacts };
}

/** GET user/messages */
export async function listConversations(deps: MessagingDeps, viewer: Viewer): Promise<ConversationList> {
  const listed = await deps.repo.listFor(viewer.id, isStaff(viewer));
  const participants = await deps.repo.participantsOf(listed.map((entry) => entry.row.id));
  const { names } = await namesOf(deps, viewer.id, participants);
  const conversations = listed.map((entry) => summaryOf(entry.row, names.get(entry.row.id) ?? [], entry));
  // The badge's count: the conversations one takes part in (a support conversation staff never opened is not theirs).
  const mine = new Set(participants.filter((row) => row.userId === viewer.id).map((row) => row.conversationId));
  const unread = conversations.filter((entry) => mine.has(entry.id)).reduce((sum, entry) => sum + entry.unread, 0);
  return { conversations, unread };
}

function attachmentUrl(conversationId: number, attachmentId: number): string {
  return `/api${urlOf(messagingRoutes.attachment.path, { id: conversationId, attachmentId })}`;
}

function messageOf(
  conversation: ConversationRow,
  entry: { row: MessageRow; attachments: readonly AttachmentRow[] },
  viewerId: number,
  contacts: ReadonlyMap<number, UserContact>,
): Message {
  const { row } = entry;
  const from = row.fromUserId !== null ? contacts.get(row.fromUserId) : undefined;
  return {
    id: row.id,
    from: row.fromUserId !== null ? { id: row.fromUserId, name: from?.name ?? '' } : null,
    mine: row.fromUserId === viewerId,
    staff: conversation.kind === 'support' && row.fromUserId !== conversation.startedByUserId,
    text: row.text,
    created_at: row.createdAt.toISOString(),
    attachments: entry.attachments.map((file) => ({
      id: file.id,
      name: file.name,
      content_type: file.contentType,
      size_bytes: file.sizeBytes,
      url: attachmentUrl(conversation.id, file.id),
    })),
  };
}

/** GET user/messages/{id}: the thread; marks it read for the viewer. */
export async function readConversation(deps: MessagingDeps, viewer: Viewer, id: number): Promise<Conversation> {
  const { conversation, participants, self } = await viewable(deps, viewer, id);
  const thread = await deps.repo.messagesOf(id);
  const senders = thread.flatMap((entry) => (entry.row.fromUserId !== null ? [entry.row.fromUserId] : []));
  const { names, contacts } = await namesOf(deps, viewer.id, participants);
  const more = await deps.users.contactsOf(senders.filter((userId) => !contacts.has(userId)));
  for (const [userId, contact] of more) contacts.set(userId, contact);
  const unread = thread.filter(
    (entry) => entry.row.fromUserId !== viewer.id && (!self?.lastReadAt || entry.row.createdAt > self.lastReadAt),
  ).length;
  const lastAt = thread.at(-1)?.row.createdAt;
  if (lastAt && (!self?.lastReadAt || self.lastReadAt < lastAt)) await deps.repo.markRead(id, viewer.id, lastAt);
  return {
    conversation: summaryOf(conversation, names.get(id) ?? [], {
      unread,
      lastMessage: thread.at(-1)?.row.text ?? '',
    }),
    messages: thread.map((entry) => messageOf(conversation, entry, viewer.id, contacts)),
    emails_muted: self?.emailsMuted ?? false,
  };
}

/** Writes the message and its files (stored first, taken away again should the message not be written). */
async function writeMessage(
  deps: MessagingDeps,
  viewer: Viewer,
  conversation: ConversationRow | { open: Parameters<MessagesRepo['insertConversation']>[1]; with: number[] },
  body: { text: string; attachments?: readonly AttachmentInput[] | undefined },
): Promise<MessageSent> {
  const files = checkAttachments(body.attachments ?? []);
  const now = deps.clock();
  const known = 'id' in conversation ? conversation : null;
  // A new conversation's files wait for its id: the conversation is opened first, in the transaction.
  return deps.repo.db.transaction(async (tx) => {
    const row =
      'open' in conversation
        ? await deps.repo.insertConversation(tx, conversation.open, [viewer.id, ...conversation.with], now)
        : null;
    const about = known ?? row;
    if (!about) throw new AppError('not_found');
    const conversationId = about.id;
    const stored = await storeAttachments(deps.storage, conversationId, files);
    try {
      const text = body.text;
      const written = await deps.repo.insertMessage(
        tx,
        { conversationId, fromUserId: viewer.id, text, at: now },
        stored,
      );
      const contacts = new Map([
        [viewer.id, { id: viewer.id, name: viewer.name, email: viewer.email, lang: viewer.lang }],
      ]);
      return { conversation_id: conversationId, message: messageOf(about, written, viewer.id, contacts) };
    } catch (err) {
      await removeStored(deps.storage, stored);
      throw err;
    }
  });
}

/** POST user/messages/{id}/reply */
export async function replyTo(
  deps: MessagingDeps,
  viewer: Viewer,
  id: number,
  body: MessageReply,
): Promise<MessageSent> {
  const { conversation } = await viewable(deps, viewer, id);
  return writeMessage(deps, viewer, conversation, body);
}

/** Who a new conversation is with and what it is about; 404 for an order not the viewer's or a hidden project. */
async function counterpartOf(deps: MessagingDeps, viewer: Viewer, body: ConversationStart) {
  if (body.kind === 'order') {
    const order = await deps.sellers.ofShopOrder(body.shop_order_id ?? 0);
    if (!order || order.buyerUserId !== viewer.id) throw new AppError('not_found');
    const sellers = order.sellerUserIds.filter((userId) => userId !== viewer.id);
    if (sellers.length === 0) throw new AppError('not_found');
    return {
      open: { kind: 'order' as const, orderId: order.orderId, shopOrderId: body.shop_order_id ?? null },
      subject: order.subject,
      with: sellers,
    };
  }
  if (body.kind === 'project') {
    const project = await deps.sellers.ofProject(body.project_id ?? 0);
    const managers = project?.userIds.filter((userId) => userId !== viewer.id) ?? [];
    if (!project || !project.visible || managers.length === 0) throw new AppError('not_found');
    return {
      open: { kind: 'project' as const, projectId: body.project_id ?? null },
      subject: project.name,
      with: managers,
    };
  }
  return { open: { kind: 'support' as const }, subject: '', with: [] };
}

/** POST user/messages: a new conversation and its first message. */
export async function startConversation(
  deps: MessagingDeps,
  viewer: Viewer,
  body: ConversationStart,
): Promise<MessageSent> {
  const counterpart = await counterpartOf(deps, viewer, body);
  const subject = body.subject?.trim() || counterpart.subject || body.text.slice(0, 80);
  const open = { ...counterpart.open, subject, startedByUserId: viewer.id };
  return writeMessage(deps, viewer, { open, with: counterpart.with }, body);
}

/** GET user/messages/{id}/attachments/{attachmentId}: the file's row and bytes, for participants (and staff on support). */
export async function readAttachment(deps: MessagingDeps, viewer: Viewer, id: number, attachmentId: number) {
  await viewable(deps, viewer, id);
  const file = await deps.repo.findAttachment(id, attachmentId);
  if (!file) throw new AppError('not_found');
  return { file, bytes: await deps.storage.get(file.storageKey) };
}

/** POST user/messages/{id}/mute: only a participant has e-mails to stop. */
export async function muteConversation(deps: MessagingDeps, viewer: Viewer, id: number, muted: boolean) {
  await viewable(deps, viewer, id);
  if (!(await deps.repo.setMuted(id, viewer.id, muted))) throw new AppError('not_found');
  return { success: true as const };
}
