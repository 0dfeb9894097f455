import { fileAnswer } from './define-endpoint.ts';
import { productionRoutes } from '../http/routes/production.ts';
import {
  PRODUCTION_FILE_MAX_BYTES,
  myProductionsSchema,
  productionActionRequestSchema,
  productionDecisionSchema,
  productionFileParamsSchema,
  productionFileRequestSchema,
  productionFileSchema,
  productionMessageRequestSchema,
  productionParamsSchema,
  productionStepParamsSchema,
  productionViewSchema,
} from '../production.ts';
import { defineEndpoints } from './define-endpoint.ts';

const tags = ['production'];

export const productionEndpoints = defineEndpoints(productionRoutes, {
  mine: {
    tags,
    summary: "The caller's projects in production, with their stage and estimate",
    response: myProductionsSchema,
  },
  view: {
    tags,
    summary: 'The production of a project: its timeline, what waits for whom, the estimate of when records ship',
    params: productionParamsSchema,
    response: productionViewSchema,
  },
  act: {
    tags,
    summary: 'Save what an action holds, or submit it for staff to check',
    params: productionStepParamsSchema,
    body: productionActionRequestSchema,
    response: productionViewSchema,
  },
  decide: {
    tags,
    summary: 'Validate or refuse the pressing proof or a test pressing (a refusal opens a new round)',
    params: productionStepParamsSchema,
    body: productionDecisionSchema,
    response: productionViewSchema,
  },
  message: {
    tags,
    summary: 'Write to staff about an action',
    params: productionStepParamsSchema,
    body: productionMessageRequestSchema,
    response: productionViewSchema,
  },
  upload: {
    tags,
    summary: 'Attach a file to an action (print-ready artwork is checked and previewed)',
    params: productionStepParamsSchema,
    body: productionFileRequestSchema,
    response: productionFileSchema,
    // The file travels as base64, 4/3 of its bytes, with room for the rest of the JSON.
    bodyLimitBytes: Math.ceil(PRODUCTION_FILE_MAX_BYTES / 3) * 4 + 64 * 1024,
  },
  file: {
    tags,
    summary: 'Download a file of a production',
    params: productionFileParamsSchema,
    response: fileAnswer('application/octet-stream'),
  },
  preview: {
    tags,
    summary: "An artwork's preview (JPEG)",
    params: productionFileParamsSchema,
    response: fileAnswer('image/jpeg'),
  },
});
