import { LOCALES, localisePath } from '@spindle/domain';
import { describe, expect, it } from 'vitest';
import routes from '../../routes.ts';
import { SERVICE_KEYS } from './content/pages/services/index.ts';
import type { InfoPage } from './content/types.ts';
import {
  blogPostOf,
  blogPostSummaries,
  INFO_PAGE_PATHS,
  informationPaths,
  infoPageAt,
  servicePageOf,
} from './info-pages.server.ts';
import { splitAtListIntro } from './info-section.tsx';

const routePaths = new Set(routes.map((entry) => entry.path));

function everyPage(): Array<[string, InfoPage]> {
  return LOCALES.flatMap((locale) => [
    ...INFO_PAGE_PATHS.map((path): [string, InfoPage] => [`${locale} ${path}`, infoPageAt(path, locale)!]),
    ...SERVICE_KEYS.map((key): [string, InfoPage] => [`${locale} /services/${key}`, servicePageOf(key, locale)!]),
  ]);
}

describe('the information pages', () => {
  it('are all mounted in every locale, with the French slugs of spec section 2', () => {
    for (const locale of LOCALES) {
      for (const path of [...INFO_PAGE_PATHS, '/blog/:slug', '/services/:key']) {
        expect(routePaths, `${locale} ${path}`).toContain(localisePath(path, locale));
      }
    }
    expect(routePaths).toContain('/fr/qui-sommes-nous');
    expect(routePaths).toContain('/fr/comment-ca-marche');
    expect(routePaths).toContain('/fr/pressage-vinyle-ecologique');
  });

  it('have a text in every locale, with unique section anchors', () => {
    for (const [name, page] of everyPage()) {
      expect(page, name).toBeTruthy();
      expect(page.title.length, name).toBeGreaterThan(0);
      const ids = page.sections.map((section) => section.id);
      expect(new Set(ids).size, name).toBe(ids.length);
    }
  });

  it('link to English paths, which the page localises', () => {
    for (const [name, page] of everyPage()) {
      const hrefs = [page.cta?.href, ...page.sections.map((section) => section.cta?.href)].filter(Boolean);
      for (const href of hrefs) expect(href, name).toMatch(/^\/(?!(fr|es|kr|zh)(\/|$))/);
    }
  });

  it("give /pressing the 'our services' anchor and a 'create your project' button", () => {
    const pressing = infoPageAt('/pressing', 'en');
    expect(pressing?.sections.map((section) => section.id)).toContain('spindle');
    expect(pressing?.cta).toEqual({ label: 'Create your project', href: '/creation/vinyl' });
  });

  it('know the sixteen services of the spec, and no other', () => {
    expect(SERVICE_KEYS).toHaveLength(16);
    expect(servicePageOf('vinyl', 'fr')?.title).toBeTruthy();
    expect(servicePageOf('unknown', 'en')).toBeNull();
    expect(servicePageOf('__proto__', 'en')).toBeNull();
    expect(infoPageAt('/toString', 'en')).toBeNull();
  });

  it('list the blog newest first, dated in the reader’s language, and find a post by slug', () => {
    const posts = blogPostSummaries('fr');
    const dates = posts.map((post) => post.publishedOn);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(blogPostOf('how-pre-orders-protect-artists', 'fr')?.publishedOnText).toBe('6 octobre 2026');
    expect(blogPostOf('how-pre-orders-protect-artists', 'en')?.paragraphs.length).toBeGreaterThan(0);
    expect(blogPostOf('no-such-post', 'en')).toBeNull();
  });

  it('give the sitemap every page, service and article once', () => {
    const paths = informationPaths();
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths).toEqual(expect.arrayContaining(['/about', '/services/webshop', '/blog/140g-vs-180g-vinyl']));
    expect(paths).toHaveLength(INFO_PAGE_PATHS.length + 16 + blogPostSummaries('en').length);
  });
});

describe('a section with a list', () => {
  it('puts the list right after the paragraph that announces it', () => {
    expect(splitAtListIntro(['A first message saves time. Please include:', 'Never send your password.'])).toEqual({
      before: ['A first message saves time. Please include:'],
      after: ['Never send your password.'],
    });
    expect(splitAtListIntro(['请注明：', '其他'])).toEqual({ before: ['请注明：'], after: ['其他'] });
  });

  it('puts it after all the paragraphs when none announces it', () => {
    expect(splitAtListIntro(['One.', 'Two.'])).toEqual({ before: ['One.', 'Two.'], after: [] });
  });
});
