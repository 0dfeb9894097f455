// Catalogue curation on the staff side (issue 16, docs/admin.md "Curation"): the curated categories
// with their projects in order, the home banners with a picture per locale and a schedule, and the
// announcement banner. Permission `catalogue` (team and boss).
import { CATEGORY_MOVES, LOCALES } from '@spindle/domain';
import { z } from 'zod';
import { MAX_PICTURE_BYTES } from './account.ts';

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
  step: z.string(),
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
