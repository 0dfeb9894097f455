// /review-single?order={id}&project={id} (spec section 2): the review form of one record of the
// signed-in buyer's order (docs/reviews.md); the same form as /review.
import { reviewsEndpoints } from '@spindle/contracts';
import { localisePath, splitLocaleFromPath } from '@spindle/domain';
import { Link } from 'react-router';
import { requireUser } from '../features/account/require-user.server.ts';
import { ReviewItem } from '../features/reviews/review-item.tsx';
import { type ReviewFormResult, orderIdOf, positiveIdOf } from '../features/reviews/review-form-result.ts';
import { saveReviewAction } from '../features/reviews/review-form.server.ts';
import { PageHead } from '../layout/page-head.tsx';
import { apiClient, notFoundResponse } from '../lib/api.server.ts';
import { useT } from '../lib/use-t.ts';
import type { Route } from './+types/review-single';

export async function loader({ url, context }: Route.LoaderArgs) {
  await requireUser(context, url);
  const orderId = orderIdOf(url);
  const projectId = positiveIdOf(url.searchParams.get('project'));
  if (orderId === null || projectId === null) throw notFoundResponse();
  const { locale } = splitLocaleFromPath(url.pathname);
  const mine = await apiClient(context).read(reviewsEndpoints.mine, { query: { order_id: orderId } });
  const item = mine.order?.items.find((candidate) => candidate.project.id === projectId);
  if (!item) throw notFoundResponse();
  return { locale, orderId, item };
}

export async function action({ request, url, context }: Route.ActionArgs) {
  await requireUser(context, url);
  const orderId = orderIdOf(url);
  if (orderId === null) throw notFoundResponse();
  return saveReviewAction({ context, request, orderId });
}

export default function ReviewSinglePage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useT();
  const { locale, orderId, item } = loaderData;
  const result: ReviewFormResult | undefined = actionData;
  return (
    <>
      <PageHead title={t('reviews.singleMetaTitle', { title: item.project.name })} noIndex />
      <div className="mx-auto w-full max-w-3xl px-4 pt-8 pb-16 sm:px-6">
        <Link
          to={localisePath(`/review?order=${orderId}`, locale)}
          className="text-sm font-semibold underline underline-offset-4"
        >
          ← {t('reviews.allItems', { order: orderId })}
        </Link>
        <h1 className="mt-3 text-2xl font-semibold">{t('reviews.singleMetaTitle', { title: item.project.name })}</h1>
        <p className="mt-2 max-w-prose text-ink-muted">{t('reviews.intro')}</p>
        <div className="mt-6">
          <ReviewItem
            item={item}
            result={result?.projectId === item.project.id ? result : undefined}
            locale={locale}
            singleHref={null}
          />
        </div>
      </div>
    </>
  );
}
