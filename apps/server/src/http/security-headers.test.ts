import { describe, expect, it } from 'vitest';
import { responseKindOf, securityHeadersFor } from './security-headers.ts';

const options = { isProduction: false, allowDevWebSocket: false, mediaOrigins: [] };

describe('responseKindOf', () => {
  it.each([
    ['/widget?id=259101', 'embed'],
    ['/fr/widget?id=1', 'embed'],
    ['/player?project_id=1', 'embed'],
    ['/zh/player', 'embed'],
    ['/', 'page'],
    ['/widgets', 'page'],
    ['/players-club', 'page'],
    ['/linktree?artist=1', 'page'],
    ['/api/health', 'api'],
    ['/storage/projects/x/cover.jpg', 'file'],
  ])('treats %s as %s', (url, kind) => {
    expect(responseKindOf(url)).toBe(kind);
  });
});

describe('securityHeadersFor', () => {
  it('lets any site frame the embeds, and nothing else', () => {
    const embed = securityHeadersFor('embed', 'n0nce', options);
    expect(embed['content-security-policy']).toContain('frame-ancestors *');
    expect(embed['content-security-policy']).toContain("'nonce-n0nce'");
    expect(embed['x-frame-options']).toBeUndefined();

    const page = securityHeadersFor('page', 'n0nce', options);
    expect(page['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(page['x-frame-options']).toBe('SAMEORIGIN');
    expect(securityHeadersFor('api', 'n0nce', options)['x-frame-options']).toBe('DENY');
  });

  it('opens the page policy to Stripe.js only when Stripe takes the payments', () => {
    const plain = securityHeadersFor('page', 'n0nce', options)['content-security-policy'];
    expect(plain).not.toContain('stripe.com');
    expect(plain).not.toContain('frame-src');

    const stripe = securityHeadersFor('page', 'n0nce', { ...options, allowStripe: true })['content-security-policy'];
    expect(stripe).toMatch(/script-src 'self' 'nonce-n0nce' https:\/\/js\.stripe\.com/);
    expect(stripe).toMatch(/frame-src [^;]*https:\/\/hooks\.stripe\.com/);
    expect(stripe).toMatch(/connect-src [^;]*https:\/\/api\.stripe\.com/);
    expect(
      securityHeadersFor('api', 'n0nce', { ...options, allowStripe: true })['content-security-policy'],
    ).not.toContain('stripe.com');
  });
});
