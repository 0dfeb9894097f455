// The inbox's page actions (server-only).
export { type MessageFormResult, startConversationAction, threadAction } from './message-actions.server.ts';
