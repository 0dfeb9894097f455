import {
  adminAnnouncementSchema,
  adminBannerSchema,
  adminBannersSchema,
  announcementBodySchema,
  bannerBodySchema,
  bannerParamsSchema,
  bannerPictureParamsSchema,
  categoryAddBodySchema,
  categoryMoveBodySchema,
  categoryOrderBodySchema,
  categoryParamsSchema,
  categoryProjectParamsSchema,
  curatedCategoriesSchema,
  curatedCategoryViewSchema,
  MAX_BANNER_PICTURE_BYTES,
  adminProductPageSchema,
  adminProductSchema,
  adminProductsQuerySchema,
  productBodySchema,
  productParamsSchema,
} from '../admin-curation.ts';
import { adminCurationRoutes } from '../http/routes/admin-curation.ts';
import { successResponseSchema } from '../auth.ts';
import { defineEndpoints, multipartBody } from './define-endpoint.ts';

const tags = ['admin'];

export const adminCurationEndpoints = defineEndpoints(adminCurationRoutes, {
  categories: { tags, summary: 'The curated categories with their project counts', response: curatedCategoriesSchema },
  category: {
    tags,
    summary: 'A curated category and its projects in the staff’s order',
    params: categoryParamsSchema,
    response: curatedCategoryViewSchema,
  },
  addToCategory: {
    tags,
    summary: 'Add a project at the end of a curated category (again: nothing changes)',
    params: categoryParamsSchema,
    body: categoryAddBodySchema,
    response: curatedCategoryViewSchema,
  },
  removeFromCategory: {
    tags,
    summary: 'Take a project out of a curated category',
    params: categoryProjectParamsSchema,
    response: curatedCategoryViewSchema,
  },
  moveInCategory: {
    tags,
    summary: 'Move a project one place up or down, or to the top or the bottom',
    params: categoryParamsSchema,
    body: categoryMoveBodySchema,
    response: curatedCategoryViewSchema,
  },
  orderCategory: {
    tags,
    summary: 'The whole new order of a curated category (exactly its projects, each once)',
    params: categoryParamsSchema,
    body: categoryOrderBodySchema,
    response: curatedCategoryViewSchema,
  },
  banners: { tags, summary: 'Every home banner, live or not, in order', response: adminBannersSchema },
  createBanner: { tags, summary: 'A new home banner', body: bannerBodySchema, response: adminBannerSchema },
  updateBanner: {
    tags,
    summary: 'Change a home banner’s texts, link, order and schedule',
    params: bannerParamsSchema,
    body: bannerBodySchema,
    response: adminBannerSchema,
  },
  deleteBanner: {
    tags,
    summary: 'Delete a home banner',
    params: bannerParamsSchema,
    response: successResponseSchema,
  },
  bannerPicture: {
    tags,
    summary: `A banner’s picture for one locale (multipart file part \`picture\`, at most ${MAX_BANNER_PICTURE_BYTES / 1024 / 1024} MB), resized by sharp`,
    params: bannerPictureParamsSchema,
    body: multipartBody,
    response: adminBannerSchema,
    bodyLimitBytes: MAX_BANNER_PICTURE_BYTES + 64 * 1024,
  },
  announcement: { tags, summary: 'The announcement banner', response: adminAnnouncementSchema },
  updateAnnouncement: {
    tags,
    summary: 'The announcement banner’s texts and links in English and French, on or off',
    body: announcementBodySchema,
    response: adminAnnouncementSchema,
  },
  products: {
    tags,
    summary: 'Accessories and merch (garments with their sizes and stock per size), filtered and paged',
    query: adminProductsQuerySchema,
    response: adminProductPageSchema,
  },
  product: { tags, summary: 'A product', params: productParamsSchema, response: adminProductSchema },
  createProduct: {
    tags,
    summary: 'A new accessory or merch product; a garment gets an option per size with its stock',
    body: productBodySchema,
    response: adminProductSchema,
  },
  updateProduct: {
    tags,
    summary: 'Change a product; its sizes are matched by name (their options keep their ids)',
    params: productParamsSchema,
    body: productBodySchema,
    response: adminProductSchema,
  },
});
