// Creating and managing one's projects (spec section 7 Projects: POST projects, GET projects/{id}/edit;
// BUSINESS-RULES "Project lifecycle"): details, prices per currency, goal and dates, limits, countries,
// sizes, and steps that move only along the domain's graph with their history.
import type {
  ManagedProject,
  ManagedTrack,
  ProjectCreateRequest,
  ProjectCreateResponse,
  ProjectStepRequest,
  ProjectUpdateRequest,
} from '@spindle/contracts';
import { transitionStep } from '@spindle/domain';
import type { Db } from '@spindle/db';
import { AppError, type FieldErrors } from '../../http/errors.ts';
import type { FileStorage } from '../../storage/file-storage.ts';
import type { AuthenticatedUser } from '../auth/index.ts';
import type { QuoteService } from '../quote/index.ts';
import type { ProjectAccess, ProjectAccessChecker } from './project-access.ts';
import { newProjectValues, ownerPagesOf, storeConvertedQuote } from './project-creation.ts';
import { EDITABLE_STEPS, managedProjectOf, mayMove, myProjectOf } from './project-dto.ts';
import { enqueueFailedProjectRefunds } from './project-jobs.ts';
import { projectChangesOf } from './project-update.ts';
import type { ProjectRow, ProjectsRepo } from './projects.repo.ts';

/** Fields the owner may still change once the project left creating/refused. */
const ALWAYS_EDITABLE: readonly (keyof ProjectUpdateRequest)[] = ['descriptionEn', 'descriptionFr', 'videoUrl'];

export interface ProjectsServiceOptions {
  db: Db;
  repo: ProjectsRepo;
  access: ProjectAccessChecker;
  quote: Pick<QuoteService, 'calculate'>;
  publicStorage: Pick<FileStorage, 'publicUrl'>;
  /** The project's tracks (the tracks module's, given at composition). */
  listTracks: (projectId: number) => Promise<readonly ManagedTrack[]>;
  /** Redraws a vinyl's mock-ups (its colour changed). */
  redrawMockups?: (project: ProjectRow) => Promise<unknown>;
  /** Told when a project succeeds (its production starts: production's, given at composition). */
  onSucceeded?: (projectId: number) => Promise<void>;
  clock?: () => Date;
}

/** The options with the clock settled. */
type ProjectsDeps = ProjectsServiceOptions & { clock: () => Date };

/** The project as its owner (or staff) manages it: details, prices, history, images and tracks. */
async function managedViewOf(
  deps: ProjectsDeps,
  project: ProjectRow,
  viewerAccess: ProjectAccess,
): Promise<ManagedProject> {
  const { repo, publicStorage } = deps;
  const [prices, history, images, tracks] = await Promise.all([
    repo.prices(project.id),
    repo.stepHistory(project.id),
    repo.images(project.id),
    deps.listTracks(project.id),
  ]);
  return managedProjectOf({ project, access: viewerAccess, prices, history, images, tracks, publicStorage });
}

/** The project as stored now (after a change). */
async function reloadProject(deps: ProjectsDeps, projectId: number): Promise<ProjectRow> {
  const fresh = await deps.repo.findProject(projectId);
  if (!fresh) throw new AppError('not_found');
  return fresh;
}

/** What a submitted project must have; field codes of what is missing. */
async function missingForReview(deps: ProjectsDeps, project: ProjectRow): Promise<FieldErrors> {
  const missing: FieldErrors = {};
  if (project.priceEurMinor <= 0) missing.priceEurMinor = 'input_required';
  if (!project.descriptionEn.trim() && !project.descriptionFr.trim()) missing.descriptionEn = 'input_required';
  const images = await deps.repo.images(project.id);
  if (!images.some((image) => image.variant === 'cover')) missing.cover = 'input_required';
  if ((await deps.listTracks(project.id)).length === 0) missing.tracks = 'input_required';
  if (project.type === 'funding') {
    if (!project.goal) missing.goal = 'input_required';
    if (!project.endAt) missing.endAt = 'input_required';
  }
  return missing;
}

/**
 * Moves the project to the asked step: along the domain's graph, by someone allowed to make that move,
 * complete when it goes to checking, and recorded in the history with the step read still current.
 */
async function moveStep(
  deps: ProjectsDeps,
  viewer: AuthenticatedUser,
  projectId: number,
  request: ProjectStepRequest,
): Promise<ManagedProject> {
  const { project, access: viewerAccess } = await deps.access.load(viewer, projectId, 'read');
  const { step: from } = project;
  const to = request.step;
  const outcome = transitionStep(from, to, { userId: viewer.id, at: deps.clock() });
  if (!outcome.ok) throw new AppError(outcome.code, { fields: { step: outcome.code } });
  if (!mayMove(viewerAccess, from, to)) throw new AppError('forbidden');
  if (to === 'checking') {
    const missing = await missingForReview(deps, project);
    if (Object.keys(missing).length > 0) throw new AppError('project_incomplete', { fields: missing });
  }
  const change = { from, to, byUserId: viewer.id, at: outcome.change.at, comment: request.comment ?? null };
  // Someone else moved it first: the step read is stale, so the change is no longer allowed as asked.
  if (!(await deps.repo.changeStep(project.id, change))) {
    throw new AppError('step_transition_not_allowed', { fields: { step: 'step_transition_not_allowed' } });
  }
  // A failed project's buyers are refunded (BUSINESS-RULES "Project lifecycle"), in the background.
  if (to === 'failed') await enqueueFailedProjectRefunds(deps.db, project.id);
  if (to === 'successful') await deps.onSucceeded?.(project.id);
  return managedViewOf(deps, await reloadProject(deps, project.id), viewerAccess);
}

/** What POST /api/projects knows of the visit it came from. */
export interface ProjectVisit {
  /** The marketing origin code of the ori cookie, if any. */
  cookieOrigin: string | null;
  /** Origin of the links in the project's later e-mails (http/link-origin.ts): reminders have no request. */
  linkOrigin: string;
}

/** POST /api/projects: a new project in step creating, owned by the user or one of their artist/label pages. */
async function createProject(
  deps: ProjectsDeps,
  user: AuthenticatedUser,
  body: ProjectCreateRequest,
  visit: ProjectVisit,
): Promise<ProjectCreateResponse> {
  const owners = ownerPagesOf(await deps.repo.ownershipOf(user.id), body.owner);
  const origin = body.origin ?? visit.cookieOrigin;
  const pressing = body.kind === 'vinyl' ? body.quote : undefined;
  const priced = pressing ? await deps.quote.calculate(pressing, false) : null;
  const values = { ...newProjectValues({ user, body, owners, origin, pressing }), linkOrigin: visit.linkOrigin };
  let project = await deps.repo.insertProject(values, user.id, deps.clock());
  if (priced) {
    // The quote the project comes from is kept (converted): its costs drive the break-even.
    const quoteId = await storeConvertedQuote(deps.db, { user, projectId: project.id, origin, priced });
    if (quoteId !== null) {
      await deps.repo.updateProject(project.id, { quoteId });
      project = { ...project, quoteId };
    }
  }
  return { project: await managedViewOf(deps, project, 'owner'), quote: priced };
}

/** Once submitted, only the texts and the video may change: project_locked names the other fields. */
function assertEditable(project: ProjectRow, body: ProjectUpdateRequest): void {
  if (EDITABLE_STEPS.includes(project.step)) return;
  const changed = (Object.keys(body) as (keyof ProjectUpdateRequest)[]).filter((key) => body[key] !== undefined);
  const locked = changed.filter((key) => !ALWAYS_EDITABLE.includes(key));
  if (locked.length > 0) {
    throw new AppError('project_locked', { fields: Object.fromEntries(locked.map((key) => [key, 'project_locked'])) });
  }
}

/** PUT /api/projects/{id}: the owner's changes; project_locked for details once submitted. */
async function updateProject(
  deps: ProjectsDeps,
  viewer: AuthenticatedUser,
  projectId: number,
  body: ProjectUpdateRequest,
): Promise<ManagedProject> {
  const { project } = await deps.access.load(viewer, projectId, 'write');
  assertEditable(project, body);
  await deps.repo.updateProject(project.id, projectChangesOf(project, body), body.prices);
  const fresh = await reloadProject(deps, project.id);
  // The record mock-up shows the colour: drawn again when it changed and one was drawn before.
  const drawn = (await deps.repo.images(project.id)).some((image) => image.variant === 'only_vinyl');
  if (body.colours !== undefined && deps.redrawMockups && drawn) await deps.redrawMockups(fresh);
  return managedViewOf(deps, fresh, 'owner');
}

/** GET /api/user/projects: the user's projects, newest change first, with their covers. */
async function listMine(deps: ProjectsDeps, user: AuthenticatedUser) {
  const rows = await deps.repo.listOwned(await deps.repo.ownershipOf(user.id));
  const covers = new Map<number, string>();
  await Promise.all(
    rows.map(async (row) => {
      const cover = (await deps.repo.images(row.id)).find((image) => image.variant === 'cover');
      if (cover) covers.set(row.id, cover.path);
    }),
  );
  return {
    items: rows.map((row) => myProjectOf(row, covers.get(row.id) ?? null)),
    owners: await deps.repo.ownerPages(user.id),
  };
}

/** GET /api/projects/{id}/edit. */
async function getManaged(deps: ProjectsDeps, viewer: AuthenticatedUser, projectId: number) {
  const { project, access: viewerAccess } = await deps.access.load(viewer, projectId, 'read');
  return managedViewOf(deps, project, viewerAccess);
}

export function createProjectsService(options: ProjectsServiceOptions) {
  const deps: ProjectsDeps = { ...options, clock: options.clock ?? (() => new Date()) };
  return {
    create: (user: AuthenticatedUser, body: ProjectCreateRequest, visit: ProjectVisit) =>
      createProject(deps, user, body, visit),
    get: (viewer: AuthenticatedUser, projectId: number) => getManaged(deps, viewer, projectId),
    update: (viewer: AuthenticatedUser, projectId: number, body: ProjectUpdateRequest) =>
      updateProject(deps, viewer, projectId, body),
    /** POST /api/projects/{id}/submit: creating -> checking, once the project is complete. */
    submit: (viewer: AuthenticatedUser, projectId: number) => moveStep(deps, viewer, projectId, { step: 'checking' }),
    /** POST /api/projects/{id}/step: any move the viewer may make along the domain's graph. */
    changeStep: (viewer: AuthenticatedUser, projectId: number, request: ProjectStepRequest) =>
      moveStep(deps, viewer, projectId, request),
    listMine: (user: AuthenticatedUser) => listMine(deps, user),
    /** For other parts of the module: a fresh managed view (after an artwork or track change). */
    managed: (project: ProjectRow, viewerAccess: ProjectAccess) => managedViewOf(deps, project, viewerAccess),
  };
}

export type ProjectsService = ReturnType<typeof createProjectsService>;
