// The user's shop settings (spec section 7 Projects: projects/check-code; the user's shop, GET and PUT
// user/shop; docs/projects.md "Shop"). Signed-in users only.
import {
  checkCodeRequestSchema,
  checkCodeResponseSchema,
  errorBodySchema,
  shopSettingsResponseSchema,
  shopSettingsSchema,
  shopSettingsUpdateSchema,
} from '@spindle/contracts';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../http/authentication.ts';
import { signedIn } from '../projects/index.ts';
import type { ShopSettingsService } from './shop-settings.ts';

export interface ShopsRoutesOptions {
  shop: ShopSettingsService;
}

const tags = ['projects'];
const security = [{ bearer: [] }];
const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
};

export const shopsRoutes: FastifyPluginCallbackZod<ShopsRoutesOptions> = (app, { shop }, done) => {
  app.post(
    '/projects/check-code',
    {
      ...signedIn,
      schema: {
        tags,
        security,
        summary: 'Is a shop code free?',
        body: checkCodeRequestSchema,
        response: { 200: checkCodeResponseSchema, ...errors },
      },
    },
    async (request) => shop.checkCode(currentUser(request), request.body.code),
  );

  app.get(
    '/user/shop',
    {
      ...signedIn,
      schema: {
        tags,
        security,
        summary: 'The user’s shop settings (null: no shop yet)',
        response: { 200: shopSettingsResponseSchema, 401: errorBodySchema },
      },
    },
    async (request) => ({ shop: await shop.get(currentUser(request)) }),
  );

  app.put(
    '/user/shop',
    {
      ...signedIn,
      bodyLimit: 24 * 1024 * 1024,
      schema: {
        tags,
        security,
        summary: 'Create or change the user’s shop',
        body: shopSettingsUpdateSchema,
        response: { 200: shopSettingsSchema, ...errors, 413: errorBodySchema },
      },
    },
    async (request) => shop.put(currentUser(request), request.body),
  );
  done();
};
