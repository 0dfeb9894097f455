// Server rendering. apps/server fills apiContext and requestContext for every request and reads
// them back from this module (build.entry.module) so both sides share the very same context keys.
import { Writable } from 'node:stream';
import { isbot } from 'isbot';
import { renderToPipeableStream, type RenderToPipeableStreamOptions } from 'react-dom/server';
import {
  ServerRouter,
  isRouteErrorResponse,
  type EntryContext,
  type HandleErrorFunction,
  type RouterContextProvider,
} from 'react-router';
import { requestContext } from './context.ts';
import { InlineStylesContext } from './lib/inline-styles.tsx';
import { NonceContext } from './lib/nonce.tsx';
import appStyles from './styles/app.css?inline';

export { apiContext, requestContext, type ApiFetch, type RequestInfo } from './context.ts';

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
  const { nonce } = loadContext.get(requestContext);

  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get('user-agent');
    // Crawlers get the whole document at once; people get the shell as soon as it is ready.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady';
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <InlineStylesContext.Provider value={appStyles}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </InlineStylesContext.Provider>
      </NonceContext.Provider>,
      {
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
      },
    );
  });
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
