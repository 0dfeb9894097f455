import {
  currencyBodySchema,
  deliveryBodySchema,
  digsResponseSchema,
  langBodySchema,
  MAX_PICTURE_BYTES,
  notificationSettingsSchema,
  notificationsBodySchema,
  passwordChangeBodySchema,
  pictureJsonBodySchema,
  pictureResponseSchema,
  profileBodySchema,
  publicProfileSchema,
  sponsorResponseSchema,
  userIdParamsSchema,
} from '../account.ts';
import { successResponseSchema, userCustomerSchema, userDataSchema } from '../auth.ts';
import { accountRoutes } from '../http/routes/account.ts';
import { defineEndpoints, multipartBody } from './define-endpoint.ts';

const tags = ['account'];

export const accountEndpoints = defineEndpoints(accountRoutes, {
  updateProfile: {
    tags,
    summary: 'Change name and about; a new e-mail also needs current_password and is confirmed by e-mail',
    body: profileBodySchema,
    response: userDataSchema,
  },
  updatePicture: {
    tags,
    summary: `Upload an avatar (multipart file part \`picture\`, or JSON { picture: base64 }); at most ${MAX_PICTURE_BYTES / 1024 / 1024} MB`,
    description: `JSON fields: ${Object.keys(pictureJsonBodySchema.shape).join(', ')}.`,
    body: multipartBody,
    response: pictureResponseSchema,
    // A picture sent as base64 JSON is a third larger than its bytes.
    bodyLimitBytes: Math.ceil(MAX_PICTURE_BYTES * 1.4) + 1024,
  },
  changePassword: {
    tags,
    summary: 'Change the password (current one required); other sessions are signed out',
    body: passwordChangeBodySchema,
    response: successResponseSchema,
  },
  notifications: { tags, summary: 'E-mail settings', response: notificationSettingsSchema },
  updateNotifications: {
    tags,
    summary: 'Change some e-mail settings',
    body: notificationsBodySchema,
    response: notificationSettingsSchema,
  },
  delivery: { tags, summary: 'The default delivery address', response: userCustomerSchema.nullable() },
  updateDelivery: {
    tags,
    summary: 'Save the default delivery address (latin_invalid for non-Latin text)',
    body: deliveryBodySchema,
    response: userCustomerSchema,
  },
  setLang: { tags, summary: 'Language of e-mails and pages', body: langBodySchema, response: userDataSchema },
  setCurrency: {
    tags,
    summary: 'Display currency (wins over the country)',
    body: currencyBodySchema,
    response: userDataSchema,
  },
  digs: { tags, summary: 'Loyalty points and their history', response: digsResponseSchema },
  sponsor: { tags, summary: 'The user’s referral code', response: sponsorResponseSchema },
  publicProfile: {
    tags,
    summary: 'What anyone may see of a user (the /p/{userId} page)',
    params: userIdParamsSchema,
    response: publicProfileSchema,
  },
});
