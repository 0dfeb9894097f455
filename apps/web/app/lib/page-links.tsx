// Links drawn dozens of times on a page (a grid's covers and artist names, the footer, the mobile menu)
// are plain anchors that one listener on the document follows in the browser, instead of a React Router
// <Link> each: a <Link> runs about ten hooks while the page hydrates (its path resolved against the
// route's matches twice, its prefetch state, its click handler), a fifth of the home page's hydration
// (docs/benchmarks.md, "2026-11-29 (afternoon)").
//
// A page link behaves as a <Link> does: a plain left click on a link to this site navigates in the
// browser (the player plays on), a click with a modifier key, on a link with a target or to another
// site is the browser's, and one whose handler prevented it is left alone. Hovering it, focusing it or
// touching it for 100 ms prefetches the page's modules and data, as `prefetch="intent"` does. Until the
// page has hydrated it is an ordinary link.
import { useEffect, useState } from 'react';
import { PrefetchPageLinks, createPath, useLocation, useNavigate } from 'react-router';

/** The attribute that marks an anchor as a page link; its value says whether intent prefetches the page. */
const PAGE_LINK = 'data-page-link';

type Prefetch = 'intent' | 'none';

/** Spread on an <a>: `<a {...pageLink(href)} className=…>`. `href` is a path of this site. */
export function pageLink(href: string, prefetch: Prefetch = 'none'): { href: string; [PAGE_LINK]: Prefetch } {
  return { href, [PAGE_LINK]: prefetch };
}

/** Only a plain primary click: React Router's own test (shouldProcessLinkClick). */
function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey;
}

function pageLinkOf(target: EventTarget | null): HTMLAnchorElement | null {
  if (!(target instanceof Element)) return null;
  const anchor = target.closest(`a[${PAGE_LINK}]`);
  return anchor instanceof HTMLAnchorElement ? anchor : null;
}

/** The link's path, search and hash when it leads to this site in this tab; null otherwise. */
export function inAppPath(anchor: HTMLAnchorElement, here: Location): string | null {
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return null;
  const url = new URL(anchor.href, here.href);
  if (url.origin !== here.origin) return null;
  return url.pathname + url.search + url.hash;
}

/** Rendered once, in the site's shell: follows the page links and prefetches the one a visitor means. */
export function PageLinks() {
  const navigate = useNavigate();
  // A link to where the page is replaces its history entry, as a <Link>'s does.
  const here = createPath(useLocation());
  const [intended, setIntended] = useState<string | null>(null);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let pending: HTMLAnchorElement | null = null;
    // Added after React's own listener on the document, so a handler that prevented the click is seen.
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || !isPlainClick(event)) return;
      const anchor = pageLinkOf(event.target);
      const to = anchor ? inAppPath(anchor, window.location) : null;
      if (to === null) return;
      event.preventDefault();
      void navigate(to, { replace: to === here });
    };
    const onIntent = (event: Event) => {
      const anchor = pageLinkOf(event.target);
      if (!anchor || anchor === pending || anchor.getAttribute(PAGE_LINK) !== 'intent') return;
      const to = inAppPath(anchor, window.location);
      if (to === null) return;
      clearTimeout(timer);
      pending = anchor;
      timer = setTimeout(() => setIntended(to.split('#')[0] ?? to), 100);
    };
    const onLeave = (event: MouseEvent | FocusEvent) => {
      const anchor = pageLinkOf(event.target);
      // Moving between the link's own children is not leaving it.
      if (
        !anchor ||
        anchor !== pending ||
        (event.relatedTarget instanceof Node && anchor.contains(event.relatedTarget))
      )
        return;
      clearTimeout(timer);
      pending = null;
      setIntended(null);
    };
    document.addEventListener('click', onClick);
    document.addEventListener('mouseover', onIntent);
    document.addEventListener('focusin', onIntent);
    document.addEventListener('touchstart', onIntent, { passive: true });
    document.addEventListener('mouseout', onLeave);
    document.addEventListener('focusout', onLeave);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('click', onClick);
      document.removeEventListener('mouseover', onIntent);
      document.removeEventListener('focusin', onIntent);
      document.removeEventListener('touchstart', onIntent);
      document.removeEventListener('mouseout', onLeave);
      document.removeEventListener('focusout', onLeave);
    };
  }, [navigate, here]);
  return intended ? <PrefetchPageLinks page={intended} /> : null;
}
