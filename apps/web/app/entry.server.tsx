// Server rendering. apps/server fills apiContext and requestContext for every request and reads
// them back from this module (build.entry.module) so both sides share the very same context keys.
import { Writable } from 'node:stream';
import { isbot } from 'isbot';
import { renderToPipeableStream, renderToString, type RenderToPipeableStreamOptions } from 'react-dom/server';
import {
  ServerRouter,
  isRouteErrorResponse,
  type EntryContext,
  type HandleErrorFunction,
  type RouterContextProvider,
} from 'react-router';
import { requestContext } from './context.ts';
import { createCriticalStyles, pageTypeOf } from './lib/critical-styles.server.ts';
import { deferModuleScripts } from './lib/deferred-modules.server.ts';
import { InlineStylesContext } from './lib/inline-styles.tsx';
import { NonceContext } from './lib/nonce.tsx';
import appStyles from './styles/app.css?inline';

export { apiContext, requestContext, type ApiFetch, type RequestInfo } from './context.ts';
// What the server's page cache reads of the pages: the cookies that change a document, the Set-Cookie
// lines of a page view (apps/server/src/web/page-cache.ts).
export { pageCacheRules } from './layout/page-cache-rules.server.ts';

/** How long a streamed render may wait for slow data before it is aborted. */
export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
): Response | Promise<Response> {
  // https://httpwg.org/specs/rfc9110.html#HEAD
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const { nonce, onWholeDocument } = loadContext.get(requestContext);
  const documentWith = (styles: string) => (
    <NonceContext.Provider value={nonce}>
      <InlineStylesContext.Provider value={styles}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </InlineStylesContext.Provider>
    </NonceContext.Provider>
  );

  // No data still on its way (every page's loaders returned plain values): the whole document, the
  // loader data React Router hands to the browser included, is ready now. One synchronous pass
  // (renderToString) writes the same HTML as the streaming renderer would have sent in one flush,
  // for about half of its work per page (it builds a string instead of encoding every piece).
  if (!hasPendingData(routerContext.staticHandlerContext.loaderData)) {
    return readHandoffAhead(routerContext).then(() => {
      responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
      // Bytes, not the string: a string body is checked character by character (USVString) first.
      // The page's modules start after its first paint (lib/deferred-modules.server.ts).
      const html = deferModuleScripts(renderToString(documentWith(STYLES_MARKER)));
      const pageType = pageTypeOf(routerContext.staticHandlerContext.matches.at(-1)?.route.id);
      onWholeDocument?.();
      return new Response(documentBytes(html, criticalStyles.bytesFor(pageType, html)), {
        headers: responseHeaders,
        status: responseStatusCode,
      });
    });
  }
  const document = documentWith(appStyles);

  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get('user-agent');
    // Crawlers get the whole document at once; people get the shell as soon as it is ready.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady';
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(document, {
      nonce,
      [readyOption]() {
        shellRendered = true;
        const { destination, body } = htmlStream({
          onEnd() {
            clearTimeout(timeoutId);
            timeoutId = undefined;
          },
          onCancel: () => abort(),
        });
        responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
        pipe(destination);
        resolve(new Response(body, { headers: responseHeaders, status: responseStatusCode }));
      },
      onShellError(error: unknown) {
        reject(error instanceof Error ? error : new Error(String(error)));
      },
      onError(error: unknown) {
        responseStatusCode = 500;
        // Errors before the shell are logged by React Router (handleError below).
        if (shellRendered) console.error(error);
      },
    });
  });
}

// The whole stylesheet would be a third of a page's HTML (~70 KB): the page inlines the rules its type
// needs (lib/critical-styles.server.ts) and links the full sheet after its content (lib/inline-styles.tsx).
// React renders a marker in the <style> and the document's bytes take the page type's rules, encoded
// once, instead of copying and encoding them every time. A streamed page (deferred data) has no HTML to
// choose from before it is sent: it inlines the whole sheet, as every page did before.
const STYLES_MARKER = '/*spindle:app-styles*/';
const criticalStyles = createCriticalStyles(appStyles);

/**
 * The document's bytes with the inline rules in place of its marker: the first one, in <head>, before
 * any text of the page (a marker typed into a comment or a description comes later and stays as it is).
 */
function documentBytes(html: string, stylesBytes: Buffer<ArrayBuffer>): Buffer<ArrayBuffer> {
  const at = html.indexOf(STYLES_MARKER);
  if (at < 0) return Buffer.from(`<!DOCTYPE html>${html}`);
  const before = `<!DOCTYPE html>${html.slice(0, at)}`;
  const after = html.slice(at + STYLES_MARKER.length);
  const stylesAt = Buffer.byteLength(before);
  const afterAt = stylesAt + stylesBytes.byteLength;
  const bytes = Buffer.allocUnsafe(afterAt + Buffer.byteLength(after));
  bytes.write(before, 0);
  stylesBytes.copy(bytes, stylesAt);
  bytes.write(after, afterAt);
  return bytes;
}

/** Whether loader data holds a promise (deferred data the page streams in when it resolves). */
function hasPendingData(value: unknown, seen = new Set<object>()): boolean {
  if (value instanceof Promise) return true;
  if (typeof value !== 'object' || value === null || seen.has(value)) return false;
  seen.add(value);
  return (Array.isArray(value) ? value : Object.values(value)).some((item) => hasPendingData(item, seen));
}

/**
 * Reads React Router's handoff stream (the loader data for hydration, turbo-stream encoded) to its
 * end and leaves every chunk where its <StreamTransfer> looks first (renderMeta.streamCache), so the
 * document renders without suspending. Only for data that is all there: the stream then ends at once.
 */
async function readHandoffAhead(context: EntryContext): Promise<void> {
  const stream = context.serverHandoffStream;
  if (!stream || !context.renderMeta) return;
  const reader = stream.getReader();
  const decoder = new TextDecoder();
  const cache: NonNullable<NonNullable<EntryContext['renderMeta']>['streamCache']> = {};
  for (let identifier = 0; ; identifier += 1) {
    const { done, value } = await reader.read();
    cache[identifier] = Object.assign(Promise.resolve(), {
      result: { done, value: decoder.decode(value, { stream: true }) },
    });
    if (done) break;
  }
  reader.releaseLock();
  context.renderMeta.streamCache = cache;
}

/**
 * Where React writes the page: a Node Writable (what renderToPipeableStream pipes into) that feeds a
 * web ReadableStream (what a Response carries). React writes the HTML in 4 KB pieces and calls
 * `flush()` after each batch it completes; the pieces of one batch leave as one chunk, so the shell,
 * and later each resolved Suspense boundary, still goes out as soon as React has it, without one
 * stream hop per 4 KB.
 */
function htmlStream({ onEnd, onCancel }: { onEnd: () => void; onCancel: () => void }): {
  destination: Writable;
  body: ReadableStream<Uint8Array>;
} {
  let controller: ReadableStreamDefaultController<Uint8Array> | undefined;
  let pending: Uint8Array[] = [];
  let pendingBytes = 0;
  const body = new ReadableStream<Uint8Array>({
    start(streamController) {
      controller = streamController;
    },
    cancel() {
      onCancel();
    },
  });
  const flush = () => {
    if (pendingBytes === 0 || !controller) return;
    // A copy: React's pieces may be views of its own buffers.
    const chunk = Buffer.concat(pending, pendingBytes);
    pending = [];
    pendingBytes = 0;
    controller.enqueue(chunk);
  };
  const destination = new Writable({
    write(chunk: Uint8Array, _encoding, callback) {
      pending.push(chunk);
      pendingBytes += chunk.byteLength;
      callback();
    },
    final(callback) {
      flush();
      onEnd();
      controller?.close();
      callback();
    },
    destroy(error, callback) {
      if (error) controller?.error(error);
      callback(error);
    },
  });
  return { destination: Object.assign(destination, { flush }), body };
}

/** Logs unexpected server errors; expected responses (404, maintenance) and aborted requests are not errors. */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error)) return;
  console.error(error);
};
