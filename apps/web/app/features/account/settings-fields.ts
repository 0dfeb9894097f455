// The settings page's forms and their fields, shared by the action and the components.
import { notificationSettingsSchema } from '@spindle/contracts';

/** The settings forms. */
export const SETTINGS_INTENTS = [
  'profile',
  'picture',
  'email',
  'resend',
  'password',
  'notifications',
  'delivery',
  'lang',
  'currency',
] as const;
export type SettingsIntent = (typeof SETTINGS_INTENTS)[number];

/** The notification settings, in the order the form lists them. */
export const NOTIFICATION_KEYS = notificationSettingsSchema.keyof().options;

/** The delivery address fields, in form order. */
export const DELIVERY_FIELDS = [
  'firstname',
  'lastname',
  'company',
  'phone',
  'address',
  'address2',
  'zip_code',
  'city',
  'state',
  'country_id',
  'name',
] as const;

/** The biggest picture the API takes (10 MB, docs/accounts.md). */
export const MAX_PICTURE_MB = 10;
