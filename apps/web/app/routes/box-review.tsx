// /box-review?box={id} (spec section 2; GET user/boxes/{boxId}/reviews/{userId}): the records each
// month of the signed-in subscriber's box brought, with the review form of each once its parcel left
// (docs/boxes.md, docs/reviews.md). /my-account/box links here from every shipped month. A review is
// sent with its month's order to POST user/reviews, like /review; staff moderate it in /admin/reviews.
import { boxCycleEndpoints } from '@spindle/contracts';
import { localisePath, splitLocaleFromPath } from '@spindle/domain';
import { Link } from 'react-router';
import { accountSectionPath } from '../features/account/account-nav.ts';
import { requireUser } from '../features/account/require-user.server.ts';
import { formatMonth } from '../features/my-orders/my-orders-format.ts';
import { ReviewItem } from '../features/reviews/review-item.tsx';
import { type ReviewFormResult, positiveIdOf } from '../features/reviews/review-form-result.ts';
import { saveReviewAction } from '../features/reviews/review-form.server.ts';
import { PageHead } from '../layout/page-head.tsx';
import { apiClient, notFoundResponse } from '../lib/api.server.ts';
import { readFormBody, textOf } from '../lib/form-body.server.ts';
import { useT } from '../lib/use-t.ts';
import type { Route } from './+types/box-review';

export async function loader({ url, context }: Route.LoaderArgs) {
  const user = await requireUser(context, url);
  const boxId = positiveIdOf(url.searchParams.get('box'));
  if (boxId === null) throw notFoundResponse();
  const { locale } = splitLocaleFromPath(url.pathname);
  const box = await apiClient(context).read(boxCycleEndpoints.reviews, { params: { boxId, userId: user.id } });
  return { locale, box };
}

export async function action({ request, url, context }: Route.ActionArgs) {
  await requireUser(context, url);
  // The month's order rides with the form; POST user/reviews checks it is the subscriber's.
  const orderId = positiveIdOf(textOf(await readFormBody(request.clone()), 'order_id'));
  if (orderId === null) throw notFoundResponse();
  return saveReviewAction({ context, request, orderId });
}

export default function BoxReviewPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useT();
  const { locale, box } = loaderData;
  const result: ReviewFormResult | undefined = actionData;
  return (
    <>
      <PageHead title={t('reviews.box.metaTitle')} noIndex />
      <div className="mx-auto w-full max-w-3xl px-4 pt-8 pb-16 sm:px-6">
        <h1 className="text-2xl font-semibold">{t('reviews.box.heading')}</h1>
        <p className="mt-2 max-w-prose text-ink-muted">{t('reviews.box.intro')}</p>
        <Link to={accountSectionPath('box', locale)} className="mt-2 inline-block underline underline-offset-4">
          {t('reviews.box.back')}
        </Link>
        {box.months.length === 0 ? (
          <p className="mt-6">{t('reviews.box.none')}</p>
        ) : (
          box.months.map((month) => (
            <section
              key={month.month}
              id={`box-month-${month.month}`}
              aria-labelledby={`box-month-${month.month}-heading`}
              className="mt-8"
            >
              <h2 id={`box-month-${month.month}-heading`} className="text-xl font-semibold">
                {t('reviews.box.month', { month: formatMonth(month.month, locale) })}
              </h2>
              <div className="mt-4 space-y-6">
                {month.items.map((item) => (
                  <ReviewItem
                    key={item.project.id}
                    item={item}
                    orderId={month.order_id}
                    headingLevel={3}
                    result={result?.projectId === item.project.id ? result : undefined}
                    locale={locale}
                    singleHref={localisePath(
                      `/review-single?order=${month.order_id}&project=${item.project.id}`,
                      locale,
                    )}
                  />
                ))}
              </div>
            </section>
          ))
        )}
      </div>
    </>
  );
}
