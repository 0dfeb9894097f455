// The production pages' posts (artist and staff): one form per intent, each one call to the API as the
// signed-in user; the API decides who may do what, and its codes come back to the form. A success
// redirects to the page (a reload never posts again), to the action it was about.
import {
  PRODUCTION_FILE_MAX_BYTES,
  actionStatusSchema,
  adminProductionEndpoints,
  productionEndpoints,
  productionStepKeySchema,
} from '@spindle/contracts';
import { redirect, type RouterContextProvider } from 'react-router';
import { apiClient } from '../../lib/api.server.ts';
import { textOf } from '../../lib/form-body.server.ts';
import { ACTION_FIELDS, dataOfForm } from './action-fields.ts';
import type { ProductionOutcome } from './production-outcome.ts';
import { stepAnchor } from './production-format.ts';

type Result = { ok: true } | { ok: false; code: string; fields: Record<string, string> };

/** The outcome of a call: a redirect to the action on success, the refusal otherwise. */
function settle(url: URL, step: string | null, intent: string, result: Result): ProductionOutcome {
  if (result.ok) {
    const query = new URLSearchParams({ done: intent, ...(step ? { step } : {}) });
    throw redirect(`${url.pathname}?${query.toString()}${step ? `#${stepAnchor(step)}` : ''}`);
  }
  return { step, intent, ok: false, code: result.code, fields: result.fields };
}

/** A file of the form as the API takes it (base64); null when none was chosen. */
async function fileOf(form: FormData): Promise<{ name: string; data: string } | 'too_big' | null> {
  const file = form.get('file');
  if (!(file instanceof File) || file.size === 0) return null;
  if (file.size > PRODUCTION_FILE_MAX_BYTES) return 'too_big';
  return { name: file.name || 'file', data: Buffer.from(await file.arrayBuffer()).toString('base64') };
}

/** The barcode form: the artist's own code, or one assigned. */
function barcodeData(form: FormData): Record<string, unknown> {
  return textOf(form, 'mode') === 'own' ? { mode: 'own', barcode: textOf(form, 'barcode') } : { mode: 'assign' };
}

/** The tracklisting form: the speed and each track's side (title and playing time ride along). */
function tracklistingData(form: FormData): Record<string, unknown> {
  const count = Math.min(60, Number(textOf(form, 'track_count')) || 0);
  const tracks = Array.from({ length: count }, (_, index) => ({
    title: textOf(form, `title_${index}`),
    duration_seconds: textOf(form, `duration_${index}`),
    side: textOf(form, `side_${index}`),
  }));
  return { rpm: textOf(form, 'rpm'), tracks };
}

function dataOf(step: string, form: FormData): Record<string, unknown> {
  if (step === 'pre-production.barcode') return barcodeData(form);
  if (step === 'pre-production.tracklisting') return tracklistingData(form);
  const fields = ACTION_FIELDS[productionStepKeySchema.parse(step)];
  return fields ? dataOfForm(fields, form) : {};
}

/** The test pressing's notes: each side's as a whole, then each track's (side and title ride along); empty ones are left out. */
export function notesOf(form: FormData) {
  const notes: { side: string; track_title?: string; comment: string }[] = [];
  for (const [name, value] of form.entries()) {
    const comment = typeof value === 'string' ? value.trim() : '';
    if (!comment) continue;
    const side = /^note_side_([A-Z])$/.exec(name)?.[1];
    if (side) notes.push({ side, comment });
    const track = /^note_track_(\d+)$/.exec(name)?.[1];
    if (track) {
      const title = textOf(form, `note_track_${track}_title`).trim();
      notes.push({
        side: textOf(form, `note_track_${track}_side`) || 'A',
        ...(title ? { track_title: title } : {}),
        comment,
      });
    }
  }
  return notes;
}

interface PostInput {
  context: Readonly<RouterContextProvider>;
  url: URL;
  projectId: number;
  form: FormData;
}

/** The artist's posts on /user/production/{id}. */
export async function artistProductionAction({ context, url, projectId, form }: PostInput): Promise<ProductionOutcome> {
  const api = apiClient(context);
  const intent = textOf(form, 'intent');
  const parsed = productionStepKeySchema.safeParse(textOf(form, 'step'));
  if (!parsed.success) return { step: null, intent, ok: false, code: 'input_invalid', fields: {} };
  const step = parsed.data;
  const params = { id: projectId, step };
  switch (intent) {
    case 'save':
    case 'submit':
      return settle(
        url,
        step,
        intent,
        await api.call(productionEndpoints.act, { params, body: { intent, data: dataOf(step, form) } }),
      );
    case 'upload': {
      const file = await fileOf(form);
      if (file === 'too_big') return { step, intent, ok: false, code: 'file_max_size', fields: {} };
      if (!file) return { step, intent, ok: false, code: 'input_invalid', fields: { file: 'input_required' } };
      return settle(url, step, intent, await api.call(productionEndpoints.upload, { params, body: file }));
    }
    case 'decide': {
      const decision = textOf(form, 'decision') === 'valid' ? 'valid' : 'refused';
      const body = { decision, reason: textOf(form, 'reason'), notes: notesOf(form) } as const;
      return settle(url, step, intent, await api.call(productionEndpoints.decide, { params, body }));
    }
    case 'message':
      return settle(
        url,
        step,
        intent,
        await api.call(productionEndpoints.message, { params, body: { body: textOf(form, 'body') } }),
      );
    default:
      return { step, intent, ok: false, code: 'input_invalid', fields: {} };
  }
}

/** The staff's posts on /admin/production/{id}. */
export async function staffProductionAction({ context, url, projectId, form }: PostInput): Promise<ProductionOutcome> {
  const api = apiClient(context);
  const intent = textOf(form, 'intent');
  if (intent === 'plant') {
    const result = await api.call(adminProductionEndpoints.settings, {
      params: { id: projectId },
      body: { plant: textOf(form, 'plant') },
    });
    return settle(url, null, intent, result);
  }
  const parsed = productionStepKeySchema.safeParse(textOf(form, 'step'));
  if (!parsed.success) return { step: null, intent, ok: false, code: 'input_invalid', fields: {} };
  const step = parsed.data;
  const params = { id: projectId, step };
  switch (intent) {
    case 'move': {
      const to = actionStatusSchema.safeParse(textOf(form, 'to'));
      if (!to.success) return { step, intent, ok: false, code: 'input_invalid', fields: {} };
      const body = { to: to.data, ...(textOf(form, 'reason') ? { reason: textOf(form, 'reason') } : {}) };
      return settle(url, step, intent, await api.call(adminProductionEndpoints.change, { params, body }));
    }
    case 'upload': {
      const file = await fileOf(form);
      if (file === 'too_big') return { step, intent, ok: false, code: 'file_max_size', fields: {} };
      if (!file) return { step, intent, ok: false, code: 'input_invalid', fields: { file: 'input_required' } };
      return settle(url, step, intent, await api.call(adminProductionEndpoints.upload, { params, body: file }));
    }
    case 'message':
      return settle(
        url,
        step,
        intent,
        await api.call(adminProductionEndpoints.message, { params, body: { body: textOf(form, 'body') } }),
      );
    case 'plan':
      return settle(
        url,
        step,
        intent,
        await api.call(adminProductionEndpoints.plan, { params, body: { planned_on: textOf(form, 'planned_on') } }),
      );
    default:
      return { step, intent, ok: false, code: 'input_invalid', fields: {} };
  }
}
