// Keeps Tab and Shift+Tab inside an open panel: from the last control back to the first and the
// other way round. A native modal <dialog> already makes the page behind it inert, but lets Tab
// leave for the browser's own toolbar; the menu keeps the focus on its controls instead.

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Where Tab (or Shift+Tab) should move from position `current` among `count` controls, or null to let the browser move. */
export function wrappedFocusIndex(current: number, count: number, backwards: boolean): number | null {
  if (count === 0) return null;
  if (current === -1) return backwards ? count - 1 : 0;
  if (backwards && current === 0) return count - 1;
  if (!backwards && current === count - 1) return 0;
  return null;
}

/** The visible, enabled controls of a container, in tab order of the document. */
export function focusableIn(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => element.getClientRects().length > 0 && !element.closest('[inert]'),
  );
}

/** Handles a keydown inside the container: wraps Tab at both ends. */
export function trapTabKey(event: KeyboardEvent, container: HTMLElement): void {
  if (event.key !== 'Tab') return;
  const controls = focusableIn(container);
  const active = container.ownerDocument.activeElement;
  const current = controls.findIndex((control) => control === active);
  const target = wrappedFocusIndex(current, controls.length, event.shiftKey);
  if (target === null) return;
  event.preventDefault();
  controls[target]?.focus();
}
