// React.lazy for a component that server rendering draws on signed-in pages (the header's user menu).
// The browser loads it as a chunk of its own, as with lazy. The server loads it when this module is
// imported, so a page rendered in one pass (renderToString, entry.server.tsx) finds it loaded. With a
// plain lazy, the first such page after a start met the module unloaded: renderToString cannot wait, it
// left the boundary for the browser to draw (`<!--$!-->`), and hydration reported React error #419.
import { lazy, type ComponentType, type JSX } from 'react';

export type LazyLoadedOnServer<P extends object> = ((props: P) => JSX.Element) & {
  /** Settles once the server has the component (at once in the browser). */
  ready: Promise<void>;
};

export function lazyLoadedOnServer<P extends object>(load: () => Promise<ComponentType<P>>): LazyLoadedOnServer<P> {
  let loaded: ComponentType<P> | undefined;
  const Lazy = lazy(async () => ({ default: await load() }));
  const ready =
    typeof window === 'undefined'
      ? load().then((component) => {
          loaded = component;
        })
      : Promise.resolve();
  function LoadedOrLazy(props: P): JSX.Element {
    const Component = loaded ?? Lazy;
    return <Component {...props} />;
  }
  return Object.assign(LoadedOrLazy, { ready });
}
