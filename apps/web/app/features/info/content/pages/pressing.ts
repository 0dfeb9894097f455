import type { LocalisedInfoPage } from '../types.ts';
import { PRESSING_EN } from './pressing.en.ts';
import { PRESSING_ES } from './pressing.es.ts';
import { PRESSING_FR } from './pressing.fr.ts';
import { PRESSING_KR } from './pressing.kr.ts';
import { PRESSING_ZH } from './pressing.zh.ts';

/** The pressing service page (/pressing; #spindle is the spec's 'our services' anchor). */
export const PRESSING_PAGE: LocalisedInfoPage = {
  en: PRESSING_EN,
  fr: PRESSING_FR,
  es: PRESSING_ES,
  kr: PRESSING_KR,
  zh: PRESSING_ZH,
};
