// Country names in the page's language, from the ISO code the API gives (Intl, no table to keep).
import { LOCALE_META, type AppLocale } from '@spindle/domain';
import { displayNames } from '../../lib/intl.ts';

/** 'FR' -> 'France' on an English page, 'Francia' on a Spanish one; the code itself if Intl has no name. */
export function countryName(code: string, locale: AppLocale): string {
  try {
    return displayNames([LOCALE_META[locale].intlTag], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}
