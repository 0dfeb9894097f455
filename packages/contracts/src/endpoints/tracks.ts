import { tracksRoutes } from '../http/routes/tracks.ts';
import {
  encodeStatusSchema,
  managedProjectParamsSchema,
  managedTrackSchema,
  projectDownloadQuerySchema,
  projectTrackParamsSchema,
  trackCreateRequestSchema,
  trackEncodeRequestSchema,
  trackRemovedSchema,
  trackUpdateRequestSchema,
} from '../projects-manage.ts';
import { defineEndpoints, fileAnswer } from './define-endpoint.ts';

const tags = ['projects'];
const params = projectTrackParamsSchema;

export const tracksEndpoints = defineEndpoints(tracksRoutes, {
  add: {
    tags,
    summary: 'Add a track (its master: a finished chunked upload)',
    params: managedProjectParamsSchema,
    body: trackCreateRequestSchema,
    response: managedTrackSchema,
  },
  update: {
    tags,
    summary: 'Change a track (a new uploadId replaces its master)',
    params,
    body: trackUpdateRequestSchema,
    response: managedTrackSchema,
  },
  remove: { tags, summary: 'Remove a track', params, response: trackRemovedSchema },
  encode: {
    tags,
    summary: 'Encode the track’s MP3 preview in the background',
    params,
    body: trackEncodeRequestSchema.optional(),
    response: encodeStatusSchema,
  },
  encodeStatus: { tags, summary: 'Progress of the track’s preview encode', params, response: encodeStatusSchema },
  download: {
    tags,
    summary: 'A zip of the project’s pictures, masters and previews (owner; staff for production)',
    query: projectDownloadQuerySchema,
    response: fileAnswer('application/zip'),
  },
});
