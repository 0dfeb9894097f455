// The body of an artist's or a label's page (routes/artist.tsx, routes/label.tsx): the profile at the
// top, then its records a page at a time, and whatever the route adds below (a label's artists). The
// route passes the covers grid in (features never import each other) and writes the page's head.
import type { SellerProfile as SellerProfileData } from '@spindle/contracts';
import type { AppLocale, SellerKind } from '@spindle/domain';
import type { ReactNode } from 'react';
import { useT } from '../../lib/use-t.ts';
import { RecordsSection } from './records-section.tsx';
import { SellerProfile } from './seller-profile.tsx';

export function SellerPage({
  kind,
  locale,
  profile,
  projects,
  page,
  records,
  children,
}: {
  kind: SellerKind;
  locale: AppLocale;
  profile: SellerProfileData;
  /** The page of listed projects (loadSellerPage): how many there are in all, and per page. */
  projects: { total: number; size: number };
  page: number;
  /** The covers grid of this page. */
  records: ReactNode;
  /** What follows the records. */
  children?: ReactNode;
}) {
  const { t } = useT();
  return (
    <div className="mx-auto max-w-[1920px] px-4 sm:px-6">
      <SellerProfile kind={kind} profile={profile} locale={locale} />
      <RecordsSection
        heading={t('sellers.releases')}
        total={projects.total}
        pageSize={projects.size}
        page={page}
        emptyText={t('sellers.noReleases')}
      >
        {records}
      </RecordsSection>
      {children}
    </div>
  );
}
