import { shopsRoutes } from '../http/routes/shops.ts';
import {
  checkCodeRequestSchema,
  checkCodeResponseSchema,
  shopSettingsResponseSchema,
  shopSettingsSchema,
  shopSettingsUpdateSchema,
} from '../projects-manage.ts';
import { defineEndpoints } from './define-endpoint.ts';

const tags = ['projects'];

export const shopsEndpoints = defineEndpoints(shopsRoutes, {
  checkCode: {
    tags,
    summary: 'Is a shop code free?',
    body: checkCodeRequestSchema,
    response: checkCodeResponseSchema,
  },
  settings: { tags, summary: 'The user’s shop settings (null: no shop yet)', response: shopSettingsResponseSchema },
  saveSettings: {
    tags,
    summary: 'Create or change the user’s shop',
    body: shopSettingsUpdateSchema,
    response: shopSettingsSchema,
    // The logo and the banner travel as base64 in the JSON body.
    bodyLimitBytes: 24 * 1024 * 1024,
  },
});
