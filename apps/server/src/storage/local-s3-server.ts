// A local S3-compatible server for `npm run cluster` and the tests: s3rver (npm, MIT, a devDependency),
// objects and multipart uploads kept in a folder. docs/storage-and-uploads.md, "A local S3 server".
//
// s3rver 3.7.1 implements what S3FileStorage sends (path-style PutObject, GetObject, HeadObject,
// DeleteObject, CreateMultipartUpload, UploadPart, CompleteMultipartUpload) except one call:
// AbortMultipartUpload (`DELETE /bucket/key?uploadId=`) answers 405 MethodNotAllowed. The uploads
// module aborts when a user gives an upload up and when the job runner cleans abandoned ones, so this
// server answers that call itself (below), in front of s3rver, on s3rver's own folder layout. The rest
// of s3rver's gaps do not matter to the chunked upload: it does not check ETags, part order or the
// 5 MiB minimum at CompleteMultipartUpload, which the uploads service checks against its own records
// before completing (upload_part_invalid, upload_part_too_small).
import { existsSync } from 'node:fs';
import { mkdir, readFile, rm } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import S3rver from 's3rver';

export interface LocalS3ServerOptions {
  /** The folder objects and unfinished uploads live in (created when missing). */
  directory: string;
  /** Created when missing. */
  bucket: string;
  port?: number;
  host?: string;
}

export interface LocalS3Server {
  /** http://host:port, for S3_ENDPOINT (path-style addressing: endpoint/bucket/key). */
  endpoint: string;
  bucket: string;
  /** s3rver's account (it accepts unsigned requests too). */
  accessKeyId: string;
  secretAccessKey: string;
  directory: string;
  close(): Promise<void>;
}

/** s3rver's default account; S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY for it. */
const S3RVER_KEY = 'S3RVER';

function sendNoSuchUpload(response: ServerResponse, uploadId: string): void {
  response
    .writeHead(404, { 'content-type': 'application/xml' })
    .end(
      '<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>NoSuchUpload</Code>' +
        '<Message>The specified upload does not exist.</Message>' +
        `<UploadId>${uploadId.replace(/[^0-9a-f]/gi, '')}</UploadId></Error>`,
    );
}

/**
 * AbortMultipartUpload on s3rver's layout (lib/stores/filesystem.js of 3.7.1): an unfinished upload
 * is the folder `<directory>/<bucket>/._S3rver_uploads/<uploadId>/`, its key in the file `key`.
 */
async function abortMultipart(directory: string, request: IncomingMessage, response: ServerResponse): Promise<void> {
  const url = new URL(request.url ?? '/', 'http://local');
  const uploadId = url.searchParams.get('uploadId') ?? '';
  const [, bucket = '', ...keyParts] = url.pathname.split('/').map(decodeURIComponent);
  const uploadDir = path.join(directory, bucket, '._S3rver_uploads', uploadId);
  const valid = /^[0-9a-f]{32}$/.test(uploadId) && /^[a-z0-9][a-z0-9.-]*$/.test(bucket);
  const key = valid ? await readFile(path.join(uploadDir, 'key'), 'utf8').catch(() => null) : null;
  if (key === null || key !== keyParts.join('/')) {
    sendNoSuchUpload(response, uploadId);
    return;
  }
  await rm(uploadDir, { recursive: true, force: true });
  response.writeHead(204).end();
}

const isAbort = (request: IncomingMessage) =>
  request.method === 'DELETE' && new URL(request.url ?? '/', 'http://local').searchParams.has('uploadId');

/** Starts s3rver on `directory` with `bucket`, behind the AbortMultipartUpload it lacks. */
export async function startLocalS3Server(options: LocalS3ServerOptions): Promise<LocalS3Server> {
  const { directory, bucket } = options;
  await mkdir(directory, { recursive: true });
  const s3rver = new S3rver({ directory, silent: true, configureBuckets: [{ name: bucket, configs: [] }] });
  if (!existsSync(path.join(directory, bucket))) await s3rver.configureBuckets();
  const handle = s3rver.callback();
  const server = createServer((request, response) => {
    if (!isAbort(request)) {
      handle(request, response);
      return;
    }
    abortMultipart(directory, request, response).catch((error: unknown) => {
      response.writeHead(500, { 'content-type': 'text/plain' }).end(String(error));
    });
  });
  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, resolve);
  });
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://${host}:${port}`,
    bucket,
    accessKeyId: S3RVER_KEY,
    secretAccessKey: S3RVER_KEY,
    directory,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
