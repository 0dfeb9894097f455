// @vitest-environment happy-dom
// The browser build hydrates React's server HTML with Preact (vite.config.ts). These render a widget
// on the server with React, then hydrate it with the build's shims, as a page does.
import * as React from 'react';
import { renderToString } from 'react-dom/server';
import { createElement, Fragment, render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, describe, expect, it } from 'vitest';
import * as client from './client.ts';
import { HeadTags } from './head-tags.ts';
import * as browserReact from './react.ts';

interface ReactLike {
  createElement: typeof React.createElement;
  useId: typeof React.useId;
  useState: typeof React.useState;
  useSyncExternalStore: typeof React.useSyncExternalStore;
}

const noSubscription = () => () => {};

/** A button usable once hydrated (the server's snapshot says not yet), and a panel that opens. */
function widget(lib: ReactLike) {
  return function Widget() {
    const hydrated = lib.useSyncExternalStore(
      noSubscription,
      () => true,
      () => false,
    );
    const panelId = lib.useId();
    const [open, setOpen] = lib.useState(false);
    return lib.createElement(
      'div',
      null,
      lib.createElement(
        'button',
        { type: 'button', disabled: !hydrated, 'aria-controls': panelId, onClick: () => setOpen(true) },
        'Open',
      ),
      open ? lib.createElement('section', { id: panelId }, 'Panel') : null,
    );
  };
}

const flush = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)));

afterEach(() => {
  document.body.innerHTML = '';
});

describe('hydrating React server HTML with Preact', () => {
  async function hydrated() {
    const container = document.createElement('div');
    container.innerHTML = renderToString(React.createElement(widget(React)));
    document.body.append(container);
    const ServerButton = container.querySelector('button');
    expect(ServerButton?.disabled).toBe(true);
    const browserWidget = widget(browserReact as unknown as ReactLike);
    await act(async () => {
      client.hydrateRoot(container, createElement(browserWidget, null));
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    await flush();
    return container;
  }

  it('renders the server snapshot while hydrating, then the browser one', async () => {
    const container = await hydrated();
    const button = container.querySelector('button');
    // The server's element was adopted, not replaced.
    expect(container.querySelectorAll('button')).toHaveLength(1);
    expect(button?.disabled).toBe(false);
  });

  it('points what it draws later at the ids it rendered', async () => {
    const container = await hydrated();
    const button = container.querySelector('button')!;
    await act(() => button.click());
    const panel = container.querySelector('section');
    expect(panel).not.toBeNull();
    expect(button.getAttribute('aria-controls')).toBe(panel?.id);
  });
});

describe('what React does that Preact does not', () => {
  it("hears a form's fields change as React's onChange does: each keystroke, each choice", async () => {
    const container = document.createElement('div');
    document.body.append(container);
    const heard: string[] = [];
    const onChange = (event: Event) => heard.push(`${event.type} ${(event.target as HTMLInputElement).name}`);
    await act(() =>
      render(
        createElement(
          'form',
          { onChange },
          createElement('input', { name: 'email' }),
          createElement('input', { name: 'news', type: 'checkbox' }),
        ),
        container,
      ),
    );
    const [email, news] = container.querySelectorAll('input');
    email!.dispatchEvent(new Event('input', { bubbles: true }));
    email!.dispatchEvent(new Event('change', { bubbles: true }));
    news!.dispatchEvent(new Event('input', { bubbles: true }));
    news!.dispatchEvent(new Event('change', { bubbles: true }));
    expect(heard).toEqual(['input email', 'change news']);
  });

  it("keeps the page's head tags in <head>, adopting the server's and dropping the last page's", async () => {
    document.head.innerHTML =
      '<title>Old - Spindle</title><meta name="description" content="old"><link rel="canonical" href="/old">';
    const container = document.createElement('div');
    document.body.append(container);
    const page = (title: string, canonical: boolean) =>
      createElement(
        HeadTags,
        null,
        createElement('title', null, `${title} - Spindle`),
        createElement('meta', { name: 'description', content: title }),
        canonical
          ? createElement(
              Fragment,
              null,
              createElement('link', { rel: 'canonical', href: `/${title}` }),
              createElement('link', { rel: 'alternate', hrefLang: 'fr', href: `/fr/${title}` }),
            )
          : null,
      );
    await act(() => render(page('First', true), container));
    await flush();
    expect(document.head.querySelectorAll('title')).toHaveLength(1);
    expect(document.title).toBe('First - Spindle');
    expect(document.head.querySelector('meta[name=description]')?.getAttribute('content')).toBe('First');
    expect(document.head.querySelector('link[rel=canonical]')?.getAttribute('href')).toBe('/First');
    expect(document.head.querySelector('link[hreflang=fr]')?.getAttribute('href')).toBe('/fr/First');
    expect(container.innerHTML).toBe('');

    await act(() => render(page('Second', false), container));
    await flush();
    expect(document.title).toBe('Second - Spindle');
    expect(document.head.querySelectorAll('meta[name=description]')).toHaveLength(1);
    expect(document.head.querySelector('link[rel=canonical]')).toBeNull();
    expect(document.head.querySelector('link[hreflang]')).toBeNull();
  });
});
