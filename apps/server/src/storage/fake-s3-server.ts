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

/** What the server holds and checks requests against. */
interface FakeS3State {
  bucket: string;
  minPartBytes: number;
  accessKeyId: string;
  requests: string[];
  objects: FakeS3Server['objects'];
  uploads: FakeS3Server['uploads'];
}

/** One parsed request, addressed path-style: /{bucket}/{key}. */
interface S3Request {
  method: string;
  url: URL;
  key: string;
  body: Buffer;
  contentType: string | undefined;
}

type MultipartUpload = FakeS3Server['uploads'] extends Map<string, infer Upload> ? Upload : never;

/** Starts the server on 127.0.0.1 at a free port. */
export async function startFakeS3Server(
  options: { bucket?: string; minPartBytes?: number } = {},
): Promise<FakeS3Server> {
  const state: FakeS3State = {
    bucket: options.bucket ?? 'spindle-test',
    minPartBytes: options.minPartBytes ?? 5 * 1024 * 1024,
    accessKeyId: 'TESTKEY',
    requests: [],
    objects: new Map(),
    uploads: new Map(),
  };
  const server = createServer((request, response) => {
    handleRequest(state, request, response).catch((error: unknown) => {
      response.writeHead(500).end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucket: state.bucket,
    accessKeyId: state.accessKeyId,
    secretAccessKey: 'test-secret',
    requests: state.requests,
    objects: state.objects,
    uploads: state.uploads,
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}

/** Checks the signature's key and the bucket, then hands the request to the multipart or the object calls. */
async function handleRequest(state: FakeS3State, request: IncomingMessage, response: ServerResponse): Promise<void> {
  const url = new URL(request.url ?? '/', 'http://localhost');
  const method = request.method ?? 'GET';
  state.requests.push(`${method} ${url.pathname}${url.search}`);
  const body = await readBody(request);
  if (!(request.headers.authorization ?? '').startsWith(`AWS4-HMAC-SHA256 Credential=${state.accessKeyId}/`)) {
    return sendError(response, 403, 'AccessDenied', method === 'HEAD');
  }
  const [, bucketName, ...keyParts] = url.pathname.split('/');
  if (bucketName !== state.bucket) return sendError(response, 404, 'NoSuchBucket', method === 'HEAD');
  const s3Request: S3Request = {
    method,
    url,
    key: decodeURIComponent(keyParts.join('/')),
    body,
    contentType: request.headers['content-type'],
  };
  const uploadId = url.searchParams.get('uploadId');

  if (method === 'POST' && url.searchParams.has('uploads')) return initiateMultipartUpload(state, s3Request, response);
  if (uploadId !== null) {
    const upload = state.uploads.get(uploadId);
    if (!upload || upload.key !== s3Request.key) return sendError(response, 404, 'NoSuchUpload');
    // Any other method with an upload id is served as an object call.
    if (handleUploadRequest(state, s3Request, uploadId, upload, response)) return;
  }
  handleObjectRequest(state, s3Request, response);
}

/** CreateMultipartUpload: a new upload id for the key. */
function initiateMultipartUpload(state: FakeS3State, request: S3Request, response: ServerResponse): void {
  const id = randomBytes(12).toString('base64url');
  state.uploads.set(id, { key: request.key, parts: new Map() });
  sendXml(
    response,
    200,
    `<InitiateMultipartUploadResult><Bucket>${state.bucket}</Bucket><Key>${xmlEscape(request.key)}</Key><UploadId>${id}</UploadId></InitiateMultipartUploadResult>`,
  );
}

/** UploadPart (PUT), AbortMultipartUpload (DELETE) and CompleteMultipartUpload (POST); false for other methods. */
function handleUploadRequest(
  state: FakeS3State,
  request: S3Request,
  uploadId: string,
  upload: MultipartUpload,
  response: ServerResponse,
): boolean {
  if (request.method === 'PUT') {
    const etag = `"${md5(request.body)}"`;
    upload.parts.set(Number(request.url.searchParams.get('partNumber')), { data: request.body, etag });
    response.writeHead(200, { etag }).end();
    return true;
  }
  if (request.method === 'DELETE') {
    state.uploads.delete(uploadId);
    response.writeHead(204).end();
    return true;
  }
  if (request.method === 'POST') {
    completeMultipartUpload(state, request, uploadId, upload, response);
    return true;
  }
  return false;
}

/**
 * Joins the listed parts into the object, with S3's checks: parts in ascending order, ETags that match,
 * every part but the last at least the minimum size. The ETag is the md5 of the parts' md5s, dash, count.
 */
function completeMultipartUpload(
  state: FakeS3State,
  request: S3Request,
  uploadId: string,
  upload: MultipartUpload,
  response: ServerResponse,
): void {
  const listed = [...request.body.toString('utf8').matchAll(/<Part>([\s\S]*?)<\/Part>/g)].map((match) => ({
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
    if (index < listed.length - 1 && stored.data.length < state.minPartBytes)
      return sendError(response, 400, 'EntityTooSmall');
    chosen.push(stored.data);
  }
  if (chosen.length === 0) return sendError(response, 400, 'MalformedXML');
  const digests = listed.map((part) => Buffer.from(part.etag.replaceAll('"', ''), 'hex'));
  const etag = `"${md5(Buffer.concat(digests))}-${listed.length}"`;
  state.objects.set(request.key, { data: Buffer.concat(chosen), contentType: undefined, etag });
  state.uploads.delete(uploadId);
  sendXml(
    response,
    200,
    `<CompleteMultipartUploadResult><Bucket>${state.bucket}</Bucket><Key>${xmlEscape(request.key)}</Key><ETag>${xmlEscape(etag)}</ETag></CompleteMultipartUploadResult>`,
  );
}

/** PutObject, GetObject, HeadObject and DeleteObject; any other method is refused. */
function handleObjectRequest(state: FakeS3State, request: S3Request, response: ServerResponse): void {
  const { method, key } = request;
  if (method === 'PUT') {
    const etag = `"${md5(request.body)}"`;
    state.objects.set(key, { data: request.body, contentType: request.contentType, etag });
    response.writeHead(200, { etag }).end();
    return;
  }
  if (method === 'GET' || method === 'HEAD') {
    const object = state.objects.get(key);
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
    state.objects.delete(key);
    response.writeHead(204).end();
    return;
  }
  sendError(response, 405, 'MethodNotAllowed');
}
