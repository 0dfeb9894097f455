// /my-account/box (spec section 2; section 7: GET user/boxes and user/boxes/{id}, POST user/boxes/vinyl,
// PUT user/boxes, POST user/boxes/payment and /address, DELETE user/boxes/{id}): the vinyl box
// subscriptions, each with its months and self-service (issue 17). `?update=card` (the failed-charge
// e-mail's link) opens the card form; `?stop=<id>` asks to confirm a stop; `?done=` says what was done.
// With Stripe, the card form is Stripe Elements on a SetupIntent (POST user/cards/setup) that the page
// confirms with Stripe.js (3-D Secure there); the action sends its id, which the server reads at Stripe.
import { boxCycleEndpoints, libraryEndpoints } from '@spindle/contracts';
import { localisePath, splitLocaleFromPath } from '@spindle/domain';
import { useT } from '../lib/use-t.ts';
import { AccountLayout } from '../features/account/account-layout.tsx';
import { accountSectionPath } from '../features/account/account-nav.ts';
import { countryOptions } from '../features/account/country-options.ts';
import { requireUser } from '../features/account/require-user.server.ts';
import { validateCard } from '../features/checkout/address-rules.ts';
import { TestCardFields } from '../features/checkout/card-fields.tsx';
import { StripeCardSetup } from '../features/checkout/stripe-card-setup.tsx';
import { BoxList } from '../features/my-orders/box-list.tsx';
import { boxNoticeOf, boxRefusalText, type BoxActionRefusal } from '../features/my-orders/box-cycle-actions.ts';
import { boxAction } from '../features/my-orders/box-cycle-actions.server.ts';
import { BoxGenres, BoxMonths, BoxPicker, BoxSkip } from '../features/my-orders/box-self-service.tsx';
import { BoxAddress, BoxCard, BoxCharges, BoxStop } from '../features/my-orders/box-self-service-forms.tsx';
import { EmptyState, PageNotice } from '../features/my-orders/my-orders-ui.tsx';
import { PageHead } from '../layout/page-head.tsx';
import { apiClient } from '../lib/api.server.ts';
import type { Route } from './+types/my-box';

export async function loader({ url, context }: Route.LoaderArgs) {
  await requireUser(context, url);
  const { locale } = splitLocaleFromPath(url.pathname);
  const api = apiClient(context);
  const { boxes } = await api.read(libraryEndpoints.boxes);
  // A box still being created has no detail (404): its summary is all there is.
  const details = await Promise.all(
    boxes.map((box) => api.readOptional(boxCycleEndpoints.detail, { params: { id: box.id } })),
  );
  const noticeBox = Number(url.searchParams.get('box'));
  // A month waits for a card: with Stripe, a SetupIntent for the page's card form.
  const waiting = details.some((detail) => detail?.step === 'monthly_pending');
  const setup = waiting ? await api.call(libraryEndpoints.cardSetup) : null;
  const stripe = setup?.ok && setup.value.provider === 'stripe' ? setup.value : null;
  return {
    locale,
    boxes,
    details: details.filter((detail) => detail !== null),
    countries: countryOptions(locale),
    pagePath: url.pathname,
    notice: boxNoticeOf(url.searchParams.get('done')),
    noticeBox: Number.isSafeInteger(noticeBox) ? noticeBox : 0,
    updateCard: url.searchParams.get('update') === 'card',
    stopBox: Number(url.searchParams.get('stop')) || 0,
    stripe,
    returnUrl: new URL(`${url.pathname}?update=card`, url.origin).href,
    returnedSetup: /^seti_\w+$/.test(url.searchParams.get('setup_intent') ?? '')
      ? url.searchParams.get('setup_intent')
      : null,
  };
}

export async function action({ request, url, context }: Route.ActionArgs) {
  await requireUser(context, url);
  return boxAction({ context, request, pagePath: url.pathname, checkCard: validateCard });
}

export default function MyBoxPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useT();
  const { locale, boxes, details, countries, pagePath, notice, updateCard, stopBox, stripe, returnUrl, returnedSetup } =
    loaderData;
  const refusal: BoxActionRefusal | null = actionData ?? null;
  const byId = new Map(details.map((detail) => [detail.id, detail]));
  return (
    <>
      <PageHead title={t('myOrders.box.title')} noIndex />
      <AccountLayout active="box">
        <h1 className="text-2xl font-semibold">{t('myOrders.box.title')}</h1>
        {notice && !refusal && <PageNotice tone="ok">{t(`myOrders.boxCycle.done.${notice}`)}</PageNotice>}
        {refusal && (
          <PageNotice tone="error">
            {t(`myOrders.boxCycle.errors.${boxRefusalText(refusal.code, stripe !== null)}`)}
          </PageNotice>
        )}
        {boxes.length === 0 ? (
          <EmptyState
            text={t('myOrders.box.empty')}
            action={t('myOrders.box.discover')}
            to={localisePath('/vinyl-box', locale)}
          />
        ) : (
          <BoxList
            boxes={boxes}
            locale={locale}
            details={(box) => {
              const detail = byId.get(box.id);
              if (!detail) return null;
              const own = refusal?.boxId === box.id ? refusal : null;
              return (
                <>
                  <BoxMonths detail={detail} locale={locale} ordersPath={accountSectionPath('orders', locale)} />
                  <BoxPicker detail={detail} locale={locale} />
                  <BoxSkip detail={detail} locale={locale} />
                  <BoxCard
                    detail={detail}
                    refusal={own}
                    updateCard={updateCard}
                    cardFields={(errors) => <TestCardFields errors={errors} />}
                    stripeForm={
                      stripe ? (
                        <StripeCardSetup
                          publishableKey={stripe.publishable_key}
                          clientSecret={stripe.client_secret}
                          returnUrl={returnUrl}
                          fields={{ intent: 'card', box_id: String(box.id) }}
                          submitLabel={t('myOrders.boxCycle.saveCard')}
                          returnedSetupIntentId={own ? null : returnedSetup}
                        />
                      ) : null
                    }
                  />
                  <BoxGenres detail={detail} />
                  <BoxAddress detail={detail} countries={countries} refusal={own} />
                  <BoxCharges detail={detail} locale={locale} invoicePath="/my-account/box/invoice" />
                  <BoxStop detail={detail} locale={locale} confirmingStop={stopBox === box.id} pagePath={pagePath} />
                </>
              );
            }}
          />
        )}
      </AccountLayout>
    </>
  );
}
