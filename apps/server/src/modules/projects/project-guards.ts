// The project check of the artist side's endpoints, in the order that reveals nothing: a visitor gets
// 401 before the body is read (the endpoint's `user` access, onRequest), and a user who is not the
// project's owner (or staff, for reads) gets 404 before the request is validated (this check, given
// to routesOf), so a bad body never tells anyone a project exists.
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { currentUser } from '../../http/authentication.ts';
import type { EndpointCheck } from '../../http/endpoint-route.ts';
import type { ProjectAccessChecker } from './project-access.ts';

const rawProjectId = z.coerce.number().int().positive();

/** The project id of a request: the `:id` path parameter, else the `id` or `project_id` query parameter. */
function projectIdOf(request: FastifyRequest): number | null {
  const params = z.object({ id: rawProjectId }).safeParse(request.params);
  if (params.success) return params.data.id;
  const query = z
    .object({ id: rawProjectId })
    .or(z.object({ project_id: rawProjectId }))
    .safeParse(request.query);
  if (!query.success) return null;
  return 'id' in query.data ? query.data.id : query.data.project_id;
}

/** The project's owner (`write`) or its owner or staff (`read`); 404 for anyone else. */
export function projectCheck(access: ProjectAccessChecker, need: 'read' | 'write'): EndpointCheck {
  return async (request) => {
    const id = projectIdOf(request);
    // An unreadable id is left to the schema (400).
    if (id !== null) await access.load(currentUser(request), id, need);
  };
}
