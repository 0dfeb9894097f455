// POST /api/upload/start, /api/upload/chunk, /api/upload/finish; GET and DELETE /api/upload/{id}
// (spec section 7, "Upload"; docs/storage-and-uploads.md). Signed-in users only.
import fastifyMultipart from '@fastify/multipart';
import { errorBodySchema } from '@spindle/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contentDisposition } from '../../http/content-disposition.ts';
import { currentUser, requireUser } from '../../http/authentication.ts';
import { AppError, type FieldErrors } from '../../http/errors.ts';
import {
  uploadAbortResponseSchema,
  uploadChunkFieldsSchema,
  uploadChunkJsonBodySchema,
  uploadChunkResponseSchema,
  uploadFinishBodySchema,
  uploadFinishResponseSchema,
  uploadIdParamsSchema,
  uploadStartBodySchema,
  uploadStartResponseSchema,
  uploadStatusResponseSchema,
} from './uploads.schemas.ts';
import type { UploadsService } from './uploads.service.ts';

/** Largest chunk accepted: the client's 5 MB plus a 1 MiB margin. */
export const MAX_CHUNK_BYTES = 6 * 1024 * 1024;

export interface UploadsRoutesOptions {
  uploads: UploadsService;
  maxChunkBytes?: number;
}

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;
const BASE64URL = /^[A-Za-z0-9_-]*$/;

/** The bytes of a base64 chunk (standard or URL-safe; a `data:...;base64,` URL is accepted too). */
function decodeBase64(text: string): Buffer {
  const payload = text.replace(/^data:[^,]*;base64,/, '').replace(/\s+/g, '');
  if (BASE64.test(payload) && payload.length % 4 === 0) return Buffer.from(payload, 'base64');
  if (BASE64URL.test(payload)) return Buffer.from(payload, 'base64url');
  throw new AppError('input_invalid', 400, { data: 'input_invalid' });
}

/**
 * Field codes of a zod failure on the chunk's fields. The chunk route takes JSON or multipart, so it
 * cannot use Fastify's body schema and validates the fields itself.
 */
function fieldErrorsOf(error: z.ZodError, input: Record<string, unknown>): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of error.issues) {
    const name = issue.path.join('.') || '_';
    const value = input[name];
    fields[name] ??=
      value === undefined || value === ''
        ? 'input_required'
        : issue.code === 'invalid_type' && issue.expected === 'number'
          ? 'input_must_integer'
          : 'input_invalid';
  }
  return fields;
}

/** Multipart limits: one binary part (`data`) of at most a chunk, and a few short text fields. */
function multipartLimits(maxChunkBytes: number) {
  return { fileSize: maxChunkBytes, files: 1, fields: 8, fieldSize: 2048, parts: 10 };
}

/** The chunk's fields and bytes, from a JSON body (data in base64) or a multipart/form-data one (data as a binary part). */
async function readChunk(request: FastifyRequest, maxChunkBytes: number) {
  const input: Record<string, unknown> = {};
  let data: Buffer | undefined;
  if (request.isMultipart()) {
    for await (const part of request.parts({ limits: multipartLimits(maxChunkBytes) })) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.fieldname === 'data') data = bytes;
      } else {
        if (part.valueTruncated) throw new AppError('input_invalid', 400, { [part.fieldname]: 'input_too_long' });
        input[part.fieldname] = part.value;
      }
    }
  } else if (request.body && typeof request.body === 'object') {
    Object.assign(input, request.body);
  }
  const parsed = uploadChunkFieldsSchema.safeParse(input);
  if (!parsed.success) throw new AppError('input_invalid', 400, fieldErrorsOf(parsed.error, input));
  if (data === undefined && typeof input.data === 'string' && input.data !== '' && !request.isMultipart()) {
    data = decodeBase64(input.data);
  }
  if (data === undefined || data.length === 0) throw new AppError('input_invalid', 400, { data: 'input_required' });
  if (data.length > maxChunkBytes) throw new AppError('payload_too_large');
  return { ...parsed.data, data };
}

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
  413: errorBodySchema,
};

/** The Fastify instance this plugin registers its routes on. */
type RoutesApp = Parameters<FastifyPluginAsyncZod<UploadsRoutesOptions>>[0];

export const uploadsRoutes: FastifyPluginAsyncZod<UploadsRoutesOptions> = async (
  app,
  { uploads, maxChunkBytes = MAX_CHUNK_BYTES },
) => {
  // The limits are given to each parse (readChunk), so a multipart parser the app registered already will do.
  if (!app.hasRequestDecorator('isMultipart')) await app.register(fastifyMultipart);
  // onRequest: a visitor is turned away before a chunk's body is read.
  app.addHook('onRequest', requireUser);
  registerSendingCalls(app, uploads, maxChunkBytes);
  registerUploadCalls(app, uploads);
};

/** Sending a file: start, one part at a time, finish. */
function registerSendingCalls(app: RoutesApp, uploads: UploadsService, maxChunkBytes: number): void {
  // base64 is 4/3 of the bytes; the margin covers the other fields.
  const jsonChunkBodyLimit = Math.ceil(maxChunkBytes / 3) * 4 + 64 * 1024;

  app.post(
    '/upload/start',
    {
      schema: {
        tags: ['uploads'],
        summary: 'Start a chunked upload',
        security: [{ bearer: [] }],
        body: uploadStartBodySchema,
        response: { 200: uploadStartResponseSchema, ...errors },
      },
    },
    async (request) => ({ ...(await uploads.start(currentUser(request).id, request.body)), success: true as const }),
  );

  app.post(
    '/upload/chunk',
    {
      bodyLimit: jsonChunkBodyLimit,
      schema: {
        tags: ['uploads'],
        summary: 'Send one part (JSON with base64 data, or multipart/form-data with a data file)',
        description: `JSON fields: ${Object.keys(uploadChunkJsonBodySchema.shape).join(', ')}. Re-sending a part number replaces it.`,
        security: [{ bearer: [] }],
        response: { 200: uploadChunkResponseSchema, ...errors },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const chunk = await readChunk(request, maxChunkBytes);
      return { ...(await uploads.uploadChunk(user.id, chunk)), success: true as const };
    },
  );

  app.post(
    '/upload/finish',
    {
      schema: {
        tags: ['uploads'],
        summary: 'Join the parts into the file',
        security: [{ bearer: [] }],
        body: uploadFinishBodySchema,
        response: { 200: uploadFinishResponseSchema, ...errors },
      },
    },
    async (request) => ({ ...(await uploads.finish(currentUser(request).id, request.body)), success: true as const }),
  );
}

/** An upload once started: what arrived, the finished file, giving up. */
function registerUploadCalls(app: RoutesApp, uploads: UploadsService): void {
  app.get(
    '/upload/:id',
    {
      schema: {
        tags: ['uploads'],
        summary: 'Parts received so far (to resume a dropped upload)',
        security: [{ bearer: [] }],
        params: uploadIdParamsSchema,
        response: { 200: uploadStatusResponseSchema, ...errors },
      },
    },
    async (request) => ({
      ...(await uploads.status(currentUser(request).id, request.params.id)),
      success: true as const,
    }),
  );

  app.get(
    '/upload/:id/file',
    {
      schema: {
        tags: ['uploads'],
        summary: 'Download a finished upload (its owner only; uploads are never public)',
        security: [{ bearer: [] }],
        params: uploadIdParamsSchema,
        response: { 200: z.unknown().describe('the file'), 401: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      const { row, stream } = await uploads.file(currentUser(request).id, request.params.id);
      return reply
        .header('content-type', row.contentType ?? 'application/octet-stream')
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', contentDisposition('attachment', row.fileName))
        .send(stream);
    },
  );

  app.delete(
    '/upload/:id',
    {
      schema: {
        tags: ['uploads'],
        summary: 'Give up an upload in progress',
        security: [{ bearer: [] }],
        params: uploadIdParamsSchema,
        response: { 200: uploadAbortResponseSchema, ...errors },
      },
    },
    async (request) => {
      await uploads.abort(currentUser(request).id, request.params.id);
      return { success: true as const };
    },
  );
}
