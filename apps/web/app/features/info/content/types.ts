import type { AppLocale } from '@spindle/domain';

/** A call to action inside an information page; `href` is an English path, localised at render. */
export interface InfoLink {
  label: string;
  href: string;
}

/** One block of an information page. `id` becomes the section's #anchor. */
export interface InfoSection {
  id?: string;
  /** The topic the section belongs to (the help centre's groups of questions): a heading above each group. */
  group?: string;
  heading: string;
  paragraphs: string[];
  bullets?: string[];
  /** Definition-like rows (e.g. "Format" -> "12-inch, 140 or 180 g"). */
  facts?: Array<{ term: string; detail: string }>;
  cta?: InfoLink;
  /** A figure drawn from the code after the text ('footprint': the footprint of common pressings, side by side). */
  figure?: 'footprint';
}

/** A dated article of the blog. */
export interface BlogPost {
  slug: string;
  publishedOn: string; // ISO date
  title: string;
  summary: string;
  paragraphs: string[];
}

/** The whole text of one information page in one language. */
export interface InfoPage {
  /** Shown as the <h1> and used in the page title ('title - Spindle'). */
  title: string;
  /** Meta description, 120-160 characters. */
  description: string;
  lead: string;
  sections: InfoSection[];
  /** Main button at the end of the page, if any. */
  cta?: InfoLink;
  /** Only on the blog page. */
  posts?: BlogPost[];
}

/** An information page in every locale. */
export type LocalisedInfoPage = Record<AppLocale, InfoPage>;
