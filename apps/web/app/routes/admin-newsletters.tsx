// /admin/newsletters (docs/newsletter.md): every campaign with its status and how far its send went,
// how many addresses are subscribed, and the form of a new campaign (its English version; the other
// languages are written on the campaign's own page).
import { newsletterEndpoints, type NewsletterCampaign } from '@spindle/contracts';
import { localisePath, splitLocaleFromPath } from '@spindle/domain';
import { data, Form, Link, redirect } from 'react-router';
import { adminDateTime } from '../features/admin/admin-format.ts';
import { AdminLayout, adminButtonClass } from '../features/admin/admin-layout.tsx';
import { AdminTable, type AdminColumn } from '../features/admin/admin-table.tsx';
import { CampaignProgress, VersionFields } from '../features/admin/newsletter-parts.tsx';
import { requireVerifiedStaff } from '../features/admin/staff-access.server.ts';
import { PageHead } from '../layout/page-head.tsx';
import { apiClient } from '../lib/api.server.ts';
import { readFormBody } from '../lib/form-body.server.ts';
import { useT } from '../lib/use-t.ts';
import type { Route } from './+types/admin-newsletters';

export async function loader({ url, context }: Route.LoaderArgs) {
  await requireVerifiedStaff(context, url);
  const { locale } = splitLocaleFromPath(url.pathname);
  const list = await apiClient(context).read(newsletterEndpoints.campaigns, {});
  return { locale, list, deleted: url.searchParams.has('deleted') };
}

export async function action({ request, url, context }: Route.ActionArgs) {
  await requireVerifiedStaff(context, url);
  const form = await readFormBody(request);
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : '';
  };
  const values = { name: text('name'), subject: text('en.subject'), body: text('en.body') };
  const result = await apiClient(context).call(newsletterEndpoints.createCampaign, {
    body: { name: values.name, content: { en: { subject: values.subject, body: values.body } } },
  });
  if (result.ok) {
    const { locale } = splitLocaleFromPath(url.pathname);
    throw redirect(`${localisePath(`/admin/newsletters/${result.value.id}`, locale)}?created`);
  }
  return data({ fields: result.fields, values }, 400);
}

export default function AdminNewslettersPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useT();
  const { locale, list, deleted } = loaderData;
  const columns: AdminColumn<NewsletterCampaign>[] = [
    {
      key: 'name',
      label: t('admin.newsletters.name'),
      cell: (row) => (
        <Link to={localisePath(`/admin/newsletters/${row.id}`, locale)} className="font-semibold underline">
          {row.name}
        </Link>
      ),
    },
    { key: 'subject', label: t('admin.newsletters.subject'), cell: (row) => row.content.en.subject },
    {
      key: 'status',
      label: t('admin.newsletters.status'),
      cell: (row) => t(`admin.newsletters.statuses.${row.status}`),
    },
    {
      key: 'progress',
      label: t('admin.newsletters.progressLabel'),
      cell: (row) => <CampaignProgress campaign={row} />,
    },
    { key: 'created', label: t('admin.newsletters.created'), cell: (row) => adminDateTime(row.created_at, locale) },
    { key: 'sent', label: t('admin.newsletters.sentAt'), cell: (row) => adminDateTime(row.sent_at, locale) },
  ];
  const fields = actionData?.fields ?? {};
  return (
    <>
      <PageHead title={t('admin.newsletters.title')} noIndex />
      <AdminLayout active="newsletters">
        <h1 className="text-2xl font-semibold">{t('admin.newsletters.title')}</h1>
        <p className="mt-2 max-w-prose text-sm text-muted">{t('admin.newsletters.intro')}</p>
        <p className="mt-2 text-sm font-semibold">{t('admin.newsletters.subscribers', { count: list.subscribers })}</p>
        {deleted && (
          <p role="status" className="mt-2 text-sm">
            {t('admin.newsletters.deleted')}
          </p>
        )}
        {list.items.length === 0 ? (
          <p className="mt-6 text-sm">{t('admin.newsletters.none')}</p>
        ) : (
          <AdminTable
            caption={t('admin.newsletters.listCaption')}
            columns={columns}
            rows={list.items}
            rowKey={(row) => row.id}
            page={1}
            perPage={Math.max(1, list.items.length)}
            total={list.items.length}
          />
        )}
        <section aria-labelledby="newsletter-new" className="mt-10 max-w-3xl">
          <h2 id="newsletter-new" className="text-xl font-semibold">
            {t('admin.newsletters.newHeading')}
          </h2>
          {actionData && (
            <p role="alert" className="mt-2 text-sm text-red-700 dark:text-red-300">
              {t('admin.newsletters.invalid')}
            </p>
          )}
          <Form method="post" className="mt-4 grid gap-4">
            <VersionFields
              locale="en"
              name={{ value: actionData?.values.name ?? '', error: fields['name'] }}
              version={{ subject: actionData?.values.subject ?? '', body: actionData?.values.body ?? '' }}
              errors={{ subject: fields['content.en.subject'], body: fields['content.en.body'] }}
            />
            <div>
              <button type="submit" className={adminButtonClass}>
                {t('admin.newsletters.create')}
              </button>
            </div>
          </Form>
        </section>
      </AdminLayout>
    </>
  );
}
