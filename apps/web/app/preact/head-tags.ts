// The browser build's HeadTags (lib/head-tags.tsx): the page's title, description, canonical URL,
// alternates and share card kept in <head>. React hoists them there when it renders; Preact would
// render them where they stand. The server's copies are adopted, then updated on every page.
import { Fragment, toChildArray, type ComponentChildren, type VNode } from 'preact';
import { useLayoutEffect } from 'preact/hooks';
import { attributeText } from './attribute-text.ts';

/** The head elements the current page's HeadTags owns. */
let owned = new Set<Element>();

type TagProps = Record<string, unknown> & { children?: ComponentChildren };

/** What makes a head tag the same tag on the next page: its kind and the attributes that name it. */
function selectorOf(type: string, props: TagProps): string {
  const attribute = (name: string) => `[${name.toLowerCase()}="${CSS.escape(attributeText(props[name]) ?? '')}"]`;
  if (type === 'title') return 'title';
  if (type === 'meta')
    return props['property'] !== undefined ? `meta${attribute('property')}` : `meta${attribute('name')}`;
  if (props['hrefLang'] !== undefined) return `link${attribute('rel')}${attribute('hrefLang')}`;
  return `link${attribute('rel')}:not([hreflang])`;
}

function apply(element: Element, props: TagProps): void {
  for (const [name, value] of Object.entries(props)) {
    if (name === 'children') continue;
    const attribute = name.toLowerCase();
    const text = attributeText(value);
    if (text === null) element.removeAttribute(attribute);
    else if (element.getAttribute(attribute) !== text) element.setAttribute(attribute, text);
  }
  if (element.localName === 'title') {
    const text = toChildArray(props.children)
      .map((child) => attributeText(child) ?? '')
      .join('');
    if (element.textContent !== text) element.textContent = text;
  }
}

/** The tags among the children, fragments (`{canonical && <>...</>}`) opened. */
function tagsOf(children: ComponentChildren): VNode<TagProps>[] {
  return toChildArray(children).flatMap((child) => {
    if (typeof child !== 'object') return [];
    if (child.type === Fragment) return tagsOf((child.props as TagProps).children);
    return typeof child.type === 'string' ? [child] : [];
  });
}

export function HeadTags({ children }: { children: ComponentChildren }) {
  const tags = tagsOf(children);
  useLayoutEffect(() => {
    const current = new Set<Element>();
    for (const tag of tags) {
      const type = tag.type as string;
      const selector = selectorOf(type, tag.props);
      const element =
        [...document.head.querySelectorAll(selector)].find((candidate) => !current.has(candidate)) ??
        document.head.appendChild(document.createElement(type));
      apply(element, tag.props);
      current.add(element);
    }
    for (const element of owned) if (!current.has(element)) element.remove();
    owned = current;
  });
  return null;
}
