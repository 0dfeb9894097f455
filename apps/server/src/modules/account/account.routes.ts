// The signed-in user's account (spec section 7, "User"): POST /api/user/profile, picture, password,
// notifications, delivery, lang, currency (plus GET notifications and delivery for the forms);
// GET /api/user/digs, /api/user/sponsor; and GET /api/users/{id}/public for /p/{userId}. The contract:
// packages/contracts/src/endpoints/account.ts.
import fastifyMultipart from '@fastify/multipart';
import { accountEndpoints, pictureJsonBodySchema } from '@spindle/contracts';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { routesOf } from '../../http/endpoint-route.ts';
import { AppError } from '../../http/errors.ts';
import type { AuthenticatedUser } from '../../http/session-user.ts';
import { refuse, clientContextOf, type ClientContextConfig, type UserDataReader } from '../auth/index.ts';
import type { AccountService, Caller } from './account.service.ts';
import { MAX_PICTURE_BYTES } from './profile-picture.ts';

export interface AccountRoutesOptions {
  account: AccountService;
  userData: UserDataReader;
  client: ClientContextConfig;
}

function decodeBase64Image(text: string): Buffer {
  const payload = text.replace(/^data:[^,]*;base64,/, '').replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/_-]*={0,2}$/.test(payload))
    throw new AppError('input_invalid', { fields: { picture: 'image_invalid' } });
  return Buffer.from(payload, payload.includes('-') || payload.includes('_') ? 'base64url' : 'base64');
}

/** The picture's bytes: a `picture` file part of a multipart form, or base64 in a JSON body. */
async function readPicture(request: FastifyRequest): Promise<Buffer> {
  if (request.isMultipart()) {
    const part = await request.file({ limits: { fileSize: MAX_PICTURE_BYTES, files: 1, fields: 4 } });
    if (!part || part.fieldname !== 'picture')
      throw new AppError('input_invalid', { fields: { picture: 'input_required' } });
    const bytes = await part.toBuffer().catch((error: unknown) => {
      if (error instanceof Error && 'statusCode' in error && error.statusCode === 413) {
        throw new AppError('file_max_size', { fields: { picture: 'file_max_size' } });
      }
      throw error;
    });
    return bytes;
  }
  const parsed = pictureJsonBodySchema.safeParse(request.body);
  if (!parsed.success) throw new AppError('input_invalid', { fields: { picture: 'input_required' } });
  return decodeBase64Image(parsed.data.picture);
}

/** The account's endpoints; the picture's multipart body is read by its handler. */
export function accountRoutes(options: AccountRoutesOptions): FastifyPluginAsync {
  const { account, userData, client } = options;
  const callerOf = (user: AuthenticatedUser, request: FastifyRequest): Caller => {
    const context = clientContextOf(request, client);
    return { user, ip: context.ip, baseUrl: context.baseUrl };
  };
  const endpoints = routesOf(accountEndpoints, {
    updateProfile: async ({ user, body }, { request, reply }) => {
      const result = await account.updateProfile(callerOf(user, request), body);
      return result.ok ? userData.userData(user.id) : refuse(reply, result);
    },
    updatePicture: async ({ user }, { request }) => ({
      picture: await account.updatePicture(user.id, await readPicture(request)),
    }),
    changePassword: async ({ user, body }, { request, reply }) => {
      const result = await account.changePassword(callerOf(user, request), body.current_password, body.password);
      return result.ok ? { success: true as const } : refuse(reply, result);
    },
    notifications: ({ user }) => account.notifications(user.id),
    updateNotifications: ({ user, body }) => account.updateNotifications(user.id, body),
    delivery: ({ user }) => account.delivery(user.id),
    updateDelivery: ({ user, body }) => account.updateDelivery(user.id, body),
    // Language and display currency both answer the user's data again.
    setLang: async ({ user, body }) => {
      await account.setLang(user.id, body.lang);
      return userData.userData(user.id);
    },
    setCurrency: async ({ user, body }) => {
      await account.setCurrency(user.id, body.currency);
      return userData.userData(user.id);
    },
    digs: ({ user }) => account.digs(user.id),
    sponsor: ({ user }) => account.sponsor(user.id),
    publicProfile: ({ params }) => account.publicProfile(params.id),
  });
  return async (app) => {
    await app.register(fastifyMultipart);
    await app.register(endpoints);
  };
}
