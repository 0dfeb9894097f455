// The inbox's page actions (server-only).
export {
  conversationIdOf,
  type MessageFormResult,
  startConversationAction,
  threadAction,
} from './message-actions.server.ts';
