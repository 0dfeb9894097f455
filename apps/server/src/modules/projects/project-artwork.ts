// Artwork of a project (docs/media.md): the variants sharp makes from an upload (cover -> cover,
// preview, original; back; label; label_bside) and, for a vinyl, the mock-ups drawn from its colour
// and label picture (only_vinyl: the record; disc: the sleeve with the record half out of it). Every
// write goes to a fresh folder projects/{picture}/ so cached copies are never stale (static-files.ts).
import { randomBytes } from 'node:crypto';
import type { ArtworkUploadRequest } from '@spindle/contracts';
import type { ImageVariant } from '@spindle/media';
import { AppError } from '../../http/errors.ts';
import type { FileStorage } from '../../storage/file-storage.ts';
import { kindOf } from './project-dto.ts';
import type { ProjectRow, ProjectsRepo, StoredImage } from './projects.repo.ts';

/** Variants made from each kind of artwork upload. */
export const ARTWORK_VARIANTS: Readonly<Record<ArtworkUploadRequest['kind'], readonly ImageVariant[]>> = {
  cover: ['cover', 'preview', 'original'],
  back: ['back'],
  label: ['label'],
  label_bside: ['label_bside'],
};

/** Largest artwork accepted (bytes). */
export const ARTWORK_MAX_BYTES = 15 * 1024 * 1024;

const newPictureFolder = () => randomBytes(8).toString('hex');

// sharp and the renderers load on first use, not on the server's start path.
const media = () => import('@spindle/media');
const sharpModule = async () => (await import('sharp')).default;

async function store(storage: FileStorage, folder: string, variant: ImageVariant, bytes: Buffer): Promise<StoredImage> {
  const { IMAGE_VARIANTS, imageVariantContentType, imageVariantFileName } = await media();
  const sharp = await sharpModule();
  const path = `projects/${folder}/${imageVariantFileName(variant)}`;
  await storage.put(path, bytes, imageVariantContentType(variant));
  const meta = await sharp(bytes).metadata();
  return {
    variant,
    path,
    width: meta.width ?? IMAGE_VARIANTS[variant].width,
    height: meta.height ?? IMAGE_VARIANTS[variant].height,
    sizeBytes: bytes.length,
  };
}

export interface ArtworkDeps {
  repo: Pick<ProjectsRepo, 'images' | 'putImages' | 'updateProject'>;
  publicStorage: FileStorage;
}

/** Renders only_vinyl and disc from the project's first colour, its label and its cover (vinyl only). */
export async function renderVinylMockups(deps: ArtworkDeps, project: ProjectRow): Promise<StoredImage[]> {
  if (kindOf(project) !== 'vinyl') return [];
  const { renderVinylDisc, encodeVariant, IMAGE_VARIANTS } = await media();
  const sharp = await sharpModule();
  const images = await deps.repo.images(project.id);
  const pathOf = (variant: ImageVariant) => images.find((image) => image.variant === variant)?.path;
  const labelPath = pathOf('label');
  const coverPath = pathOf('preview') ?? pathOf('cover');
  const colour = project.colorVinyl?.[0];
  const size = IMAGE_VARIANTS.only_vinyl.width;
  const record = await renderVinylDisc({
    colourHex: colour?.hex ?? '#101010',
    effect: colour?.effect ?? 'none',
    ...(colour?.secondaryHex ? { secondaryHex: colour.secondaryHex } : {}),
    ...(labelPath ? { labelImage: await deps.publicStorage.get(labelPath) } : {}),
    size,
    seed: project.id,
  });
  const folder = newPictureFolder();
  const stored = [
    await store(deps.publicStorage, folder, 'only_vinyl', await encodeVariant(sharp(record), 'only_vinyl')),
  ];
  if (coverPath) {
    // disc: 600 x 400, the sleeve on the left with the record slid two fifths out to the right.
    const { width, height } = IMAGE_VARIANTS.disc;
    const side = height - 20;
    const sleeve = await sharp(await deps.publicStorage.get(coverPath))
      .resize(side, side, { fit: 'cover' })
      .png()
      .toBuffer();
    const disc = await sharp(record)
      .resize(side - 8, side - 8)
      .png()
      .toBuffer();
    const canvas = sharp({
      create: { width, height, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    }).composite([
      { input: disc, left: width - side - 10 + 4, top: 14 },
      { input: sleeve, left: 10, top: 10 },
    ]);
    const composed = await canvas.png().toBuffer();
    stored.push(await store(deps.publicStorage, folder, 'disc', await encodeVariant(sharp(composed), 'disc')));
  }
  await deps.repo.putImages(project.id, stored);
  return stored;
}

/** Stores an artwork upload's variants, then redraws the vinyl mock-ups it feeds. image_invalid for non-images. */
export async function storeArtwork(
  deps: ArtworkDeps,
  project: ProjectRow,
  kind: ArtworkUploadRequest['kind'],
  source: Buffer,
): Promise<string> {
  if (source.length === 0) throw new AppError('input_invalid', 400, { data: 'input_required' });
  if (source.length > ARTWORK_MAX_BYTES) throw new AppError('file_max_size', 413, { data: 'file_max_size' });
  const { makeImageVariants } = await media();
  let variants: Partial<Record<ImageVariant, Buffer>>;
  try {
    variants = await makeImageVariants(source, ARTWORK_VARIANTS[kind]);
  } catch {
    throw new AppError('image_invalid', 400, { data: 'image_invalid' });
  }
  const folder = newPictureFolder();
  const stored: StoredImage[] = [];
  for (const variant of ARTWORK_VARIANTS[kind]) {
    const bytes = variants[variant];
    if (bytes) stored.push(await store(deps.publicStorage, folder, variant, bytes));
  }
  await deps.repo.putImages(project.id, stored);
  if (kind === 'cover') await deps.repo.updateProject(project.id, { picture: folder });
  if (kind === 'cover' || kind === 'label') await renderVinylMockups(deps, project);
  return kind === 'cover' ? folder : (project.picture ?? folder);
}
