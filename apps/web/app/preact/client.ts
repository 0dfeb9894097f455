// The browser build's `react-dom/client` (vite.config.ts): a Preact root that hydrates the server's
// document as React's would.
import { createElement, Fragment, options, type ComponentChildren, type VNode } from 'preact';
import { createRoot, hydrateRoot as hydratePreactRoot } from 'preact/compat/client';
import { useLayoutEffect } from 'preact/hooks';
import { routerDataDecoded } from '../lib/router-data.ts';
import { attributeText } from './attribute-text.ts';
import { hydration } from './hydration.ts';

export { createRoot };

/**
 * The app's <html>. Preact renders a document's tree into <html> itself, where React renders <html>:
 * the element becomes a fragment, and its attributes (lang, data-texts...) are kept on <html> here.
 */
function DocumentElement({ children, ...attributes }: { children?: ComponentChildren } & Record<string, unknown>) {
  useLayoutEffect(() => {
    const html = document.documentElement;
    for (const [name, value] of Object.entries(attributes)) {
      const attribute = name === 'className' ? 'class' : name;
      const text = attributeText(value);
      if (text === null) html.removeAttribute(attribute);
      else if (html.getAttribute(attribute) !== text) html.setAttribute(attribute, text);
    }
  });
  return createElement(Fragment, null, children);
}

/** Attributes that name another element by id (useId's, which differ between React and Preact). */
const ID_ATTRIBUTES = new Set([
  'id',
  'for',
  'htmlFor',
  'aria-controls',
  'aria-labelledby',
  'aria-describedby',
  'aria-activedescendant',
  'aria-owns',
  'list',
  'form',
  'mask',
  'clip-path',
  'clipPath',
  'fill',
  'filter',
]);

/** Form fields whose typing React reports as a change ('input' events): text boxes, not boxes to tick. */
function typedIn(target: EventTarget | null): boolean {
  if (target instanceof HTMLTextAreaElement) return true;
  return target instanceof HTMLInputElement && !/^(checkbox|radio|file)$/.test(target.type);
}

type Handler = (event: Event) => void;

/**
 * React's onChange on an element that is not a field (a form listening to its fields) hears every
 * keystroke in a text box and every choice in a list or box to tick; the DOM's `change` event, which
 * Preact listens to there, comes only when a text box loses focus.
 */
function changeOfFields(props: Record<string, unknown>): void {
  const onChange = props['onChange'] as Handler;
  const onInput = props['onInput'] as Handler | undefined;
  props['onChange'] = (event: Event) => {
    if (!typedIn(event.target)) onChange(event);
  };
  props['onInput'] = (event: Event) => {
    onInput?.(event);
    if (typedIn(event.target)) onChange(event);
  };
}

const FIELDS = new Set(['input', 'textarea', 'select']);

/**
 * The server's <head>, kept as it is: React's server reorders it (charset, then preloads, then what it
 * hoisted there from the page), so Preact, which pairs elements by tag in order, would pair them wrongly
 * and drop what no element of the tree claims. Nothing in it changes from page to page in the browser
 * but the page's head tags, which HeadTags (head-tags.ts) keeps up to date itself.
 */
const serverHead = { __html: '' };

const previousVnode = options.vnode?.bind(options);
options.vnode = (vnode: VNode) => {
  if (vnode.type === 'html') (vnode as { type: unknown }).type = DocumentElement;
  else if (vnode.type === 'head') {
    const props = vnode.props as Record<string, unknown>;
    props['dangerouslySetInnerHTML'] = serverHead;
    delete props['children'];
  } else if (typeof vnode.type === 'string' && !FIELDS.has(vnode.type)) {
    const props = vnode.props as Record<string, unknown>;
    if (typeof props['onChange'] === 'function') changeOfFields(props);
  }
  previousVnode?.(vnode);
};

// While hydrating, Preact keeps the server's attributes. Those that refer to an id are set to the ones
// this render made, so that what the browser draws later (a popup, a panel) finds what it points to.
const previousDiffed = options.diffed?.bind(options);
options.diffed = (vnode: VNode) => {
  const dom = (vnode as { __e?: Node | null }).__e;
  if (hydration.active && typeof vnode.type === 'string' && dom instanceof Element) {
    for (const [name, value] of Object.entries(vnode.props as Record<string, unknown>)) {
      if (!ID_ATTRIBUTES.has(name) || (typeof value !== 'string' && typeof value !== 'number')) continue;
      const attribute = name === 'htmlFor' ? 'for' : name === 'clipPath' ? 'clip-path' : name;
      if (dom.getAttribute(attribute) !== String(value)) dom.setAttribute(attribute, String(value));
    }
  }
  previousDiffed?.(vnode);
};

export function hydrateRoot(container: Element | Document, children: ComponentChildren) {
  const root = createRoot(container);
  // The entry waited for the router's data already; Preact's root must not hydrate before it (it would
  // resume the suspended router without the server's HTML).
  void routerDataDecoded().then(() => {
    hydration.active = true;
    try {
      serverHead.__html = document.head.innerHTML;
      hydratePreactRoot(container, children);
    } finally {
      hydration.active = false;
    }
  });
  return root;
}

export default { createRoot, hydrateRoot };
