// POST /api/upload/start, /api/upload/chunk, /api/upload/finish; GET and DELETE /api/upload/{id}
// (spec section 7, "Upload"; docs/storage-and-uploads.md; the contract:
// packages/contracts/src/endpoints/uploads.ts). Signed-in users only, turned away before a chunk's
// body is read.
import fastifyMultipart from '@fastify/multipart';
import { UPLOAD_CHUNK_MAX_BYTES, uploadChunkFieldsSchema, uploadsEndpoints } from '@spindle/contracts';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { contentDisposition } from '../../http/content-disposition.ts';
import { routesOf } from '../../http/endpoint-route.ts';
import { AppError, type FieldErrors } from '../../http/errors.ts';
import type { UploadsService } from './uploads.service.ts';

/** Largest chunk accepted: the client's 5 MB plus a 1 MiB margin. */
export const MAX_CHUNK_BYTES = UPLOAD_CHUNK_MAX_BYTES;

export interface UploadsRoutesOptions {
  uploads: UploadsService;
}

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;
const BASE64URL = /^[A-Za-z0-9_-]*$/;

/** The bytes of a base64 chunk (standard or URL-safe; a `data:...;base64,` URL is accepted too). */
function decodeBase64(text: string): Buffer {
  const payload = text.replace(/^data:[^,]*;base64,/, '').replace(/\s+/g, '');
  if (BASE64.test(payload) && payload.length % 4 === 0) return Buffer.from(payload, 'base64');
  if (BASE64URL.test(payload)) return Buffer.from(payload, 'base64url');
  throw new AppError('input_invalid', { fields: { data: 'input_invalid' } });
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
        if (part.valueTruncated)
          throw new AppError('input_invalid', { fields: { [part.fieldname]: 'input_too_long' } });
        input[part.fieldname] = part.value;
      }
    }
  } else if (request.body && typeof request.body === 'object') {
    Object.assign(input, request.body);
  }
  const parsed = uploadChunkFieldsSchema.safeParse(input);
  if (!parsed.success) throw new AppError('input_invalid', { fields: fieldErrorsOf(parsed.error, input) });
  if (data === undefined && typeof input.data === 'string' && input.data !== '' && !request.isMultipart()) {
    data = decodeBase64(input.data);
  }
  if (data === undefined || data.length === 0)
    throw new AppError('input_invalid', { fields: { data: 'input_required' } });
  if (data.length > maxChunkBytes) throw new AppError('payload_too_large');
  return { ...parsed.data, data };
}

/** The uploads plugin (options: the service), registered inside the /api plugin. */
export const uploadsRoutes: FastifyPluginAsync<UploadsRoutesOptions> = async (app, { uploads }) => {
  // The limits are given to each parse (readChunk), so a multipart parser the app registered already will do.
  if (!app.hasRequestDecorator('isMultipart')) await app.register(fastifyMultipart);
  await app.register(uploadsEndpointsOf(uploads));
};

function uploadsEndpointsOf(uploads: UploadsService) {
  return routesOf(uploadsEndpoints, {
    start: async ({ user, body }) => ({ ...(await uploads.start(user.id, body)), success: true as const }),
    chunk: async ({ user }, { request }) => {
      const chunk = await readChunk(request, MAX_CHUNK_BYTES);
      return { ...(await uploads.uploadChunk(user.id, chunk)), success: true as const };
    },
    finish: async ({ user, body }) => ({ ...(await uploads.finish(user.id, body)), success: true as const }),
    status: async ({ user, params }) => ({ ...(await uploads.status(user.id, params.id)), success: true as const }),
    file: async ({ user, params }, { reply }) => {
      const { row, stream } = await uploads.file(user.id, params.id);
      return reply
        .header('content-type', row.contentType ?? 'application/octet-stream')
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', contentDisposition('attachment', row.fileName))
        .send(stream);
    },
    abort: async ({ user, params }) => {
      await uploads.abort(user.id, params.id);
      return { success: true as const };
    },
  });
}
