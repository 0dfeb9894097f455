// /review?order={id} (spec section 2; the review-request e-mail links here): every record of the
// signed-in buyer's order, each with its review form (docs/reviews.md). A visitor signs in first and
// comes back; someone else's order is not found.
import { reviewsEndpoints } from '@spindle/contracts';
import { REVIEW_TEXT_MIN_LENGTH, localisePath, splitLocaleFromPath } from '@spindle/domain';
import { requireUser } from '../features/account/require-user.server.ts';
import { ReviewItem } from '../features/reviews/review-item.tsx';
import { type ReviewFormResult, orderIdOf } from '../features/reviews/review-form-result.ts';
import { saveReviewAction } from '../features/reviews/review-form.server.ts';
import { PageHead } from '../layout/page-head.tsx';
import { apiClient, notFoundResponse } from '../lib/api.server.ts';
import { useT } from '../lib/use-t.ts';
import type { Route } from './+types/review';

export async function loader({ url, context }: Route.LoaderArgs) {
  await requireUser(context, url);
  const orderId = orderIdOf(url);
  if (orderId === null) throw notFoundResponse();
  const { locale } = splitLocaleFromPath(url.pathname);
  const mine = await apiClient(context).read(reviewsEndpoints.mine, { query: { order_id: orderId } });
  if (!mine.order) throw notFoundResponse();
  return { locale, order: mine.order };
}

export async function action({ request, url, context }: Route.ActionArgs) {
  await requireUser(context, url);
  const orderId = orderIdOf(url);
  if (orderId === null) throw notFoundResponse();
  return saveReviewAction({ context, request, orderId });
}

export default function ReviewPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useT();
  const { locale, order } = loaderData;
  const result: ReviewFormResult | undefined = actionData;
  return (
    <>
      <PageHead title={t('reviews.metaTitle')} noIndex />
      <div className="mx-auto w-full max-w-3xl px-4 pt-8 pb-16 sm:px-6">
        <h1 className="text-2xl font-semibold">{t('reviews.heading', { order: order.id })}</h1>
        <p className="mt-2 max-w-prose text-ink-muted">{t('reviews.intro', { min: REVIEW_TEXT_MIN_LENGTH })}</p>
        {order.items.length === 0 ? (
          <p className="mt-6">{t('reviews.noItems')}</p>
        ) : (
          <div className="mt-6 space-y-6">
            {order.items.map((item) => (
              <ReviewItem
                key={item.project.id}
                item={item}
                result={result?.projectId === item.project.id ? result : undefined}
                locale={locale}
                singleHref={localisePath(`/review-single?order=${order.id}&project=${item.project.id}`, locale)}
              />
            ))}
          </div>
        )}
      </div>
    </>
  );
}
