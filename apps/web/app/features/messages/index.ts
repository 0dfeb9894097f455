// The inbox (docs/messages.md): the list, a thread and the message form.
export { ConversationList } from './conversation-list.tsx';
export { ConversationView } from './conversation-view.tsx';
export { MessageForm } from './message-form.tsx';
export { MessageThread } from './message-thread.tsx';
