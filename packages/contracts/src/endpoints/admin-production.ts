import { adminProductionRoutes } from '../http/routes/admin-production.ts';
import {
  PRODUCTION_FILE_MAX_BYTES,
  productionBoardQuerySchema,
  productionBoardSchema,
  productionFileRequestSchema,
  productionFileSchema,
  productionMessageRequestSchema,
  productionParamsSchema,
  productionPlanSchema,
  productionSettingsSchema,
  productionStatusChangeSchema,
  productionStepParamsSchema,
  productionViewSchema,
} from '../production.ts';
import { defineEndpoints } from './define-endpoint.ts';

const tags = ['admin'];

export const adminProductionEndpoints = defineEndpoints(adminProductionRoutes, {
  board: {
    tags,
    summary: 'Actions waiting for staff and projects in production, by phase and plant, planned against expected',
    query: productionBoardQuerySchema,
    response: productionBoardSchema,
  },
  view: {
    tags,
    summary: "A project's production as staff run it, with its buyers and audit rows",
    params: productionParamsSchema,
    response: productionViewSchema,
  },
  change: {
    tags,
    summary: 'Move an action: validate, refuse with a reason the artist sees, start, send (audited)',
    params: productionStepParamsSchema,
    body: productionStatusChangeSchema,
    response: productionViewSchema,
  },
  message: {
    tags,
    summary: 'Write to the artist about an action (audited)',
    params: productionStepParamsSchema,
    body: productionMessageRequestSchema,
    response: productionViewSchema,
  },
  upload: {
    tags,
    summary: 'Attach a file to an action: the plant proof, a document (audited)',
    params: productionStepParamsSchema,
    body: productionFileRequestSchema,
    response: productionFileSchema,
    bodyLimitBytes: Math.ceil(PRODUCTION_FILE_MAX_BYTES / 3) * 4 + 64 * 1024,
  },
  plan: {
    tags,
    summary: "Set the plant's own date for an action; the estimate follows, and buyers hear of a later one (audited)",
    params: productionStepParamsSchema,
    body: productionPlanSchema,
    response: productionViewSchema,
  },
  settings: {
    tags,
    summary: 'Set the pressing plant of a production (audited)',
    params: productionParamsSchema,
    body: productionSettingsSchema,
    response: productionViewSchema,
  },
});
