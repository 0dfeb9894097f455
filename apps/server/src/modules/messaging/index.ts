// Public face of messaging: messages between users (so far the unread count the header shows; auth's
// user data receives it at composition, as messaging may come to read auth's users).
export { countUnreadMessages } from './messages.repo.ts';
