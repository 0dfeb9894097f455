// The owner's production endpoints (packages/contracts/src/endpoints/production.ts): thin handlers.
// Whose project it is is checked before the input is validated (404 for anyone else; staff read).
import { productionEndpoints } from '@spindle/contracts';
import { z } from 'zod';
import { currentUser } from '../../http/authentication.ts';
import { contentDisposition } from '../../http/content-disposition.ts';
import { routesOf, type EndpointCheck } from '../../http/endpoint-route.ts';
import { actAsArtist, decideAsArtist, writeMessage } from './artist-actions.ts';
import { readFile, uploadFile } from './production-files.ts';
import type { ProductionService } from './production-module.ts';

const rawProjectId = z.object({ id: z.coerce.number().int().positive() });

/** The project's owner (`write`), or its owner or staff (`read`); 404 for anyone else. */
export function productionCheck(service: ProductionService, need: 'read' | 'write'): EndpointCheck {
  return async (request) => {
    const params = rawProjectId.safeParse(request.params);
    // An unreadable id is left to the schema (400).
    if (params.success) await service.deps.ports.access(currentUser(request), params.data.id, need);
  };
}

export function productionRoutes(service: ProductionService) {
  const { deps } = service;
  const read = productionCheck(service, 'read');
  const write = productionCheck(service, 'write');
  const view = service.viewAs('artist');
  return routesOf(
    productionEndpoints,
    {
      mine: ({ user }) => service.mine(user),
      view: ({ user, params }) => view(user, params.id),
      act: async ({ user, params, body }) => {
        await actAsArtist(deps, user, params.id, params.step, body);
        return view(user, params.id);
      },
      decide: async ({ user, params, body }) => {
        await decideAsArtist(deps, user, params.id, params.step, body);
        return view(user, params.id);
      },
      message: async ({ user, params, body }) => {
        await writeMessage(deps, { viewer: user, party: 'artist' }, params.id, params.step, body.body);
        return view(user, params.id);
      },
      upload: async ({ user, params, body }) =>
        (await uploadFile(deps, { viewer: user, party: 'artist' }, params.id, params.step, body)).dto,
      file: async ({ params }, { reply }) => {
        const { row, bytes } = await readFile(deps, params.id, params.fileId, false);
        return reply
          .header('content-type', row.contentType)
          .header('content-disposition', contentDisposition('attachment', row.name))
          .header('x-content-type-options', 'nosniff')
          .header('cache-control', 'private, no-store')
          .send(bytes);
      },
      preview: async ({ params }, { reply }) => {
        const { bytes } = await readFile(deps, params.id, params.fileId, true);
        return reply
          .header('content-type', 'image/jpeg')
          .header('x-content-type-options', 'nosniff')
          .header('cache-control', 'private, max-age=300')
          .send(bytes);
      },
    },
    { view: read, act: write, decide: write, message: write, upload: write, file: read, preview: read },
  );
}
