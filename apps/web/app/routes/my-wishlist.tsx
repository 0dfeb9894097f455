// /my-account/wishlist (spec section 7: GET user/wishes, POST user/wishes; GET user/follows, POST
// user/follows/{id}): the records on the wishlist as shop tiles, each with a remove button, and the
// artists and labels followed, each with an unfollow button. Plain forms: no JavaScript needed.
import { libraryEndpoints } from '@spindle/contracts';
import { localisePath, splitLocaleFromPath } from '@spindle/domain';
import { useT } from '../lib/use-t.ts';
import { data, Link, redirect, useLocation } from 'react-router';
import { Pagination } from '../components/pagination.tsx';
import { requestContext } from '../context.ts';
import { AccountLayout } from '../features/account/account-layout.tsx';
import { requireUser } from '../features/account/require-user.server.ts';
import { applyWishlistRequest } from '../features/account-extras/account-extras.server.ts';
import { ExtrasNotice, ExtrasSection, primaryButtonClass } from '../features/account-extras/extras-ui.tsx';
import { FollowList, RemoveWishForm } from '../features/account-extras/wishlist-lists.tsx';
import { readWishlistForm } from '../features/account-extras/wishlist-forms.ts';
import { PROJECT_GRID_CLASS } from '../features/catalogue/project-grid.tsx';
import { ProjectTile } from '../features/catalogue/project-tile.tsx';
import { resolveCurrency } from '../features/preferences/currency.server.ts';
import { PageHead } from '../layout/page-head.tsx';
import { apiClient } from '../lib/api.server.ts';
import type { Route } from './+types/my-wishlist';
import { readFormBody } from '../lib/form-body.server.ts';

const PAGE_SIZE = 24;
const NOTICES = ['removed', 'unfollowed'] as const;

function pageOf(url: URL): number {
  return Math.max(1, Math.floor(Number(url.searchParams.get('page') ?? '1')) || 1);
}

export async function loader({ request, url, context }: Route.LoaderArgs) {
  await requireUser(context, url);
  const { locale } = splitLocaleFromPath(url.pathname);
  const currency = resolveCurrency(url, request.headers.get('Cookie'), context.get(requestContext).country);
  const api = apiClient(context);
  const [wishes, follows] = await Promise.all([
    api.read(libraryEndpoints.wishes, { query: { page: pageOf(url), size: PAGE_SIZE, currency } }),
    api.read(libraryEndpoints.follows),
  ]);
  // The last record of a later page was removed: the page before is the last one now.
  if (wishes.items.length === 0 && wishes.page > 1) {
    const lastPage = Math.max(1, Math.ceil(wishes.total / PAGE_SIZE));
    const query = new URLSearchParams(url.searchParams);
    if (lastPage > 1) query.set('page', String(lastPage));
    else query.delete('page');
    const search = query.toString();
    throw redirect(search ? `${url.pathname}?${search}` : url.pathname);
  }
  const done = url.searchParams.get('done');
  return {
    locale,
    wishes,
    follows: follows.items,
    pagePath: url.pathname,
    notice: NOTICES.find((notice) => notice === done) ?? null,
  };
}

export async function action({ request, url, context }: Route.ActionArgs) {
  await requireUser(context, url);
  const wish = readWishlistForm(await readFormBody(request));
  if (!wish || !(await applyWishlistRequest(context, wish))) return data({ failed: true }, 400);
  const page = pageOf(url);
  const query = new URLSearchParams({ done: wish.intent === 'unwish' ? 'removed' : 'unfollowed' });
  if (page > 1) query.set('page', String(page));
  throw redirect(`${url.pathname}?${query}`);
}

export default function MyWishlistPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useT();
  const { locale, wishes, follows, pagePath, notice } = loaderData;
  const pageCount = Math.max(1, Math.ceil(wishes.total / wishes.size));
  // Each action answers with a new visit: its notice takes the focus even when the message repeats.
  const { key: visit } = useLocation();
  return (
    <>
      <PageHead title={t('accountExtras.wishlist.title')} noIndex />
      <AccountLayout active="wishlist">
        <h1 className="text-2xl font-semibold">{t('accountExtras.wishlist.title')}</h1>
        {actionData?.failed ? (
          <ExtrasNotice messageKey={`failed-${visit}`} tone="error">
            {t('accountExtras.wishlist.failed')}
          </ExtrasNotice>
        ) : (
          notice && (
            <ExtrasNotice messageKey={`${notice}-${visit}`} tone="ok">
              {t(`accountExtras.wishlist.${notice}`)}
            </ExtrasNotice>
          )
        )}
        <ExtrasSection
          id="wishes"
          title={
            <>
              {t('accountExtras.wishlist.wishesHeading')}{' '}
              <span className="text-base font-normal text-ink-muted">
                ({t('accountExtras.wishlist.wishesCount', { count: wishes.total })})
              </span>
            </>
          }
        >
          {wishes.items.length === 0 ? (
            <div className="mt-3">
              <p className="text-ink-muted">{t('accountExtras.wishlist.wishesEmpty')}</p>
              <Link to={localisePath('/vinyl-shop', locale)} className={`${primaryButtonClass} mt-4`}>
                {t('accountExtras.wishlist.browse')}
              </Link>
            </div>
          ) : (
            <ul aria-labelledby="wishes-title" className={`${PROJECT_GRID_CLASS} mt-4`}>
              {wishes.items.map((project, index) => (
                <li key={project.id}>
                  <ProjectTile project={project} locale={locale} eager={index < 4} />
                  <RemoveWishForm project={project} />
                </li>
              ))}
            </ul>
          )}
          <Pagination
            page={wishes.page}
            pageCount={pageCount}
            hrefOf={(page) => (page === 1 ? pagePath : `${pagePath}?page=${page}`)}
            labels={{
              nav: t('accountExtras.wishlist.pagination'),
              previous: t('accountExtras.wishlist.previous'),
              next: t('accountExtras.wishlist.next'),
            }}
          />
        </ExtrasSection>
        <FollowList follows={follows} locale={locale} />
      </AccountLayout>
    </>
  );
}
