// The action of /review and /review-single: one item's form (project, stars, title, text) sent to POST
// user/reviews; the API's refusal comes back with its field codes so the form shows them by the fields.
import { reviewsEndpoints } from '@spindle/contracts';
import type { RouterContextProvider } from 'react-router';
import { apiClient } from '../../lib/api.server.ts';
import { readFormBody, textOf } from '../../lib/form-body.server.ts';
import type { ReviewFormResult } from './review-form-result.ts';

export async function saveReviewAction(input: {
  context: Readonly<RouterContextProvider>;
  request: Request;
  orderId: number;
}): Promise<ReviewFormResult> {
  const form = await readFormBody(input.request);
  const projectId = Number(textOf(form, 'project_id'));
  const rating = Number(textOf(form, 'rating'));
  const values = {
    rating: Number.isInteger(rating) ? rating : 0,
    title: textOf(form, 'title'),
    text: textOf(form, 'text'),
  };
  if (!Number.isSafeInteger(projectId) || projectId < 1)
    return { ok: false, projectId: 0, code: 'not_found', fields: {}, values };
  const result = await apiClient(input.context).call(reviewsEndpoints.save, {
    body: {
      order_id: input.orderId,
      project_id: projectId,
      rating: values.rating,
      title: values.title,
      text: values.text,
    },
  });
  if (result.ok) return { ok: true, projectId };
  return { ok: false, projectId, code: result.code, fields: result.fields, values };
}
