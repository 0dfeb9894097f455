// Route guards of the artist side, in the order that reveals nothing: a visitor gets 401 before the
// body is read (onRequest), and a user who is not the project's owner (or staff, for reads) gets 404
// before the request is validated (preValidation), so a bad body never tells anyone a project exists.
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { currentUser, requireUser } from '../../http/authentication.ts';
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

/** Signed-in users only, checked before anything else. */
export const signedIn = { onRequest: requireUser } as const;

/** Signed in, then the project's owner (`write`) or its owner or staff (`read`); 404 for anyone else. */
export function projectGuard(access: ProjectAccessChecker, need: 'read' | 'write') {
  return {
    onRequest: requireUser,
    preValidation: async (request: FastifyRequest): Promise<void> => {
      const id = projectIdOf(request);
      // An unreadable id is left to the schema (400).
      if (id !== null) await access.load(currentUser(request), id, need);
    },
  };
}

/** The hooks projectGuard gives, spread into a route's options. */
export type ProjectGuard = ReturnType<typeof projectGuard>;
