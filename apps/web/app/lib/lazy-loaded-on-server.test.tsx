import { lazy, Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { lazyLoadedOnServer } from './lazy-loaded-on-server.tsx';

function Menu({ name }: { name: string }) {
  return <nav>Menu of {name}</nav>;
}
const loadMenu = () => Promise.resolve(Menu);

/** React's mark of a boundary the server left for the browser to render. */
const CLIENT_RENDERED = '<!--$!-->';

describe('lazyLoadedOnServer', () => {
  it('is drawn by the first one-pass server render, where a plain lazy is left to the browser', async () => {
    const Plain = lazy(async () => ({ default: await loadMenu() }));
    const plain = renderToString(
      <Suspense fallback={null}>
        <Plain name="Nora" />
      </Suspense>,
    );
    expect(plain).toContain(CLIENT_RENDERED);

    const UserMenu = lazyLoadedOnServer(loadMenu);
    await UserMenu.ready;
    const html = renderToString(
      <Suspense fallback={null}>
        <UserMenu name="Nora" />
      </Suspense>,
    );
    expect(html).not.toContain(CLIENT_RENDERED);
    expect(html).toContain('Menu of <!-- -->Nora');
  });
});
