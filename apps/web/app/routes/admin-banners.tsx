// /admin/banners (issue 16, docs/admin.md "Curation"): the home page's banners, live or not, with where
// each schedule stands, created, changed, deleted, given a picture per locale; and the announcement
// banner in English and French, on or off. Staff holding `catalogue`, second factor verified.
import { adminCurationEndpoints, type AdminBanner } from '@spindle/contracts';
import { LOCALE_META, splitLocaleFromPath, type AppLocale } from '@spindle/domain';
import { Form } from 'react-router';
import { AdminLayout, adminSecondaryButtonClass } from '../features/admin/admin-layout.tsx';
import { changeBanners, type BannerActionData } from '../features/admin/curation/banner-actions.server.ts';
import { AnnouncementForm, BannerForm, BannerPictures } from '../features/admin/curation/banner-forms.tsx';
import { requireVerifiedStaff } from '../features/admin/staff-access.server.ts';
import { PageHead } from '../layout/page-head.tsx';
import { apiClient } from '../lib/api.server.ts';
import { readFormBody } from '../lib/form-body.server.ts';
import { dateTimeFormat } from '../lib/intl.ts';
import { useT } from '../lib/use-t.ts';
import type { Route } from './+types/admin-banners';

export async function loader({ url, context }: Route.LoaderArgs) {
  await requireVerifiedStaff(context, url);
  const { locale } = splitLocaleFromPath(url.pathname);
  const api = apiClient(context);
  const [{ banners }, announcement] = await Promise.all([
    api.read(adminCurationEndpoints.banners),
    api.read(adminCurationEndpoints.announcement),
  ]);
  return { locale, banners, announcement };
}

export async function action({ request, url, context }: Route.ActionArgs) {
  await requireVerifiedStaff(context, url);
  return changeBanners(apiClient(context), await readFormBody(request));
}

function Outcome({ answer }: { answer: BannerActionData | undefined }) {
  const { t } = useT();
  if (!answer?.ok) return null;
  const key = {
    create: 'admin.curation.banners.created',
    update: 'admin.curation.banners.saved',
    delete: 'admin.curation.banners.deleted',
    picture: 'admin.curation.banners.uploaded',
    announcement: 'admin.curation.announcement.saved',
  } as const;
  return <>{t(key[answer.intent])}</>;
}

function scheduleText(banner: AdminBanner, locale: AppLocale, t: ReturnType<typeof useT>['t']): string {
  const dates = dateTimeFormat(LOCALE_META[locale].intlTag, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Europe/Paris',
  });
  const parts = [
    banner.starts_at ? t('admin.curation.banners.from', { date: dates.format(new Date(banner.starts_at)) }) : null,
    banner.ends_at ? t('admin.curation.banners.until', { date: dates.format(new Date(banner.ends_at)) }) : null,
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(', ') : t('admin.curation.banners.always');
}

function BannerItem({
  banner,
  locale,
  answer,
}: {
  banner: AdminBanner;
  locale: AppLocale;
  answer: BannerActionData | undefined;
}) {
  const { t } = useT();
  const heading = `banner-${banner.id}-title`;
  const justCreated = answer?.ok === true && answer.intent === 'create' && answer.id === banner.id;
  return (
    <li>
      <article aria-labelledby={heading} className="rounded-lg border border-line p-4">
        <h3 id={heading} className="text-lg font-semibold">
          {banner.title_en}
        </h3>
        <p className="text-sm">
          <span className="font-semibold">{t(`admin.curation.banners.states.${banner.state}`)}</span> ·{' '}
          {scheduleText(banner, locale, t)} · {banner.link}
        </p>
        <details open={justCreated || (answer?.ok === false && answer.id === banner.id)} className="mt-2">
          <summary className="cursor-pointer text-sm font-semibold underline">
            {t('admin.curation.banners.edit', { title: banner.title_en })}
          </summary>
          <BannerForm banner={banner} answer={answer} />
          <BannerPictures banner={banner} answer={answer} />
          <Form method="post" className="mt-4">
            <input type="hidden" name="intent" value="delete" />
            <input type="hidden" name="id" value={banner.id} />
            <button
              type="submit"
              aria-label={t('admin.curation.banners.deleteLabel', { title: banner.title_en })}
              className={adminSecondaryButtonClass}
            >
              {t('admin.curation.banners.delete')}
            </button>
          </Form>
        </details>
      </article>
    </li>
  );
}

export default function AdminBannersPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useT();
  const { locale, banners, announcement } = loaderData;
  return (
    <>
      <PageHead title={t('admin.curation.banners.title')} noIndex />
      <AdminLayout active="banners">
        <h1 className="text-2xl font-semibold">{t('admin.curation.banners.title')}</h1>
        <p className="mt-1 text-sm text-ink-muted">{t('admin.curation.banners.intro')}</p>
        <div role="status" className="mt-2 min-h-5 text-sm">
          <Outcome answer={actionData} />
        </div>
        <section aria-labelledby="banners-list" className="mt-4">
          <h2 id="banners-list" className="text-xl font-semibold">
            {t('admin.curation.banners.caption')}
          </h2>
          {banners.length === 0 ? <p className="mt-2 text-sm">{t('admin.curation.banners.none')}</p> : null}
          <ul className="mt-3 flex flex-col gap-3">
            {banners.map((banner) => (
              <BannerItem key={banner.id} banner={banner} locale={locale} answer={actionData} />
            ))}
          </ul>
        </section>
        <section aria-labelledby="banner-new" className="mt-8">
          <h2 id="banner-new" className="text-xl font-semibold">
            {t('admin.curation.banners.newBanner')}
          </h2>
          {/* A fresh, empty form after each banner created (the last one's values are not kept). */}
          <BannerForm
            key={actionData?.ok && actionData.intent === 'create' ? `new-after-${actionData.id}` : 'new'}
            banner={null}
            answer={actionData}
          />
        </section>
        <section aria-labelledby="announcement" className="mt-8">
          <h2 id="announcement" className="text-xl font-semibold">
            {t('admin.curation.announcement.title')}
          </h2>
          <p className="mt-1 text-sm text-ink-muted">{t('admin.curation.announcement.intro')}</p>
          <AnnouncementForm announcement={announcement} answer={actionData} />
        </section>
      </AdminLayout>
    </>
  );
}
