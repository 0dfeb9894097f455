// The translation hook of every component: the `t` of the page's translator (lib/translator.ts), the
// one root.tsx gives to TranslatorProvider. A page changes language by navigating, which hands the
// provider another translator (i18nFor), and catalogues are loaded before a page renders (root
// middleware), so there are no language or loading events to follow.
import { createContext, createElement, useContext, type ReactNode } from 'react';
import { DEFAULT_LOCALE } from '@spindle/domain';
import { i18nFor } from './i18n.ts';
import type { Translate, Translator } from './translator.ts';

export type { Translate } from './translator.ts';

// Outside any provider (a unit test rendering one component): English, once its catalogue is loaded.
const TranslatorContext = createContext<Translator>(i18nFor(DEFAULT_LOCALE));

/** Gives the page's translator to every component under it. */
export function TranslatorProvider({ translator, children }: { translator: Translator; children: ReactNode }) {
  return createElement(TranslatorContext.Provider, { value: translator }, children);
}

/** `t` (typed with the catalogue's keys) and the translator of the page's language. */
export function useT(): { t: Translate; i18n: Translator } {
  const i18n = useContext(TranslatorContext);
  return { t: i18n.t, i18n };
}
