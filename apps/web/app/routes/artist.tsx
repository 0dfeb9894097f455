// An artist page (/artist/{id}/{slug}, spec section 2): who they are, a follow button, their records.
import { useT } from '../lib/use-t.ts';
import { useLocation } from 'react-router';
import { requestContext } from '../context.ts';
import { ProjectGrid } from '../features/catalogue/project-grid.tsx';
import { resolveCurrency } from '../features/preferences/currency.server.ts';
import { submitFollow } from '../features/sellers/follow.server.ts';
import { pageCountOf, pageHref } from '../features/sellers/paging.ts';
import { RecordsSection } from '../features/sellers/records-section.tsx';
import { loadSellerPage } from '../features/sellers/seller-page.server.ts';
import { SellerProfile } from '../features/sellers/seller-profile.tsx';
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
  const location = useLocation();
  const { locale, profile, projects, page } = loaderData;
  return (
    <>
      <PageHead
        title={t('sellers.artistTitle', { name: profile.name })}
        description={t('sellers.artistDescription', { name: profile.name })}
        imageUrl={profile.pictureUrl ?? undefined}
      />
      <div className="mx-auto max-w-[1920px] px-4 sm:px-6">
        <SellerProfile kind="artist" profile={profile} locale={locale} />
        <RecordsSection
          heading={t('sellers.releases')}
          total={projects.total}
          page={page}
          pageCount={pageCountOf(projects.total, projects.size)}
          hrefOfPage={(n) => pageHref(location.pathname, location.search, n)}
          emptyText={t('sellers.noReleases')}
        >
          <ProjectGrid projects={projects.items} locale={locale} eagerCount={6} />
        </RecordsSection>
      </div>
    </>
  );
}
