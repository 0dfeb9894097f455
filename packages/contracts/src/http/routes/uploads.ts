// The chunked upload of a large file, and the finished file for its owner
// (apps/server/src/modules/uploads; docs/storage-and-uploads.md). Someone else's upload is 404 not_found.
import { defineRoutes } from '../route.ts';

export const uploadsRoutes = defineRoutes('uploads', {
  start: { method: 'POST', path: '/upload/start', access: 'user', errors: ['file_max_size'] },
  /** JSON with base64 data, or multipart/form-data with a `data` part; re-sending a part number replaces it. */
  chunk: {
    method: 'POST',
    path: '/upload/chunk',
    access: 'user',
    errors: ['input_invalid', 'invalid_json', 'not_found', 'upload_closed', 'payload_too_large', 'file_max_size'],
  },
  finish: {
    method: 'POST',
    path: '/upload/finish',
    access: 'user',
    errors: [
      'not_found',
      'upload_closed',
      'upload_part_invalid',
      'upload_part_too_small',
      'upload_size_mismatch',
      'file_max_size',
    ],
  },
  status: { method: 'GET', path: '/upload/:id', access: 'user', errors: ['not_found'] },
  file: { method: 'GET', path: '/upload/:id/file', access: 'user', errors: ['not_found', 'upload_not_ready'] },
  abort: { method: 'DELETE', path: '/upload/:id', access: 'user', errors: ['not_found', 'upload_closed'] },
});
