import type { LocalisedInfoPage } from '../types.ts';
import { VINYL_PRESSING_EN } from './vinyl-pressing.en.ts';
import { VINYL_PRESSING_ES } from './vinyl-pressing.es.ts';
import { VINYL_PRESSING_FR } from './vinyl-pressing.fr.ts';
import { VINYL_PRESSING_KR } from './vinyl-pressing.kr.ts';
import { VINYL_PRESSING_ZH } from './vinyl-pressing.zh.ts';

/** The vinyl pressing guide (/vinyl-pressing): formats, options, run sizes and lead times. */
export const VINYL_PRESSING_PAGE: LocalisedInfoPage = {
  en: VINYL_PRESSING_EN,
  fr: VINYL_PRESSING_FR,
  es: VINYL_PRESSING_ES,
  kr: VINYL_PRESSING_KR,
  zh: VINYL_PRESSING_ZH,
};
