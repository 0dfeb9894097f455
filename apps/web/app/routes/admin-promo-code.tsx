// /admin/promo-code/{id} (issue 16; docs/admin.md "Promotions"): a promo code with its uses, the form of
// every limit, "End now" (carts refuse the code from that instant, also those holding it), and its
// history: every staff change with the values before and after.
import { adminPromotionsEndpoints } from '@spindle/contracts';
import { localisePath, splitLocaleFromPath } from '@spindle/domain';
import { Form, Link, useNavigation } from 'react-router';
import { adminDateTime, adminMoney, promoRuleText } from '../features/admin/admin-format.ts';
import { AdminLayout, adminSecondaryButtonClass } from '../features/admin/admin-layout.tsx';
import { AuditList } from '../features/admin/audit-list.tsx';
import { promoAction } from '../features/admin/promo-actions.server.ts';
import { PromoForm } from '../features/admin/promo-form.tsx';
import { promoFormValuesOf } from '../features/admin/promo-form.server.ts';
import { requireVerifiedStaff } from '../features/admin/staff-access.server.ts';
import { PageHead } from '../layout/page-head.tsx';
import { apiClient } from '../lib/api.server.ts';
import { useT } from '../lib/use-t.ts';
import type { Route } from './+types/admin-promo-code';

function idOf(text: string | undefined): number {
  const id = Number(text);
  return Number.isSafeInteger(id) && id > 0 ? id : 0;
}

export async function loader({ url, params, context }: Route.LoaderArgs) {
  await requireVerifiedStaff(context, url);
  const { locale } = splitLocaleFromPath(url.pathname);
  const detail = await apiClient(context).read(adminPromotionsEndpoints.get, { params: { id: idOf(params.id) } });
  const notice = (['created', 'saved', 'ended'] as const).find((key) => url.searchParams.has(key)) ?? null;
  return { locale, detail, values: promoFormValuesOf(detail.code), notice };
}

export async function action({ request, url, params, context }: Route.ActionArgs) {
  await requireVerifiedStaff(context, url);
  return promoAction(request, url, context, idOf(params.id));
}

const NOTICES = {
  created: 'admin.promos.created',
  saved: 'admin.promos.saved',
  ended: 'admin.promos.endedNow',
} as const;

export default function AdminPromoCodePage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useT();
  const { locale, detail, values, notice } = loaderData;
  const { code } = detail;
  const busy = useNavigation().state !== 'idle';
  const failed = actionData && 'error' in actionData ? actionData : null;
  const title = t('admin.promos.editTitle', { code: code.code });
  return (
    <>
      <PageHead title={title} noIndex />
      <AdminLayout active="promoCodes">
        <Link to={localisePath('/admin/promo-codes', locale)} className="text-sm underline">
          {t('admin.promos.back')}
        </Link>
        <h1 className="mt-2 text-2xl font-semibold">{title}</h1>
        {notice && (
          <p role="status" className="mt-2 text-sm font-semibold">
            {t(NOTICES[notice])}
          </p>
        )}
        {failed && (
          <p role="alert" className="mt-2 text-sm text-red-700 dark:text-red-300">
            {t(`admin.promos.errors.${failed.error}`)}
          </p>
        )}
        <dl className="mt-4 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
          <dt className="font-semibold">{t('admin.promos.state')}</dt>
          <dd data-testid="promo-state">{t(`admin.promos.states.${code.state}`)}</dd>
          <dt className="font-semibold">{t('admin.promos.period')}</dt>
          <dd>
            {adminDateTime(code.starts_at, locale)} → {adminDateTime(code.ends_at, locale)}
          </dd>
          <dt className="font-semibold">{t('admin.promos.uses')}</dt>
          <dd>
            {code.max_uses === null ? code.uses : t('admin.promos.usesOf', { uses: code.uses, max: code.max_uses })}
          </dd>
          <dt className="font-semibold">{t('admin.promos.customers')}</dt>
          <dd>{code.customers}</dd>
          <dt className="font-semibold">{t('admin.promos.discountRule')}</dt>
          <dd>{promoRuleText(code, locale)}</dd>
          <dt className="font-semibold">{t('admin.promos.discount')}</dt>
          <dd>{adminMoney(code.discount_eur_minor, 'EUR', locale)}</dd>
        </dl>
        {code.state !== 'ended' && (
          <Form method="post" className="mt-4 flex flex-wrap items-center gap-3">
            <input type="hidden" name="intent" value="end" />
            <button
              type="submit"
              disabled={busy}
              className={adminSecondaryButtonClass}
              aria-describedby="promo-end-hint"
            >
              {t('admin.promos.end')}
            </button>
            <p id="promo-end-hint" className="text-sm text-ink-muted">
              {t('admin.promos.endHint')}
            </p>
          </Form>
        )}
        <PromoForm
          key={code.updated_at}
          intent="update"
          values={failed?.values ?? values}
          checks={{
            site_wide_sale: failed ? failed.values.site_wide_sale !== undefined : code.site_wide_sale,
            first_order_only: failed ? failed.values.first_order_only !== undefined : code.first_order_only,
          }}
          fields={failed?.fields ?? {}}
        />
        <section aria-labelledby="promo-history" className="mt-10">
          <h2 id="promo-history" className="text-xl font-semibold">
            {t('admin.promos.history')}
          </h2>
          <AuditList entries={detail.history} locale={locale} />
        </section>
      </AdminLayout>
    </>
  );
}
