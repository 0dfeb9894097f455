// From stored rows to the contracts of the artist side (ManagedProject, MyProject).
import {
  vinylColourSchema,
  type ManagedProject,
  type ManagedTrack,
  type MyProject,
  type ProjectKind,
} from '@spindle/contracts';
import { canTransition, fundingProgressPercent, PROJECT_STEPS, type ProjectStep } from '@spindle/domain';
import type { FileStorage } from '../../storage/file-storage.ts';
import type { ProjectAccess } from './project-access.ts';
import { coverUrlOf } from './project-cover.ts';
import type { ImageRow, ProjectRow } from './projects.repo.ts';

/** Steps an owner may move their own project along (the rest is staff's: review, sale, production). */
export const OWNER_TRANSITIONS: readonly (readonly [ProjectStep, ProjectStep])[] = [
  ['creating', 'checking'],
  ['checking', 'creating'],
  ['refused', 'creating'],
];

/** Steps in which the owner may change every detail; later only the texts and the video. */
export const EDITABLE_STEPS: readonly ProjectStep[] = ['creating', 'refused'];

/** Whether the viewer may move the project from `from` to `to` (the domain's graph, then who may). */
export function mayMove(access: ProjectAccess, from: ProjectStep, to: ProjectStep): boolean {
  if (!canTransition(from, to)) return false;
  return access === 'staff' || OWNER_TRANSITIONS.some(([a, b]) => a === from && b === to);
}

/** The steps the viewer may move the project to now. */
export function nextStepsFor(access: ProjectAccess, from: ProjectStep): ProjectStep[] {
  return PROJECT_STEPS.filter((to) => mayMove(access, from, to));
}

/** vinyl or digital, from how the project was stored. */
export function kindOf(project: Pick<ProjectRow, 'category' | 'digitalEnabled'>): ProjectKind {
  return project.category === 'project' && project.digitalEnabled ? 'digital' : 'vinyl';
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export interface ManagedProjectParts {
  project: ProjectRow;
  access: ProjectAccess;
  prices: readonly { currency: string; priceMinor: number }[];
  history: readonly {
    fromStep: ProjectStep | null;
    toStep: ProjectStep;
    byUserId: number | null;
    comment: string | null;
    at: Date;
  }[];
  images: readonly ImageRow[];
  /** The project's tracks, as the tracks module gives them. */
  tracks: readonly ManagedTrack[];
  publicStorage: Pick<FileStorage, 'publicUrl'>;
}

function coloursOf(project: ProjectRow): ManagedProject['colours'] {
  return (project.colorVinyl ?? []).flatMap((colour) => {
    const parsed = vinylColourSchema.safeParse(colour);
    return parsed.success ? [parsed.data] : [];
  });
}

export function managedProjectOf(parts: ManagedProjectParts): ManagedProject {
  const { project, access, publicStorage } = parts;
  return {
    id: project.id,
    kind: kindOf(project),
    name: project.name,
    slug: project.slug,
    artistName: project.artistName,
    category: project.category,
    saleType: project.type,
    step: project.step,
    nextSteps: nextStepsFor(access, project.step),
    stepHistory: parts.history.map((row) => ({
      from: row.fromStep,
      to: row.toStep,
      byUserId: row.byUserId,
      comment: row.comment,
      at: row.at.toISOString(),
    })),
    editable: access === 'owner' && EDITABLE_STEPS.includes(project.step),
    owner: { userId: project.userId, artistId: project.artistId, labelId: project.labelId },
    descriptionEn: project.descriptionEn,
    descriptionFr: project.descriptionFr,
    videoUrl: project.videoUrl,
    format: project.format,
    discs: project.discs,
    weightGrams: project.weightGrams,
    colours: coloursOf(project),
    priceEurMinor: project.priceEurMinor,
    prices: parts.prices.map((price) => ({
      currency: price.currency as ManagedProject['prices'][number]['currency'],
      priceMinor: price.priceMinor,
    })),
    goal: project.goal,
    stock: project.stock,
    sold: project.sold,
    fundingProgressPercent: project.goal ? fundingProgressPercent(project.sold, project.goal) : 0,
    startAt: iso(project.startAt),
    endAt: iso(project.endAt),
    releaseDate: project.releaseDate,
    limitPerCustomer: project.limitPerCustomer,
    onlyCountry: project.onlyCountry,
    excludeCountry: project.excludeCountry,
    sizes: project.sizes,
    picture: project.picture,
    images: parts.images.map((image) => ({
      variant: image.variant,
      url: publicStorage.publicUrl(image.path),
      width: image.width,
      height: image.height,
    })),
    tracks: [...parts.tracks],
    quoteId: project.quoteId,
    origin: project.origin,
    createdAt: project.createdAt.toISOString(),
    updatedAt: project.updatedAt.toISOString(),
  };
}

export function myProjectOf(project: ProjectRow, coverPath: string | null): MyProject {
  return {
    id: project.id,
    name: project.name,
    artistName: project.artistName,
    kind: kindOf(project),
    category: project.category,
    step: project.step,
    coverUrl: coverUrlOf(project.picture, coverPath),
    sold: project.sold,
    goal: project.goal,
    fundingProgressPercent: project.goal ? fundingProgressPercent(project.sold, project.goal) : 0,
    priceEurMinor: project.priceEurMinor,
    startAt: iso(project.startAt),
    endAt: iso(project.endAt),
    updatedAt: project.updatedAt.toISOString(),
  };
}
