import type { LocalisedInfoPage } from '../types.ts';
import { VINYL_PRESSING_GREEN_EN } from './vinyl-pressing-green.en.ts';
import { VINYL_PRESSING_GREEN_ES } from './vinyl-pressing-green.es.ts';
import { VINYL_PRESSING_GREEN_FR } from './vinyl-pressing-green.fr.ts';
import { VINYL_PRESSING_GREEN_KR } from './vinyl-pressing-green.kr.ts';
import { VINYL_PRESSING_GREEN_ZH } from './vinyl-pressing-green.zh.ts';

/** The eco pressing page (/vinyl-pressing-green, /fr/pressage-vinyle-ecologique); claims kept to what can be checked. */
export const VINYL_PRESSING_GREEN_PAGE: LocalisedInfoPage = {
  en: VINYL_PRESSING_GREEN_EN,
  fr: VINYL_PRESSING_GREEN_FR,
  es: VINYL_PRESSING_GREEN_ES,
  kr: VINYL_PRESSING_GREEN_KR,
  zh: VINYL_PRESSING_GREEN_ZH,
};
