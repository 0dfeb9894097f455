import {
  adminChallengePageSchema,
  adminChallengeQuerySchema,
  adminPassPageSchema,
  adminPassQuerySchema,
  adminPointsAdjustedSchema,
  adminPointsAdjustmentSchema,
  adminSellerCreateSchema,
  adminSellerMergedSchema,
  adminSellerMergeSchema,
  adminSellerPageSchema,
  adminSellerPictureSchema,
  adminSellerSchema,
  adminSellersQuerySchema,
  adminSellerUpdateSchema,
  adminShopChromeSchema,
  adminShopPageSchema,
  adminShopSchema,
  adminShopsQuerySchema,
  mergedSellerParamsSchema,
  mergedSellerSchema,
} from '../admin-sellers.ts';
import { adminIdParamsSchema } from '../admin.ts';
import { MAX_PICTURE_BYTES } from '../account.ts';
import { adminSellersRoutes } from '../http/routes/admin-sellers.ts';
import { defineEndpoints } from './define-endpoint.ts';

const tags = ['admin'];
const params = adminIdParamsSchema;
/** A picture sent as base64 is a third larger than its bytes. */
const pictureBodyLimit = Math.ceil(MAX_PICTURE_BYTES * 1.4) + 4096;

export const adminSellersEndpoints = defineEndpoints(adminSellersRoutes, {
  artists: {
    tags,
    summary: 'Artists by name or number, with their followers and projects; sorted and paged',
    query: adminSellersQuerySchema,
    response: adminSellerPageSchema,
  },
  createArtist: {
    tags,
    summary: 'Add an artist (201; audited); its page exists at once, its projects come from the artist side',
    body: adminSellerCreateSchema,
    response: adminSellerSchema,
  },
  artist: {
    tags,
    summary: 'An artist: profile, projects, shops, statements paid and due, merged duplicates, history',
    params,
    response: adminSellerSchema,
  },
  updateArtist: {
    tags,
    summary: 'Change an artist’s name, country, texts and links (audited)',
    params,
    body: adminSellerUpdateSchema,
    response: adminSellerSchema,
  },
  artistPicture: {
    tags,
    summary: 'Replace an artist’s picture (base64; resized by sharp; audited)',
    params,
    body: adminSellerPictureSchema,
    response: adminSellerSchema,
    bodyLimitBytes: pictureBodyLimit,
  },
  mergeArtist: {
    tags,
    summary: 'Merge this duplicate artist into another: projects, shops and follows move, its page redirects',
    params,
    body: adminSellerMergeSchema,
    response: adminSellerMergedSchema,
  },
  labels: {
    tags,
    summary: 'Labels by name or number, with their followers and projects; sorted and paged',
    query: adminSellersQuerySchema,
    response: adminSellerPageSchema,
  },
  createLabel: {
    tags,
    summary: 'Add a label (201; audited)',
    body: adminSellerCreateSchema,
    response: adminSellerSchema,
  },
  label: {
    tags,
    summary: 'A label: profile, projects, shops, statements paid and due, merged duplicates, history',
    params,
    response: adminSellerSchema,
  },
  updateLabel: {
    tags,
    summary: 'Change a label’s name, country, texts and links (audited)',
    params,
    body: adminSellerUpdateSchema,
    response: adminSellerSchema,
  },
  labelPicture: {
    tags,
    summary: 'Replace a label’s picture (base64; resized by sharp; audited)',
    params,
    body: adminSellerPictureSchema,
    response: adminSellerSchema,
    bodyLimitBytes: pictureBodyLimit,
  },
  mergeLabel: {
    tags,
    summary: 'Merge this duplicate label into another: projects, shops and follows move, its page redirects',
    params,
    body: adminSellerMergeSchema,
    response: adminSellerMergedSchema,
  },
  shops: {
    tags,
    summary: 'Shops by name or code, white-label or not, with their owner and projects',
    query: adminShopsQuerySchema,
    response: adminShopPageSchema,
  },
  shop: {
    tags,
    summary: 'A shop: its chrome (white-label, logo, colours, Powered by), its projects, its history',
    params,
    response: adminShopSchema,
  },
  shopChrome: {
    tags,
    summary: 'Turn a shop white-label or back: logo, colours, the Powered by link (audited)',
    params,
    body: adminShopChromeSchema,
    response: adminShopSchema,
    bodyLimitBytes: pictureBodyLimit,
  },
  pass: {
    tags,
    summary: 'Loyalty points: the latest movements, or one account’s with its balance',
    query: adminPassQuerySchema,
    response: adminPassPageSchema,
  },
  adjustPoints: {
    tags,
    summary: 'Give or take an account’s points with a reason (never below zero; audited)',
    params,
    body: adminPointsAdjustmentSchema,
    response: adminPointsAdjustedSchema,
  },
  challenge: {
    tags,
    summary: 'The accounts that came through /contest and /contest/party, and how many of them bought',
    query: adminChallengeQuerySchema,
    response: adminChallengePageSchema,
  },
  mergedSeller: {
    tags: ['sellers'],
    summary: 'Where a merged artist’s or label’s page lives now',
    params: mergedSellerParamsSchema,
    response: mergedSellerSchema,
  },
});
