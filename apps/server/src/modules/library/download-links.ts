// Signed, expiring download links of digital purchases. The link carries the track, the buyer and the
// expiry (unix seconds) and an HMAC-SHA256 of the three under a key derived (HKDF) from SESSION_SECRET,
// so the server stores nothing and a changed byte or a past expiry is refused (403).
import { randomBytes } from 'node:crypto';
import { deriveKey } from '../../crypto/derived-key.ts';
import { isSameSecret, signHmacSha256 } from '../../crypto/hmac-signature.ts';

/** How long a link stays valid after the library page made it. */
export const DOWNLOAD_LINK_TTL_SECONDS = 60 * 60;

export interface DownloadClaim {
  trackId: number;
  userId: number;
  /** Unix seconds. */
  expires: number;
}

export type DownloadCheck = { ok: true } | { ok: false; code: 'download_link_invalid' | 'download_link_expired' };

/**
 * The signer. Without SESSION_SECRET the key is random per process: links then stop working after a
 * restart and on another instance (set SESSION_SECRET in production).
 */
export function createDownloadLinks(sessionSecret: string | undefined, clock: () => Date) {
  const key = sessionSecret ? deriveKey(sessionSecret, 'digital-download-links', 'spindle') : randomBytes(32);
  const sign = (claim: DownloadClaim) =>
    signHmacSha256(key, `download:${claim.trackId}:${claim.userId}:${claim.expires}`);

  return {
    /** The path (under /api) of a fresh link for a track the user owns. */
    linkFor(trackId: number, userId: number): { url: string; expires: number } {
      const expires = Math.floor(clock().getTime() / 1000) + DOWNLOAD_LINK_TTL_SECONDS;
      const signature = sign({ trackId, userId, expires }).toString('hex');
      return {
        url: `/api/user/digital/${trackId}/download?u=${userId}&expires=${expires}&signature=${signature}`,
        expires,
      };
    },

    /** Checks a link: the signature first (constant time), then the expiry. */
    verify(claim: DownloadClaim, signature: string): DownloadCheck {
      if (!isSameSecret(Buffer.from(signature, 'hex'), sign(claim))) {
        return { ok: false, code: 'download_link_invalid' };
      }
      if (claim.expires * 1000 <= clock().getTime()) return { ok: false, code: 'download_link_expired' };
      return { ok: true };
    },
  };
}

export type DownloadLinks = ReturnType<typeof createDownloadLinks>;
