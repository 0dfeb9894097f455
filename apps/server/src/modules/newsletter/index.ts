// Public face of newsletter: sign-up to the newsletter; the staff's campaigns, their send job at a
// steady rate and the ways a subscription ends (links, one-click header, provider reports).
export { createNewsletterRepo } from './newsletter.repo.ts';
export { newsletterRoutes } from './newsletter.routes.ts';
export { NEWSLETTER_RATE_LIMIT, type NewsletterService, createNewsletterService } from './newsletter.service.ts';
export { type CampaignsRepo, createCampaignsRepo } from './campaigns.repo.ts';
export { type CampaignsService, createCampaignsService } from './campaigns.service.ts';
export { NEWSLETTER_SEND_JOB, createCampaignSendHandler, queueCampaignRun } from './campaign-sending.ts';
export { type SubscriptionEnds, createSubscriptionEnds } from './subscription-ends.ts';
