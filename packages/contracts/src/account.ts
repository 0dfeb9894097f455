// The account calls (spec section 7, "User"): profile, picture, password, notifications, delivery
// address, language, currency, digs, sponsor code; and the public profile behind /p/{userId}.
import { isLatin } from '@spindle/domain';
import { z } from 'zod';
import { currentPasswordSchema, emailSchema, newPasswordSchema, userNameSchema, userTypeSchema } from './auth.ts';
import { currencyCodeSchema, localeSchema } from './common.ts';
import { latinTextField } from './form-fields.ts';

/** The largest profile picture accepted (POST /api/user/picture): 10 MB, phone photos fit. */
export const MAX_PICTURE_BYTES = 10 * 1024 * 1024;

/** POST /api/user/profile: name and about; a new e-mail also needs the current password. */
export const profileBodySchema = z.object({
  name: userNameSchema.optional(),
  about: z.string().trim().max(2000, 'input_too_long').nullish(),
  email: emailSchema.optional(),
  current_password: currentPasswordSchema.optional(),
});
export type ProfileBody = z.infer<typeof profileBodySchema>;

/** POST /api/user/password */
export const passwordChangeBodySchema = z.object({
  current_password: currentPasswordSchema,
  password: newPasswordSchema,
});

/** Which e-mails the user wants (POST and GET /api/user/notifications). */
export const notificationSettingsSchema = z.object({
  newsletter: z.boolean(),
  project_updates: z.boolean(),
  followed_projects: z.boolean(),
  messages: z.boolean(),
  order_updates: z.boolean(),
  box_reminders: z.boolean(),
});
export type NotificationSettingsDto = z.infer<typeof notificationSettingsSchema>;

/** POST /api/user/notifications: the settings to change; the others stay. */
export const notificationsBodySchema = notificationSettingsSchema.partial();

const optionalText = (maxLength: number) =>
  z
    .string()
    .trim()
    .max(maxLength, 'input_too_long')
    .nullish()
    .transform((value) => (value ? value : null));

const optionalLatinText = (maxLength: number) =>
  optionalText(maxLength).refine((value) => value === null || isLatin(value), 'latin_invalid');

/** POST /api/user/delivery: the default delivery address (spec: customer address). */
export const deliveryBodySchema = z.object({
  name: optionalLatinText(100),
  firstname: latinTextField(100),
  lastname: latinTextField(100),
  company: optionalLatinText(100),
  address: latinTextField(200),
  address2: optionalLatinText(200),
  zip_code: latinTextField(20),
  city: latinTextField(100),
  state: optionalLatinText(100),
  country_id: z
    .string()
    .trim()
    .min(1, 'input_required')
    .regex(/^[A-Za-z]{2}$/, 'input_invalid')
    .transform((value) => value.toUpperCase()),
  phone: optionalText(30).refine((value) => value === null || /^\+?[0-9 ().-]{4,30}$/.test(value), 'phone_invalid'),
});
export type DeliveryBody = z.infer<typeof deliveryBodySchema>;

/** POST /api/user/lang */
export const langBodySchema = z.object({ lang: localeSchema });

/** POST /api/user/currency */
export const currencyBodySchema = z.object({ currency: currencyCodeSchema });

/** POST /api/user/picture (JSON variant): the image in base64 (a `data:` URL is accepted). Multipart: a file part `picture`. */
export const pictureJsonBodySchema = z.object({ picture: z.string().min(1, 'input_required') });

/** POST /api/user/picture: where the resized avatar is served. */
export const pictureResponseSchema = z.object({ picture: z.string() });

/** GET /api/user/digs: loyalty points (10 per unit bought) and their history, newest first. */
export const digsResponseSchema = z.object({
  points: z.number().int(),
  history: z.array(
    z.object({
      points: z.number().int(),
      reason: z.enum(['purchase', 'box', 'sponsor', 'review', 'admin', 'spent']),
      order_id: z.number().int().nullable(),
      created_at: z.string(),
    }),
  ),
});
export type DigsResponse = z.infer<typeof digsResponseSchema>;

/** GET /api/user/sponsor: the user's referral code and how many accounts it brought. */
export const sponsorResponseSchema = z.object({
  code: z.string(),
  sponsored_count: z.number().int(),
});

/** Path parameter of /api/users/{id}/public */
export const userIdParamsSchema = z.object({ id: z.coerce.number().int().positive() });

/** GET /api/users/{id}/public: what anyone may see of a user (the /p/{userId} page); never the e-mail. */
export const publicProfileSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  type: userTypeSchema,
  picture: z.string().nullable(),
  about: z.string().nullable(),
  created_at: z.string(),
});
export type PublicProfile = z.infer<typeof publicProfileSchema>;
