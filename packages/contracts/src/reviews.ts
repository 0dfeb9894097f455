// Customers' reviews (issue 18, docs/reviews.md): the buyer's own (GET and POST user/reviews), a
// project's published ones (GET projects/{id}/reviews) and the staff's moderation (admin/reviews).
import {
  REVIEW_ANSWER_MAX_LENGTH,
  REVIEW_MODERATION_ACTIONS,
  REVIEW_RATING_MAX,
  REVIEW_RATING_MIN,
  REVIEW_STATUSES,
  REVIEW_TEXT_MAX_LENGTH,
  REVIEW_TEXT_MIN_LENGTH,
  REVIEW_TITLE_MAX_LENGTH,
} from '@spindle/domain';
import { z } from 'zod';
import { tablePage, tableQuery } from './admin.ts';

const id = z.number().int().positive();
const idQuery = z.coerce.number().int().positive();

/** The project a review is about, as the pages show it. */
export const reviewProjectSchema = z.object({
  id,
  /** The project page's path (without the language prefix). */
  path: z.string(),
  name: z.string(),
  artist_name: z.string(),
  cover_url: z.string(),
});
export type ReviewProject = z.infer<typeof reviewProjectSchema>;

/** A review as its author sees it: its status and the staff's answer. */
export const myReviewSchema = z.object({
  id,
  order_id: id,
  project: reviewProjectSchema,
  rating: z.number().int().min(REVIEW_RATING_MIN).max(REVIEW_RATING_MAX),
  title: z.string().nullable(),
  text: z.string(),
  status: z.enum(REVIEW_STATUSES),
  answer: z.string().nullable(),
  answered_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type MyReview = z.infer<typeof myReviewSchema>;

/** GET user/reviews: with `order_id`, also that order's items (the signed-in buyer's own order only). */
export const myReviewsQuerySchema = z.object({ order_id: idQuery.optional() });
export type MyReviewsQuery = z.infer<typeof myReviewsQuerySchema>;

/** A project of an order: whether its parcel left (only then may it be reviewed) and its review, if any. */
export const reviewableItemSchema = z.object({
  project: reviewProjectSchema,
  shop_order_id: id,
  shipped: z.boolean(),
  review: myReviewSchema.nullable(),
});
export type ReviewableItem = z.infer<typeof reviewableItemSchema>;

export const myReviewsSchema = z.object({
  reviews: z.array(myReviewSchema),
  order: z.object({ id, items: z.array(reviewableItemSchema) }).nullable(),
});
export type MyReviews = z.infer<typeof myReviewsSchema>;

/** POST user/reviews: writes the buyer's review of a project of their order, or changes it. */
export const reviewSaveSchema = z.object({
  order_id: id,
  project_id: id,
  rating: z
    .number('rating_invalid')
    .int('rating_invalid')
    .min(REVIEW_RATING_MIN, 'rating_invalid')
    .max(REVIEW_RATING_MAX, 'rating_invalid'),
  title: z
    .string()
    .trim()
    .max(REVIEW_TITLE_MAX_LENGTH, 'input_too_long')
    .nullish()
    .transform((title) => (title ? title : null)),
  text: z
    .string('input_required')
    .trim()
    .min(1, 'input_required')
    .refine((text) => [...text].length >= REVIEW_TEXT_MIN_LENGTH, 'review_text_too_short')
    .refine((text) => [...text].length <= REVIEW_TEXT_MAX_LENGTH, 'input_too_long'),
});
export type ReviewSave = z.infer<typeof reviewSaveSchema>;

export const reviewSavedSchema = z.object({ review: myReviewSchema, created: z.boolean() });
export type ReviewSaved = z.infer<typeof reviewSavedSchema>;

/** A published review on a project page: signed with the buyer's first name and initial. */
export const publicReviewSchema = z.object({
  id,
  rating: z.number().int(),
  title: z.string().nullable(),
  text: z.string(),
  author_name: z.string(),
  published_at: z.string(),
  answer: z.string().nullable(),
  answered_at: z.string().nullable(),
});
export type PublicReview = z.infer<typeof publicReviewSchema>;

/** GET projects/{id}/reviews: the latest published first. */
export const projectReviewsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(50).default(5),
});

export const projectReviewsSchema = z.object({
  project_id: id,
  /** Average of the published ratings to one decimal; null without any. */
  average: z.number().nullable(),
  count: z.number().int().min(0),
  items: z.array(publicReviewSchema),
  page: z.number().int(),
  size: z.number().int(),
});
export type ProjectReviews = z.infer<typeof projectReviewsSchema>;

// Staff

export const ADMIN_REVIEW_SORTS = ['created_at', 'rating', 'updated_at'] as const;

/** GET admin/reviews: newest first by default; filtered by status, project and rating. */
export const adminReviewsQuerySchema = tableQuery(ADMIN_REVIEW_SORTS).extend({
  status: z.enum(REVIEW_STATUSES).optional(),
  project_id: idQuery.optional(),
  rating: z.coerce.number().int().min(REVIEW_RATING_MIN).max(REVIEW_RATING_MAX).optional(),
});
export type AdminReviewsQuery = z.infer<typeof adminReviewsQuerySchema>;

export const adminReviewRowSchema = z.object({
  id,
  created_at: z.string(),
  updated_at: z.string(),
  status: z.enum(REVIEW_STATUSES),
  rating: z.number().int(),
  title: z.string().nullable(),
  text: z.string(),
  author_name: z.string(),
  user_id: id,
  order_id: id,
  project: reviewProjectSchema,
  published_at: z.string().nullable(),
  answer: z.string().nullable(),
  answered_at: z.string().nullable(),
  /** The moves staff may make from its status. */
  actions: z.array(z.enum(REVIEW_MODERATION_ACTIONS)),
});
export type AdminReviewRow = z.infer<typeof adminReviewRowSchema>;

export const adminReviewsPageSchema = tablePage(adminReviewRowSchema).extend({
  /** How many reviews wait in each status (whatever the filter). */
  counts: z.object({ pending: z.number().int(), published: z.number().int(), hidden: z.number().int() }),
});
export type AdminReviewsPage = z.infer<typeof adminReviewsPageSchema>;

/** POST admin/reviews/{id}/status: publish or hide. */
export const adminReviewStatusSchema = z.object({ action: z.enum(REVIEW_MODERATION_ACTIONS) });

/** POST admin/reviews/{id}/answer: the staff's answer (empty takes it away). */
export const adminReviewAnswerSchema = z.object({
  answer: z.string().trim().max(REVIEW_ANSWER_MAX_LENGTH, 'input_too_long'),
});

export const adminReviewSchema = adminReviewRowSchema;
