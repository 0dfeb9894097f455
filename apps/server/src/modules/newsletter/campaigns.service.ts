// Staff's newsletter campaigns (docs/newsletter.md): write a draft in each locale, preview it as a
// subscriber of a language reads it, send a test, then send it to every subscriber through the mail
// queue at a steady rate (the send job, campaign-sending.ts). Every change is audited.
import type { NewsletterCampaign, NewsletterCampaignBody, NewsletterPreview } from '@spindle/contracts';
import { type AppLocale, type NewsletterContent, newsletterContentErrors, newsletterVersionFor } from '@spindle/domain';
import { AppError } from '../../http/errors.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { emailLink } from '../../mail/templates/links.ts';
import { newsletterTemplate } from '../../mail/templates/newsletter.ts';
import type { AuditActor, AuditLog } from '../audit/index.ts';
import type { CampaignRow, CampaignsRepo, DeliveryCounts } from './campaigns.repo.ts';

export interface CampaignsDeps {
  repo: CampaignsRepo;
  mailer: Mailer;
  audit: AuditLog;
  /** PUBLIC_URL or the default origin: every link of the e-mail. */
  baseUrl: string;
  /** Queues the send job of a campaign that started sending. */
  queueSend: (campaignId: number) => Promise<void>;
  clock: () => Date;
}

/** The actor who acts, with the address a test goes to by default. */
export interface CampaignActor extends AuditActor {
  email: string;
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);
const NO_COUNTS: DeliveryCounts = { queued: 0, sent: 0, skipped: 0 };

function campaignDto(row: CampaignRow, counts: DeliveryCounts = NO_COUNTS): NewsletterCampaign {
  return {
    id: row.id,
    name: row.name,
    status: row.status,
    content: row.content,
    recipients: row.recipients,
    ...counts,
    send_started_at: iso(row.sendStartedAt),
    sent_at: iso(row.sentAt),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** The content as stored: English, and each other locale only when written (empty ones fall back). */
function contentOf(body: NewsletterCampaignBody): NewsletterContent {
  const errors = newsletterContentErrors(body.content);
  if (Object.keys(errors).length > 0) {
    const fields = Object.fromEntries(Object.entries(errors).map(([field, code]) => [`content.${field}`, code]));
    throw new AppError('input_invalid', { fields });
  }
  const content: NewsletterContent = { en: { subject: body.content.en.subject.trim(), body: body.content.en.body } };
  for (const locale of ['fr', 'es', 'kr', 'zh'] as const) {
    const version = body.content[locale];
    if (version && version.subject.trim() !== '')
      content[locale] = { subject: version.subject.trim(), body: version.body };
  }
  return content;
}

/** The e-mail of a campaign for an address of a language, with its unsubscribe links. */
export function renderCampaignEmail(
  baseUrl: string,
  content: NewsletterContent,
  reader: { lang: AppLocale; token: string | undefined },
) {
  const token = reader.token ?? 'preview';
  const unsubscribeUrl = emailLink(baseUrl, '/newsletter/unsubscribe', reader.lang, { token });
  const oneClickUrl = `${new URL(baseUrl).origin}/api/newsletter/one-click?token=${encodeURIComponent(token)}`;
  const version = newsletterVersionFor(content, reader.lang);
  return { email: newsletterTemplate.render(reader.lang, { baseUrl, version, unsubscribeUrl }), oneClickUrl };
}

export function createCampaignsService(deps: CampaignsDeps) {
  const { repo, audit, clock } = deps;
  const requireCampaign = async (id: number) => {
    const row = await repo.find(id);
    if (!row) throw new AppError('not_found');
    return row;
  };
  const withCounts = async (row: CampaignRow) => campaignDto(row, (await repo.countsOf([row.id])).get(row.id));
  const record = (actor: AuditActor, action: string, id: number, before?: unknown, after?: unknown) =>
    audit.record(actor, { action, entityType: 'newsletter_campaign', entityId: id, before, after });

  return {
    async list() {
      const [rows, subscribers] = await Promise.all([repo.list(), repo.subscriberCount()]);
      const counts = await repo.countsOf(rows.map((row) => row.id));
      return { subscribers, items: rows.map((row) => campaignDto(row, counts.get(row.id))) };
    },
    get: async (id: number) => withCounts(await requireCampaign(id)),
    async create(actor: CampaignActor, body: NewsletterCampaignBody) {
      const row = await repo.create({ name: body.name, content: contentOf(body), createdBy: actor.id, now: clock() });
      await record(actor, 'newsletter.create', row.id, null, { name: row.name });
      return campaignDto(row);
    },
    async update(actor: CampaignActor, id: number, body: NewsletterCampaignBody) {
      const before = await requireCampaign(id);
      const row = await repo.updateDraft(id, { name: body.name, content: contentOf(body), now: clock() });
      if (!row) throw new AppError('newsletter_not_draft');
      await record(
        actor,
        'newsletter.update',
        id,
        { name: before.name, content: before.content },
        { name: row.name, content: row.content },
      );
      return campaignDto(row);
    },
    async remove(actor: CampaignActor, id: number) {
      const before = await requireCampaign(id);
      if (!(await repo.deleteDraft(id))) throw new AppError('newsletter_not_draft');
      await record(actor, 'newsletter.delete', id, { name: before.name }, null);
      return { success: true as const };
    },
    async preview(id: number, lang: AppLocale): Promise<NewsletterPreview> {
      const row = await requireCampaign(id);
      const { email } = renderCampaignEmail(deps.baseUrl, row.content, { lang, token: undefined });
      return { subject: email.subject, html: email.html, text: email.text };
    },
    async sendTest(actor: CampaignActor, id: number, input: { email?: string | undefined; lang: AppLocale }) {
      const row = await requireCampaign(id);
      const to = (input.email ?? actor.email).toLowerCase();
      const token = await repo.tokenOfEmail(to);
      const { email, oneClickUrl } = renderCampaignEmail(deps.baseUrl, row.content, { lang: input.lang, token });
      const sent = await deps.mailer.send({
        to,
        locale: input.lang,
        template: 'newsletter',
        tags: ['newsletter', 'test'],
        ...email,
        subject: `[TEST] ${email.subject}`,
        ...(token ? { listUnsubscribeUrl: oneClickUrl } : {}),
      });
      await record(actor, 'newsletter.test', id, null, { to });
      return { sent_to: to, outbox_id: sent.id };
    },
    async send(actor: CampaignActor, id: number) {
      await requireCampaign(id);
      const row = await repo.startSending(id, clock());
      if (!row) throw new AppError('newsletter_not_draft');
      await deps.queueSend(id);
      await record(
        actor,
        'newsletter.send',
        id,
        { status: 'draft' },
        { status: 'sending', recipients: row.recipients },
      );
      return withCounts(row);
    },
  };
}

export type CampaignsService = ReturnType<typeof createCampaignsService>;
