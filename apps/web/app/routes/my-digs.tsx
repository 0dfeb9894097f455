// /my-account/digs (spec section 7: GET user/digs and GET user/sponsor): the loyalty points ("digs",
// 10 per unit bought) with their history, and the referral code with its share link.
import { accountEndpoints } from '@spindle/contracts';
import { splitLocaleFromPath } from '@spindle/domain';
import { useT } from '../lib/use-t.ts';
import { AccountLayout } from '../features/account/account-layout.tsx';
import { requireUser } from '../features/account/require-user.server.ts';
import { DigsBalance, DigsHistory } from '../features/account-extras/digs-panel.tsx';
import { SponsorPanel } from '../features/account-extras/sponsor-panel.tsx';
import { sponsorLink } from '../features/account-extras/sponsor-link.ts';
import { PageHead } from '../layout/page-head.tsx';
import { apiClient } from '../lib/api.server.ts';
import { siteOrigin } from '../lib/site-origin.server.ts';
import type { Route } from './+types/my-digs';

export async function loader({ url, context }: Route.LoaderArgs) {
  await requireUser(context, url);
  const { locale } = splitLocaleFromPath(url.pathname);
  const api = apiClient(context);
  const [digs, sponsor] = await Promise.all([api.read(accountEndpoints.digs), api.read(accountEndpoints.sponsor)]);
  return { locale, digs, sponsor, sponsorLink: sponsorLink(siteOrigin(url), sponsor.code, locale) };
}

export default function MyDigsPage({ loaderData }: Route.ComponentProps) {
  const { t } = useT();
  const { locale, digs, sponsor } = loaderData;
  return (
    <>
      <PageHead title={t('accountExtras.digs.title')} noIndex />
      <AccountLayout active="digs">
        <h1 className="text-2xl font-semibold">{t('accountExtras.digs.title')}</h1>
        <DigsBalance digs={digs} />
        <SponsorPanel code={sponsor.code} link={loaderData.sponsorLink} sponsoredCount={sponsor.sponsored_count} />
        <DigsHistory history={digs.history} locale={locale} />
      </AccountLayout>
    </>
  );
}
