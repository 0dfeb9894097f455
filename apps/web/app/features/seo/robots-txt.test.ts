import { describe, expect, it } from 'vitest';
import { renderRobotsTxt } from './robots-txt.ts';

describe('robots.txt', () => {
  const lines = renderRobotsTxt('https://spindle.example').split('\n');

  it('lets every crawler in, but not into the API', () => {
    expect(lines.slice(0, 3)).toEqual(['User-agent: *', 'Allow: /', 'Disallow: /api/']);
  });

  it('keeps the account, admin, cart and payment pages out in every language', () => {
    for (const prefix of ['', '/fr', '/es', '/kr', '/zh']) {
      for (const path of ['/my-account', '/admin', '/cart', '/payment']) {
        expect(lines).toContain(`Disallow: ${prefix}${path}`);
      }
    }
  });

  it('gives the absolute URL of the sitemap', () => {
    expect(lines).toContain('Sitemap: https://spindle.example/sitemap.xml');
  });
});
