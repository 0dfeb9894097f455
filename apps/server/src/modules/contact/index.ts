// Public face of contact: the contact form and its e-mail to the team.
export { createContactRepo } from './contact.repo.ts';
export { contactRoutes } from './contact.routes.ts';
export { CONTACT_RATE_LIMIT, createContactService } from './contact.service.ts';
