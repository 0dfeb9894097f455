// /cart (spec section 2; /fr/panier): the whole cart by parcel with the delivery choice, the delivery
// country (VAT and shipping follow it), promo code, gift option, gift box code, related records and
// the summary with VAT, shipping and the service charge. Rendered on the server from the `cart`
// cookie; every control is a form posted to this action, which the live cart store takes over when
// JavaScript runs. The project page's buy form posts its add here too.
import { localisePath, splitLocaleFromPath } from '@spindle/domain';
import { useEffect } from 'react';
import { useT } from '../lib/use-t.ts';
import { data, Link, redirect } from 'react-router';
import { requestContext } from '../context.ts';
import { BoxCodeForm } from '../features/cart/box-code-form.tsx';
import { isBoxCodeForm, submitBoxCode } from '../features/cart/box-code.server.ts';
import { deliveryCountries } from '../features/cart/cart-format.ts';
import { BoxLines } from '../features/cart/cart-boxes.tsx';
import { lineOfAdd, parseCartIntent } from '../features/cart/cart-intents.ts';
import { ParcelLines } from '../features/cart/cart-lines.tsx';
import {
  CountryChoice,
  GiftOption,
  PromoCode,
  ShipmentChoice,
  ShippingChoice,
} from '../features/cart/cart-options.tsx';
import { encodeCartCookie } from '../features/cart/cart-state.ts';
import { adoptPricedCart, submitCartForm, syncCartFromCookie, useCart } from '../features/cart/cart-store.ts';
import { CartSummary } from '../features/cart/cart-summary.tsx';
import {
  applyIntentOnServer,
  cartCookieHeader,
  cartFromRequest,
  deleteServerCart,
  fitsCookie,
  priceCart,
  relatedProjects,
  sendAddToCartEvent,
  startingCart,
} from '../features/cart/cart.server.ts';
import { ProjectGrid } from '../features/catalogue/project-grid.tsx';
import { PickupSummary } from '../features/checkout/pickup-form.tsx';
import { shipsToPickup } from '../features/checkout/pickup-rules.ts';
import { resolveCurrency } from '../features/preferences/currency.server.ts';
import { useHydrated } from '../features/shop/use-hydrated.ts';
import { PageHead } from '../layout/page-head.tsx';
import { dataKey } from '../lib/i18n.ts';
import type { Route } from './+types/cart';
import { readFormBody } from '../lib/form-body.server.ts';

export async function loader({ request, url, context }: Route.LoaderArgs) {
  const { locale } = splitLocaleFromPath(url.pathname);
  const currency = resolveCurrency(url, request.headers.get('Cookie'), context.get(requestContext).country);
  const start = await startingCart(context, request, currency);
  const { state, outcome } = await priceCart(context, start.state);
  const priced = outcome.ok ? outcome.priced : null;
  const projectIds = (priced?.shops ?? []).flatMap((shop) => shop.items.map((item) => item.projectId));
  const related = await relatedProjects(context, projectIds, currency);
  const headers = new Headers({ 'Cache-Control': 'private, no-store' });
  // The cookie follows the server: a restored saved cart, a new id, or a cart emptied by the calculation.
  if (start.restored || encodeCartCookie(state) !== encodeCartCookie(start.state)) {
    headers.append('Set-Cookie', cartCookieHeader(state));
  }
  const error = !outcome.ok && outcome.code === 'unavailable' ? 'unavailable' : null;
  // Named on the server: the browser's Intl may name a country differently and break hydration.
  const countries = deliveryCountries(locale);
  return data({ locale, currency, state, priced, related, error, countries }, { headers });
}

export async function action({ request, url, context }: Route.ActionArgs) {
  const { locale } = splitLocaleFromPath(url.pathname);
  const form = await readFormBody(request);
  if (isBoxCodeForm(form)) return { boxCode: await submitBoxCode(context, form) };
  const intent = parseCartIntent(form);
  // The box configurator posts here: a box it cannot read goes back to the configurator with the reason.
  if (!intent && form.get('intent') === 'add_box')
    throw redirect(`${localisePath('/vinyl-box', locale)}?error=box_invalid`);
  if (!intent) throw data(null, { status: 400 });
  const currency = resolveCurrency(url, request.headers.get('Cookie'), context.get(requestContext).country);
  const current = cartFromRequest(request, currency);
  const next = await applyIntentOnServer(context, current, intent);
  if (!fitsCookie(next)) return { boxCode: null, error: 'cart_full' as const };
  if (intent.intent === 'clear') {
    // Emptying forgets the server's copy too: the signed-in user's saved cart, or this anonymous id.
    await deleteServerCart(context, current.cart.id);
  }
  if (intent.intent === 'add') await sendAddToCartEvent(context, lineOfAdd(intent));
  // Post/redirect/get: a reload never posts the change twice.
  throw redirect(localisePath('/cart', locale), { headers: { 'Set-Cookie': cartCookieHeader(next) } });
}

export default function CartPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useT();
  const hydrated = useHydrated();
  const { locale, currency } = loaderData;
  const live = useCart(currency);
  // The loader may have changed the cookie (a restored saved cart, a new id): the store reads it
  // again, then takes the server's calculation of that very cart instead of asking again.
  useEffect(() => {
    syncCartFromCookie();
    adoptPricedCart(loaderData.state, loaderData.priced);
  }, [loaderData.state, loaderData.priced]);
  const state = live.ready ? live.state : loaderData.state;
  const priced = live.ready
    ? (live.priced ?? (live.state.cart.count > 0 ? loaderData.priced : null))
    : loaderData.priced;
  const error = live.ready ? live.error : actionData && 'error' in actionData ? actionData.error : loaderData.error;
  const cartPath = localisePath('/cart', locale);
  const empty = state.cart.count === 0;
  const parcelCount = priced?.shops.length ?? 0;
  return (
    <>
      <PageHead title={t('cart.metaTitle')} noIndex />
      <div className="mx-auto max-w-[1280px] px-4 py-8 sm:px-6">
        <h1 className="text-2xl font-semibold sm:text-3xl">{t('cart.heading')}</h1>
        {error && (
          <p role="alert" className="mt-4 rounded-md bg-surface-raised p-3 text-sm">
            {t(dataKey(`cart.errors.${['unavailable', 'cart_full'].includes(error) ? error : 'request_failed'}`))}
          </p>
        )}
        {empty || !priced ? (
          <div className="py-16 text-center">
            {empty ? <p>{t('cart.empty')}</p> : <p role="status">{t('cart.updating')}</p>}
            <Link
              to={localisePath('/vinyl-shop', locale)}
              className="mt-4 inline-block font-semibold text-accent underline underline-offset-4"
            >
              {t('cart.browse')}
            </Link>
          </div>
        ) : (
          <div className="mt-6 grid gap-10 lg:grid-cols-[minmax(0,1fr)_360px]">
            <div aria-busy={live.calculating}>
              {priced.shops.map((shop, index) => (
                <section
                  key={shop.key}
                  aria-labelledby={`parcel-${shop.key}`}
                  className="mb-6 rounded-lg border border-line p-4"
                  data-testid="parcel"
                >
                  <h2
                    id={`parcel-${shop.key}`}
                    className="text-sm font-semibold tracking-wide text-ink-muted uppercase"
                  >
                    {t('cart.parcelFrom', { index: index + 1, count: parcelCount })}
                  </h2>
                  <ParcelLines
                    shop={shop}
                    currency={priced.currency}
                    locale={locale}
                    cartPath={cartPath}
                    compact={false}
                    state={live.ready ? live.state : undefined}
                  />
                  {shop.noShipping && (
                    <p role="status" className="text-sm font-semibold text-red-700 dark:text-red-300">
                      {t(
                        shop.noShipping === 'over_max_weight'
                          ? 'cart.refusal.over_max_weight'
                          : 'cart.refusal.no_shipping',
                      )}
                    </p>
                  )}
                  <ShippingChoice
                    shop={shop}
                    index={index + 1}
                    currency={priced.currency}
                    locale={locale}
                    cartPath={cartPath}
                    hydrated={hydrated}
                  />
                  <ShipmentChoice
                    shop={shop}
                    index={index + 1}
                    currency={priced.currency}
                    locale={locale}
                    cartPath={cartPath}
                    hydrated={hydrated}
                  />
                </section>
              ))}
              <BoxLines boxes={priced.boxes} currency={priced.currency} locale={locale} cartPath={cartPath} />
              <form method="post" action={cartPath} onSubmit={submitCartForm} className="mt-2">
                <input type="hidden" name="intent" value="clear" />
                <button type="submit" className="text-sm text-ink-muted underline underline-offset-4 hover:text-ink">
                  {t('cart.clear')}
                </button>
              </form>
            </div>
            <aside className="space-y-6 lg:sticky lg:top-20 lg:self-start" aria-labelledby="cart-summary-heading">
              <h2 id="cart-summary-heading" className="text-lg font-semibold">
                {t('cart.summary.heading')}
              </h2>
              <CountryChoice
                countryId={priced.countryId}
                countries={loaderData.countries}
                cartPath={cartPath}
                hydrated={hydrated}
              />
              <PromoCode priced={priced} promoCode={state.cart.promo_code ?? null} cartPath={cartPath} />
              <GiftOption isGift={state.isGift} cartPath={cartPath} hydrated={hydrated} />
              <div aria-live="polite">
                <CartSummary priced={priced} locale={locale} />
                {state.pickupPoint && shipsToPickup(priced) && (
                  <PickupSummary point={state.pickupPoint} className="mt-3 text-sm text-ink-muted" />
                )}
              </div>
              {priced.payable ? (
                <Link
                  to={localisePath('/payment', locale)}
                  className="block rounded-md bg-accent px-5 py-3 text-center font-semibold text-accent-ink hover:brightness-110"
                >
                  {t('cart.checkout')}
                </Link>
              ) : (
                <p className="rounded-md bg-surface-raised p-3 text-sm">{t('checkout.errors.cart_not_payable')}</p>
              )}
              <BoxCodeForm
                cartPath={cartPath}
                result={actionData && 'boxCode' in actionData ? actionData.boxCode : null}
              />
            </aside>
          </div>
        )}
        {loaderData.related.length > 0 && (
          <section className="mt-12" aria-labelledby="related-heading">
            <h2 id="related-heading" className="mb-4 text-xl font-semibold">
              {t('cart.related.heading')}
            </h2>
            <ProjectGrid projects={loaderData.related.slice(0, 6)} locale={locale} />
          </section>
        )}
      </div>
    </>
  );
}
