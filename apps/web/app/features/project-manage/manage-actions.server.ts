// The /project/manage page's action: one intent per form (details, artwork, track rename / move /
// delete / encode, submit for checking), each one call to the API as the signed-in owner. The API
// decides who may do what; its error codes come back to the form.
import {
  artworkKindSchema,
  artworkUploadResponseSchema,
  encodeStatusSchema,
  managedProjectSchema,
  managedTrackSchema,
  PROJECT_LIMITS,
  type ManagedProject,
} from '@spindle/contracts';
import type { RouterContextProvider } from 'react-router';
import { z } from 'zod';
import { sendApi } from '../../lib/api-call.server.ts';
import { readDetailsForm } from './details-fields.ts';

/** What an intent answers: which form, and its outcome. */
export type ManageOutcome =
  { intent: string; ok: true } | { intent: string; ok: false; code: string; fields: Record<string, string> };

const anything = z.unknown();

function failed(intent: string, code: string, fields: Record<string, string> = {}): ManageOutcome {
  return { intent, ok: false, code, fields };
}

/** Runs the posted intent for project `project`. */
export async function manageAction(
  context: Readonly<RouterContextProvider>,
  project: ManagedProject,
  form: FormData,
): Promise<ManageOutcome> {
  const field = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : '';
  };
  const intent = field('intent');
  const base = `/projects/${project.id}`;
  const trackId = Number(form.get('trackId'));
  const trackPath = `${base}/tracks/${Number.isInteger(trackId) && trackId > 0 ? trackId : 0}`;
  const outcome = (
    result: { ok: true } | { ok: false; code: string; fields: Record<string, string> },
  ): ManageOutcome => (result.ok ? { intent, ok: true } : failed(intent, result.code, result.fields));

  switch (intent) {
    case 'details': {
      const read = readDetailsForm(form, project);
      if (!read.ok) return failed(intent, 'input_invalid', read.fields);
      return outcome(await sendApi(context, base, managedProjectSchema, { method: 'PUT', json: read.body }));
    }
    case 'artwork': {
      const kind = artworkKindSchema.safeParse(form.get('kind'));
      const file = form.get('file');
      if (!kind.success) return failed(intent, 'input_invalid');
      if (!(file instanceof File) || file.size === 0)
        return failed(intent, 'input_required', { file: 'input_required' });
      if (file.size > PROJECT_LIMITS.artworkMaxBytes) return failed(intent, 'file_max_size', { file: 'file_max_size' });
      const data = Buffer.from(await file.arrayBuffer()).toString('base64');
      return outcome(
        await sendApi(context, `${base}/artwork`, artworkUploadResponseSchema, { json: { kind: kind.data, data } }),
      );
    }
    case 'rename-track': {
      const title = field('title');
      return outcome(await sendApi(context, trackPath, managedTrackSchema, { method: 'PUT', json: { title } }));
    }
    case 'move-track': {
      const position = Number(form.get('position'));
      if (!Number.isInteger(position) || position < 1) return failed(intent, 'input_invalid');
      return outcome(await sendApi(context, trackPath, managedTrackSchema, { method: 'PUT', json: { position } }));
    }
    case 'delete-track':
      return outcome(await sendApi(context, trackPath, anything, { method: 'DELETE' }));
    case 'encode':
      return outcome(await sendApi(context, `${trackPath}/encode`, encodeStatusSchema, { json: {} }));
    case 'submit':
      return outcome(await sendApi(context, `${base}/submit`, anything, { method: 'POST' }));
    default:
      return failed(intent, 'input_invalid');
  }
}
