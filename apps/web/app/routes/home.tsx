// The home page (/, /fr, /es, /kr, /zh): announcement, hero banners and sections of covers.
import { catalogueEndpoints, systemEndpoints } from '@spindle/contracts';
import {
  curatedCategoryById,
  curatedCategoryPath,
  localisePath,
  splitLocaleFromPath,
  type AppLocale,
} from '@spindle/domain';
import { useT } from '../lib/use-t.ts';
import { ProjectGrid } from '../features/catalogue/project-grid.tsx';
import { projectTilesOf } from '../features/catalogue/project-tile-data.ts';
import { AnnouncementBanner } from '../features/home/announcement-banner.tsx';
import { announcementFor } from '../features/home/announcement.ts';
import { HeroBanners } from '../features/home/hero-banners.tsx';
import { HomeSection } from '../features/home/home-section.tsx';
import { resolveCurrency } from '../features/preferences/currency.server.ts';
import { PageHead } from '../layout/page-head.tsx';
import { requestContext } from '../context.ts';
import { apiClient } from '../lib/api.server.ts';
import { showsAnnouncement } from '../lib/site-origin.server.ts';
import type { Route } from './+types/home';

export async function loader({ request, url, context }: Route.LoaderArgs) {
  const { locale } = splitLocaleFromPath(url.pathname);
  const currency = resolveCurrency(url, request.headers.get('Cookie'), context.get(requestContext).country);
  const api = apiClient(context);
  const [home, alert] = await Promise.all([
    api.read(catalogueEndpoints.home, { query: { currency } }),
    showsAnnouncement(url) ? api.readOptional(systemEndpoints.alerts) : null,
  ]);
  return {
    locale,
    // The sections' cards go to tiles: only what a tile renders is sent.
    home: {
      banners: home.banners,
      sections: home.sections.map((section) => ({ ...section, projects: projectTilesOf(section.projects) })),
    },
    announcement: announcementFor(alert, locale, request.headers.get('Cookie')),
  };
}

/** Where a section's 'see all' leads: its curated category, when it has one. */
function seeAllHref(categoryId: number | null, locale: AppLocale): string | null {
  const category = categoryId === null ? undefined : curatedCategoryById(categoryId);
  return category ? localisePath(curatedCategoryPath(category), locale) : null;
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { t } = useT();
  const { locale, home, announcement } = loaderData;
  const sections = home.sections.filter((section) => section.projects.length > 0);
  return (
    <>
      <PageHead title={t('home.title')} />
      {announcement && <AnnouncementBanner key={announcement.id} announcement={announcement} />}
      <div className="mx-auto max-w-[1920px] px-4 pt-4 sm:px-6">
        <h1 className="sr-only">{t('home.heading')}</h1>
        <HeroBanners banners={home.banners} locale={locale} />
        {sections.map((section, index) => (
          <HomeSection
            key={section.key}
            id={section.key}
            title={t(`home.sections.${section.key}`)}
            seeAllHref={seeAllHref(section.categoryId, locale)}
          >
            {/* The first row fills the first screen: up to 6 columns load at once. */}
            <ProjectGrid
              projects={section.projects}
              locale={locale}
              // Below the hero: only a phone's first row loads at once; wider screens' load when laid out.
              eagerCount={index === 0 ? 2 : 0}
              // The hero banner above is the largest paint.
              priorityCount={0}
              fullRowsOnly
            />
          </HomeSection>
        ))}
        {sections.length === 0 && home.banners.length === 0 && (
          <p className="py-24 text-center text-ink-muted">{t('home.empty')}</p>
        )}
      </div>
    </>
  );
}
