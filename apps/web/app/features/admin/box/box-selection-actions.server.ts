// The /admin/box page's writes (docs/boxes.md): add a record to a month's selection with the copies
// set aside, change them, or take a record out, through boxCycle's declared endpoints. The answer says
// what changed, for the page's status region.
import { boxCycleEndpoints } from '@spindle/contracts';
import { data } from 'react-router';
import type { ApiClient } from '../../../lib/api.server.ts';
import { textOf } from '../../../lib/form-body.server.ts';

export const BOX_SELECTION_ERRORS = ['box_selection_below_taken', 'not_found', 'input_invalid'] as const;
export type BoxSelectionError = (typeof BOX_SELECTION_ERRORS)[number] | 'other';

export type BoxSelectionActionData =
  { ok: true; intent: 'add' | 'set' | 'remove'; name: string } | { ok: false; error: BoxSelectionError };

const positive = (text: string) => {
  const value = Number(text);
  return Number.isSafeInteger(value) && value > 0 ? value : 0;
};

export async function changeBoxSelection(api: ApiClient, month: string, form: FormData) {
  const intent = textOf(form, 'intent');
  const projectId = positive(textOf(form, 'project_id'));
  const name = textOf(form, 'name').slice(0, 200);
  const quantity = positive(textOf(form, 'quantity'));
  if ((intent !== 'add' && intent !== 'set' && intent !== 'remove') || projectId === 0) {
    return data<BoxSelectionActionData>({ ok: false, error: 'other' }, 400);
  }
  if (intent !== 'remove' && (quantity === 0 || quantity > 100_000)) {
    return data<BoxSelectionActionData>({ ok: false, error: 'input_invalid' }, 400);
  }
  const result =
    intent === 'remove'
      ? await api.call(boxCycleEndpoints.removeFromSelection, { params: { month, project_id: projectId } })
      : await api.call(boxCycleEndpoints.setSelection, {
          params: { month },
          body: { project_id: projectId, quantity },
        });
  if (!result.ok) {
    const error = (BOX_SELECTION_ERRORS as readonly string[]).includes(result.code)
      ? (result.code as BoxSelectionError)
      : 'other';
    return data<BoxSelectionActionData>(
      { ok: false, error },
      result.status >= 400 && result.status < 500 ? result.status : 400,
    );
  }
  const entry = result.value.entries.find((row) => row.project_id === projectId);
  return data<BoxSelectionActionData>({ ok: true, intent, name: entry?.name ?? name });
}
