import type { LocalisedInfoPage } from '../types.ts';
import { HOW_IT_WORKS_EN } from './how-it-works.en.ts';
import { HOW_IT_WORKS_ES } from './how-it-works.es.ts';
import { HOW_IT_WORKS_FR } from './how-it-works.fr.ts';
import { HOW_IT_WORKS_KR } from './how-it-works.kr.ts';
import { HOW_IT_WORKS_ZH } from './how-it-works.zh.ts';

/** The how-it-works page (/how-it-works, /fr/comment-ca-marche): the fan side, then the artist side. */
export const HOW_IT_WORKS_PAGE: LocalisedInfoPage = {
  en: HOW_IT_WORKS_EN,
  fr: HOW_IT_WORKS_FR,
  es: HOW_IT_WORKS_ES,
  kr: HOW_IT_WORKS_KR,
  zh: HOW_IT_WORKS_ZH,
};
