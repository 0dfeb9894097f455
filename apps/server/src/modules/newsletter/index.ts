// Public face of newsletter: sign-up to the newsletter.
export { createNewsletterRepo } from './newsletter.repo.ts';
export { newsletterRoutes } from './newsletter.routes.ts';
export { NEWSLETTER_RATE_LIMIT, createNewsletterService } from './newsletter.service.ts';
