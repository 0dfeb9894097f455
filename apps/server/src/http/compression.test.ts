import zlib from 'node:zlib';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { compressResponse, isCompressible, preferredEncoding, registerCompression } from './compression.ts';

describe('preferredEncoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['*', 'br'],
    ['identity', null],
    ['', null],
    [undefined, null],
  ])('answers %j with %s', (header, expected) => {
    expect(preferredEncoding(header)).toBe(expected);
  });
});

describe('isCompressible', () => {
  it('compresses text, JSON, JavaScript and SVG but not pictures or audio', () => {
    expect(isCompressible('text/html; charset=utf-8')).toBe(true);
    expect(isCompressible('application/json; charset=utf-8')).toBe(true);
    expect(isCompressible('application/javascript')).toBe(true);
    expect(isCompressible('image/svg+xml')).toBe(true);
    expect(isCompressible('image/jpeg')).toBe(false);
    expect(isCompressible('audio/mpeg')).toBe(false);
    expect(isCompressible(null)).toBe(false);
  });
});

describe('compressResponse', () => {
  it('brotli-compresses a page the browser accepts it for', async () => {
    const html = `<!doctype html>${'<p>Spindle</p>'.repeat(500)}`;
    const page = new Response(html, {
      headers: { 'content-type': 'text/html', 'content-length': String(html.length) },
    });
    const compressed = compressResponse(page, 'gzip, br');
    expect(compressed.headers.get('content-encoding')).toBe('br');
    expect(compressed.headers.get('content-length')).toBeNull();
    const bytes = Buffer.from(await compressed.arrayBuffer());
    expect(bytes.length).toBeLessThan(html.length / 10);
    expect(zlib.brotliDecompressSync(bytes).toString()).toBe(html);
  });

  it('leaves a response alone without Accept-Encoding or when it is not text', () => {
    const page = new Response('x', { headers: { 'content-type': 'text/html' } });
    expect(compressResponse(page, undefined)).toBe(page);
    const picture = new Response('x', { headers: { 'content-type': 'image/png' } });
    expect(compressResponse(picture, 'br')).toBe(picture);
  });
});

describe('registerCompression', () => {
  it('gzips a large JSON answer and leaves a small one as it is', async () => {
    const app = Fastify();
    registerCompression(app);
    const items = Array.from({ length: 200 }, (_, index) => ({ id: index, name: `Record ${index}` }));
    app.get('/big', (_request, reply) => reply.send({ items }));
    app.get('/small', (_request, reply) => reply.send({ ok: true }));
    app.get('/range', (_request, reply) =>
      reply.code(206).header('content-range', 'bytes 0-4999/9000').send({ items }),
    );

    const big = await app.inject({ url: '/big', headers: { 'accept-encoding': 'gzip' } });
    expect(big.headers['content-encoding']).toBe('gzip');
    expect(big.headers.vary).toContain('Accept-Encoding');
    expect(JSON.parse(zlib.gunzipSync(big.rawPayload).toString())).toEqual({ items });
    const small = await app.inject({ url: '/small', headers: { 'accept-encoding': 'gzip' } });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual({ ok: true });
    const range = await app.inject({ url: '/range', headers: { 'accept-encoding': 'gzip' } });
    expect(range.headers['content-encoding']).toBeUndefined();
    const plain = await app.inject({ url: '/big' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    await app.close();
  });
});
