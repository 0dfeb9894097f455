// The tracks of a managed project, their preview encodes and the zip of the project's files
// (apps/server/src/modules/tracks). The project's owner writes, staff read; anyone else gets 404
// not_found, checked before the body is validated.
import { defineRoutes } from '../route.ts';

export const tracksRoutes = defineRoutes('tracks', {
  add: {
    method: 'POST',
    path: '/projects/:id/tracks',
    access: 'user',
    status: 201,
    errors: ['not_found', 'upload_not_ready'],
  },
  update: {
    method: 'PUT',
    path: '/projects/:id/tracks/:trackId',
    access: 'user',
    errors: ['not_found', 'upload_not_ready'],
  },
  remove: { method: 'DELETE', path: '/projects/:id/tracks/:trackId', access: 'user', errors: ['not_found'] },
  /** 202: the encode is queued; GET of the same path follows it. */
  encode: {
    method: 'POST',
    path: '/projects/:id/tracks/:trackId/encode',
    access: 'user',
    status: 202,
    errors: ['not_found', 'track_source_missing'],
  },
  encodeStatus: {
    method: 'GET',
    path: '/projects/:id/tracks/:trackId/encode',
    access: 'user',
    errors: ['not_found'],
  },
  /** A zip (?id= or ?project_id=): the project's pictures, masters and previews. */
  download: { method: 'GET', path: '/projects/download', access: 'user', errors: ['not_found'] },
});
