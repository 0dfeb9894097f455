// Marketing origin of a visit (spec section 4, Origin). The result is stored in the ori cookie
// (ORIGIN_COOKIE_DAYS) and sent with signups, projects, quotes and payments.
import { splitLocaleFromPath } from './locales.ts';

/** Origin codes the product assigns itself (an ori query parameter may carry any other campaign code). */
export const ORIGIN_CODES = {
  google: 'GGO',
  facebook: 'FBO',
  youtube: 'YTO',
  twitter: 'TWO',
  instagram: 'IGO',
  linkInBio: 'IGO1',
  tiktok: 'TKO',
  soundcloud: 'SCO',
  bing: 'BIO',
  reddit: 'RDO',
  linkedin: 'LDN',
  otherReferrer: 'LK',
  direct: 'DI',
  contest: 'FL',
  contestParty: 'PA1',
} as const;

/** An origin code: one of ORIGIN_CODES or a campaign code from the ori parameter. */
export type OriginCode = string;

/** Referrer hosts per origin; a host matches its domain and any subdomain (m.facebook.com, l.instagram.com). */
export const REFERRER_HOSTS: readonly { origin: OriginCode; domains: readonly string[] }[] = [
  { origin: ORIGIN_CODES.facebook, domains: ['facebook.com', 'fb.com', 'fb.me', 'messenger.com'] },
  { origin: ORIGIN_CODES.youtube, domains: ['youtube.com', 'youtu.be'] },
  { origin: ORIGIN_CODES.twitter, domains: ['twitter.com', 't.co', 'x.com'] },
  { origin: ORIGIN_CODES.instagram, domains: ['instagram.com'] },
  // Link-in-bio services, mostly linked from Instagram profiles.
  {
    origin: ORIGIN_CODES.linkInBio,
    domains: ['linktr.ee', 'lnk.bio', 'linkin.bio', 'bio.link', 'beacons.ai', 'campsite.bio', 'hoo.be', 'solo.to'],
  },
  { origin: ORIGIN_CODES.tiktok, domains: ['tiktok.com'] },
  { origin: ORIGIN_CODES.soundcloud, domains: ['soundcloud.com'] },
  { origin: ORIGIN_CODES.bing, domains: ['bing.com'] },
  { origin: ORIGIN_CODES.reddit, domains: ['reddit.com', 'redd.it'] },
  { origin: ORIGIN_CODES.linkedin, domains: ['linkedin.com', 'lnkd.in'] },
];

// Google search runs on many country domains: google.com, google.fr, google.co.uk, google.com.au...
const GOOGLE_HOST = /(^|\.)google(\.[a-z]{2,3}){1,2}$/;

/** A campaign code from the ori parameter: letters, digits, _ . - and at most 50 characters. */
const ORI_PATTERN = /^[A-Za-z0-9_.-]{1,50}$/;

function hostOf(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    return new URL(url).hostname.toLowerCase().replace(/^www\./, '') || null;
  } catch {
    return null;
  }
}

function matchesDomain(host: string, domain: string): boolean {
  return host === domain || host.endsWith(`.${domain}`);
}

/** Origin code for an external referrer URL: a known site's code, LK for any other site. */
export function originFromReferrer(referrer: string): OriginCode {
  const host = hostOf(referrer);
  if (host === null) return ORIGIN_CODES.otherReferrer;
  if (GOOGLE_HOST.test(host)) return ORIGIN_CODES.google;
  return (
    REFERRER_HOSTS.find((entry) => entry.domains.some((d) => matchesDomain(host, d)))?.origin ??
    ORIGIN_CODES.otherReferrer
  );
}

/** What is known about a landing request. */
export interface OriginInput {
  ori?: string | null;
  fbclid?: string | null;
  pathname: string;
  referrer?: string | null;
  /** Host of this site (e.g. 'spindle.example' or 'localhost:3000'); 'www.' is ignored on both sides. */
  currentHost: string;
}

/**
 * Origin and referrer to store for a visit (spec section 4): the ori parameter wins; then FBO with an
 * fbclid; /contest/party gives PA1; /contest with no referrer gives FL; then the referrer's site;
 * DI without one. A referrer from this site (or an unparsable one) is cleared, otherwise stored as is.
 */
export function attributeOrigin(input: OriginInput): { origin: OriginCode; referrer: string | null } {
  const ownHost = hostOf(`http://${input.currentHost}`);
  const referrerHost = hostOf(input.referrer);
  const referrer = referrerHost !== null && referrerHost !== ownHost ? (input.referrer ?? null) : null;

  const ori = input.ori?.trim();
  if (ori && ORI_PATTERN.test(ori)) return { origin: ori, referrer };
  if (input.fbclid?.trim()) return { origin: ORIGIN_CODES.facebook, referrer };

  const path = splitLocaleFromPath(input.pathname).path.split(/[?#]/)[0]?.replace(/\/+$/, '') ?? '';
  if (path === '/contest/party') return { origin: ORIGIN_CODES.contestParty, referrer };
  if (path === '/contest' && referrer === null) return { origin: ORIGIN_CODES.contest, referrer };

  if (referrer !== null) return { origin: originFromReferrer(referrer), referrer };
  return { origin: ORIGIN_CODES.direct, referrer };
}
