// The order page's action: cancel the order (DELETE user/orders/{id}) or change a parcel's address
// (PUT user/orders/{shop_id}/customer), as the visitor through the API. Success redirects back to the
// page with a notice in the query (so a reload does not post again); a refusal is the action's data.
import { myOrdersEndpoints } from '@spindle/contracts';
import { data, redirect, type RouterContextProvider } from 'react-router';
import { apiClient } from '../../lib/api.server.ts';
import { ADDRESS_FIELDS, myOrdersErrorCode, type OrderActionResult } from './order-actions.ts';
import { readFormBody } from '../../lib/form-body.server.ts';

export async function orderAction(input: {
  context: Readonly<RouterContextProvider>;
  request: Request;
  orderId: number;
  pagePath: string;
}): Promise<Response | ReturnType<typeof data<OrderActionResult>>> {
  const form = await readFormBody(input.request);
  const intent = form.get('intent');
  if (intent === 'cancel') {
    const result = await apiClient(input.context).call(myOrdersEndpoints.cancel, { params: { id: input.orderId } });
    if (result.ok) return redirect(`${input.pagePath}?cancelled=1`);
    const refusal: OrderActionResult = { form: 'cancel', ok: false, code: myOrdersErrorCode(result.code) };
    return data(refusal, { status: result.status });
  }
  if (intent === 'address') {
    const shopId = Number(form.get('shop_id'));
    // Every field of the form, each filled in the loop below (an absent one as '').
    const values = {} as Record<(typeof ADDRESS_FIELDS)[number]['name'] | 'country_id', string>;
    for (const field of [...ADDRESS_FIELDS.map((f) => f.name), 'country_id'] as const) {
      const value = form.get(field);
      values[field] = typeof value === 'string' ? value : '';
    }
    const result = await apiClient(input.context).call(myOrdersEndpoints.changeAddress, {
      params: { shop_id: shopId },
      body: values,
    });
    if (result.ok) return redirect(`${input.pagePath}?saved=address`);
    const fields = Object.fromEntries(
      Object.entries(result.fields).map(([name, code]) => [name, myOrdersErrorCode(code)]),
    );
    const onlyFields = result.code === 'input_invalid' && Object.keys(fields).length > 0;
    const refusal: OrderActionResult = {
      form: 'address',
      ok: false,
      shopId,
      code: onlyFields ? null : myOrdersErrorCode(result.code),
      fields,
      values,
    };
    return data(refusal, { status: result.status });
  }
  return data({ form: 'cancel', ok: false, code: 'generic' } satisfies OrderActionResult, { status: 400 });
}
