import { successResponseSchema } from '../auth.ts';
import { newsletterRoutes } from '../http/routes/newsletter.ts';
import {
  mailEventBodySchema,
  mailEventResponseSchema,
  newsletterCampaignBodySchema,
  newsletterCampaignListSchema,
  newsletterCampaignParamsSchema,
  newsletterCampaignSchema,
  newsletterOneClickQuerySchema,
  newsletterPreviewQuerySchema,
  newsletterPreviewSchema,
  newsletterRequestSchema,
  newsletterResponseSchema,
  newsletterTestBodySchema,
  newsletterTestResponseSchema,
} from '../newsletter.ts';
import { defineEndpoints } from './define-endpoint.ts';

const admin = ['admin'];
const params = newsletterCampaignParamsSchema;

export const newsletterEndpoints = defineEndpoints(newsletterRoutes, {
  subscribe: {
    tags: ['site'],
    summary: 'Subscribe an address to the newsletter (idempotent)',
    body: newsletterRequestSchema,
    response: newsletterResponseSchema,
  },
  oneClick: {
    tags: ['site'],
    summary: 'One-click unsubscribe (RFC 8058) from a newsletter’s List-Unsubscribe header',
    query: newsletterOneClickQuerySchema,
    response: successResponseSchema,
  },
  mailEvents: {
    tags: ['site'],
    summary: 'Bounces and complaints reported by the SMTP provider (signed)',
    body: mailEventBodySchema,
    response: mailEventResponseSchema,
  },
  campaigns: { tags: admin, summary: 'Newsletter campaigns, newest first', response: newsletterCampaignListSchema },
  createCampaign: {
    tags: admin,
    summary: 'Write a new campaign (a draft)',
    body: newsletterCampaignBodySchema,
    response: newsletterCampaignSchema,
  },
  campaign: { tags: admin, summary: 'One campaign with its counts', params, response: newsletterCampaignSchema },
  updateCampaign: {
    tags: admin,
    summary: 'Change a draft',
    params,
    body: newsletterCampaignBodySchema,
    response: newsletterCampaignSchema,
  },
  deleteCampaign: { tags: admin, summary: 'Delete a draft', params, response: successResponseSchema },
  previewCampaign: {
    tags: admin,
    summary: 'The e-mail as a subscriber of a language reads it',
    params,
    query: newsletterPreviewQuerySchema,
    response: newsletterPreviewSchema,
  },
  testCampaign: {
    tags: admin,
    summary: 'Send the campaign to one address (the caller’s own by default)',
    params,
    body: newsletterTestBodySchema,
    response: newsletterTestResponseSchema,
  },
  sendCampaign: {
    tags: admin,
    summary: 'Send a draft to every subscriber, through the mail queue at a steady rate',
    params,
    response: newsletterCampaignSchema,
  },
});
