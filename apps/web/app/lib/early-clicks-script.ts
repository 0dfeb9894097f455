// The inline script that keeps the last click on a button needing the page's scripts until they run
// (lib/early-clicks.ts tells the whole; its global is EARLY_CLICKS_GLOBAL there). Rendered in <head> by
// root.tsx, with the request's nonce.

/**
 * The inline script, as plain text (not a function's `toString()`: a bundler may add helpers to a
 * function's body that the page does not have). It runs in <head>, before the body is parsed.
 */
export const EARLY_CLICKS_SCRIPT = `(() => {
  let last = null;
  const record = (event) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (button === null || button.disabled) return;
    if (button.hasAttribute('popovertarget') || button.hasAttribute('commandfor')) return;
    if (button.type === 'button' || (button.type === 'submit' && button.form === null)) last = button;
  };
  const changes = new Map();
  const note = (event) => {
    if (event.target instanceof HTMLSelectElement) changes.set(event.target, event.target.value);
  };
  document.addEventListener('click', record, true);
  document.addEventListener('change', note, true);
  window.__spindleEarlyClicks = {
    take() {
      document.removeEventListener('click', record, true);
      const button = last;
      last = null;
      return button;
    },
    takeChanges() {
      document.removeEventListener('change', note, true);
      const changed = [...changes];
      changes.clear();
      return changed;
    },
  };
})();`.replace(/\n\s*/g, '');
