// Response compression (Lighthouse: ~700 KiB of uncompressed HTML, JS, CSS and JSON per page):
// brotli, else gzip, as the browser accepts, for text types above 1 KiB. Fastify replies (API JSON,
// static files) are compressed in an onSend hook; the pages, which the SSR plugin writes itself,
// through compressResponse(). Streams are flushed chunk by chunk so a streamed page still arrives
// progressively. A quick brotli level: the pages are rendered per request.
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import zlib from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export type ContentEncoding = 'br' | 'gzip';

const MIN_BYTES = 1024;
const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml|manifest\+json|ld\+json)|image\/svg\+xml)/i;

/** The encoding to answer with for an Accept-Encoding header: brotli first, then gzip, else none. */
export function preferredEncoding(acceptEncoding: string | string[] | undefined): ContentEncoding | null {
  const header = Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : (acceptEncoding ?? '');
  const accepted = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    accepted.set(name, q ? Number(q.slice(2)) : 1);
  }
  const allows = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (allows('br')) return 'br';
  if (allows('gzip')) return 'gzip';
  return null;
}

/** Whether a Content-Type is text worth compressing. */
export function isCompressible(contentType: string | null | undefined): boolean {
  return Boolean(contentType && COMPRESSIBLE.test(contentType));
}

function compressor(encoding: ContentEncoding): zlib.BrotliCompress | zlib.Gzip {
  return encoding === 'br'
    ? zlib.createBrotliCompress({
        flush: zlib.constants.BROTLI_OPERATION_FLUSH,
        params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 },
      })
    : zlib.createGzip({ level: 6, flush: zlib.constants.Z_SYNC_FLUSH });
}

/** A page's Response, compressed when the browser accepts it and the body is compressible text. */
export function compressResponse(response: Response, acceptEncoding: string | string[] | undefined): Response {
  const encoding = preferredEncoding(acceptEncoding);
  if (!encoding || !response.body || response.headers.has('content-encoding')) return response;
  if (!isCompressible(response.headers.get('content-type'))) return response;
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  headers.set('content-encoding', encoding);
  headers.append('vary', 'Accept-Encoding');
  const compressed = Readable.fromWeb(response.body as NodeReadableStream<Uint8Array>).pipe(compressor(encoding));
  return new Response(Readable.toWeb(compressed) as ReadableStream<Uint8Array>, {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}

/** What a Fastify reply's payload becomes: compressed, or as it was (small, binary, partial, HEAD...). */
export function compressedPayload(request: FastifyRequest, reply: FastifyReply, payload: unknown): unknown {
  // Below the threshold the encoding would cost more than it saves: the cheapest check goes first.
  if (typeof payload === 'string' || Buffer.isBuffer(payload)) {
    if (payload.length < MIN_BYTES && Buffer.byteLength(payload) < MIN_BYTES) return payload;
  } else if (!(payload instanceof Readable)) {
    return payload;
  }
  // No Accept-Encoding (most API clients): nothing to choose between.
  const acceptEncoding = request.headers['accept-encoding'];
  if (acceptEncoding === undefined) return payload;
  if (request.method === 'HEAD' || reply.statusCode === 204 || reply.statusCode === 304) return payload;
  // A range of a file (206) must stay the bytes it names.
  if (reply.statusCode === 206 || reply.hasHeader('content-range')) return payload;
  if (reply.hasHeader('content-encoding')) return payload;
  const contentType = reply.getHeader('content-type');
  if (!isCompressible(typeof contentType === 'string' ? contentType : null)) return payload;
  const encoding = preferredEncoding(acceptEncoding);
  if (!encoding) return payload;
  reply.removeHeader('content-length');
  reply.header('content-encoding', encoding);
  reply.header('vary', 'Accept-Encoding');
  const source = payload instanceof Readable ? payload : Readable.from([payload]);
  return source.pipe(compressor(encoding));
}

/** Compresses Fastify's replies (API, static files) in onSend (app.ts runs compressedPayload in its own onSend hook). */
export function registerCompression(app: FastifyInstance): void {
  app.addHook('onSend', (request, reply, payload, done) => {
    done(null, compressedPayload(request, reply, payload));
  });
}
