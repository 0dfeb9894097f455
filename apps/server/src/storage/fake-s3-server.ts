// A small S3-compatible server for tests: path-style objects and multipart uploads in memory, with
// S3's rules where they matter (quoted md5 ETags, parts listed in order, 5 MiB minimum part size,
// NoSuchKey/NoSuchUpload/InvalidPart errors). It checks that requests are SigV4-signed with its key.
import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeS3Server {
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** "METHOD /path?query" of every request, for assertions on addressing. */
  requests: string[];
  objects: Map<string, { data: Buffer; contentType: string | undefined; etag: string }>;
  /** Unfinished multipart uploads by id. */
  uploads: Map<string, { key: string; parts: Map<number, { data: Buffer; etag: string }> }>;
  close(): Promise<void>;
}

const md5 = (data: Buffer) => createHash('md5').update(data).digest('hex');
const xmlEscape = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');
const xmlUnescape = (text: string) =>
  text
    .replaceAll('&quot;', '"')
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&#34;', '"')
    .replaceAll('&amp;', '&');

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function sendXml(response: ServerResponse, status: number, xml: string): void {
  response
    .writeHead(status, { 'content-type': 'application/xml' })
    .end(`<?xml version="1.0" encoding="UTF-8"?>\n${xml}`);
}

function sendError(response: ServerResponse, status: number, code: string, head = false): void {
  if (head) response.writeHead(status).end();
  else sendXml(response, status, `<Error><Code>${code}</Code><Message>${code}</Message></Error>`);
}

/** Starts the server on 127.0.0.1 at a free port. */
export async function startFakeS3Server(
  options: { bucket?: string; minPartBytes?: number } = {},
): Promise<FakeS3Server> {
  const bucket = options.bucket ?? 'spindle-test';
  const minPartBytes = options.minPartBytes ?? 5 * 1024 * 1024;
  const accessKeyId = 'TESTKEY';
  const secretAccessKey = 'test-secret';
  const requests: string[] = [];
  const objects: FakeS3Server['objects'] = new Map();
  const uploads: FakeS3Server['uploads'] = new Map();

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const method = request.method ?? 'GET';
    requests.push(`${method} ${url.pathname}${url.search}`);
    const body = await readBody(request);
    if (!(request.headers.authorization ?? '').startsWith(`AWS4-HMAC-SHA256 Credential=${accessKeyId}/`)) {
      return sendError(response, 403, 'AccessDenied', method === 'HEAD');
    }
    const [, bucketName, ...keyParts] = url.pathname.split('/');
    if (bucketName !== bucket) return sendError(response, 404, 'NoSuchBucket', method === 'HEAD');
    const key = decodeURIComponent(keyParts.join('/'));
    const uploadId = url.searchParams.get('uploadId');

    if (method === 'POST' && url.searchParams.has('uploads')) {
      const id = randomBytes(12).toString('base64url');
      uploads.set(id, { key, parts: new Map() });
      return sendXml(
        response,
        200,
        `<InitiateMultipartUploadResult><Bucket>${bucket}</Bucket><Key>${xmlEscape(key)}</Key><UploadId>${id}</UploadId></InitiateMultipartUploadResult>`,
      );
    }
    if (uploadId !== null) {
      const upload = uploads.get(uploadId);
      if (!upload || upload.key !== key) return sendError(response, 404, 'NoSuchUpload');
      if (method === 'PUT') {
        const etag = `"${md5(body)}"`;
        upload.parts.set(Number(url.searchParams.get('partNumber')), { data: body, etag });
        response.writeHead(200, { etag }).end();
        return;
      }
      if (method === 'DELETE') {
        uploads.delete(uploadId);
        response.writeHead(204).end();
        return;
      }
      if (method === 'POST') {
        const listed = [...body.toString('utf8').matchAll(/<Part>([\s\S]*?)<\/Part>/g)].map((match) => ({
          number: Number(/<PartNumber>(\d+)<\/PartNumber>/.exec(match[1] ?? '')?.[1]),
          etag: xmlUnescape(/<ETag>([\s\S]*?)<\/ETag>/.exec(match[1] ?? '')?.[1] ?? ''),
        }));
        const chosen: Buffer[] = [];
        for (const [index, part] of listed.entries()) {
          if (index > 0 && part.number <= (listed[index - 1]?.number ?? 0))
            return sendError(response, 400, 'InvalidPartOrder');
          const stored = upload.parts.get(part.number);
          if (!stored || stored.etag.replaceAll('"', '') !== part.etag.replaceAll('"', ''))
            return sendError(response, 400, 'InvalidPart');
          if (index < listed.length - 1 && stored.data.length < minPartBytes)
            return sendError(response, 400, 'EntityTooSmall');
          chosen.push(stored.data);
        }
        if (chosen.length === 0) return sendError(response, 400, 'MalformedXML');
        const digests = listed.map((part) => Buffer.from(part.etag.replaceAll('"', ''), 'hex'));
        const etag = `"${md5(Buffer.concat(digests))}-${listed.length}"`;
        objects.set(key, { data: Buffer.concat(chosen), contentType: undefined, etag });
        uploads.delete(uploadId);
        return sendXml(
          response,
          200,
          `<CompleteMultipartUploadResult><Bucket>${bucket}</Bucket><Key>${xmlEscape(key)}</Key><ETag>${xmlEscape(etag)}</ETag></CompleteMultipartUploadResult>`,
        );
      }
    }
    if (method === 'PUT') {
      const etag = `"${md5(body)}"`;
      objects.set(key, { data: body, contentType: request.headers['content-type'], etag });
      response.writeHead(200, { etag }).end();
      return;
    }
    if (method === 'GET' || method === 'HEAD') {
      const object = objects.get(key);
      if (!object) return sendError(response, 404, 'NoSuchKey', method === 'HEAD');
      response.writeHead(200, {
        etag: object.etag,
        'content-length': object.data.length,
        'content-type': object.contentType ?? 'application/octet-stream',
      });
      response.end(method === 'GET' ? object.data : undefined);
      return;
    }
    if (method === 'DELETE') {
      objects.delete(key);
      response.writeHead(204).end();
      return;
    }
    sendError(response, 405, 'MethodNotAllowed');
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      response.writeHead(500).end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    accessKeyId,
    secretAccessKey,
    requests,
    objects,
    uploads,
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
