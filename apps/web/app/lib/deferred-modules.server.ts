// The page's scripts start after its first paint (issue 19, docs/benchmarks.md "Lighthouse").
//
// React Router's <Scripts> ends the document with a module script that imports the route modules and the
// browser entry (which hydrates), and React hoists a `<link rel="modulepreload">` for each of them into
// <head>. The browser's preload scanner finds those links as soon as the head arrives, so ~150 KiB of
// modules share the connection with the document, the fonts and the largest image, and are fetched and
// compiled before the page is first painted. None of them is needed for that paint: the page is whole
// without JavaScript (the server's HTML, the inline rules).
//
// In the document's bytes (entry.server.tsx), the modulepreload links leave <head>, the module script is
// left empty, and a small script with the request's nonce, right after it, keeps both: once the browser
// reports the first contentful paint it adds the same links to <head> and runs the same module text. The
// hydrating browser renders the same module script (type, nonce, async) and React keeps the server's
// empty one (an inline script's content is not patched, and React Router suppresses the warning); the
// links React renders find their twins in <head>. A browser without paint timing starts at the next frame
// after the document's first frame, and any browser at LATEST_START_MS at the latest (a tab opened in the
// background, which does not paint until shown, then hydrates at that time).
//
// The preloads are added a few at a time (SLICE_MS), then the module script.
//
// The loader is a classic script placed after the full stylesheet's link, like React Router's own
// context script: it runs once that sheet is there, so hydration still never shows a menu unstyled.

/** When the modules start at the latest, painted or not. */
export const LATEST_START_MS = 4_000;

/**
 * The longest run of preloads added in one task. Adding a modulepreload link can take milliseconds (the
 * first of a page up to 15 ms in Chromium on this 2-core host), and the page's 11-18 of them in one task
 * were a long task of 10-50 ms right after the first paint: 40-200 ms on a phone's CPU (4x), where
 * Lighthouse counts every millisecond over 50 as blocking. The rest go on in tasks of their own (a
 * MessageChannel message, not a timer, which a run of timers holds back 4 ms each).
 */
export const SLICE_MS = 4;

const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"[^>]*\/>/g;
/** React Router's module script, as React writes it (`nonce`, then `type` and `async`). */
const MODULE_SCRIPT_TAIL = ' type="module" async="">';
const SCRIPT_END = '</script>';

/**
 * The script that starts the modules, called with the hrefs to preload, the module script's text, the
 * nonce and LATEST_START_MS. Plain text, not a function's `toString()`: a bundler may add helpers to a
 * function's body that the page does not have.
 */
const START_AFTER_FIRST_PAINT = `(modules, source, nonce, latestMs) => {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    const queue = modules.slice();
    const channel = new MessageChannel();
    const step = () => {
      const yieldAt = performance.now() + SLICE_MS;
      while (queue.length > 0) {
        const link = document.createElement('link');
        link.rel = 'modulepreload';
        link.href = queue.shift();
        document.head.append(link);
        if (queue.length > 0 && performance.now() >= yieldAt) return channel.port2.postMessage(null);
      }
      channel.port1.close();
      const script = document.createElement('script');
      script.type = 'module';
      script.nonce = nonce;
      script.textContent = source;
      document.head.append(script);
    };
    channel.port1.onmessage = step;
    step();
  };
  setTimeout(start, latestMs);
  if ((PerformanceObserver.supportedEntryTypes || []).includes('paint')) {
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      start();
    });
    observer.observe({ type: 'paint', buffered: true });
  } else {
    requestAnimationFrame(() => setTimeout(start));
  }
}`
  .replace('SLICE_MS', String(SLICE_MS))
  .replace(/\n\s*/g, '');

/** A value written into an inline script: JSON, with `<` escaped so that no `</script>` can end it. */
function scriptValue(value: unknown): string {
  return JSON.stringify(value).replaceAll('<', '\\u003c');
}

/**
 * The document with React Router's module script started after the first paint (see above). A document
 * without that script (no scripts asked for, `?nojs`) is returned as it is.
 */
export function deferModuleScripts(html: string): string {
  const headEnd = html.indexOf('</head>');
  const tailAt = html.indexOf(MODULE_SCRIPT_TAIL, headEnd);
  if (headEnd < 0 || tailAt < 0) return html;
  const openAt = html.lastIndexOf('<script', tailAt);
  const sourceAt = tailAt + MODULE_SCRIPT_TAIL.length;
  const endAt = html.indexOf(SCRIPT_END, sourceAt);
  const nonce = /^<script nonce="([^"]*)"$/.exec(html.slice(openAt, tailAt))?.[1];
  if (openAt < headEnd || endAt < 0 || nonce === undefined) return html;

  const modules: string[] = [];
  const head = html.slice(0, headEnd).replace(MODULE_PRELOAD, (_link, href: string) => {
    modules.push(href.replaceAll('&amp;', '&'));
    return '';
  });
  const source = html.slice(sourceAt, endAt);
  const loader =
    `<script nonce="${nonce}">(${START_AFTER_FIRST_PAINT})(` +
    `${scriptValue(modules)},${scriptValue(source)},document.currentScript.nonce,${LATEST_START_MS});</script>`;
  return head + html.slice(headEnd, sourceAt) + SCRIPT_END + loader + html.slice(endAt + SCRIPT_END.length);
}
