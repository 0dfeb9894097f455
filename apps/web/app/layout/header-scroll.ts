// Header scroll states (spec section 2, navigation bar): static under 50 px of scroll, hidden while
// scrolling down, fixed while scrolling up.
import { HEADER_STATIC_SCROLL_PX } from '@spindle/domain';
import { useEffect, useState } from 'react';

/** Where the header is: in place at the top, slid away, or pinned to the top of the viewport. */
export type HeaderScrollState = 'static' | 'hidden' | 'fixed';

/** The header state after the page scrolled from previousY to currentY (pixels from the top). */
export function nextHeaderScrollState(
  previous: HeaderScrollState,
  previousY: number,
  currentY: number,
): HeaderScrollState {
  if (currentY < HEADER_STATIC_SCROLL_PX) return 'static';
  if (currentY > previousY) return 'hidden';
  if (currentY < previousY) return 'fixed';
  return previous;
}

/** The header state, following the window's scroll (once per animation frame). */
export function useHeaderScrollState(): HeaderScrollState {
  const [state, setState] = useState<HeaderScrollState>('static');
  useEffect(() => {
    let lastY = window.scrollY;
    let frame = 0;
    const onScroll = () => {
      if (frame) return;
      frame = window.requestAnimationFrame(() => {
        frame = 0;
        const previousY = lastY;
        const currentY = window.scrollY;
        lastY = currentY;
        setState((previous) => nextHeaderScrollState(previous, previousY, currentY));
      });
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.cancelAnimationFrame(frame);
    };
  }, []);
  return state;
}
