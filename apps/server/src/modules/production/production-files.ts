// Files of a production's actions (docs/production.md "Files"): sent inline through a form or as a
// finished chunked upload, kept in private storage, fetched only through the API by the project's
// owner and staff. Print-ready artwork must be a picture: it is checked for the sleeve's print size,
// resolution and colour space, and previewed.
import { randomUUID } from 'node:crypto';
import { PRODUCTION_FILE_MAX_BYTES, type ProductionFile, type ProductionFileRequest } from '@spindle/contracts';
import type { PrintCheckResult, SleeveKind } from '@spindle/media';
import { sniffFileKind } from '@spindle/media/file-kind';
import type { ProductionStepKey } from '@spindle/domain';
import { AppError } from '../../http/errors.ts';
import type { AuthenticatedUser } from '../../http/session-user.ts';
import { safeFileName } from '../../storage/storage-key.ts';
import type { ArtistDeps } from './artist-actions.ts';
import type { FileRow } from './exchanges.repo.ts';
import { actionOf } from './production-load.ts';
import { readProduction } from './production-moves.ts';
import type { RunRow } from './production.repo.ts';
import { productionFilesRoutes } from './production-urls.ts';

const ARTWORK_STEP: ProductionStepKey = 'pre-production.artwork';
const PROOF_STEP: ProductionStepKey = 'production.pressing_proof';

/** What a file is for: print artwork (checked), the plant's proof, any other document. */
function kindOf(key: ProductionStepKey, party: 'artist' | 'staff'): FileRow['kind'] {
  // Staff may attach a file to the artwork too (a template, marked-up proof): a document, not the artwork.
  if (key === ARTWORK_STEP) return party === 'artist' ? 'artwork' : 'document';
  return key === PROOF_STEP && party === 'staff' ? 'proof' : 'document';
}

/** The sleeve a production's artwork is printed on. */
function sleeveOf(run: RunRow): SleeveKind {
  return run.vinylSize === '7' || run.vinylSize === '10' || run.vinylSize === '12' ? run.vinylSize : 'cd';
}

function decodeBase64(text: string): Buffer {
  const payload = text.replace(/^data:[^,]*;base64,/, '').replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(payload))
    throw new AppError('input_invalid', { fields: { data: 'input_invalid' } });
  return Buffer.from(payload, 'base64');
}

/** The bytes sent: inline, or the caller's finished chunked upload. */
async function bytesOf(deps: ArtistDeps, viewer: AuthenticatedUser, body: ProductionFileRequest): Promise<Buffer> {
  if (body.data !== undefined) {
    const bytes = decodeBase64(body.data);
    if (bytes.length > PRODUCTION_FILE_MAX_BYTES) throw new AppError('file_max_size');
    if (bytes.length === 0) throw new AppError('input_invalid', { fields: { data: 'input_required' } });
    return bytes;
  }
  const upload = await deps.completedUpload(viewer.id, body.upload_id ?? 0);
  return deps.privateStorage.get(upload.storageKey);
}

/** The content type read from the bytes: a picture's or a PDF's; anything else is kept as bytes. */
function contentTypeOf(bytes: Buffer): string {
  const kind = sniffFileKind(bytes.subarray(0, 64 * 1024));
  if (kind?.kind === 'image') return `image/${kind.format}`;
  if (bytes.subarray(0, 5).toString('latin1') === '%PDF-') return 'application/pdf';
  return 'application/octet-stream';
}

function printCheckDto(check: PrintCheckResult) {
  return {
    ok: check.ok,
    width_px: check.widthPx,
    height_px: check.heightPx,
    effective_dpi: check.effectiveDpi,
    colour_space: check.colourSpace,
    problems: check.problems,
  };
}

/** POST .../files: stores a file on an open action (artwork checked and previewed); returns it. */
export async function uploadFile(
  deps: ArtistDeps,
  author: { viewer: AuthenticatedUser; party: 'artist' | 'staff' },
  projectId: number,
  key: ProductionStepKey,
  body: ProductionFileRequest,
): Promise<{ row: FileRow; dto: ProductionFile }> {
  const { run, actions } = await readProduction(deps, projectId);
  const action = actionOf(actions, key);
  if (action.status === 'valid') throw new AppError('production_step_not_open');
  const bytes = await bytesOf(deps, author.viewer, body);
  const kind = kindOf(key, author.party);
  const contentType = contentTypeOf(bytes);
  if (kind === 'artwork' && !contentType.startsWith('image/')) throw new AppError('file_type_invalid');
  const folder = `production/${projectId}/${randomUUID()}`;
  const storageKey = `${folder}/${safeFileName(body.name)}`;
  await deps.privateStorage.put(storageKey, bytes, contentType);
  let printCheck: ReturnType<typeof printCheckDto> | null = null;
  let previewKey: string | null = null;
  if (kind === 'artwork') {
    // sharp (@spindle/media) loads with the first artwork, not on every start (issue 19).
    const { checkPrintArtwork, renderPrintPreview } = await import('@spindle/media');
    const check = await checkPrintArtwork(bytes, sleeveOf(run));
    printCheck = printCheckDto(check);
    if (!check.problems.includes('unreadable')) {
      previewKey = `${folder}/preview.jpg`;
      await deps.privateStorage.put(previewKey, await renderPrintPreview(bytes), 'image/jpeg');
    }
  }
  const row = await deps.exchanges.insertFile({
    projectId,
    actionId: action.id,
    kind,
    name: body.name,
    contentType,
    sizeBytes: bytes.length,
    storageKey,
    previewKey,
    printCheck,
    uploadedByUserId: author.viewer.id,
    uploadedByActor: author.party,
  });
  return { row, dto: fileDtoOf(row) };
}

/** A stored file as the pages list it. */
export function fileDtoOf(row: FileRow): ProductionFile {
  const urls = productionFilesRoutes(row.projectId, row.id);
  return {
    id: row.id,
    kind: row.kind,
    name: row.name,
    content_type: row.contentType,
    size_bytes: row.sizeBytes,
    uploaded_by: row.uploadedByActor === 'artist' ? 'artist' : 'staff',
    created_at: row.createdAt.toISOString(),
    url: urls.file,
    preview_url: row.previewKey ? urls.preview : null,
    print_check: (row.printCheck as ProductionFile['print_check']) ?? null,
  };
}

/** A file's bytes (or its preview's) for GET .../files/{fileId}; not_found for another project's. */
export async function readFile(deps: ArtistDeps, projectId: number, fileId: number, preview: boolean) {
  await readProduction(deps, projectId);
  const row = await deps.exchanges.findFile(projectId, fileId);
  const key = preview ? row?.previewKey : row?.storageKey;
  if (!row || !key) throw new AppError('not_found');
  return { row, bytes: await deps.privateStorage.get(key) };
}
