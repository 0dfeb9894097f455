// Who may see and change a managed project: its owner (the user, or the user behind its artist or
// label page) reads and writes; staff (team, boss) read and move steps. Anyone else gets 404, so a
// project's existence is never revealed to another artist.
import { AppError } from '../../http/errors.ts';
import { hasRole, type AuthenticatedUser } from '../auth/index.ts';
import type { Ownership, ProjectRow, ProjectsRepo } from './projects.repo.ts';

/** How the viewer relates to a project. */
export type ProjectAccess = 'owner' | 'staff';

/** Whether the user is internal staff (spec section 6: boss, team). */
export function isStaff(user: AuthenticatedUser): boolean {
  return hasRole(user, ['boss', 'team']);
}

/** Whether `ownership` covers the project. */
export function owns(ownership: Ownership, project: Pick<ProjectRow, 'userId' | 'artistId' | 'labelId'>): boolean {
  return (
    project.userId === ownership.userId ||
    (project.artistId !== null && ownership.artistIds.includes(project.artistId)) ||
    (project.labelId !== null && ownership.labelIds.includes(project.labelId))
  );
}

export function createProjectAccess(repo: Pick<ProjectsRepo, 'findProject' | 'ownershipOf'>) {
  return {
    /**
     * The project and the viewer's access. `write` needs the owner; `read` also lets staff in.
     * not_found for anyone else (and for a project that does not exist).
     */
    async load(
      viewer: AuthenticatedUser,
      projectId: number,
      need: 'read' | 'write',
    ): Promise<{ project: ProjectRow; access: ProjectAccess }> {
      const project = await repo.findProject(projectId);
      if (!project) throw new AppError('not_found');
      if (owns(await repo.ownershipOf(viewer.id), project)) return { project, access: 'owner' };
      if (need === 'read' && isStaff(viewer)) return { project, access: 'staff' };
      throw new AppError('not_found');
    },
  };
}

export type ProjectAccessChecker = ReturnType<typeof createProjectAccess>;
