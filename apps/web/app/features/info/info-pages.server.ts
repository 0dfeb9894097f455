// The information pages' texts by English path (server only: the text of every page in five languages
// stays out of the browser bundle; each loader sends its own page in its own language).
import { LOCALE_META, type AppLocale } from '@spindle/domain';
import { aboutPage } from './content/pages/about.ts';
import { blogPage } from './content/pages/blog.ts';
import { contactPage } from './content/pages/contact.ts';
import { contestPage, contestPartyPage } from './content/pages/contest.ts';
import { helpPage } from './content/pages/help.ts';
import { HOW_IT_WORKS_PAGE } from './content/pages/how-it-works.ts';
import { newsletterPage } from './content/pages/newsletter.ts';
import { partnersPage } from './content/pages/partners.ts';
import { PRESSING_PAGE } from './content/pages/pressing.ts';
import { returnAndRefundPolicyPage } from './content/pages/return-and-refund-policy.ts';
import { isServiceKey, SERVICE_KEYS, SERVICE_PAGES } from './content/pages/services/index.ts';
import { termsPage } from './content/pages/terms.ts';
import { VINYL_PRESSING_GREEN_PAGE } from './content/pages/vinyl-pressing-green.ts';
import { VINYL_PRESSING_PAGE } from './content/pages/vinyl-pressing.ts';
import type { BlogPostSummary } from './blog-post-summary.ts';
import type { BlogPost, InfoPage, LocalisedInfoPage } from './content/types.ts';
import { dateTimeFormat } from '../../lib/intl.ts';

/** Every information page of spec section 2, by the English path routes.ts declares it with. */
const INFO_PAGES = {
  '/about': aboutPage,
  '/contact': contactPage,
  '/terms': termsPage,
  '/return-and-refund-policy': returnAndRefundPolicyPage,
  '/blog': blogPage,
  '/newsletter': newsletterPage,
  '/partners': partnersPage,
  '/pressing': PRESSING_PAGE,
  '/how-it-works': HOW_IT_WORKS_PAGE,
  '/vinyl-pressing': VINYL_PRESSING_PAGE,
  '/vinyl-pressing-green': VINYL_PRESSING_GREEN_PAGE,
  '/help': helpPage,
  '/contest': contestPage,
  '/contest/party': contestPartyPage,
} as const satisfies Record<string, LocalisedInfoPage>;

/** English path of an information page. */
export type InfoPagePath = keyof typeof INFO_PAGES;

/** The English paths of the information pages, in the spec's order. */
export const INFO_PAGE_PATHS = Object.keys(INFO_PAGES) as InfoPagePath[];

/** Pages that sell the pressing service show their main button under the lead as well as at the end. */
const PAGES_WITH_HEADER_CTA: ReadonlySet<string> = new Set([
  '/pressing',
  '/how-it-works',
  '/vinyl-pressing',
  '/vinyl-pressing-green',
  '/contest',
  '/contest/party',
]);

/**
 * The contest's landing pages are reached from a flyer or at a party, where they set the visitor's
 * origin (FL, PA1): kept out of search engines and the sitemap, so a visit from a search is not
 * counted as one from a flyer.
 */
const LANDING_PAGES: ReadonlySet<string> = new Set(['/contest', '/contest/party']);

/** Whether the page at this English path is a landing page, not indexed. */
export function isLandingPage(path: string): boolean {
  return LANDING_PAGES.has(path);
}

/** Whether the page at this English path shows its main button under the lead too (service pages do). */
export function hasHeaderCta(path: string): boolean {
  return PAGES_WITH_HEADER_CTA.has(path) || path.startsWith('/services/');
}

function isInfoPagePath(path: string): path is InfoPagePath {
  return Object.hasOwn(INFO_PAGES, path);
}

/** A date written out in the locale ('6 October 2026', '2026년 10월 6일'); dates are calendar days, so UTC. */
function formatDay(isoDate: string, locale: AppLocale): string {
  return dateTimeFormat(LOCALE_META[locale].intlTag, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${isoDate}T00:00:00Z`),
  );
}

function summaryOf(post: BlogPost, locale: AppLocale): BlogPostSummary {
  return {
    slug: post.slug,
    title: post.title,
    summary: post.summary,
    publishedOn: post.publishedOn,
    publishedOnText: formatDay(post.publishedOn, locale),
  };
}

/** Newest first. */
function postsIn(locale: AppLocale): BlogPost[] {
  return [...(blogPage[locale].posts ?? [])].sort((a, b) => b.publishedOn.localeCompare(a.publishedOn));
}

/** An information page in a locale, without the blog's posts (they have their own calls); null for other paths. */
export function infoPageAt(path: string, locale: AppLocale): InfoPage | null {
  if (!isInfoPagePath(path)) return null;
  const { posts: _posts, ...page } = INFO_PAGES[path][locale];
  return page;
}

/** A service page (/services/{key}) in a locale; null for an unknown key. */
export function servicePageOf(key: string, locale: AppLocale): InfoPage | null {
  return isServiceKey(key) ? SERVICE_PAGES[key][locale] : null;
}

/** The service pages' keys and titles in a locale, in the spec's order. */
export function serviceLinks(locale: AppLocale): Array<{ key: string; title: string }> {
  return SERVICE_KEYS.map((key) => ({ key, title: SERVICE_PAGES[key][locale].title }));
}

/** The blog's posts in a locale, newest first, without their bodies. */
export function blogPostSummaries(locale: AppLocale): BlogPostSummary[] {
  return postsIn(locale).map((post) => summaryOf(post, locale));
}

/** One blog post with its body, or null for an unknown slug. */
export function blogPostOf(slug: string, locale: AppLocale): (BlogPostSummary & { paragraphs: string[] }) | null {
  const post = postsIn(locale).find((candidate) => candidate.slug === slug);
  return post ? { ...summaryOf(post, locale), paragraphs: post.paragraphs } : null;
}

/** Every information (but the landing pages), service and blog post path, in English, for the sitemap. */
export function informationPaths(): string[] {
  return [
    ...INFO_PAGE_PATHS.filter((path) => !isLandingPage(path)),
    ...SERVICE_KEYS.map((key) => `/services/${key}`),
    ...postsIn('en').map((post) => `/blog/${post.slug}`),
  ];
}
