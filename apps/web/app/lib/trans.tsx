// A text with links inside (i18next's <Trans> as the pages used it): `<name>words</name>` in the
// catalogue's text becomes the element given for `name`, with the words as its children.
import { cloneElement, Fragment, type ReactElement, type ReactNode } from 'react';
import type { ParseKeys } from 'i18next';
import { useT } from './use-t.ts';

const TAG = /<([a-z][\w-]*)>([^<]*)<\/\1>/g;

/** Splits `text` at its `<name>…</name>` parts, each drawn by `components[name]` (else as plain words). */
export function withComponents(text: string, components: Readonly<Record<string, ReactElement>>): ReactNode[] {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(TAG)) {
    const [whole, name = '', words = ''] = match;
    if (match.index > last) parts.push(text.slice(last, match.index));
    const component = components[name];
    parts.push(component ? cloneElement(component, { key: parts.length }, words) : words);
    last = match.index + whole.length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return parts;
}

export function Trans({ i18nKey, components }: { i18nKey: ParseKeys; components: Record<string, ReactElement> }) {
  const { t } = useT();
  return <Fragment>{withComponents(t(i18nKey), components)}</Fragment>;
}
