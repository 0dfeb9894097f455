// The translation hook of every component: the `t` of the page's i18next instance, the one root.tsx
// gives to I18nextProvider. react-i18next's useTranslation copies the whole instance (all its property
// descriptors) on a component's first render, and on the server every render is a first render: with
// 160-odd components per page that was ~4 % of a page's server time. This reads the same context and
// binds `t` once per instance. A page changes language by navigating, which hands the provider another
// instance (i18nFor), and catalogues are loaded before a page renders (root middleware), so there are
// no language or loading events to follow.
import type { i18n as I18n, TFunction } from 'i18next';
import { useContext } from 'react';
import { getI18n, I18nContext } from 'react-i18next';

/** The `t` useTranslation() gives: the default namespace, no key prefix. */
export type Translate = TFunction<'translation', undefined>;

const boundT = new WeakMap<I18n, Translate>();

/** `t` (typed with the catalogue's keys) and the instance of the page's language. */
export function useT(): { t: Translate; i18n: I18n } {
  const i18n = useContext(I18nContext)?.i18n ?? getI18n();
  let t = boundT.get(i18n);
  if (!t) {
    // Through unknown: comparing i18next's TFunction with react-i18next's overloads is too deep for tsc.
    const translate: unknown = i18n.t.bind(i18n);
    t = translate as Translate;
    boundT.set(i18n, t);
  }
  return { t, i18n };
}
