// Project review (docs/admin.md "Project review"; BUSINESS-RULES "Project lifecycle"): staff read a
// project with its steps (who and when), approve a submitted one (on sale now, or coming soon until
// its start date), refuse it with a message the artist receives, or move it along any allowed
// transition. Steps move through the projects module's own rules; each move is audited.
import type { AdminProject, ManagedProject } from '@spindle/contracts';
import { DEFAULT_LOCALE, approvedStepOf, isLocale, type ProjectStep } from '@spindle/domain';
import { AppError } from '../../http/errors.ts';
import type { AuthenticatedUser } from '../../http/session-user.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { projectDecisionTemplate, type ProjectDecisionData } from '../../mail/templates/index.ts';
import type { AuditLog } from '../audit/index.ts';
import type { UserDirectory } from '../auth/index.ts';
import type { ProjectReviewRepo, ProjectsService } from '../projects/index.ts';

export interface ProjectReviewDeps {
  projects: Pick<ProjectsService, 'get' | 'changeStep'>;
  review: Pick<ProjectReviewRepo, 'ownerUserIdOf'>;
  users: Pick<UserDirectory, 'contactsOf'>;
  audit: Pick<AuditLog, 'record' | 'historyOf'>;
  mailer: Pick<Mailer, 'send'>;
  baseUrl: string;
  clock: () => Date;
}

const actorOf = (viewer: AuthenticatedUser) => ({ id: viewer.id, name: viewer.name });
const stateOf = (project: ManagedProject) => ({ step: project.step });

async function reviewViewOf(deps: ProjectReviewDeps, project: ManagedProject): Promise<AdminProject> {
  const ownerId = await deps.review.ownerUserIdOf(project.id);
  const actorIds = project.stepHistory.flatMap((change) => (change.byUserId === null ? [] : [change.byUserId]));
  const [contacts, history] = await Promise.all([
    deps.users.contactsOf(ownerId === null ? actorIds : [ownerId, ...actorIds]),
    deps.audit.historyOf('project', project.id),
  ]);
  const startAt = project.startAt ? new Date(project.startAt) : null;
  return {
    project,
    owner: ownerId === null ? null : (contacts.get(ownerId) ?? null),
    steps: project.stepHistory.map((change) => ({
      from: change.from,
      to: change.to,
      by_name: change.byUserId === null ? null : (contacts.get(change.byUserId)?.name ?? null),
      comment: change.comment,
      at: change.at,
    })),
    approve_to: approvedStepOf(startAt, deps.clock()),
    history,
  };
}

/** Tells the owner about the decision, in their language (a missing owner is told nothing). */
async function tellOwner(deps: ProjectReviewDeps, view: AdminProject, decision: ProjectDecisionData['decision']) {
  const { owner, project } = view;
  if (!owner) return;
  const locale = isLocale(owner.lang) ? owner.lang : DEFAULT_LOCALE;
  const email = projectDecisionTemplate.render(locale, {
    baseUrl: deps.baseUrl,
    name: owner.name,
    project: { id: project.id, name: project.name },
    decision,
  });
  await deps.mailer.send({
    to: owner.email,
    locale,
    template: projectDecisionTemplate.key,
    userId: owner.id,
    tags: ['project-decision'],
    ...email,
  });
}

/** Moves the project and writes the audit row: the projects module checks the transition. */
async function moveAudited(
  deps: ProjectReviewDeps,
  viewer: AuthenticatedUser,
  before: ManagedProject,
  change: { step: ProjectStep; comment?: string; action: string },
): Promise<ManagedProject> {
  const after = await deps.projects.changeStep(viewer, before.id, {
    step: change.step,
    ...(change.comment ? { comment: change.comment } : {}),
  });
  await deps.audit.record(actorOf(viewer), {
    action: change.action,
    entityType: 'project',
    entityId: before.id,
    before: stateOf(before),
    after: { ...stateOf(after), ...(change.comment ? { comment: change.comment } : {}) },
  });
  return after;
}

async function submittedProject(deps: ProjectReviewDeps, viewer: AuthenticatedUser, id: number) {
  const project = await deps.projects.get(viewer, id);
  if (project.step !== 'checking') {
    throw new AppError('step_transition_not_allowed', { fields: { step: 'step_transition_not_allowed' } });
  }
  return project;
}

async function approve(deps: ProjectReviewDeps, viewer: AuthenticatedUser, id: number) {
  const before = await submittedProject(deps, viewer, id);
  const startAt = before.startAt ? new Date(before.startAt) : null;
  const step = approvedStepOf(startAt, deps.clock());
  const after = await moveAudited(deps, viewer, before, { step, action: 'project.approve' });
  const view = await reviewViewOf(deps, after);
  await tellOwner(deps, view, { kind: 'approved', opensAt: step === 'promo' ? startAt : null });
  return view;
}

async function refuse(deps: ProjectReviewDeps, viewer: AuthenticatedUser, id: number, message: string) {
  const before = await submittedProject(deps, viewer, id);
  const after = await moveAudited(deps, viewer, before, {
    step: 'refused',
    comment: message,
    action: 'project.refuse',
  });
  const view = await reviewViewOf(deps, after);
  await tellOwner(deps, view, { kind: 'refused', message });
  return view;
}

async function move(
  deps: ProjectReviewDeps,
  viewer: AuthenticatedUser,
  id: number,
  request: { step: ProjectStep; comment?: string | undefined },
) {
  const before = await deps.projects.get(viewer, id);
  const after = await moveAudited(deps, viewer, before, {
    step: request.step,
    action: 'project.move',
    ...(request.comment ? { comment: request.comment } : {}),
  });
  return reviewViewOf(deps, after);
}

export function createProjectReview(deps: ProjectReviewDeps) {
  return {
    view: async (viewer: AuthenticatedUser, id: number) => reviewViewOf(deps, await deps.projects.get(viewer, id)),
    approve: (viewer: AuthenticatedUser, id: number) => approve(deps, viewer, id),
    refuse: (viewer: AuthenticatedUser, id: number, message: string) => refuse(deps, viewer, id, message),
    move: (viewer: AuthenticatedUser, id: number, request: { step: ProjectStep; comment?: string | undefined }) =>
      move(deps, viewer, id, request),
  };
}

export type ProjectReview = ReturnType<typeof createProjectReview>;
