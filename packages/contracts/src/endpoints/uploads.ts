import { uploadsRoutes } from '../http/routes/uploads.ts';
import {
  UPLOAD_CHUNK_MAX_BYTES,
  uploadAbortResponseSchema,
  uploadChunkJsonBodySchema,
  uploadChunkResponseSchema,
  uploadFinishBodySchema,
  uploadFinishResponseSchema,
  uploadIdParamsSchema,
  uploadStartBodySchema,
  uploadStartResponseSchema,
  uploadStatusResponseSchema,
} from '../uploads.ts';
import { defineEndpoints, fileAnswer, multipartBody } from './define-endpoint.ts';

const tags = ['uploads'];

export const uploadsEndpoints = defineEndpoints(uploadsRoutes, {
  start: { tags, summary: 'Start a chunked upload', body: uploadStartBodySchema, response: uploadStartResponseSchema },
  chunk: {
    tags,
    summary: 'Send one part (JSON with base64 data, or multipart/form-data with a data file)',
    description: `JSON fields: ${Object.keys(uploadChunkJsonBodySchema.shape).join(', ')}. Re-sending a part number replaces it.`,
    body: multipartBody,
    response: uploadChunkResponseSchema,
    // base64 is 4/3 of the bytes; the margin covers the other fields.
    bodyLimitBytes: Math.ceil(UPLOAD_CHUNK_MAX_BYTES / 3) * 4 + 64 * 1024,
  },
  finish: {
    tags,
    summary: 'Join the parts into the file',
    body: uploadFinishBodySchema,
    response: uploadFinishResponseSchema,
  },
  status: {
    tags,
    summary: 'Parts received so far (to resume a dropped upload)',
    params: uploadIdParamsSchema,
    response: uploadStatusResponseSchema,
  },
  file: {
    tags,
    summary: 'Download a finished upload (its owner only; uploads are never public)',
    params: uploadIdParamsSchema,
    response: fileAnswer('the file'),
  },
  abort: {
    tags,
    summary: 'Give up an upload in progress',
    params: uploadIdParamsSchema,
    response: uploadAbortResponseSchema,
  },
});
