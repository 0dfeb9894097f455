// /my-account/box/invoice (POST, issue 17): the invoice of a box's paid monthly charge, asked of the
// API (POST user/boxes/invoice) as the signed-in visitor and handed on as a PDF attachment.
import { boxCycleEndpoints, boxInvoiceBodySchema } from '@spindle/contracts';
import { apiContext } from '../../context.ts';
import { requireUser } from '../../features/account/require-user.server.ts';
import { requestOf } from '../../lib/api-exchange.ts';
import { readFormBody, textOf } from '../../lib/form-body.server.ts';
import type { Route } from './+types/box-invoice';

export async function action({ request, url, context }: Route.ActionArgs) {
  await requireUser(context, url);
  const form = await readFormBody(request);
  const body = boxInvoiceBodySchema.safeParse({ box_id: textOf(form, 'box_id'), charge_id: textOf(form, 'charge_id') });
  if (!body.success) return new Response('Bad request', { status: 400, headers: { 'content-type': 'text/plain' } });
  const { path, init } = requestOf(boxCycleEndpoints.invoice, { body: body.data });
  const answer = await context.get(apiContext)(path, {
    ...init,
    headers: { ...init.headers, accept: 'application/pdf' },
  });
  if (!answer.ok || !answer.headers.get('content-type')?.startsWith('application/pdf')) {
    return new Response('Not found', {
      status: answer.status >= 500 ? 503 : 404,
      headers: { 'content-type': 'text/plain' },
    });
  }
  const disposition = answer.headers.get('content-disposition') ?? 'inline; filename="invoice.pdf"';
  return new Response(answer.body, {
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': disposition.replace(/^inline/, 'attachment'),
      'cache-control': 'private, no-store',
    },
  });
}

/** A GET (a link followed by hand) has nothing to show: the invoices are on /my-account/box. */
export function loader() {
  return new Response('Method not allowed', { status: 405, headers: { allow: 'POST', 'content-type': 'text/plain' } });
}
