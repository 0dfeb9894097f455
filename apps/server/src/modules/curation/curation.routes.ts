// The curation endpoints under /api/admin (packages/contracts/src/endpoints/admin-curation.ts): thin
// handlers over the categories' order, the banners and the announcement. The guard of each
// (permission `catalogue`, verified second factor) comes from its declaration.
import fastifyMultipart from '@fastify/multipart';
import { adminCurationEndpoints, MAX_BANNER_PICTURE_BYTES } from '@spindle/contracts';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { routesOf } from '../../http/endpoint-route.ts';
import { AppError } from '../../http/errors.ts';
import type { AuthenticatedUser } from '../../http/session-user.ts';
import type { BannerCuration } from './banner-curation.service.ts';
import type { CategoryCuration } from './category-curation.service.ts';
import type { DigitalCuration } from './digital-curation.service.ts';
import type { ProductCuration } from './product-curation.service.ts';

const actorOf = (user: AuthenticatedUser) => ({ id: user.id, name: user.name });

/** The `picture` file part of a multipart form. */
async function readPicture(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw new AppError('input_invalid', { fields: { picture: 'input_required' } });
  const part = await request.file({ limits: { fileSize: MAX_BANNER_PICTURE_BYTES, files: 1, fields: 4 } });
  if (!part || part.fieldname !== 'picture') {
    throw new AppError('input_invalid', { fields: { picture: 'input_required' } });
  }
  const bytes = await part.toBuffer().catch((error: unknown) => {
    if (error instanceof Error && 'statusCode' in error && error.statusCode === 413) {
      throw new AppError('file_max_size', { fields: { picture: 'file_max_size' } });
    }
    throw error;
  });
  return bytes;
}

export function curationRoutes({
  categories,
  banners,
  products,
  digital,
}: {
  categories: CategoryCuration;
  banners: BannerCuration;
  products: ProductCuration;
  digital: DigitalCuration;
}): FastifyPluginAsync {
  const endpoints = routesOf(adminCurationEndpoints, {
    categories: async () => ({ categories: await categories.list() }),
    category: ({ params }) => categories.view(params.id),
    addToCategory: ({ params, body, user }) => categories.add(actorOf(user), params.id, body.project_id),
    removeFromCategory: ({ params, user }) => categories.remove(actorOf(user), params.id, params.project_id),
    moveInCategory: ({ params, body, user }) => categories.move(actorOf(user), params.id, body.project_id, body.move),
    orderCategory: ({ params, body, user }) => categories.order(actorOf(user), params.id, body.project_ids),
    banners: async () => ({ banners: await banners.list() }),
    createBanner: async ({ body, user }, { reply }) => {
      const banner = await banners.create(actorOf(user), body);
      reply.code(201);
      return banner;
    },
    updateBanner: ({ params, body, user }) => banners.update(actorOf(user), params.id, body),
    deleteBanner: ({ params, user }) => banners.remove(actorOf(user), params.id),
    bannerPicture: async ({ params, user }, { request }) =>
      banners.setPicture(actorOf(user), params.id, params.locale, await readPicture(request)),
    announcement: () => banners.announcement(),
    updateAnnouncement: ({ body, user }) => banners.saveAnnouncement(actorOf(user), body),
    products: ({ query }) => products.list(query),
    product: ({ params }) => products.view(params.id),
    createProduct: async ({ body, user }, { reply }) => {
      const product = await products.create(actorOf(user), body);
      reply.code(201);
      return product;
    },
    updateProduct: ({ params, body, user }) => products.update(actorOf(user), params.id, body),
    digitalReleases: ({ query }) => digital.list(query),
    digitalRelease: ({ params }) => digital.view(params.id),
    updateDigitalRelease: ({ params, body, user }) =>
      digital.setDigital(actorOf(user), params.id, body.digital_enabled),
  });
  return async (app) => {
    await app.register(fastifyMultipart);
    await app.register(endpoints);
  };
}
