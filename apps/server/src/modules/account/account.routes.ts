// The signed-in user's account (spec section 7, "User"): POST /api/user/profile, picture, password,
// notifications, delivery, lang, currency (plus GET notifications and delivery for the forms);
// GET /api/user/digs, /api/user/sponsor; and GET /api/users/{id}/public for /p/{userId}.
import fastifyMultipart from '@fastify/multipart';
import {
  currencyBodySchema,
  deliveryBodySchema,
  digsResponseSchema,
  errorBodySchema,
  langBodySchema,
  notificationSettingsSchema,
  notificationsBodySchema,
  passwordChangeBodySchema,
  pictureJsonBodySchema,
  pictureResponseSchema,
  profileBodySchema,
  publicProfileSchema,
  sponsorResponseSchema,
  successResponseSchema,
  userCustomerSchema,
  userDataSchema,
  userIdParamsSchema,
} from '@spindle/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, requireUser } from '../../http/authentication.ts';
import { AppError } from '../../http/errors.ts';
import { refuse, clientContextOf, type ClientContextConfig, type UserDataReader } from '../auth/index.ts';
import type { AccountService, Caller } from './account.service.ts';
import { MAX_PICTURE_BYTES } from './profile-picture.ts';

export interface AccountRoutesOptions {
  account: AccountService;
  userData: UserDataReader;
  client: ClientContextConfig;
}

type Api = Parameters<FastifyPluginAsyncZod>[0];

const tags = ['account'];
const security = [{ bearer: [] }];
const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 429: errorBodySchema };
// Before body validation, so a visitor gets 401 whatever they send.
const guarded = { preValidation: requireUser };
// A picture sent as base64 JSON is a third larger than its bytes.
const PICTURE_JSON_BODY_LIMIT = Math.ceil(MAX_PICTURE_BYTES * 1.4) + 1024;

function decodeBase64Image(text: string): Buffer {
  const payload = text.replace(/^data:[^,]*;base64,/, '').replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/_-]*={0,2}$/.test(payload)) throw new AppError('input_invalid', 400, { picture: 'image_invalid' });
  return Buffer.from(payload, payload.includes('-') || payload.includes('_') ? 'base64url' : 'base64');
}

/** The picture's bytes: a `picture` file part of a multipart form, or base64 in a JSON body. */
async function readPicture(request: FastifyRequest): Promise<Buffer> {
  if (request.isMultipart()) {
    const part = await request.file({ limits: { fileSize: MAX_PICTURE_BYTES, files: 1, fields: 4 } });
    if (!part || part.fieldname !== 'picture') throw new AppError('input_invalid', 400, { picture: 'input_required' });
    const bytes = await part.toBuffer().catch((error: unknown) => {
      if (error instanceof Error && 'statusCode' in error && error.statusCode === 413) {
        throw new AppError('file_max_size', 413, { picture: 'file_max_size' });
      }
      throw error;
    });
    return bytes;
  }
  const parsed = pictureJsonBodySchema.safeParse(request.body);
  if (!parsed.success) throw new AppError('input_invalid', 400, { picture: 'input_required' });
  return decodeBase64Image(parsed.data.picture);
}

export const accountRoutes: FastifyPluginAsyncZod<AccountRoutesOptions> = async (app, options) => {
  await app.register(fastifyMultipart);
  registerProfileRoutes(app, options);
  registerNotificationRoutes(app, options);
  registerDeliveryRoutes(app, options);
  registerPreferenceRoutes(app, options);
  registerLoyaltyRoutes(app, options);
  registerPublicProfile(app, options);
};

/** The caller and where they call from (for the password checks' limiter and e-mail links). */
function callerOf(request: FastifyRequest, client: ClientContextConfig): Caller {
  const context = clientContextOf(request, client);
  return { user: currentUser(request), ip: context.ip, baseUrl: context.baseUrl };
}

/** Who the user is: name, about and e-mail, picture, password. */
function registerProfileRoutes(app: Api, options: AccountRoutesOptions): void {
  const { account, userData } = options;

  app.post(
    '/user/profile',
    {
      ...guarded,
      schema: {
        tags,
        security,
        summary: 'Change name and about; a new e-mail also needs current_password and is confirmed by e-mail',
        body: profileBodySchema,
        response: { 200: userDataSchema, ...errors },
      },
    },
    async (request, reply) => {
      const caller = callerOf(request, options.client);
      const result = await account.updateProfile(caller, request.body);
      if (!result.ok) return refuse(reply, result);
      return userData.userData(caller.user.id);
    },
  );

  app.post(
    '/user/picture',
    {
      ...guarded,
      bodyLimit: PICTURE_JSON_BODY_LIMIT,
      schema: {
        tags,
        security,
        summary: `Upload an avatar (multipart file part \`picture\`, or JSON { picture: base64 }); at most ${MAX_PICTURE_BYTES / 1024 / 1024} MB`,
        response: { 200: pictureResponseSchema, ...errors, 413: errorBodySchema },
      },
    },
    async (request) => ({ picture: await account.updatePicture(currentUser(request).id, await readPicture(request)) }),
  );

  app.post(
    '/user/password',
    {
      ...guarded,
      schema: {
        tags,
        security,
        summary: 'Change the password (current one required); other sessions are signed out',
        body: passwordChangeBodySchema,
        response: { 200: successResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const result = await account.changePassword(
        callerOf(request, options.client),
        request.body.current_password,
        request.body.password,
      );
      if (!result.ok) return refuse(reply, result);
      return { success: true as const };
    },
  );
}

/** The e-mails the user wants. */
function registerNotificationRoutes(app: Api, { account }: AccountRoutesOptions): void {
  app.get(
    '/user/notifications',
    {
      ...guarded,
      schema: {
        tags,
        security,
        summary: 'E-mail settings',
        response: { 200: notificationSettingsSchema, 401: errorBodySchema },
      },
    },
    async (request) => account.notifications(currentUser(request).id),
  );

  app.post(
    '/user/notifications',
    {
      ...guarded,
      schema: {
        tags,
        security,
        summary: 'Change some e-mail settings',
        body: notificationsBodySchema,
        response: { 200: notificationSettingsSchema, ...errors },
      },
    },
    async (request) => account.updateNotifications(currentUser(request).id, request.body),
  );
}

/** The default delivery address. */
function registerDeliveryRoutes(app: Api, { account }: AccountRoutesOptions): void {
  app.get(
    '/user/delivery',
    {
      ...guarded,
      schema: {
        tags,
        security,
        summary: 'The default delivery address',
        response: { 200: userCustomerSchema.nullable(), 401: errorBodySchema },
      },
    },
    async (request) => account.delivery(currentUser(request).id),
  );

  app.post(
    '/user/delivery',
    {
      ...guarded,
      schema: {
        tags,
        security,
        summary: 'Save the default delivery address (latin_invalid for non-Latin text)',
        body: deliveryBodySchema,
        response: { 200: userCustomerSchema, ...errors },
      },
    },
    async (request) => account.updateDelivery(currentUser(request).id, request.body),
  );
}

/** Language and display currency; both answer the user's data again. */
function registerPreferenceRoutes(app: Api, { account, userData }: AccountRoutesOptions): void {
  app.post(
    '/user/lang',
    {
      ...guarded,
      schema: {
        tags,
        security,
        summary: 'Language of e-mails and pages',
        body: langBodySchema,
        response: { 200: userDataSchema, ...errors },
      },
    },
    async (request) => {
      await account.setLang(currentUser(request).id, request.body.lang);
      return userData.userData(currentUser(request).id);
    },
  );

  app.post(
    '/user/currency',
    {
      ...guarded,
      schema: {
        tags,
        security,
        summary: 'Display currency (wins over the country)',
        body: currencyBodySchema,
        response: { 200: userDataSchema, ...errors },
      },
    },
    async (request) => {
      await account.setCurrency(currentUser(request).id, request.body.currency);
      return userData.userData(currentUser(request).id);
    },
  );
}

/** Loyalty points and the referral code. */
function registerLoyaltyRoutes(app: Api, { account }: AccountRoutesOptions): void {
  app.get(
    '/user/digs',
    {
      ...guarded,
      schema: {
        tags,
        security,
        summary: 'Loyalty points and their history',
        response: { 200: digsResponseSchema, 401: errorBodySchema },
      },
    },
    async (request) => account.digs(currentUser(request).id),
  );

  app.get(
    '/user/sponsor',
    {
      ...guarded,
      schema: {
        tags,
        security,
        summary: 'The user’s referral code',
        response: { 200: sponsorResponseSchema, 401: errorBodySchema },
      },
    },
    async (request) => account.sponsor(currentUser(request).id),
  );
}

/** What anyone may see of a user. */
function registerPublicProfile(app: Api, { account }: AccountRoutesOptions): void {
  app.get(
    '/users/:id/public',
    {
      schema: {
        tags,
        summary: 'What anyone may see of a user (the /p/{userId} page)',
        params: userIdParamsSchema,
        response: { 200: publicProfileSchema, 400: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) => account.publicProfile(request.params.id),
  );
}
