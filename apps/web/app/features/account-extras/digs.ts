// How a line of the digs history reads: its points with their sign, in the page's locale.
import { LOCALE_META, type AppLocale } from '@spindle/domain';
import { numberFormat } from '../../lib/intl.ts';

/** '+30' for points earned, '−10' (a real minus sign) for points spent, '0' for none. */
export function signedPoints(points: number, locale: AppLocale): string {
  const formatted = numberFormat(LOCALE_META[locale].intlTag).format(Math.abs(points));
  if (points > 0) return `+${formatted}`;
  if (points < 0) return `\u2212${formatted}`;
  return formatted;
}
