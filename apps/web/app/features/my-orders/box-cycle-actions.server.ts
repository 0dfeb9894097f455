// The /my-account/box action: each form of the box's self-service through its declared endpoint (POST
// user/boxes/vinyl, PUT user/boxes, POST user/boxes/address and /payment, DELETE user/boxes/{id}), as
// the visitor. A success redirects back with a notice; a refusal is the action's data.
import { boxCycleEndpoints } from '@spindle/contracts';
import { data, redirect, type RouterContextProvider } from 'react-router';
import { apiClient, type ApiCallResult } from '../../lib/api.server.ts';
import { readFormBody, textOf } from '../../lib/form-body.server.ts';
import {
  BOX_ADDRESS_FIELDS,
  BOX_INTENTS,
  boxErrorOf,
  type BoxActionRefusal,
  type BoxIntent,
  type BoxNotice,
} from './box-cycle-actions.ts';

type Api = ReturnType<typeof apiClient>;

/** The card fields read as the payment takes them (the checkout's validateCard, given by the route). */
export type CardCheck = (values: {
  number: string;
  expiry: string;
  cvc: string;
}) =>
  | { ok: true; card: { number: string; exp_month: number; exp_year: number; cvc: string } }
  | { ok: false; errors: Partial<Record<string, string>> };
type Outcome = { result: ApiCallResult<unknown>; notice: BoxNotice; values?: Record<string, string> };

const positive = (text: string) => {
  const value = Number(text);
  return Number.isSafeInteger(value) && value > 0 ? value : 0;
};

function refusal(boxId: number, intent: BoxIntent, code: string, extra: Partial<BoxActionRefusal> = {}) {
  const answer: BoxActionRefusal = {
    ok: false,
    boxId,
    intent,
    code: boxErrorOf(code),
    fields: {},
    values: {},
    ...extra,
  };
  return answer;
}

async function addressOutcome(api: Api, boxId: number, form: FormData): Promise<Outcome> {
  const values: Record<string, string> = { country_id: textOf(form, 'country_id') };
  for (const field of BOX_ADDRESS_FIELDS) values[field.name] = textOf(form, field.name);
  const body = {
    box_id: boxId,
    firstname: values.firstname ?? '',
    lastname: values.lastname ?? '',
    address: values.address ?? '',
    address2: values.address2 || null,
    zip_code: values.zip_code ?? '',
    city: values.city ?? '',
    country_id: values.country_id ?? '',
    phone: values.phone || null,
  };
  return { result: await api.call(boxCycleEndpoints.address, { body }), notice: 'address', values };
}

async function cardOutcome(api: Api, boxId: number, form: FormData, check: CardCheck) {
  // Stripe: the SetupIntent the page confirmed with Stripe.js; the server reads its outcome at Stripe.
  const setupIntentId = textOf(form, 'setup_intent_id');
  if (setupIntentId) {
    const body = { box_id: boxId, card: { kind: 'stripe_setup' as const, setup_intent_id: setupIntentId } };
    const result = await api.call(boxCycleEndpoints.payment, { body });
    const outcome: Outcome = {
      result,
      notice: result.ok && result.value.step === 'confirmed' ? 'card' : 'cardPending',
    };
    return outcome;
  }
  const card = check({ number: textOf(form, 'number'), expiry: textOf(form, 'expiry'), cvc: textOf(form, 'cvc') });
  if (!card.ok) {
    const fields = Object.fromEntries(
      Object.entries(card.errors).filter((entry): entry is [string, string] => !!entry[1]),
    );
    return refusal(boxId, 'card', 'input_invalid', { fields });
  }
  const body = { box_id: boxId, card: { kind: 'test_card' as const, ...card.card } };
  const result = await api.call(boxCycleEndpoints.payment, { body });
  const paid = result.ok && result.value.step === 'confirmed';
  const outcome: Outcome = { result, notice: paid ? 'card' : 'cardPending' };
  return outcome;
}

async function outcomeOf(api: Api, intent: BoxIntent, boxId: number, form: FormData, check: CardCheck) {
  const month = textOf(form, 'month');
  switch (intent) {
    case 'pick': {
      const body = { box_id: boxId, project_id: positive(textOf(form, 'project_id')), month };
      return { result: await api.call(boxCycleEndpoints.pick, { body }), notice: 'pick' as const };
    }
    case 'skip':
      return {
        result: await api.call(boxCycleEndpoints.update, { body: { box_id: boxId, skip_month: month } }),
        notice: 'skip' as const,
      };
    case 'unskip':
      return {
        result: await api.call(boxCycleEndpoints.update, { body: { box_id: boxId, unskip_month: month } }),
        notice: 'unskip' as const,
      };
    case 'genres': {
      const genreIds = form
        .getAll('genre_ids')
        .map((value) => positive(typeof value === 'string' ? value : ''))
        .filter((id) => id > 0);
      const body = { box_id: boxId, genre_ids: genreIds };
      return { result: await api.call(boxCycleEndpoints.update, { body }), notice: 'genres' as const };
    }
    case 'address':
      return addressOutcome(api, boxId, form);
    case 'card':
      return cardOutcome(api, boxId, form, check);
    case 'stop':
      return { result: await api.call(boxCycleEndpoints.stop, { params: { id: boxId } }), notice: 'stop' as const };
  }
}

export async function boxAction(input: {
  context: Readonly<RouterContextProvider>;
  request: Request;
  pagePath: string;
  checkCard: CardCheck;
}) {
  const form = await readFormBody(input.request);
  const intent = textOf(form, 'intent') as BoxIntent;
  const boxId = positive(textOf(form, 'box_id'));
  if (!(BOX_INTENTS as readonly string[]).includes(intent) || boxId === 0) {
    return data(refusal(boxId, 'pick', 'generic'), { status: 400 });
  }
  const outcome = await outcomeOf(apiClient(input.context), intent, boxId, form, input.checkCard);
  if ('ok' in outcome) return data(outcome, { status: 400 });
  const { result, notice, values = {} } = outcome;
  if (result.ok) throw redirect(`${input.pagePath}?done=${notice}&box=${boxId}#box-${boxId}`);
  const onlyFields = result.code === 'input_invalid' && Object.keys(result.fields).length > 0;
  const fields = Object.fromEntries(Object.keys(result.fields).map((name) => [name, 'input_invalid']));
  return data(refusal(boxId, intent, onlyFields ? 'input_invalid' : result.code, { fields, values }), {
    status: result.status,
  });
}
