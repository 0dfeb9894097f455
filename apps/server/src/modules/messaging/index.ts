// Public face of messaging (docs/messages.md): conversations between a user and staff, and between a
// buyer and the artist or label selling to them; the unread count the header shows (auth's user data
// receives it at composition), the inbox's routes and the batched new-message e-mails.
export { countUnreadMessages } from './messages.repo.ts';
export { type MessagingModule, type MessagingModuleOptions, createMessagingModule } from './messaging-module.ts';
export { type SellerDirectory } from './conversations.ts';
export { MESSAGE_NOTICES_JOB, sendMessageNotices } from './notify-job.ts';
