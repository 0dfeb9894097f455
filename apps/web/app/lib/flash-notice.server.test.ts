import { describe, expect, it } from 'vitest';
import { clearedFlashNoticeCookie, flashNoticeCookie, readFlashNotice } from './flash-notice.server.ts';

/** The Cookie header a browser sends back for a Set-Cookie. */
const sentBack = (setCookie: string) => setCookie.split(';')[0] ?? '';

describe('flash notices', () => {
  it('carries the sign-up confirmation, with its address, to the next page', () => {
    const cookie = flashNoticeCookie({ kind: 'confirm_sent', email: 'new.fan+vinyl@example.com' });
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('Max-Age=120');
    expect(readFlashNotice(`lang=fr; ${sentBack(cookie)}`)).toEqual({
      kind: 'confirm_sent',
      email: 'new.fan+vinyl@example.com',
    });
  });

  it('ignores what this store does not write', () => {
    expect(readFlashNotice(null)).toBeNull();
    expect(readFlashNotice('notice=hello')).toBeNull();
    expect(readFlashNotice('notice=confirm_sent%3Anot-an-address')).toBeNull();
    expect(readFlashNotice('notice=confirm_sent%3A%3Cb%3E%20x%40y')).toBeNull();
  });

  it('is cleared once shown, and only when there is one', () => {
    expect(clearedFlashNoticeCookie('lang=fr')).toBeNull();
    expect(clearedFlashNoticeCookie('notice=confirm_sent%3Aa%40b.c')).toBe(
      'notice=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax',
    );
  });
});
