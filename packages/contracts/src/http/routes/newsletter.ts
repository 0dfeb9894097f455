// POST /api/newsletter, the one-click unsubscribe and the SMTP provider's reports, and the staff's
// campaigns under /api/admin (apps/server/src/modules/newsletter; docs/newsletter.md).
import { defineRoutes } from '../route.ts';

const promotions = { access: 'staff', permission: 'promotions' } as const;

export const newsletterRoutes = defineRoutes('newsletter', {
  /** 429 too_many_requests with Retry-After past ten sign-ups in ten minutes from one client. */
  subscribe: { method: 'POST', path: '/newsletter', access: 'public', errors: ['too_many_requests'] },
  /** RFC 8058: the mail client posts `List-Unsubscribe=One-Click` to the header's URL; the token is the proof. */
  oneClick: { method: 'POST', path: '/newsletter/one-click', access: 'public', errors: ['token_invalid'] },
  /** The SMTP provider's bounces and complaints, signed (X-Spindle-Signature) with MAIL_EVENTS_SECRET. */
  mailEvents: { method: 'POST', path: '/newsletter/mail-events', access: 'public', errors: ['token_invalid'] },
  campaigns: { method: 'GET', path: '/admin/newsletters', ...promotions },
  createCampaign: { method: 'POST', path: '/admin/newsletters', ...promotions, status: 201 },
  campaign: { method: 'GET', path: '/admin/newsletters/:id', ...promotions, errors: ['not_found'] },
  updateCampaign: {
    method: 'PUT',
    path: '/admin/newsletters/:id',
    ...promotions,
    errors: ['not_found', 'newsletter_not_draft'],
  },
  deleteCampaign: {
    method: 'DELETE',
    path: '/admin/newsletters/:id',
    ...promotions,
    errors: ['not_found', 'newsletter_not_draft'],
  },
  previewCampaign: { method: 'GET', path: '/admin/newsletters/:id/preview', ...promotions, errors: ['not_found'] },
  testCampaign: { method: 'POST', path: '/admin/newsletters/:id/test', ...promotions, errors: ['not_found'] },
  sendCampaign: {
    method: 'POST',
    path: '/admin/newsletters/:id/send',
    ...promotions,
    errors: ['not_found', 'newsletter_not_draft'],
  },
});
