// The dispatch page's writes (docs/admin.md "Fulfilment and dispatch"), each a plain form post that
// works without JavaScript: move the chosen shop orders, import a partner's tracking file, save a
// parcel typed by hand. Each returns what the page shows, or a redirect to a fresh page.
import {
  adminDispatchEndpoints,
  TRACKING_FILE_MAX_CHARS,
  type DispatchStatusResult,
  type TrackingImport,
} from '@spindle/contracts';
import { SHOP_ORDER_STATUSES, type ShopOrderStatus } from '@spindle/domain';
import { data, redirect } from 'react-router';
import type { ApiClient } from '../../../lib/api.server.ts';
import { textOf } from '../../../lib/form-body.server.ts';

/** What an action hands back to the page. */
export type DispatchActionData =
  | { kind: 'move'; result: DispatchStatusResult }
  | { kind: 'move'; error: 'nothingChosen' | 'conflict' | 'other' }
  | { kind: 'import'; report: TrackingImport }
  | { kind: 'import'; error: 'tracking_columns_missing' | 'tracking_file_unreadable' | 'file_missing' | 'other' }
  | { kind: 'entry'; shopOrderId: number; status: ShopOrderStatus; created: boolean }
  | {
      kind: 'entry';
      error: 'not_found' | 'shop_order_transition_not_allowed' | 'input_invalid' | 'conflict' | 'other';
    };

const isStatus = (value: string): value is ShopOrderStatus =>
  (SHOP_ORDER_STATUSES as readonly string[]).includes(value);

/** The chosen shop order ids of the selection form. */
function chosenIds(form: FormData): number[] {
  return form
    .getAll('ids')
    .map((value) => Number(value))
    .filter((id) => Number.isInteger(id) && id > 0);
}

/** Moves the chosen shop orders; on success, back to the same view with how many moved. */
export async function moveChosen(api: ApiClient, form: FormData, url: URL) {
  const ids = chosenIds(form);
  const to = textOf(form, 'move_to');
  if (ids.length === 0 || !isStatus(to)) {
    return data<DispatchActionData>({ kind: 'move', error: 'nothingChosen' }, 400);
  }
  const result = await api.call(adminDispatchEndpoints.moveStatus, { body: { shop_order_ids: ids, status: to } });
  if (!result.ok) {
    return data<DispatchActionData>({ kind: 'move', error: result.code === 'conflict' ? 'conflict' : 'other' }, 409);
  }
  if (!result.value.moved) return data<DispatchActionData>({ kind: 'move', result: result.value }, 409);
  const next = new URLSearchParams(url.search);
  next.set('moved', String(result.value.rows.filter((row) => row.outcome === 'moved').length));
  throw redirect(`${url.pathname}?${next.toString()}`);
}

/** A partner's file as text: UTF-8, else Windows-1252 (what French spreadsheets often save). */
async function textOfFile(file: File): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

/** Imports the tracking file; the page shows the report of every line. */
export async function importTrackingFile(api: ApiClient, form: FormData) {
  const file = form.get('file');
  const logistician = textOf(form, 'logistician');
  if (!(file instanceof File) || file.size === 0) {
    return data<DispatchActionData>({ kind: 'import', error: 'file_missing' }, 400);
  }
  const csv = await textOfFile(file);
  if (csv.length > TRACKING_FILE_MAX_CHARS) return data<DispatchActionData>({ kind: 'import', error: 'other' }, 413);
  const result = await api.call(adminDispatchEndpoints.importTracking, { body: { logistician, csv } });
  if (result.ok)
    return data<DispatchActionData>({ kind: 'import', report: result.value }, result.value.imported ? 200 : 400);
  const error =
    result.code === 'tracking_columns_missing' || result.code === 'tracking_file_unreadable' ? result.code : 'other';
  return data<DispatchActionData>({ kind: 'import', error }, 400);
}

const ENTRY_ERRORS = ['not_found', 'shop_order_transition_not_allowed', 'input_invalid', 'conflict'] as const;

/** Saves a parcel typed by hand for one shop order. */
export async function enterShipment(api: ApiClient, form: FormData) {
  const id = Number(textOf(form, 'shop_order_id').trim().replace(/^SP/i, ''));
  if (!Number.isInteger(id) || id < 1) return data<DispatchActionData>({ kind: 'entry', error: 'input_invalid' }, 400);
  const partnerOrder = textOf(form, 'logistician_order_id').trim();
  const result = await api.call(adminDispatchEndpoints.addShipment, {
    params: { id },
    body: {
      carrier: textOf(form, 'carrier'),
      tracking_number: textOf(form, 'tracking_number'),
      ...(partnerOrder ? { logistician_order_id: partnerOrder } : {}),
    },
  });
  if (result.ok) {
    const { status, created } = result.value;
    return data<DispatchActionData>({ kind: 'entry', shopOrderId: id, status, created });
  }
  const error = (ENTRY_ERRORS as readonly string[]).includes(result.code)
    ? (result.code as (typeof ENTRY_ERRORS)[number])
    : 'other';
  return data<DispatchActionData>({ kind: 'entry', error }, result.status);
}
