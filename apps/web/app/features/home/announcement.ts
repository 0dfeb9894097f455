// Which announcement the home page shows (spec sections 3, 4 and 7).
import type { alertSchema } from '@spindle/contracts';
import type { AppLocale } from '@spindle/domain';
import type { z } from 'zod';
import { readCookie } from '../../lib/cookies.ts';

/** What the banner shows, already in the page's language. */
export interface Announcement {
  id: number;
  text: string;
  link: string | null;
}

/** Name of the cookie that remembers a closed announcement: its id. */
export function announcementCookieName(id: number): string {
  return String(id);
}

/**
 * The banner for GET /api/alerts' answer, in the page's language (French text on French pages,
 * English elsewhere), or null: no alert, an error field, or a cookie named after its id set to 'false'.
 */
export function announcementFor(
  alert: z.output<typeof alertSchema> | null,
  locale: AppLocale,
  cookieHeader: string | null,
): Announcement | null {
  if (!alert || 'error' in alert) return null;
  if (readCookie(cookieHeader, announcementCookieName(alert.id)) === 'false') return null;
  const french = locale === 'fr';
  const text = french ? alert.text_fr : alert.text_en;
  if (!text.trim()) return null;
  return { id: alert.id, text, link: (french ? alert.link_fr : alert.link_en) || null };
}
