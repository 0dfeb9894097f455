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
//
// A choice in a `<select>` made before hydration (the cart's delivery country recalculates the total on
// change) is kept too: once hydrated, each changed select gets its chosen value back and a `change`
// event, which its React handler then sees, before the click is replayed.

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
  takeChanges?(): [HTMLSelectElement, string][];
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
let pendingChanges: [HTMLSelectElement, string][] = [];

/** The selects changed before hydration, with the value chosen (the inline script's), taken once. */
export function takeEarlyChanges(win: Window = window): [HTMLSelectElement, string][] {
  const early = (win as unknown as Record<string, EarlyClicksGlobal | undefined>)[EARLY_CLICKS_GLOBAL];
  return early?.takeChanges?.() ?? [];
}

/**
 * Sends each early change again: the select still in the page gets the value chosen back (should
 * hydration have reset it) and a bubbling `change` event. Returns how many were sent.
 */
export function replayEarlyChanges(changes: readonly [HTMLSelectElement, string][]): number {
  let sent = 0;
  for (const [select, value] of changes) {
    if (!select.isConnected || select.disabled) continue;
    if (![...select.options].some((option) => option.value === value)) continue;
    select.value = value;
    select.dispatchEvent(new Event('change', { bubbles: true }));
    sent += 1;
  }
  return sent;
}

/** Takes the early click for the replay after hydration (entry.client.tsx, right before hydrateRoot). */
export function holdEarlyClick(): void {
  pendingChanges = takeEarlyChanges();
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
  if (pending === null && pendingChanges.length === 0) return () => undefined;
  const timer = setTimeout(() => {
    const click = pending;
    const changes = pendingChanges;
    pending = null;
    pendingChanges = [];
    replayEarlyChanges(changes);
    if (click !== null) replayEarlyClick(click);
  });
  return () => clearTimeout(timer);
}
