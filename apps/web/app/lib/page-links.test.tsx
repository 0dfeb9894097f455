// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PageLinks, inAppPath, pageLink } from './page-links.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname + location.search}</output>;
}

function Page() {
  return (
    <>
      <a {...pageLink('/vinyl/1/first')} data-testid="plain">
        <span data-testid="inside">First</span>
      </a>
      <a {...pageLink('/vinyl/2/second')} target="_blank" data-testid="blank">
        Second
      </a>
      <a {...pageLink('https://elsewhere.example/x')} data-testid="away">
        Away
      </a>
      <a {...pageLink('/vinyl/3/third')} onClick={(event) => event.preventDefault()} data-testid="handled">
        Third
      </a>
      <a href="/vinyl/4/fourth" data-testid="ordinary">
        Fourth
      </a>
      <Where />
      <PageLinks />
    </>
  );
}

let container: HTMLDivElement;
let root: Root;
let router: ReturnType<typeof createMemoryRouter>;

beforeEach(async () => {
  container = document.createElement('div');
  document.body.append(container);
  router = createMemoryRouter([{ path: '*', element: <Page /> }], { initialEntries: ['/vinyl-shop'] });
  root = createRoot(container);
  act(() => root.render(<RouterProvider router={router} />));
  await act(() => Promise.resolve());
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
});

function click(testId: string, init: MouseEventInit = {}): MouseEvent {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
  act(() => {
    container.querySelector(`[data-testid="${testId}"]`)?.dispatchEvent(event);
  });
  return event;
}

describe('page links', () => {
  it('marks the anchor, with its prefetch', () => {
    expect(pageLink('/a')).toEqual({ href: '/a', 'data-page-link': 'none' });
    expect(pageLink('/a', 'intent')).toEqual({ href: '/a', 'data-page-link': 'intent' });
  });

  it('navigates in the browser on a plain click, also from inside the link', async () => {
    const event = click('inside');
    expect(event.defaultPrevented).toBe(true);
    await act(() => Promise.resolve());
    expect(router.state.location.pathname).toBe('/vinyl/1/first');
    expect(container.querySelector('[data-testid="where"]')?.textContent).toBe('/vinyl/1/first');
  });

  it.each([
    ['a modifier key', 'plain', { ctrlKey: true }],
    ['shift', 'plain', { shiftKey: true }],
    ['another button', 'plain', { button: 1 }],
    ['a target', 'blank', {}],
    ['another site', 'away', {}],
    ['a click its own handler prevented', 'handled', {}],
    ['an anchor that is not a page link', 'ordinary', {}],
  ] as const)('leaves %s to the browser', async (_, testId, init) => {
    click(testId, init);
    await act(() => Promise.resolve());
    expect(router.state.location.pathname).toBe('/vinyl-shop');
  });

  it('replaces the history entry when the link leads where the page is', async () => {
    click('plain');
    await act(() => Promise.resolve());
    const before = router.state.historyAction;
    expect(before).toBe('PUSH');
    click('plain');
    await act(() => Promise.resolve());
    expect(router.state.historyAction).toBe('REPLACE');
  });
});

describe('inAppPath', () => {
  const here = new URL('https://spindle.example/vinyl-shop?genre=rock') as unknown as Location;
  const anchor = (href: string, attributes: Record<string, string> = {}) => {
    const element = document.createElement('a');
    element.href = href;
    for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
    return element;
  };

  it('keeps the path, the search and the hash of a link to this site', () => {
    expect(inAppPath(anchor('https://spindle.example/fr/vinyle?x=1#tracks'), here)).toBe('/fr/vinyle?x=1#tracks');
  });

  it('gives null for another origin, a target or a download', () => {
    expect(inAppPath(anchor('https://elsewhere.example/a'), here)).toBeNull();
    expect(inAppPath(anchor('https://spindle.example/a', { target: '_blank' }), here)).toBeNull();
    expect(inAppPath(anchor('https://spindle.example/a', { target: '_self' }), here)).toBe('/a');
    expect(inAppPath(anchor('https://spindle.example/a.pdf', { download: '' }), here)).toBeNull();
  });
});
