// Tracking numbers read back from a partner's file (docs/admin.md "Fulfilment and dispatch"): every
// line is reported (matched, already imported, duplicate, or the error that stops it), and the file is
// imported whole or not at all: with one error line nothing is written, so staff fix the file and
// send it again. Importing the same file twice adds nothing and e-mails nobody twice (a parcel is one
// tracking number of a shop order; a shop order moves to sent once).
import type { TrackingImport, TrackingImportBody, TrackingRowOutcome } from '@spindle/contracts';
import { isKnownCarrier, readTrackingCsv, type TrackingImportProblem, type TrackingImportRow } from '@spindle/domain';
import type { Tx } from '@spindle/db';
import { AppError } from '../../http/errors.ts';
import type { AuditActor } from '../audit/index.ts';
import { shopOrdersForFulfilment, type ShopOrderForFulfilment } from '../checkout/index.ts';
import { tellBuyers, type BuyerNotice } from './buyer-emails.ts';
import { recordParcel } from './parcels.ts';
import { requirePartner, type MovesDeps } from './shop-order-moves.ts';
import { parcelKey, recordedParcelKeys } from './shipments.repo.ts';

type ReportRow = TrackingImport['rows'][number];

const PROBLEM_OUTCOMES: Readonly<Record<TrackingImportProblem['code'], TrackingRowOutcome>> = {
  tracking_reference_invalid: 'reference_invalid',
  tracking_number_missing: 'number_missing',
  tracking_carrier_missing: 'carrier_missing',
};

/** The outcomes that stop the whole file. */
const ERROR_OUTCOMES: ReadonlySet<TrackingRowOutcome> = new Set<TrackingRowOutcome>([
  'reference_invalid',
  'number_missing',
  'carrier_missing',
  'carrier_unknown',
  'order_unknown',
  'order_not_shippable',
  'order_other_logistician',
]);

const NOT_SHIPPABLE = new Set(['creating', 'canceled', 'refunded']);

/** What a new parcel of the file would do: be recorded, or the error that stops the file. */
function outcomeOf(
  row: TrackingImportRow,
  logistician: string,
  shopOrder: ShopOrderForFulfilment | undefined,
): TrackingRowOutcome {
  if (!isKnownCarrier(row.carrier)) return 'carrier_unknown';
  if (!shopOrder) return 'order_unknown';
  if (shopOrder.orderStatus !== 'confirmed' || NOT_SHIPPABLE.has(shopOrder.status)) return 'order_not_shippable';
  if (shopOrder.logistician !== null && shopOrder.logistician !== logistician) return 'order_other_logistician';
  return 'matched';
}

/** Reports every line of the file, in its order; the lines to record are the matched ones. */
async function reportOf(
  tx: Tx,
  body: TrackingImportBody,
  rows: readonly TrackingImportRow[],
  problems: readonly TrackingImportProblem[],
) {
  const ids = rows.map((row) => row.shopOrderId);
  const [shopOrders, recorded] = await Promise.all([shopOrdersForFulfilment(tx, ids), recordedParcelKeys(tx, ids)]);
  const byId = new Map(shopOrders.map((shopOrder) => [shopOrder.shopOrderId, shopOrder]));
  const inFile = new Set<string>();
  const report: ReportRow[] = problems.map((problem) => ({
    line: problem.line,
    shop_order_id: null,
    carrier: null,
    tracking_number: null,
    outcome: PROBLEM_OUTCOMES[problem.code],
  }));
  for (const row of rows) {
    const key = parcelKey(row.shopOrderId, row.trackingNumber);
    const outcome = recorded.has(key)
      ? 'already_imported'
      : inFile.has(key)
        ? 'duplicate'
        : outcomeOf(row, body.logistician, byId.get(row.shopOrderId));
    inFile.add(key);
    report.push({
      line: row.line,
      shop_order_id: row.shopOrderId,
      carrier: row.carrier,
      tracking_number: row.trackingNumber,
      outcome,
    });
  }
  report.sort((a, b) => a.line - b.line);
  return { report, byId };
}

/** POST admin/dispatch/tracking */
export async function importTracking(
  deps: MovesDeps,
  actor: AuditActor,
  body: TrackingImportBody,
  fallbackOrigin: string,
): Promise<TrackingImport> {
  const read = readTrackingCsv(body.csv);
  if (!read.ok) {
    const where = read.line ? ` (line ${read.line})` : '';
    throw new AppError(read.code, { message: `The tracking file cannot be read${where}.` });
  }
  await requirePartner(deps, body.logistician);
  const now = deps.clock();
  const outcome = await deps.db.transaction(async (tx) => {
    const { report, byId } = await reportOf(tx, body, read.rows, read.problems);
    if (report.some((row) => ERROR_OUTCOMES.has(row.outcome))) return { report, notices: [], created: 0 };
    const notices: BuyerNotice[] = [];
    let created = 0;
    const outcomes = new Map(report.map((entry) => [entry.line, entry.outcome]));
    const matched = read.rows
      .filter((row) => outcomes.get(row.line) === 'matched')
      .sort((a, b) => a.shopOrderId - b.shopOrderId || a.line - b.line);
    for (const row of matched) {
      // The status read for the report moves with each parcel recorded (a second parcel keeps it sent).
      const shopOrder = byId.get(row.shopOrderId);
      if (!shopOrder) continue;
      const context = { audit: deps.audit, actor, action: 'shipment.import', now };
      const recorded = await recordParcel(tx, context, shopOrder, {
        carrier: row.carrier,
        trackingNumber: row.trackingNumber,
        logistician: body.logistician,
        logisticianOrderId: row.partnerOrderId,
      });
      if (!recorded.created) continue;
      created += 1;
      byId.set(row.shopOrderId, { ...shopOrder, status: recorded.status });
      if (recorded.sent) {
        notices.push({
          shopOrderId: row.shopOrderId,
          orderId: shopOrder.orderId,
          status: 'sent',
          parcel: recorded.parcel,
        });
      }
    }
    return { report, notices, created };
  });
  await tellBuyers(deps, outcome.notices, fallbackOrigin);
  const imported = !outcome.report.some((row) => ERROR_OUTCOMES.has(row.outcome));
  return { imported, rows: outcome.report, created: outcome.created, sent: outcome.notices.length };
}
