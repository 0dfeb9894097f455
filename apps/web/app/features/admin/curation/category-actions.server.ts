// The /admin/category page's writes (docs/admin.md "Curation"): add, take out, move by a place, or the
// whole order from a drag and drop, each through its declared endpoint. The answer says what changed,
// so the page announces it (a status region) and puts the focus back on the button that was used.
import { adminCurationEndpoints, type CuratedCategoryView } from '@spindle/contracts';
import { CATEGORY_MOVES, type CategoryMove } from '@spindle/domain';
import { data } from 'react-router';
import type { ApiClient } from '../../../lib/api.server.ts';
import { textOf } from '../../../lib/form-body.server.ts';

export const CATEGORY_ERRORS = ['category_order_stale', 'not_found'] as const;
export type CategoryError = (typeof CATEGORY_ERRORS)[number] | 'other';

/** What the page says after a write. */
export type CategoryActionData =
  | { ok: true; intent: 'add' | 'remove' | 'order'; projectId: number; name: string; place: number; count: number }
  | { ok: true; intent: 'move'; move: CategoryMove; projectId: number; name: string; place: number; count: number }
  | { ok: false; error: CategoryError };

const positiveId = (text: string) => {
  const value = Number(text);
  return Number.isInteger(value) && value > 0 ? value : 0;
};

/** Where a project stands in an answer (1-based), and its name. */
function placeOf(view: CuratedCategoryView, projectId: number, fallbackName: string) {
  const index = view.projects.findIndex((row) => row.project_id === projectId);
  return { place: index + 1, count: view.projects.length, name: view.projects[index]?.name ?? fallbackName };
}

export async function changeCategory(api: ApiClient, categoryId: number, form: FormData) {
  const intent = textOf(form, 'intent');
  const projectId = positiveId(textOf(form, 'project_id'));
  const params = { id: categoryId };
  const before = textOf(form, 'name');
  const result =
    intent === 'add'
      ? await api.call(adminCurationEndpoints.addToCategory, { params, body: { project_id: projectId } })
      : intent === 'remove'
        ? await api.call(adminCurationEndpoints.removeFromCategory, {
            params: { id: categoryId, project_id: projectId },
          })
        : intent === 'move'
          ? await api.call(adminCurationEndpoints.moveInCategory, {
              params,
              body: { project_id: projectId, move: moveOf(textOf(form, 'move')) },
            })
          : await api.call(adminCurationEndpoints.orderCategory, {
              params,
              body: { project_ids: textOf(form, 'project_ids').split(',').map(positiveId) },
            });
  if (!result.ok) {
    const error = (CATEGORY_ERRORS as readonly string[]).includes(result.code)
      ? (result.code as CategoryError)
      : 'other';
    return data<CategoryActionData>(
      { ok: false, error },
      result.status >= 400 && result.status < 500 ? result.status : 400,
    );
  }
  const where = placeOf(result.value, projectId, before);
  if (intent === 'move') return { ok: true, intent, move: moveOf(textOf(form, 'move')), projectId, ...where } as const;
  const known = intent === 'add' || intent === 'remove' ? intent : 'order';
  return { ok: true, intent: known, projectId, ...where } as const;
}

function moveOf(text: string): CategoryMove {
  return (CATEGORY_MOVES as readonly string[]).includes(text) ? (text as CategoryMove) : 'up';
}
