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
  isLandingPage,
  servicePageOf,
} from './info-pages.server.ts';
import { localiseHref } from './info-link.tsx';
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
    expect(paths).toHaveLength(INFO_PAGE_PATHS.length - 2 + 16 + blogPostSummaries('en').length);
    expect(paths).toContain('/help');
    expect(paths).not.toContain('/contest');
    expect(paths).not.toContain('/contest/party');
  });
});

describe('the help centre', () => {
  it('asks its questions by topic, the same topics and anchors in every language', () => {
    const english = infoPageAt('/help', 'en')!;
    const topics = (page: InfoPage) => [...new Set(page.sections.map((section) => section.group))];
    expect(topics(english)).toHaveLength(8);
    expect(english.sections.every((section) => section.group && section.id)).toBe(true);
    for (const locale of LOCALES) {
      const page = infoPageAt('/help', locale)!;
      expect(
        page.sections.map((section) => section.id),
        locale,
      ).toEqual(english.sections.map((section) => section.id));
      expect(topics(page), locale).toHaveLength(8);
      if (locale !== 'en')
        expect(
          topics(page).filter((topic) => topics(english).includes(topic)),
          locale,
        ).toEqual([]);
    }
  });

  it('links each answer to a page that exists', () => {
    for (const locale of LOCALES) {
      const page = infoPageAt('/help', locale)!;
      const hrefs = [page.cta!.href, ...page.sections.flatMap((section) => (section.cta ? [section.cta.href] : []))];
      for (const href of hrefs) expect(routePaths, `${locale} ${href}`).toContain(localisePath(href, locale));
    }
  });
});

describe('the contest pages', () => {
  it('invite the flyer’s and the party’s visitors to sign up and to join the newsletter, in every language', () => {
    for (const path of ['/contest', '/contest/party']) {
      expect(isLandingPage(path)).toBe(true);
      for (const locale of LOCALES) {
        const page = infoPageAt(path, locale)!;
        expect(page.cta?.href, `${locale} ${path}`).toBe('/sign?tab=signup&redirect=/vinyl-shop/9/staff-picks');
        expect(page.sections.map((section) => section.cta?.href)).toContain('/newsletter');
      }
    }
    expect(infoPageAt('/contest/party', 'fr')?.title).not.toBe(infoPageAt('/contest', 'fr')?.title);
    expect(isLandingPage('/help')).toBe(false);
  });

  it('send the sign-up back to a page in the reader’s language', () => {
    expect(localiseHref('/sign?tab=signup&redirect=/vinyl-shop/9/staff-picks', 'fr')).toBe(
      '/fr/sign?tab=signup&redirect=%2Ffr%2Fvinyl-shop%2F9%2Fstaff-picks',
    );
    expect(localiseHref('/sign?redirect=//evil.example', 'fr')).toBe('/fr/sign?redirect=%2F%2Fevil.example');
    expect(localiseHref('/about', 'fr')).toBe('/fr/qui-sommes-nous');
    expect(localiseHref('/vinyl-box', 'en')).toBe('/vinyl-box');
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
