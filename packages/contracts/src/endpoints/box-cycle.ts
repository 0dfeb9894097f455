import {
  boxAddressBodySchema,
  boxDetailSchema,
  boxIdParamsSchema,
  boxInvoiceBodySchema,
  boxMonthParamsSchema,
  boxPaymentBodySchema,
  boxPaymentResponseSchema,
  boxPickBodySchema,
  boxReviewsParamsSchema,
  boxReviewsSchema,
  boxSelectionBodySchema,
  boxSelectionProjectParamsSchema,
  boxSelectionSchema,
  boxUpdateBodySchema,
} from '../box-cycle.ts';
import { boxCycleRoutes } from '../http/routes/box-cycle.ts';
import { defineEndpoints, fileAnswer } from './define-endpoint.ts';

const tags = ['boxes'];

export const boxCycleEndpoints = defineEndpoints(boxCycleRoutes, {
  selection: {
    tags,
    summary: 'A month’s box selection: records and the copies set aside and taken',
    params: boxMonthParamsSchema,
    response: boxSelectionSchema,
  },
  setSelection: {
    tags,
    summary: 'Adds a record to a month’s selection or changes the copies set aside',
    params: boxMonthParamsSchema,
    body: boxSelectionBodySchema,
    response: boxSelectionSchema,
  },
  removeFromSelection: {
    tags,
    summary: 'Takes a record out of a month’s selection (only while no pick took it)',
    params: boxSelectionProjectParamsSchema,
    response: boxSelectionSchema,
  },
  detail: {
    tags,
    summary: 'One of the user’s boxes with its months (picked, shipped, to come) and charges',
    params: boxIdParamsSchema,
    response: boxDetailSchema,
  },
  reviews: {
    tags,
    summary: 'The records of a box’s dispatched months with the subscriber’s review of each (for /box-review)',
    params: boxReviewsParamsSchema,
    response: boxReviewsSchema,
  },
  pick: {
    tags,
    summary: 'Picks (or swaps) a record of the open month before its cut-off',
    body: boxPickBodySchema,
    response: boxDetailSchema,
  },
  update: {
    tags,
    summary: 'Genre preferences and skipped months of a box (a prepaid term extends by a skipped month)',
    body: boxUpdateBodySchema,
    response: boxDetailSchema,
  },
  payment: {
    tags,
    summary: 'Saves a new card and retries at once the charge a monthly_pending box waits for',
    body: boxPaymentBodySchema,
    response: boxPaymentResponseSchema,
  },
  address: {
    tags,
    summary: 'Where the box ships from now on',
    body: boxAddressBodySchema,
    response: boxDetailSchema,
  },
  invoice: {
    tags,
    summary: 'The invoice of a paid monthly charge (PDF)',
    body: boxInvoiceBodySchema,
    response: fileAnswer('The invoice PDF'),
  },
  stop: {
    tags,
    summary: 'Stops a box: a monthly box before its next charge, a prepaid box at the end of its term',
    params: boxIdParamsSchema,
    response: boxDetailSchema,
  },
});
