// Creating and managing one's projects (spec section 7 Projects: POST projects, GET projects/{id}/edit;
// BUSINESS-RULES "Project lifecycle"): details, prices per currency, goal and dates, limits, countries,
// sizes, and steps that move only along the domain's graph with their history.
import type {
  ManagedProject,
  ProjectCreateRequest,
  ProjectCreateResponse,
  ProjectStepRequest,
  ProjectUpdateRequest,
} from '@spindle/contracts';
import { PRESSING_VINYL_COLOURS, slugify, transitionStep } from '@spindle/domain';
import { schema, type Db } from '@spindle/db';
import { AppError, type FieldErrors } from '../../http/errors.ts';
import type { FileStorage } from '../../storage/file-storage.ts';
import type { AuthenticatedUser } from '../auth/auth.service.ts';
import { pressingOptionsOf, type QuoteService } from '../quote/quote.service.ts';
import type { ProjectAccess, ProjectAccessChecker } from './project-access.ts';
import { enqueueFailedProjectRefunds } from './project-jobs.ts';
import { EDITABLE_STEPS, managedProjectOf, mayMove, myProjectOf } from './project-dto.ts';
import type { ProjectInsert, ProjectRow, ProjectsRepo } from './projects.repo.ts';

/** Fields the owner may still change once the project left creating/refused. */
const ALWAYS_EDITABLE: readonly (keyof ProjectUpdateRequest)[] = ['descriptionEn', 'descriptionFr', 'videoUrl'];

export interface ProjectsServiceOptions {
  db: Db;
  repo: ProjectsRepo;
  access: ProjectAccessChecker;
  quote: Pick<QuoteService, 'calculate'>;
  publicStorage: Pick<FileStorage, 'publicUrl'>;
  /** Redraws a vinyl's mock-ups (its colour changed). */
  redrawMockups?: (project: ProjectRow) => Promise<unknown>;
  clock?: () => Date;
}

function formatLabel(format: '7' | '10' | '12', discs: number): string {
  if (format !== '12') return `${format}"`;
  return discs > 1 ? `${discs}LP` : 'LP';
}

function hexOf(name: string | undefined): string | undefined {
  return PRESSING_VINYL_COLOURS.find((colour) => colour.name === name)?.hex;
}

export function createProjectsService({
  db,
  repo,
  access,
  quote,
  publicStorage,
  redrawMockups,
  clock = () => new Date(),
}: ProjectsServiceOptions) {
  async function managed(project: ProjectRow, viewerAccess: ProjectAccess): Promise<ManagedProject> {
    const [prices, history, images, tracks] = await Promise.all([
      repo.prices(project.id),
      repo.stepHistory(project.id),
      repo.images(project.id),
      repo.tracks(project.id),
    ]);
    return managedProjectOf({ project, access: viewerAccess, prices, history, images, tracks, publicStorage });
  }

  /** What a submitted project must have; field codes of what is missing. */
  async function missingForReview(project: ProjectRow): Promise<FieldErrors> {
    const missing: FieldErrors = {};
    if (project.priceEurMinor <= 0) missing.priceEurMinor = 'input_required';
    if (!project.descriptionEn.trim() && !project.descriptionFr.trim()) missing.descriptionEn = 'input_required';
    const images = await repo.images(project.id);
    if (!images.some((image) => image.variant === 'cover')) missing.cover = 'input_required';
    if ((await repo.tracks(project.id)).length === 0) missing.tracks = 'input_required';
    if (project.type === 'funding') {
      if (!project.goal) missing.goal = 'input_required';
      if (!project.endAt) missing.endAt = 'input_required';
    }
    return missing;
  }

  async function move(
    viewer: AuthenticatedUser,
    projectId: number,
    request: ProjectStepRequest,
  ): Promise<ManagedProject> {
    const { project, access: viewerAccess } = await access.load(viewer, projectId, 'read');
    const from = project.step;
    const to = request.step;
    const outcome = transitionStep(from, to, { userId: viewer.id, at: clock() });
    if (!outcome.ok) throw new AppError(outcome.code, { fields: { step: outcome.code } });
    if (!mayMove(viewerAccess, from, to)) throw new AppError('forbidden');
    if (to === 'checking') {
      const missing = await missingForReview(project);
      if (Object.keys(missing).length > 0) throw new AppError('project_incomplete', { fields: missing });
    }
    const moved = await repo.changeStep(project.id, {
      from,
      to,
      byUserId: viewer.id,
      at: outcome.change.at,
      comment: request.comment ?? null,
    });
    // Someone else moved it first: the step read is stale, so the change is no longer allowed as asked.
    if (!moved) throw new AppError('step_transition_not_allowed', { fields: { step: 'step_transition_not_allowed' } });
    // A failed project's buyers are refunded (BUSINESS-RULES "Project lifecycle"), in the background.
    if (to === 'failed') await enqueueFailedProjectRefunds(db, project.id);
    const fresh = await repo.findProject(project.id);
    if (!fresh) throw new AppError('not_found');
    return managed(fresh, viewerAccess);
  }

  return {
    /** POST /api/projects: a new project in step creating, owned by the user or one of their artist/label pages. */
    async create(
      user: AuthenticatedUser,
      body: ProjectCreateRequest,
      cookieOrigin: string | null,
    ): Promise<ProjectCreateResponse> {
      const ownership = await repo.ownershipOf(user.id);
      let artistId: number | null = null;
      let labelId: number | null = null;
      if (body.owner.type === 'artist') {
        if (!ownership.artistIds.includes(body.owner.id))
          throw new AppError('owner_invalid', { fields: { owner: 'owner_invalid' } });
        artistId = body.owner.id;
      } else if (body.owner.type === 'label') {
        if (!ownership.labelIds.includes(body.owner.id))
          throw new AppError('owner_invalid', { fields: { owner: 'owner_invalid' } });
        labelId = body.owner.id;
      }
      const origin = body.origin ?? cookieOrigin;
      const pressing = body.kind === 'vinyl' ? body.quote : undefined;
      const priced = pressing ? await quote.calculate(pressing, false) : null;

      const values: ProjectInsert = {
        name: body.name,
        slug: slugify(body.name),
        artistName: body.artistName,
        artistId,
        labelId,
        userId: user.id,
        category: body.kind === 'vinyl' ? 'vinyl' : 'project',
        type: body.saleType,
        step: 'creating',
        priceEurMinor: 0,
        digitalEnabled: body.kind === 'digital',
        origin,
        format: body.kind === 'digital' ? 'Digital' : pressing ? formatLabel(pressing.format, pressing.discs) : 'LP',
        discs: body.kind === 'digital' ? 0 : (pressing?.discs ?? 1),
        weightGrams: pressing ? pressing.weightGrams * pressing.discs : 0,
        goal: pressing && body.saleType === 'funding' ? pressing.quantity : null,
        colorVinyl: pressing
          ? [
              {
                name: pressing.colour,
                hex: hexOf(pressing.colour) ?? '#101010',
                effect: pressing.effect,
                ...(pressing.effect !== 'none' && pressing.secondaryColour
                  ? { secondaryHex: hexOf(pressing.secondaryColour) ?? '#ffffff' }
                  : {}),
              },
            ]
          : null,
      };
      let project = await repo.insertProject(values, user.id, clock());
      if (priced && pressing) {
        // The quote the project comes from is kept (converted): its costs drive the break-even.
        const [stored] = await db
          .insert(schema.quotes)
          .values({
            userId: user.id,
            name: user.name,
            email: user.email,
            origin,
            quantity: priced.options.quantity,
            options: { ...pressingOptionsOf(priced.options), projectId: project.id },
            plant: priced.plant,
            lines: priced.lines.map((line) => ({ ...line })),
            totalMinor: priced.totalExclVatMinor,
            totalWithVatMinor: priced.totalInclVatMinor,
            status: 'converted',
          })
          .returning({ id: schema.quotes.id });
        if (stored) {
          await repo.updateProject(project.id, { quoteId: stored.id });
          project = { ...project, quoteId: stored.id };
        }
      }
      return { project: await managed(project, 'owner'), quote: priced };
    },

    /** GET /api/projects/{id}/edit. */
    async get(viewer: AuthenticatedUser, projectId: number): Promise<ManagedProject> {
      const { project, access: viewerAccess } = await access.load(viewer, projectId, 'read');
      return managed(project, viewerAccess);
    },

    /** PUT /api/projects/{id}: the owner's changes; project_locked for details once submitted. */
    async update(viewer: AuthenticatedUser, projectId: number, body: ProjectUpdateRequest): Promise<ManagedProject> {
      const { project } = await access.load(viewer, projectId, 'write');
      const changed = (Object.keys(body) as (keyof ProjectUpdateRequest)[]).filter((key) => body[key] !== undefined);
      if (!EDITABLE_STEPS.includes(project.step)) {
        const locked = changed.filter((key) => !ALWAYS_EDITABLE.includes(key));
        if (locked.length > 0) {
          throw new AppError('project_locked', {
            fields: Object.fromEntries(locked.map((key) => [key, 'project_locked'])),
          });
        }
      }
      const startAt = body.startAt === undefined ? project.startAt : body.startAt ? new Date(body.startAt) : null;
      const endAt = body.endAt === undefined ? project.endAt : body.endAt ? new Date(body.endAt) : null;
      if (startAt && endAt && startAt >= endAt)
        throw new AppError('input_invalid', { fields: { endAt: 'date_range_invalid' } });
      if (body.prices?.some((price) => price.currency === 'EUR')) {
        throw new AppError('input_invalid', { fields: { prices: 'input_invalid' } });
      }

      const { prices, startAt: _s, endAt: _e, saleType, colours, name, ...rest } = body;
      const values: Partial<ProjectInsert> = { ...rest };
      if (name !== undefined) Object.assign(values, { name, slug: slugify(name) });
      if (saleType !== undefined) values.type = saleType;
      if (colours !== undefined) values.colorVinyl = colours;
      if (body.startAt !== undefined) values.startAt = startAt;
      if (body.endAt !== undefined) values.endAt = endAt;
      await repo.updateProject(project.id, values, prices);
      const fresh = await repo.findProject(project.id);
      if (!fresh) throw new AppError('not_found');
      // The record mock-up shows the colour: drawn again when it changed and one was drawn before.
      const drawn = (await repo.images(project.id)).some((image) => image.variant === 'only_vinyl');
      if (colours !== undefined && redrawMockups && drawn) await redrawMockups(fresh);
      return managed(fresh, 'owner');
    },

    /** POST /api/projects/{id}/submit: creating -> checking, once the project is complete. */
    submit(viewer: AuthenticatedUser, projectId: number): Promise<ManagedProject> {
      return move(viewer, projectId, { step: 'checking' });
    },

    /** POST /api/projects/{id}/step: any move the viewer may make along the domain's graph. */
    changeStep: move,

    /** GET /api/user/projects: the user's projects, newest change first. */
    async listMine(user: AuthenticatedUser) {
      const rows = await repo.listOwned(await repo.ownershipOf(user.id));
      const covers = new Map<number, string>();
      await Promise.all(
        rows.map(async (row) => {
          const cover = (await repo.images(row.id)).find((image) => image.variant === 'cover');
          if (cover) covers.set(row.id, cover.path);
        }),
      );
      return {
        items: rows.map((row) => myProjectOf(row, covers.get(row.id) ?? null)),
        owners: await repo.ownerPages(user.id),
      };
    },

    /** For other parts of the module: a fresh managed view (after an artwork or track change). */
    managed,
  };
}

export type ProjectsService = ReturnType<typeof createProjectsService>;
