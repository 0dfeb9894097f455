// A click made before the page hydrates is not lost (issue 19, docs/benchmarks.md "Lighthouse").
//
// The page's modules start after its first paint (lib/deferred-modules.server.ts), so a visitor sees the
// server's whole page a moment before React runs. Links, forms, checkboxes and the popover panels work
// in that moment without JavaScript; a control only a script gives a meaning to (a Play button, the
// player's controls) does nothing. A small script in <head> (EARLY_CLICKS_SCRIPT, root.tsx, with the
// request's nonce, lib/early-clicks-script.ts) remembers the last click on such a button; the browser
// entry takes it just before React hydrates, and once the page has hydrated the same button is clicked
// again, once (EarlyClickReplay, entry.client.tsx). The script prevents nothing: what works natively
// still does. The script's text and this module are apart so that neither the root route nor the entry
// loads the other's part (the page would load one more small script).
//
// Which buttons: a `<button type="button">`, or a submit button outside any form (both do nothing without
// a script), enabled, that opens no popover and sends no command (those work natively). From the moment
// React is asked to hydrate, its own listeners are on the document and it handles clicks itself (it
// hydrates at once what was clicked), so the script stops listening then.

/** What the inline script keeps on `window` (lib/early-clicks-script.ts). */
export const EARLY_CLICKS_GLOBAL = '__spindleEarlyClicks';

/** A clicked button, and the way back to it should hydration have replaced the server's element. */
export interface EarlyClick {
  element: Element;
  /** The id of the button or of its nearest ancestor that has one (null: from <html>). */
  anchorId: string | null;
  /** From that anchor down to the button: each element's tag name and its index among its siblings of that tag. */
  steps: readonly (readonly [tag: string, index: number])[];
}

interface EarlyClicksGlobal {
  take(): Element | null;
}

function pathTo(element: Element, root: Element): Pick<EarlyClick, 'anchorId' | 'steps'> {
  const steps: [string, number][] = [];
  for (let node: Element | null = element; node !== null && node !== root; node = node.parentElement) {
    if (node.id !== '') return { anchorId: node.id, steps };
    let index = 0;
    for (let sibling = node.previousElementSibling; sibling !== null; sibling = sibling.previousElementSibling) {
      if (sibling.tagName === node.tagName) index += 1;
    }
    steps.unshift([node.tagName, index]);
  }
  return { anchorId: null, steps };
}

/**
 * Stops the inline script and returns the last click it kept, if any: called just before React hydrates.
 * A page rendered without the script (`?nojs`, a test) has nothing to take.
 */
export function takeEarlyClick(win: Window = window): EarlyClick | null {
  const early = (win as unknown as Record<string, EarlyClicksGlobal | undefined>)[EARLY_CLICKS_GLOBAL];
  const element = early?.take() ?? null;
  if (element === null) return null;
  return { element, ...pathTo(element, win.document.documentElement) };
}

function resolve(click: EarlyClick, doc: Document): Element | null {
  if (click.element.isConnected && click.element.ownerDocument === doc) return click.element;
  let node: Element | null = click.anchorId === null ? doc.documentElement : doc.getElementById(click.anchorId);
  for (const [tag, index] of click.steps) {
    if (node === null) return null;
    node = [...node.children].filter((child) => child.tagName === tag)[index] ?? null;
  }
  return node;
}

/**
 * Clicks again the button of an early click: the same element when hydration kept it (it normally does),
 * else the element at the same place. Returns whether it clicked: not when that place holds no enabled
 * button any more.
 */
export function replayEarlyClick(click: EarlyClick, doc: Document = document): boolean {
  const element = resolve(click, doc);
  if (element === null || element.tagName !== 'BUTTON' || (element as HTMLButtonElement).disabled) return false;
  (element as HTMLButtonElement).click();
  return true;
}

let pending: EarlyClick | null = null;

/** Takes the early click for the replay after hydration (entry.client.tsx, right before hydrateRoot). */
export function holdEarlyClick(): void {
  pending = takeEarlyClick();
}

/** The early click still to replay, if any (for the tests). */
export function heldEarlyClick(): EarlyClick | null {
  return pending;
}

/**
 * Replays the held early click once the page has hydrated (an effect of the entry's root). The click is sent from a
 * task after the hydrating commit's effects, so that the controls that re-render once hydrated
 * (useHydrated) have done so and their handlers are the hydrated ones.
 */
export function replayHeldEarlyClick(): () => void {
  if (pending === null) return () => undefined;
  const timer = setTimeout(() => {
    const click = pending;
    pending = null;
    if (click !== null) replayEarlyClick(click);
  });
  return () => clearTimeout(timer);
}
