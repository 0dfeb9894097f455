// A project page, /{category}/{id}/{slug} (spec section 2; DESIGN.md "A project page tells the
// story"): gallery on the left; price, format details, the record in its colour, stock or funding
// with the end date and the one primary button on the right; then the tracklist, the description,
// the artist and label, comments, and more records. Any other address of the project redirects (301).
import {
  catalogueEndpoints,
  communityEndpoints,
  reviewsEndpoints,
  type CommentList,
  type ProjectDetail,
  type ProjectReviews as ProjectReviewsData,
} from '@spindle/contracts';
import {
  PROJECT_PAGE_REVIEWS,
  formatMoney,
  projectFootprintOptions,
  recordFootprint,
  splitLocaleFromPath,
} from '@spindle/domain';
import { useT } from '../lib/use-t.ts';
import { Link, redirect } from 'react-router';
import { requestContext } from '../context.ts';
import { ProjectGrid } from '../features/catalogue/project-grid.tsx';
import { projectTilesOf } from '../features/catalogue/project-tile-data.ts';
import { FootprintSummary } from '../features/footprint/index.ts';
import { HomeSection } from '../features/home/home-section.tsx';
import { usePlayer } from '../features/player/use-player.ts';
import { resolveCurrency } from '../features/preferences/currency.server.ts';
import { BuyForm } from '../features/project/buy-form.tsx';
import { galleryImagesOf, initialGalleryIndex } from '../features/project/gallery-images.ts';
import { ProjectActions } from '../features/project/project-actions.tsx';
import { submitProjectAction } from '../features/project/project-actions.server.ts';
import { signInHref } from '../features/project/project-forms.ts';
import { ProjectComments } from '../features/project/project-comments.tsx';
import { ProjectDetails } from '../features/project/project-details.tsx';
import { ProjectGallery } from '../features/project/project-gallery.tsx';
import { projectJsonLd, serializeJsonLd } from '../features/project/project-json-ld.ts';
import { artistHref, ProjectPeople } from '../features/project/project-people.tsx';
import { canonicalProjectPath, canonicalRedirectOf, parseProjectId } from '../features/project/project-url.ts';
import { SaleStatus } from '../features/project/sale-status.tsx';
import { Tracklist } from '../features/project/tracklist.tsx';
import { ProjectReviews } from '../features/reviews/project-reviews.tsx';
import { reviewsJsonLd } from '../features/reviews/reviews-json-ld.ts';
import { PageHead } from '../layout/page-head.tsx';
import { apiClient, notFoundResponse } from '../lib/api.server.ts';
import { useNonce } from '../lib/nonce.tsx';
import { projectPlaybackOf } from '../lib/project-playback.ts';
import type { Route } from './+types/project';
import { useRootData } from '../layout/root-data.ts';

const COMMENTS_PAGE_SIZE = 20;
/** Share descriptions are cut to what search results and cards show. */
const META_DESCRIPTION_LENGTH = 160;

function commentsPageOf(url: URL): number {
  const page = Number(url.searchParams.get('comments') ?? '1');
  return Number.isInteger(page) && page >= 1 && page <= 1000 ? page : 1;
}

export async function loader({ request, url, params, context }: Route.LoaderArgs) {
  // /{anything}/{not a number} is not a project page (/project/dashboard, /cart/confirmation...).
  const id = parseProjectId(params.id);
  if (id === null) throw notFoundResponse();
  const { locale } = splitLocaleFromPath(url.pathname);
  const currency = resolveCurrency(url, request.headers.get('Cookie'), context.get(requestContext).country);
  const commentsPage = commentsPageOf(url);
  const api = apiClient(context);
  const noComments: CommentList = { items: [], page: commentsPage, size: COMMENTS_PAGE_SIZE, total: 0 };
  const [project, more, recommendations, comments, reviews] = await Promise.all([
    api.read(catalogueEndpoints.project, { params: { id }, query: { currency } }),
    api.readOptional(catalogueEndpoints.more, { params: { id }, query: { currency } }),
    api.readOptional(catalogueEndpoints.recommendations, { query: { project_id: id, currency } }),
    api.readOptional(communityEndpoints.comments, {
      params: { id },
      query: { page: commentsPage, size: COMMENTS_PAGE_SIZE },
    }),
    api.readOptional(reviewsEndpoints.ofProject, { params: { id }, query: { page: 1, size: PROJECT_PAGE_REVIEWS } }),
  ]);
  const canonical = canonicalRedirectOf(url, project);
  if (canonical) throw redirect(canonical, 301);
  const moreIds = new Set((more ?? []).map((card) => card.id));
  return {
    locale,
    project,
    // The cards of "more" and recommendations go to tiles: only what a tile renders is sent.
    more: projectTilesOf(more ?? []),
    recommendations: projectTilesOf((recommendations ?? []).filter((card) => !moreIds.has(card.id))),
    comments: comments ?? noComments,
    reviews: reviews ?? noReviews(id),
    initialImage: url.searchParams.get('image'),
    // One clock for the server render and the hydration: "ends in 5 days" reads the same in both.
    now: new Date().toISOString(),
  };
}

/** A project page whose reviews could not be read shows none. */
function noReviews(projectId: number): ProjectReviewsData {
  return { project_id: projectId, average: null, count: 0, items: [], page: 1, size: PROJECT_PAGE_REVIEWS };
}

export async function action({ request, url, params, context }: Route.ActionArgs) {
  const id = parseProjectId(params.id);
  if (id === null) throw notFoundResponse();
  return submitProjectAction({ request, url, context, projectId: id });
}

/** Music releases; the other categories are merch and accessories. */
function isRelease(category: string): boolean {
  return ['vinyl', 'cd', 'tape', 'bundle', 'project'].includes(category);
}

function pageHrefOfComments(pathname: string, search: string, page: number): string {
  const params = new URLSearchParams(search);
  if (page <= 1) params.delete('comments');
  else params.set('comments', String(page));
  const query = params.toString();
  return `${pathname}${query ? `?${query}` : ''}#project-comments`;
}

export default function Project({ loaderData }: Route.ComponentProps) {
  const { t } = useT();
  const nonce = useNonce();
  const root = useRootData();
  const { locale, project, more, recommendations, comments, reviews, initialImage, now } = loaderData;
  const images = galleryImagesOf(project);
  const pagePath = canonicalProjectPath(project, locale);
  const pageUrl = `${root?.origin ?? ''}${pagePath}`;
  const absolute = (path: string) => (/^https?:\/\//.test(path) ? path : `${root?.origin ?? ''}${path}`);
  const artist = artistHref(project, locale);
  const description = project.description.replace(/\s+/g, ' ').trim();
  const lastCommentsPage = Math.max(1, Math.ceil(comments.total / comments.size));
  // A track of this page that is playing pauses; any other plays the tracklist from there.
  const playback = projectPlaybackOf(usePlayer(), project.id, project.songs);
  return (
    <>
      <PageHead
        title={t('projectPage.metaTitle', { title: project.name, artist: project.artistName })}
        description={description ? description.slice(0, META_DESCRIPTION_LENGTH) : undefined}
        imageUrl={project.coverUrl}
      />
      <script
        type="application/ld+json"
        nonce={nonce}
        // serializeJsonLd escapes '<', so the data cannot close the script element.
        dangerouslySetInnerHTML={{
          __html: serializeJsonLd({ ...projectJsonLd(project, pageUrl, absolute), ...reviewsJsonLd(reviews) }),
        }}
      />
      <div className="mx-auto max-w-[1440px] px-4 pt-6 pb-16 sm:px-6">
        <div className="grid gap-8 md:grid-cols-2 md:gap-10 xl:gap-16">
          <div className="md:sticky md:top-4 md:self-start">
            <ProjectGallery
              key={project.id}
              images={images}
              initialIndex={initialGalleryIndex(images, initialImage)}
              title={project.name}
              artist={project.artistName}
            />
          </div>
          <div className="min-w-0 space-y-6">
            <header>
              <h1 className="text-2xl leading-tight font-semibold sm:text-3xl">{project.name}</h1>
              <p className="mt-1 text-lg text-ink-muted">
                {t('projectPage.by')}{' '}
                {artist ? (
                  <Link
                    to={artist}
                    className="text-ink underline decoration-line underline-offset-4 hover:decoration-ink"
                  >
                    {project.artistName}
                  </Link>
                ) : (
                  <span className="text-ink">{project.artistName}</span>
                )}
              </p>
            </header>
            <p data-testid="project-price" className="text-3xl font-semibold">
              {formatMoney(project.price, locale)}
            </p>
            <ProjectDetails project={project} images={images} locale={locale} />
            <SaleStatus project={project} locale={locale} now={new Date(now)} />
            <BuyForm key={project.id} project={project} locale={locale} />
            <ProjectActions viewer={project.viewer} likes={project.likes} />
          </div>
        </div>

        <div className="mt-14 grid gap-12 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] xl:gap-16">
          <div className="min-w-0 space-y-12">
            <Tracklist
              songs={project.songs}
              artistName={project.artistName}
              onPlay={playback.playFrom}
              playingSongId={playback.playing ? playback.currentSongId : null}
            />
            {description && (
              <section aria-labelledby="project-description">
                <h2 id="project-description" className="text-lg font-semibold">
                  {isRelease(project.category)
                    ? t('projectPage.description.heading')
                    : t('projectPage.description.headingProduct')}
                </h2>
                <p className="mt-3 max-w-prose leading-relaxed whitespace-pre-line">{project.description}</p>
              </section>
            )}
          </div>
          <div className="space-y-12">
            <ProjectPeople project={project} locale={locale} />
            {project.category === 'vinyl' && <FootprintSummary footprint={projectFootprint(project)} locale={locale} />}
            <ProjectReviews reviews={reviews} locale={locale} />
            <ProjectComments
              comments={comments}
              signedIn={project.viewer !== null}
              signInHref={signInHref(pagePath)}
              newerHref={comments.page > 1 ? pageHrefOfComments(pagePath, '', comments.page - 1) : null}
              olderHref={comments.page < lastCommentsPage ? pageHrefOfComments(pagePath, '', comments.page + 1) : null}
              locale={locale}
            />
          </div>
        </div>

        {more.length > 0 && (
          <HomeSection
            id="more"
            title={
              project.labelName
                ? t('projectPage.more.fromArtistAndLabel', { artist: project.artistName, label: project.labelName })
                : t('projectPage.more.fromArtist', { artist: project.artistName })
            }
            seeAllHref={artist}
          >
            <ProjectGrid projects={more} locale={locale} />
          </HomeSection>
        )}
        {recommendations.length > 0 && (
          <HomeSection id="recommendations" title={t('projectPage.more.recommendations')} seeAllHref={null}>
            <ProjectGrid projects={recommendations} locale={locale} />
          </HomeSection>
        )}
      </div>
    </>
  );
}

/** A record's footprint on its page: estimated from its size, discs and colour (docs/footprint.md); no advice to buyers. */
function projectFootprint(project: { format: string | null; discs: number | null; colour: ProjectDetail['colour'] }) {
  const options = projectFootprintOptions({
    format: project.format,
    discs: project.discs,
    colour: project.colour?.name ?? null,
    effect: project.colour?.effect,
  });
  return { ...recordFootprint(options), greener: [] };
}
