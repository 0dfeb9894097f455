// The one-click stop link of a new-message e-mail: the conversation and the recipient, signed with
// HMAC-SHA256 under a key derived from SESSION_SECRET, so nobody mutes a conversation for someone
// else. Nothing is stored; a link holds as long as SESSION_SECRET does (without one, as long as the
// process runs: links of a server with no secret are for development).
import { randomBytes } from 'node:crypto';
import { deriveKey } from '../../crypto/derived-key.ts';
import { isSameSecret, signHmacSha256 } from '../../crypto/hmac-signature.ts';

const PURPOSE = 'spindle/messages-stop/v1';

/** Signs and reads stop tokens: `<conversationId>.<userId>.<signature>`. */
export function createStopLinks(secret: string | undefined) {
  const key = secret ? deriveKey(secret, PURPOSE) : randomBytes(32);
  const signatureOf = (conversationId: number, userId: number) =>
    signHmacSha256(key, `${conversationId}.${userId}`).toString('base64url');
  return {
    tokenFor(conversationId: number, userId: number): string {
      return `${conversationId}.${userId}.${signatureOf(conversationId, userId)}`;
    },
    /** The conversation and recipient a token vouches for, or null. */
    read(token: string): { conversationId: number; userId: number } | null {
      const [conversation, user, signature, ...rest] = token.split('.');
      if (!conversation || !user || !signature || rest.length > 0) return null;
      const conversationId = Number(conversation);
      const userId = Number(user);
      if (!Number.isSafeInteger(conversationId) || !Number.isSafeInteger(userId)) return null;
      if (`${conversationId}` !== conversation || `${userId}` !== user) return null;
      return isSameSecret(signature, signatureOf(conversationId, userId)) ? { conversationId, userId } : null;
    },
  };
}

export type StopLinks = ReturnType<typeof createStopLinks>;
