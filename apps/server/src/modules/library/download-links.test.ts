import { describe, expect, it } from 'vitest';
import { createDownloadLinks, DOWNLOAD_LINK_TTL_SECONDS } from './download-links.ts';

const SECRET = 'a-session-secret-of-at-least-32-characters';

function claimOf(url: string) {
  const query = new URL(url, 'http://x').searchParams;
  const trackId = Number(/digital\/(\d+)\//.exec(url)?.[1]);
  return {
    claim: { trackId, userId: Number(query.get('u')), expires: Number(query.get('expires')) },
    signature: query.get('signature') ?? '',
  };
}

describe('signed download links', () => {
  let nowMs = Date.parse('2026-11-22T09:00:00Z');
  const clock = () => new Date(nowMs);

  it('accepts its own link until it expires, then refuses it as expired', () => {
    const links = createDownloadLinks(SECRET, clock);
    const { claim, signature } = claimOf(links.linkFor(42, 7).url);
    expect(links.verify(claim, signature)).toEqual({ ok: true });
    nowMs += DOWNLOAD_LINK_TTL_SECONDS * 1000;
    expect(links.verify(claim, signature)).toEqual({ ok: false, code: 'download_link_expired' });
  });

  it('refuses a link whose track, user, expiry or signature was changed', () => {
    const links = createDownloadLinks(SECRET, clock);
    const { claim, signature } = claimOf(links.linkFor(42, 7).url);
    const invalid = { ok: false, code: 'download_link_invalid' };
    expect(links.verify({ ...claim, trackId: 43 }, signature)).toEqual(invalid);
    expect(links.verify({ ...claim, userId: 8 }, signature)).toEqual(invalid);
    expect(links.verify({ ...claim, expires: claim.expires + 3600 }, signature)).toEqual(invalid);
    expect(links.verify(claim, `${signature.slice(0, -1)}${signature.endsWith('0') ? '1' : '0'}`)).toEqual(invalid);
    expect(links.verify(claim, 'abc')).toEqual(invalid);
  });

  it('is stable across instances with the same secret and differs with another', () => {
    const one = createDownloadLinks(SECRET, clock);
    const two = createDownloadLinks(SECRET, clock);
    const other = createDownloadLinks(`${SECRET}-other`, clock);
    const { claim, signature } = claimOf(one.linkFor(1, 2).url);
    expect(two.verify(claim, signature).ok).toBe(true);
    expect(other.verify(claim, signature).ok).toBe(false);
  });
});
