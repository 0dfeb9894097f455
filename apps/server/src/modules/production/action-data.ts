// What the artist fills in for an action, checked before it is kept (docs/production.md "What each
// action holds"): the action's schema from the contracts, and the rules on top of it: a barcode's
// check digit, a tracklisting whose sides fit the format, the files a submission needs.
import { PRODUCTION_DATA_SCHEMAS, PRODUCTION_FILE_REQUIRED, fieldCodesOf, type PrintCheck } from '@spindle/contracts';
import {
  checkSides,
  readEan13,
  spindleEan13,
  vinylFormatOf,
  type ProductionStepKey,
  type VinylSpeed,
} from '@spindle/domain';
import type { Tx } from '@spindle/db';
import { AppError } from '../../http/errors.ts';
import type { FileRow } from './exchanges.repo.ts';
import type { ProjectFacts } from './production-ports.ts';
import type { ProductionRepo, RunRow } from './production.repo.ts';

/** The action's data as its schema reads it; input_invalid with field codes otherwise. */
export function parseActionData(
  key: ProductionStepKey,
  data: Record<string, unknown> | undefined,
): Record<string, unknown> {
  const schema = PRODUCTION_DATA_SCHEMAS[key];
  if (!schema) return {};
  const parsed = schema.safeParse(data ?? {});
  if (!parsed.success) throw new AppError('input_invalid', { fields: fieldCodesOf(parsed.error) });
  return parsed.data as Record<string, unknown>;
}

/** A submitted tracklisting must fit the record: no side too long, no side the format lacks. */
export function assertSidesFit(data: Record<string, unknown>, run: RunRow, facts: ProjectFacts): void {
  const rpm = data.rpm as VinylSpeed;
  const format = vinylFormatOf(facts.format, run.discs, rpm);
  if (!format) return;
  const tracks = (data.tracks as { side: string; duration_seconds: number }[]).map((track) => ({
    side: track.side,
    durationSeconds: track.duration_seconds,
  }));
  const check = checkSides(tracks, format);
  if (check.unknownSides.length > 0) throw new AppError('input_invalid', { fields: { tracks: 'side_unknown' } });
  if (!check.ok) throw new AppError('input_invalid', { fields: { tracks: 'side_too_long' } });
}

/** A submission that needs a file has one; print artwork must pass its print check. */
export function assertFilesReady(key: ProductionStepKey, latest: FileRow | undefined): void {
  if (!PRODUCTION_FILE_REQUIRED.includes(key)) return;
  if (!latest) throw new AppError('production_file_required');
  if (latest.kind === 'artwork' && !(latest.printCheck as PrintCheck | null)?.ok) {
    throw new AppError('artwork_not_print_ready');
  }
}

/** Whether a database error is a unique violation (another production holds the barcode). */
function isUniqueViolation(error: unknown): boolean {
  const cause = error instanceof Error && 'cause' in error ? error.cause : undefined;
  return [error, cause].some(
    (value) => typeof value === 'object' && value !== null && 'code' in value && value.code === '23505',
  );
}

/**
 * Keeps the barcode the artist chose, in the move's transaction: their own EAN-13 (check digit
 * right, held by no other production) or one Spindle assigns; returns the data to keep.
 */
export async function settleBarcode(
  repo: ProductionRepo,
  tx: Tx,
  projectId: number,
  data: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  let barcode: string;
  let source: 'artist' | 'spindle';
  const row = await repo.barcodeRow(tx, projectId);
  if (data.mode === 'own') {
    const reading = readEan13(String(data.barcode));
    if (!reading.ok) throw new AppError('input_invalid', { fields: { barcode: reading.code } });
    barcode = reading.ean13;
    source = 'artist';
  } else {
    // Kept when already assigned: asking again gives the same code.
    barcode = row.source === 'spindle' && row.barcode ? row.barcode : spindleEan13(row.id);
    source = 'spindle';
  }
  try {
    if (!(await repo.setBarcode(tx, projectId, barcode, source))) throw new AppError('barcode_taken');
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('barcode_taken');
    throw error;
  }
  return { mode: data.mode, barcode };
}

/** Reads a typed barcode before anything is written, so a wrong one is refused with its field. */
export function assertBarcodeReadable(data: Record<string, unknown>): void {
  if (data.mode !== 'own') return;
  const reading = readEan13(String(data.barcode));
  if (!reading.ok) throw new AppError('input_invalid', { fields: { barcode: reading.code } });
}
