import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import {
  precomputedSecurityHeaders,
  registerSecurityHeaders,
  responseKindOf,
  securityHeadersFor,
} from './security-headers.ts';
import { thirdPartySourcesOf, thirdPartyTagsOf } from './third-party-tags.ts';

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

describe('the third-party tags in the page policy', () => {
  const crispId = '7598bf86-9ebb-4bc8-8ad9-ff6a8f1d1d8f';

  it('names no third-party host when no tag is configured', () => {
    const tags = thirdPartyTagsOf({});
    expect(tags).toEqual({ gtmId: null, plausible: null, crispWebsiteId: null });
    const policy = securityHeadersFor('page', 'n0nce', { ...options, thirdParty: thirdPartySourcesOf(tags) })[
      'content-security-policy'
    ];
    expect(policy).not.toMatch(/googletagmanager|plausible|crisp/);
    expect(policy).not.toContain('frame-src');
  });

  it('opens exactly the hosts of the configured tags', () => {
    const gtmOnly = thirdPartySourcesOf(thirdPartyTagsOf({ GTM_ID: 'GTM-TEST12' }));
    const gtmPolicy = securityHeadersFor('page', 'n0nce', { ...options, thirdParty: gtmOnly })[
      'content-security-policy'
    ];
    expect(gtmPolicy).toMatch(/script-src 'self' 'nonce-n0nce' https:\/\/www\.googletagmanager\.com(;|$)/);
    expect(gtmPolicy).not.toMatch(/plausible|crisp/);

    const all = thirdPartySourcesOf(
      thirdPartyTagsOf({
        GTM_ID: 'GTM-TEST12',
        PLAUSIBLE_DOMAIN: 'spindle.example',
        PLAUSIBLE_SCRIPT_URL: 'https://stats.spindle.example/js/script.js',
        CRISP_WEBSITE_ID: crispId,
      }),
    );
    const policy = securityHeadersFor('page', 'n0nce', { ...options, thirdParty: all })['content-security-policy'];
    expect(policy).toMatch(/script-src [^;]*https:\/\/stats\.spindle\.example[^;]*https:\/\/client\.crisp\.chat/);
    expect(policy).toMatch(/connect-src [^;]*https:\/\/stats\.spindle\.example[^;]*wss:\/\/client\.relay\.crisp\.chat/);
    expect(policy).toMatch(/frame-src 'self' https:\/\/game\.crisp\.chat/);
    expect(policy).not.toContain('plausible.io');
    expect(securityHeadersFor('api', 'n0nce', { ...options, thirdParty: all })['content-security-policy']).not.toMatch(
      /crisp|googletagmanager/,
    );
  });

  it('loads Plausible from plausible.io unless another script is configured', () => {
    expect(thirdPartyTagsOf({ PLAUSIBLE_DOMAIN: 'spindle.example' }).plausible).toEqual({
      domain: 'spindle.example',
      scriptUrl: 'https://plausible.io/js/script.js',
    });
  });
});

describe('registerSecurityHeaders', () => {
  const production = { ...options, isProduction: true, allowStripe: true };

  it('makes the same headers once as securityHeadersFor makes per response', () => {
    const made = precomputedSecurityHeaders(production);
    expect(made.api).toEqual(securityHeadersFor('api', '', production));
    expect(made.file).toEqual(securityHeadersFor('file', '', production));
    for (const kind of ['page', 'embed'] as const) {
      const { 'content-security-policy': policy, ...rest } = securityHeadersFor(kind, 'n0nce', production);
      expect(made[kind].before + 'n0nce' + made[kind].after).toBe(policy);
      expect(made[kind].rest).toEqual(rest);
    }
  });

  it('gives JSON and files their fixed headers without a nonce, and every page a fresh one', async () => {
    const app = Fastify({ logger: false });
    registerSecurityHeaders(app, production);
    app.get('/*', (request) => ({ nonce: request.cspNonce }));
    const nonceOf = (body: string): string => (JSON.parse(body) as { nonce: string }).nonce;

    for (const [url, kind] of [
      ['/api/health', 'api'],
      ['/storage/projects/cover.jpg', 'file'],
    ] as const) {
      const response = await app.inject(url);
      expect(response.headers).toMatchObject(securityHeadersFor(kind, '', production));
      expect(nonceOf(response.body)).toBe('');
    }

    const pages = await Promise.all(['/', '/', '/widget?id=1'].map((url) => app.inject(url)));
    const nonces = pages.map((page) => nonceOf(page.body));
    expect(new Set(nonces).size).toBe(3);
    pages.forEach((page, index) => {
      const nonce = nonces[index] ?? '';
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      const kind = index === 2 ? 'embed' : 'page';
      expect(page.headers).toMatchObject(securityHeadersFor(kind, nonce, production));
    });
    await app.close();
  });
});
