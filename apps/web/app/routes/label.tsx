// A label page (/label/{id}/{slug}, spec section 2): the label, a follow button, its records and artists.
import { useT } from '../lib/use-t.ts';
import { requestContext } from '../context.ts';
import { ProjectGrid } from '../features/catalogue/project-grid.tsx';
import { resolveCurrency } from '../features/preferences/currency.server.ts';
import { submitFollow } from '../features/sellers/follow.server.ts';
import { LabelArtists } from '../features/sellers/label-artists.tsx';
import { loadSellerPage } from '../features/sellers/seller-page.server.ts';
import { SellerPage } from '../features/sellers/seller-page.tsx';
import { PageHead } from '../layout/page-head.tsx';
import type { Route } from './+types/label';

export async function loader({ request, params, url, context }: Route.LoaderArgs) {
  const currency = resolveCurrency(url, request.headers.get('Cookie'), context.get(requestContext).country);
  return loadSellerPage({ kind: 'label', params, url, context, currency });
}

export async function action({ request, params, url, context }: Route.ActionArgs) {
  return submitFollow({ request, url, context, target: { type: 'label', id: Number(params.id) } });
}

export default function Label({ loaderData }: Route.ComponentProps) {
  const { t } = useT();
  const { locale, profile, projects } = loaderData;
  return (
    <>
      <PageHead
        title={t('sellers.labelTitle', { name: profile.name })}
        description={t('sellers.labelDescription', { name: profile.name })}
        imageUrl={profile.pictureUrl ?? undefined}
      />
      <SellerPage
        kind="label"
        {...loaderData}
        records={<ProjectGrid projects={projects.items} locale={locale} eagerCount={6} />}
      >
        <LabelArtists artists={profile.artists} locale={locale} />
      </SellerPage>
    </>
  );
}
