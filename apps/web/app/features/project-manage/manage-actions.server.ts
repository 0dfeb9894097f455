// The /project/manage page's action: one intent per form (details, artwork, track rename / move /
// delete / encode, submit for checking), each one call to the API as the signed-in owner. The API
// decides who may do what; its error codes come back to the form.
import {
  artworkKindSchema,
  PROJECT_LIMITS,
  projectsEndpoints,
  tracksEndpoints,
  type ManagedProject,
} from '@spindle/contracts';
import type { RouterContextProvider } from 'react-router';
import { apiClient } from '../../lib/api.server.ts';
import { readDetailsForm } from './details-fields.ts';

/** What an intent answers: which form, and its outcome. */
export type ManageOutcome =
  { intent: string; ok: true } | { intent: string; ok: false; code: string; fields: Record<string, string> };

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
  const api = apiClient(context);
  const params = { id: project.id };
  const trackId = Number(form.get('trackId'));
  // A missing or broken track id asks for track 0, which the API does not find.
  const trackParams = { ...params, trackId: Number.isInteger(trackId) && trackId > 0 ? trackId : 0 };
  const outcome = (
    result: { ok: true } | { ok: false; code: string; fields: Record<string, string> },
  ): ManageOutcome => (result.ok ? { intent, ok: true } : failed(intent, result.code, result.fields));

  switch (intent) {
    case 'details': {
      const read = readDetailsForm(form, project);
      if (!read.ok) return failed(intent, 'input_invalid', read.fields);
      return outcome(await api.call(projectsEndpoints.update, { params, body: read.body }));
    }
    case 'artwork': {
      const kind = artworkKindSchema.safeParse(form.get('kind'));
      const file = form.get('file');
      if (!kind.success) return failed(intent, 'input_invalid');
      if (!(file instanceof File) || file.size === 0)
        return failed(intent, 'input_required', { file: 'input_required' });
      if (file.size > PROJECT_LIMITS.artworkMaxBytes) return failed(intent, 'file_max_size', { file: 'file_max_size' });
      const data = Buffer.from(await file.arrayBuffer()).toString('base64');
      return outcome(await api.call(projectsEndpoints.uploadArtwork, { params, body: { kind: kind.data, data } }));
    }
    case 'rename-track': {
      const title = field('title');
      return outcome(await api.call(tracksEndpoints.update, { params: trackParams, body: { title } }));
    }
    case 'move-track': {
      const position = Number(form.get('position'));
      if (!Number.isInteger(position) || position < 1) return failed(intent, 'input_invalid');
      return outcome(await api.call(tracksEndpoints.update, { params: trackParams, body: { position } }));
    }
    case 'delete-track':
      return outcome(await api.call(tracksEndpoints.remove, { params: trackParams }));
    case 'encode':
      return outcome(await api.call(tracksEndpoints.encode, { params: trackParams, body: {} }));
    case 'submit':
      return outcome(await api.call(projectsEndpoints.submit, { params }));
    default:
      return failed(intent, 'input_invalid');
  }
}
