// POST auth/unsubscribe-newsletter: one click from a newsletter e-mail, without signing in. The link
// carries the address and an HMAC-SHA256 signature of it, under a key derived from SESSION_SECRET,
// so nobody can unsubscribe an address they did not receive a newsletter at. Nothing is stored; the
// link stays valid as long as SESSION_SECRET does. Without SESSION_SECRET, signed links are off and
// only a signed-in user can unsubscribe (themselves).
import type { UnsubscribeNewsletterBody } from '@spindle/contracts';
import { deriveKey } from '../../crypto/derived-key.ts';
import { isSameSecret, signHmacSha256 } from '../../crypto/hmac-signature.ts';
import type { AuthRepo } from './auth.repo.ts';

const PURPOSE = 'spindle/newsletter-unsubscribe/v1';

/** Signs and checks unsubscribe links; every method answers null/false when no secret is configured. */
export function createNewsletterLinks(secret: string | undefined) {
  const key = secret ? deriveKey(secret, PURPOSE) : null;
  const signatureFor = (email: string): string | null =>
    key ? signHmacSha256(key, email.toLowerCase()).toString('base64url') : null;

  const verify = (email: string, signature: string): boolean => {
    const expected = signatureFor(email);
    return expected !== null && isSameSecret(signature, expected);
  };

  return {
    /** The signature of an address (the `signature` of a link), null without SESSION_SECRET. */
    signatureFor,
    /** The `token` of a link: the address and its signature in one value (`<base64url(email)>.<signature>`). */
    tokenFor(email: string): string | null {
      const signature = signatureFor(email);
      return signature ? `${Buffer.from(email.toLowerCase(), 'utf8').toString('base64url')}.${signature}` : null;
    },
    /** The address a token or an address + signature vouch for, or null. */
    verifiedEmailOf(body: Pick<UnsubscribeNewsletterBody, 'token' | 'email' | 'signature'>): string | null {
      if (body.token) {
        const [encoded, signature, ...rest] = body.token.split('.');
        if (!encoded || !signature || rest.length > 0) return null;
        const email = Buffer.from(encoded, 'base64url').toString('utf8').toLowerCase();
        return verify(email, signature) ? email : null;
      }
      if (body.email && body.signature) return verify(body.email, body.signature) ? body.email : null;
      return null;
    },
  };
}

export type NewsletterLinks = ReturnType<typeof createNewsletterLinks>;

/**
 * Unsubscribes the address a link vouches for, or else the signed-in user. An address with no
 * account or subscription still answers ok (nothing tells whether it is known).
 */
export async function unsubscribeNewsletter(
  deps: { repo: Pick<AuthRepo, 'unsubscribeNewsletter'>; links: NewsletterLinks; now: Date },
  body: UnsubscribeNewsletterBody,
  signedInEmail: string | null,
): Promise<{ ok: true } | { ok: false; code: 'token_invalid' }> {
  const hasLink = body.token !== undefined || body.signature !== undefined;
  const email = hasLink ? deps.links.verifiedEmailOf(body) : signedInEmail;
  if (email === null) return { ok: false, code: 'token_invalid' };
  await deps.repo.unsubscribeNewsletter(email, deps.now);
  return { ok: true };
}
