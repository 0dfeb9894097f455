// /admin/newsletters/:id (docs/newsletter.md): one campaign. A draft is written in each language, saved,
// previewed as a subscriber of a language reads it, tested on the staff member's own address, sent to
// every subscriber (after a confirmation) or deleted; a campaign that left shows its send's progress.
import { newsletterEndpoints, type NewsletterCampaignBody } from '@spindle/contracts';
import { LOCALES, LOCALE_META, isLocale, localisePath, splitLocaleFromPath } from '@spindle/domain';
import { data, Form, Link, redirect } from 'react-router';
import {
  AdminLayout,
  adminButtonClass,
  adminInputClass,
  adminSecondaryButtonClass,
} from '../features/admin/admin-layout.tsx';
import { CampaignProgress, VersionFields } from '../features/admin/newsletter-parts.tsx';
import { requireVerifiedStaff } from '../features/admin/staff-access.server.ts';
import { PageHead } from '../layout/page-head.tsx';
import { apiClient } from '../lib/api.server.ts';
import { readFormBody } from '../lib/form-body.server.ts';
import { useT } from '../lib/use-t.ts';
import type { Route } from './+types/admin-newsletter';

const NOTICES = ['created', 'saved', 'tested', 'started'] as const;

export async function loader({ url, params, context }: Route.LoaderArgs) {
  await requireVerifiedStaff(context, url);
  const { locale } = splitLocaleFromPath(url.pathname);
  const id = Number(params.id);
  const api = apiClient(context);
  const campaign = await api.read(newsletterEndpoints.campaign, { params: { id } });
  const asked = url.searchParams.get('preview');
  const previewLang = isLocale(asked) ? asked : 'en';
  const [preview, list] = await Promise.all([
    api.read(newsletterEndpoints.previewCampaign, { params: { id }, query: { lang: previewLang } }),
    api.read(newsletterEndpoints.campaigns, {}),
  ]);
  const notice = NOTICES.find((key) => url.searchParams.has(key)) ?? null;
  const testedTo = url.searchParams.get('tested');
  return { locale, campaign, preview, previewLang, subscribers: list.subscribers, notice, testedTo };
}

function bodyOf(form: FormData): NewsletterCampaignBody {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : '';
  };
  const content: NewsletterCampaignBody['content'] = { en: { subject: text('en.subject'), body: text('en.body') } };
  for (const locale of LOCALES) {
    if (locale === 'en') continue;
    content[locale] = { subject: text(`${locale}.subject`), body: text(`${locale}.body`) };
  }
  return { name: text('name'), content };
}

export async function action({ request, url, params, context }: Route.ActionArgs) {
  await requireVerifiedStaff(context, url);
  const form = await readFormBody(request);
  const id = Number(params.id);
  const api = apiClient(context);
  const { locale } = splitLocaleFromPath(url.pathname);
  const intent = form.get('intent');
  if (intent === 'test') {
    const tested = await api.call(newsletterEndpoints.testCampaign, { params: { id }, body: { lang: locale } });
    if (tested.ok) throw redirect(`${url.pathname}?tested=${encodeURIComponent(tested.value.sent_to)}`);
    return data({ error: tested.code, fields: {} }, 400);
  }
  if (intent === 'send') {
    const sent = await api.call(newsletterEndpoints.sendCampaign, { params: { id } });
    if (sent.ok) throw redirect(`${url.pathname}?started`);
    return data({ error: sent.code, fields: {} }, 400);
  }
  if (intent === 'delete') {
    const deleted = await api.call(newsletterEndpoints.deleteCampaign, { params: { id } });
    if (deleted.ok) throw redirect(`${localisePath('/admin/newsletters', locale)}?deleted`);
    return data({ error: deleted.code, fields: {} }, 400);
  }
  const saved = await api.call(newsletterEndpoints.updateCampaign, { params: { id }, body: bodyOf(form) });
  if (saved.ok) throw redirect(`${url.pathname}?saved`);
  return data({ error: saved.code, fields: saved.fields }, 400);
}

export default function AdminNewsletterPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useT();
  const { locale, campaign, preview, previewLang, subscribers, notice, testedTo } = loaderData;
  const draft = campaign.status === 'draft';
  const fields: Readonly<Record<string, string>> = actionData?.fields ?? {};
  const failure = actionData
    ? actionData.error === 'newsletter_not_draft'
      ? t('admin.newsletters.notDraft')
      : actionData.error === 'input_invalid'
        ? t('admin.newsletters.invalid')
        : t('admin.newsletters.error')
    : null;
  return (
    <>
      <PageHead title={`${campaign.name} · ${t('admin.newsletters.title')}`} noIndex />
      <AdminLayout active="newsletters">
        <p className="text-sm">
          <Link to={localisePath('/admin/newsletters', locale)} className="underline">
            {t('admin.newsletters.back')}
          </Link>
        </p>
        <h1 className="mt-2 text-2xl font-semibold">{campaign.name}</h1>
        <p className="mt-1 flex flex-wrap items-center gap-3 text-sm">
          <span>
            {t('admin.newsletters.status')}: {t(`admin.newsletters.statuses.${campaign.status}`)}
          </span>
          <CampaignProgress campaign={campaign} />
        </p>
        {notice && (
          <p role="status" className="mt-3 text-sm font-medium">
            {notice === 'tested'
              ? t('admin.newsletters.testSent', { email: testedTo ?? '' })
              : t(`admin.newsletters.${notice}`)}
          </p>
        )}
        {failure && (
          <p role="alert" className="mt-3 text-sm text-red-700 dark:text-red-300">
            {failure}
          </p>
        )}
        <Form method="post" className="mt-6 grid max-w-3xl gap-4">
          {LOCALES.map((code) => (
            <VersionFields
              key={code}
              locale={code}
              disabled={!draft}
              {...(code === 'en' ? { name: { value: campaign.name, error: fields['name'] } } : {})}
              version={campaign.content[code] ?? { subject: '', body: '' }}
              errors={{ subject: fields[`content.${code}.subject`], body: fields[`content.${code}.body`] }}
            />
          ))}
          {draft && (
            <div className="flex flex-wrap gap-3">
              <button type="submit" name="intent" value="save" className={adminButtonClass}>
                {t('admin.newsletters.save')}
              </button>
              <button type="submit" name="intent" value="delete" className={adminSecondaryButtonClass} formNoValidate>
                {t('admin.newsletters.delete')}
              </button>
            </div>
          )}
        </Form>

        <section aria-labelledby="newsletter-preview" className="mt-10">
          <h2 id="newsletter-preview" className="text-xl font-semibold">
            {t('admin.newsletters.previewHeading')}
          </h2>
          <Form method="get" className="mt-3 flex items-end gap-3">
            <div>
              <label htmlFor="preview-lang" className="block text-sm font-medium">
                {t('admin.newsletters.previewIn')}
              </label>
              <select id="preview-lang" name="preview" defaultValue={previewLang} className={`${adminInputClass} mt-1`}>
                {LOCALES.map((code) => (
                  <option key={code} value={code}>
                    {LOCALE_META[code].label}
                  </option>
                ))}
              </select>
            </div>
            <button type="submit" className={adminSecondaryButtonClass}>
              {t('admin.newsletters.showPreview')}
            </button>
          </Form>
          <p className="mt-3 text-sm font-medium">
            {t('admin.newsletters.previewSubject', { subject: preview.subject })}
          </p>
          <iframe
            title={t('admin.newsletters.previewFrame', { language: LOCALE_META[previewLang].label })}
            srcDoc={preview.html}
            sandbox=""
            className="mt-2 h-[32rem] w-full max-w-3xl rounded-xl border border-line bg-white"
          />
        </section>

        {draft && (
          <>
            <section aria-labelledby="newsletter-test" className="mt-10 max-w-3xl">
              <h2 id="newsletter-test" className="text-xl font-semibold">
                {t('admin.newsletters.testHeading')}
              </h2>
              <p className="mt-1 text-sm text-muted">{t('admin.newsletters.testHelp')}</p>
              <Form method="post" className="mt-3">
                <button type="submit" name="intent" value="test" className={adminSecondaryButtonClass}>
                  {t('admin.newsletters.sendTest')}
                </button>
              </Form>
            </section>
            <section aria-labelledby="newsletter-send" className="mt-10 max-w-3xl">
              <h2 id="newsletter-send" className="text-xl font-semibold">
                {t('admin.newsletters.sendHeading')}
              </h2>
              <p className="mt-1 text-sm text-muted">{t('admin.newsletters.sendHelp', { count: subscribers })}</p>
              <Form method="post" className="mt-3 grid gap-3">
                <label className="flex items-center gap-2 text-sm">
                  <input type="checkbox" name="confirm" required />
                  {t('admin.newsletters.confirm')}
                </label>
                <div>
                  <button type="submit" name="intent" value="send" className={adminButtonClass}>
                    {t('admin.newsletters.send')}
                  </button>
                </div>
              </Form>
            </section>
          </>
        )}
      </AdminLayout>
    </>
  );
}
