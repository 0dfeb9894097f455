// Catalogue curation on the staff side (issue 16, docs/admin.md "Curation"): the curated categories
// with their projects in order, the home banners with a picture per locale and a schedule, and the
// announcement banner. Permission `catalogue` (team and boss).
import { CATEGORY_MOVES, LOCALES, PRODUCT_CATEGORIES } from '@spindle/domain';
import { z } from 'zod';
import { MAX_PICTURE_BYTES } from './account.ts';
import { tablePage, tableQuery } from './admin.ts';
import { projectStepSchema } from './catalogue.ts';

const id = z.number().int().positive();
const idParam = z.coerce.number().int().positive();
const isoInstant = z.iso.datetime({ offset: true, error: 'input_invalid' });

export { MAX_PICTURE_BYTES as MAX_BANNER_PICTURE_BYTES };

/** A curated category in the list. */
export const curatedCategorySchema = z.object({
  id,
  slug: z.string(),
  name_en: z.string(),
  name_fr: z.string(),
  pro_only: z.boolean(),
  active: z.boolean(),
  project_count: z.number().int().min(0),
});
export type CuratedCategory = z.infer<typeof curatedCategorySchema>;

export const curatedCategoriesSchema = z.object({ categories: z.array(curatedCategorySchema) });

/** A project of a curated category, in its place. */
export const categoryProjectSchema = z.object({
  project_id: id,
  name: z.string(),
  artist_name: z.string(),
  step: projectStepSchema,
  position: z.number().int().min(0),
});

/** GET admin/categories/{id}: the category and its projects in the staff's order. */
export const curatedCategoryViewSchema = z.object({
  category: curatedCategorySchema,
  projects: z.array(categoryProjectSchema),
});
export type CuratedCategoryView = z.infer<typeof curatedCategoryViewSchema>;

export const categoryParamsSchema = z.object({ id: idParam });
export const categoryProjectParamsSchema = z.object({ id: idParam, project_id: idParam });

/** POST admin/categories/{id}/projects: add a project at the end. */
export const categoryAddBodySchema = z.object({ project_id: z.coerce.number().int().positive() });

/** POST admin/categories/{id}/move: one project up, down, to the top or to the bottom (the keyboard's way). */
export const categoryMoveBodySchema = z.object({
  project_id: z.coerce.number().int().positive(),
  move: z.enum(CATEGORY_MOVES),
});

/** PUT admin/categories/{id}/order: the whole new order (a drag and drop); exactly the category's projects. */
export const categoryOrderBodySchema = z.object({ project_ids: z.array(id).max(2000) });

// Banners

/** A home banner as staff see it: every field, its pictures per locale and where its schedule stands. */
export const adminBannerSchema = z.object({
  id,
  title_en: z.string(),
  title_fr: z.string(),
  subtitle_en: z.string().nullable(),
  subtitle_fr: z.string().nullable(),
  button_label_en: z.string().nullable(),
  button_label_fr: z.string().nullable(),
  link: z.string(),
  position: z.number().int(),
  active: z.boolean(),
  starts_at: z.string().nullable(),
  ends_at: z.string().nullable(),
  state: z.enum(['off', 'scheduled', 'live', 'ended']),
  /** The picture URL each locale shows (its own, else the English one). */
  pictures: z.record(z.enum(LOCALES), z.string()),
  /** The locales with a picture of their own. */
  own_pictures: z.array(z.enum(LOCALES)),
});
export type AdminBanner = z.infer<typeof adminBannerSchema>;

export const adminBannersSchema = z.object({ banners: z.array(adminBannerSchema) });

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, 'input_invalid')
    .nullable()
    .optional()
    .transform((text) => (text ? text : null));

/** A link on the site ('/vinyl-shop/9/staff-picks') or a full https address. */
const bannerLinkSchema = z
  .string()
  .trim()
  .min(1, 'input_required')
  .max(500, 'input_invalid')
  .refine((link) => /^\/(?!\/)/.test(link) || /^https:\/\/[^\s]+$/.test(link), 'input_invalid');

/** POST admin/banners, PUT admin/banners/{id}: the fields; a new banner then gets its pictures. */
export const bannerBodySchema = z.object({
  title_en: z.string().trim().min(1, 'input_required').max(200, 'input_invalid'),
  title_fr: z.string().trim().min(1, 'input_required').max(200, 'input_invalid'),
  subtitle_en: optionalText(300),
  subtitle_fr: optionalText(300),
  button_label_en: optionalText(60),
  button_label_fr: optionalText(60),
  link: bannerLinkSchema,
  position: z.coerce.number().int().min(0).max(10_000).default(0),
  active: z.boolean().default(true),
  starts_at: isoInstant.nullable().default(null),
  ends_at: isoInstant.nullable().default(null),
});
export type BannerBody = z.infer<typeof bannerBodySchema>;

export const bannerParamsSchema = z.object({ id: idParam });

/** POST admin/banners/{id}/pictures/{locale}: the picture (multipart part `picture`) one locale shows. */
export const bannerPictureParamsSchema = z.object({ id: idParam, locale: z.enum(LOCALES) });

// The announcement

/** GET/PUT admin/announcement: the one announcement banner, in English and French, on or off. */
export const adminAnnouncementSchema = z.object({
  id: id.nullable(),
  text_en: z.string(),
  text_fr: z.string(),
  link_en: z.string().nullable(),
  link_fr: z.string().nullable(),
  active: z.boolean(),
});
export type AdminAnnouncement = z.infer<typeof adminAnnouncementSchema>;

const announcementLink = z
  .string()
  .trim()
  .max(500, 'input_invalid')
  .refine((link) => link === '' || /^\/(?!\/)/.test(link) || /^https:\/\/[^\s]+$/.test(link), 'input_invalid')
  .nullable()
  .optional()
  .transform((link) => (link ? link : null));

export const announcementBodySchema = z
  .object({
    text_en: z.string().trim().max(300, 'input_invalid').default(''),
    text_fr: z.string().trim().max(300, 'input_invalid').default(''),
    link_en: announcementLink,
    link_fr: announcementLink,
    active: z.boolean(),
  })
  // A banner that shows must say something in both languages.
  .refine((body) => !body.active || (body.text_en !== '' && body.text_fr !== ''), {
    message: 'input_required',
    path: ['text_en'],
  });
export type AnnouncementBody = z.infer<typeof announcementBodySchema>;

// Products

export const ADMIN_PRODUCT_SORTS = ['created_at', 'name', 'price'] as const;

/** GET admin/products: accessories and merch, newest first; `q` is a number or part of the name or artist. */
export const adminProductsQuerySchema = tableQuery(ADMIN_PRODUCT_SORTS).extend({
  q: z.string().trim().max(200).optional(),
  category: z
    .union([z.literal(''), z.enum(PRODUCT_CATEGORIES)])
    .optional()
    .transform((category) => category || undefined),
});
export type AdminProductsQuery = z.infer<typeof adminProductsQuerySchema>;

/**
 * A size of a garment: its option (the cart's item_id) and the copies left. `shared`: an option of the
 * older layout (the seed's), one stock for several sizes; saving the product gives each size its own.
 */
export const productSizeSchema = z.object({
  item_id: id,
  size: z.string(),
  stock: z.number().int().min(0),
  shared: z.boolean(),
});

/** A product as staff see and edit it. */
export const adminProductSchema = z.object({
  id,
  name: z.string(),
  artist_name: z.string(),
  category: z.enum(PRODUCT_CATEGORIES),
  step: projectStepSchema,
  format: z.string().nullable(),
  price_eur_minor: z.number().int().min(0),
  weight_grams: z.number().int().min(0),
  description_en: z.string(),
  description_fr: z.string(),
  /** Copies left (the sizes' sum for a garment); null when not counted. */
  stock: z.number().int().min(0).nullable(),
  sizes: z.array(productSizeSchema),
});
export type AdminProduct = z.infer<typeof adminProductSchema>;

export const adminProductPageSchema = tablePage(adminProductSchema);

/** The steps a product is put in from here: on sale, private (a page but no listing), or not shown yet. */
export const PRODUCT_STEPS = ['in_progress', 'private', 'creating'] as const;

/** POST admin/products, PUT admin/products/{id}. */
export const productBodySchema = z.object({
  name: z.string().trim().min(1, 'input_required').max(200, 'input_invalid'),
  artist_name: z.string().trim().min(1, 'input_required').max(200, 'input_invalid'),
  category: z.enum(PRODUCT_CATEGORIES),
  step: z.enum(PRODUCT_STEPS).default('in_progress'),
  format: optionalText(60),
  price_eur_minor: z.coerce.number().int('input_must_integer').min(0).max(10_000_000),
  weight_grams: z.coerce.number().int('input_must_integer').min(0).max(100_000).default(0),
  description_en: z.string().trim().max(5000, 'input_invalid').default(''),
  description_fr: z.string().trim().max(5000, 'input_invalid').default(''),
  /** Copies left of a product without sizes; null: not counted. */
  stock: z.coerce.number().int('input_must_integer').min(0).nullable().default(null),
  /** A garment's sizes in the order shown, each with its copies left. */
  sizes: z
    .array(
      z.object({
        size: z.string().trim().min(1, 'input_required').max(12, 'input_invalid'),
        stock: z.coerce.number().int('input_must_integer').min(0),
      }),
    )
    .max(20)
    .default([]),
});
export type ProductBody = z.infer<typeof productBodySchema>;

export const productParamsSchema = z.object({ id: idParam });

// Digital releases

/** GET admin/digital: the releases sold in digital form, newest first; `q` a number, name or artist. */
export const adminDigitalQuerySchema = z.object({
  q: z.string().trim().max(200).optional(),
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(200).default(50),
});

export const adminDigitalReleaseSchema = z.object({
  id,
  name: z.string(),
  artist_name: z.string(),
  step: z.string(),
  category: z.string(),
  digital_enabled: z.boolean(),
  /** Orders that bought it (confirmed), each a buyer of the files. */
  buyers: z.number().int().min(0),
});
export type AdminDigitalRelease = z.infer<typeof adminDigitalReleaseSchema>;

export const adminDigitalPageSchema = tablePage(adminDigitalReleaseSchema);

/** GET admin/digital/{id}: a release and who bought it, first purchase first. */
export const adminDigitalViewSchema = z.object({
  release: adminDigitalReleaseSchema,
  purchases: z.array(
    z.object({
      order_id: id,
      purchased_at: z.string(),
      user_id: id.nullable(),
      name: z.string().nullable(),
      email: z.string().nullable(),
      quantity: z.number().int().min(0),
    }),
  ),
});
export type AdminDigitalView = z.infer<typeof adminDigitalViewSchema>;

/** PUT admin/digital/{id}: sell the release's files with the record, or stop. */
export const digitalBodySchema = z.object({ digital_enabled: z.boolean() });
