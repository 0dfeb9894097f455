// An artist page (/artist/{id}/{slug}, spec section 2): who they are, a follow button, their records.
import { useT } from '../lib/use-t.ts';
import { requestContext } from '../context.ts';
import { ProjectGrid } from '../features/catalogue/project-grid.tsx';
import { resolveCurrency } from '../features/preferences/currency.server.ts';
import { submitFollow } from '../features/sellers/follow.server.ts';
import { loadSellerPage } from '../features/sellers/seller-page.server.ts';
import { SellerPage } from '../features/sellers/seller-page.tsx';
import { PageHead } from '../layout/page-head.tsx';
import type { Route } from './+types/artist';

export async function loader({ request, params, url, context }: Route.LoaderArgs) {
  const currency = resolveCurrency(url, request.headers.get('Cookie'), context.get(requestContext).country);
  return loadSellerPage({ kind: 'artist', params, url, context, currency });
}

export async function action({ request, params, url, context }: Route.ActionArgs) {
  return submitFollow({ request, url, context, target: { type: 'artist', id: Number(params.id) } });
}

export default function Artist({ loaderData }: Route.ComponentProps) {
  const { t } = useT();
  const { locale, profile, projects } = loaderData;
  return (
    <>
      <PageHead
        title={t('sellers.artistTitle', { name: profile.name })}
        description={t('sellers.artistDescription', { name: profile.name })}
        imageUrl={profile.pictureUrl ?? undefined}
      />
      <SellerPage
        kind="artist"
        {...loaderData}
        records={<ProjectGrid projects={projects.items} locale={locale} eagerCount={6} />}
      />
    </>
  );
}
