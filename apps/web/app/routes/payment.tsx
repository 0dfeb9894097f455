// /payment (spec section 2; /fr/paiement): the delivery address with the spec's field rules, then the
// card (the built-in test provider's form, or Stripe Elements when the server says Stripe), then the
// test provider's 3-D Secure step as a real page the buyer answers. When a parcel ships to a pickup
// point, the address step also asks which one, and the payment does not start without it. Every step
// is a form posted to this action, so the checkout works without JavaScript; a declined card leaves
// the cart as it was.
import { isCurrencyCode, localisePath, splitLocaleFromPath, type CurrencyCode } from '@spindle/domain';
import { useEffect, useRef } from 'react';
import { useT } from '../lib/use-t.ts';
import { data, Form, Link, redirect, useNavigation } from 'react-router';
import { requestContext } from '../context.ts';
import { sessionUser } from '../features/account/session-user.server.ts';
import { deliveryCountries, formatAmount } from '../features/cart/cart-format.ts';
import { encodeCartCookie } from '../features/cart/cart-state.ts';
import { syncCartFromCookie } from '../features/cart/cart-store.ts';
import { CartSummary } from '../features/cart/cart-summary.tsx';
import { cartCookieHeader, cartFromRequest, priceCart } from '../features/cart/cart.server.ts';
import {
  AddressFields,
  AddressSummary,
  HiddenAddress,
  useFocusFirstError,
} from '../features/checkout/address-form.tsx';
import {
  ADDRESS_FIELDS,
  addressValuesOf,
  needsDelivery,
  validateAddress,
  validateCard,
  type AddressValues,
} from '../features/checkout/address-rules.ts';
import { TestCardFields } from '../features/checkout/card-fields.tsx';
import { CheckoutSteps } from '../features/checkout/checkout-steps.tsx';
import {
  answerAuthentication,
  saveCheckout,
  startPayment,
  type CheckoutStep,
} from '../features/checkout/checkout.server.ts';
import { encodeOrderPickup, ORDER_PICKUP_COOKIE, ORDER_PICKUP_DAYS } from '../features/checkout/order-pickup.ts';
import { HiddenPickup, PickupFields, PickupSummary } from '../features/checkout/pickup-form.tsx';
import {
  formAsksPickup,
  PICKUP_FIELDS,
  pickupPointOf,
  pickupValuesFromPoint,
  pickupValuesOf,
  shipsToPickup,
  validatePickup,
  type PickupValues,
} from '../features/checkout/pickup-rules.ts';
import { StripePayment } from '../features/checkout/stripe-payment.tsx';
import { resolveCurrency } from '../features/preferences/currency.server.ts';
import { PageHead } from '../layout/page-head.tsx';
import { serializeCookie } from '../lib/cookies.ts';
import { dataKey } from '../lib/i18n.ts';
import { signPagePath } from '../features/account/sign-paths.ts';
import type { Route } from './+types/payment';
import { useRootData } from '../layout/root-data.ts';
import { readFormBody } from '../lib/form-body.server.ts';

function confirmationPath(locale: ReturnType<typeof splitLocaleFromPath>['locale'], orderId: number): string {
  return `${localisePath('/cart/confirmation', locale)}?order=${orderId}`;
}

export async function loader({ request, url, context }: Route.LoaderArgs) {
  const { locale } = splitLocaleFromPath(url.pathname);
  const currency = resolveCurrency(url, request.headers.get('Cookie'), context.get(requestContext).country);
  const start = cartFromRequest(request, currency);
  const [{ state, outcome }, user] = await Promise.all([priceCart(context, start), sessionUser(context)]);
  if (!outcome.ok || !outcome.priced.payable) throw redirect(localisePath('/cart', locale));
  // A vinyl box belongs to an account (its months, picks and gift codes): the buyer signs in or up first.
  if (!user && outcome.priced.boxes.length > 0)
    throw redirect(signPagePath(locale, localisePath('/payment', locale), 'signup'));
  const defaults: AddressValues = {
    ...addressValuesOf({}),
    email: user?.email ?? '',
    firstname: user?.customer?.firstname ?? '',
    lastname: user?.customer?.lastname ?? '',
    country_id: outcome.priced.countryId,
  };
  const headers = new Headers({ 'Cache-Control': 'private, no-store' });
  if (encodeCartCookie(state) !== encodeCartCookie(start)) headers.append('Set-Cookie', cartCookieHeader(state));
  // Named on the server: the browser's Intl may name a country differently and break hydration.
  const countries = deliveryCountries(locale);
  // A parcel that ships to a pickup point: the address step asks which one (the one chosen before shows again).
  const needsPickup = shipsToPickup(outcome.priced);
  const pickupDefaults = pickupValuesFromPoint(state.pickupPoint);
  // Downloads only: nothing is posted, so no postal address is asked (the API asks none either).
  const delivery = needsDelivery(outcome.priced);
  return data(
    { locale, currency, priced: outcome.priced, defaults, countries, needsPickup, pickupDefaults, delivery },
    { headers },
  );
}

/** A text field of a posted form ('' when absent or a file). */
function textOf(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
}

/** A step, with what the buyer typed (to show again or re-post) and whether the pickup point is asked. */
type ActionResult = CheckoutStep & { values: AddressValues; pickup: PickupValues; askPickup: boolean };

/** The first field to focus among the failing ones, in the order the form shows them. */
function firstFailing(errors: Record<string, string>): string | null {
  return [...ADDRESS_FIELDS, ...PICKUP_FIELDS].find((field) => errors[field] !== undefined) ?? null;
}

export async function action({ request, url, context }: Route.ActionArgs) {
  const { locale } = splitLocaleFromPath(url.pathname);
  const currency = resolveCurrency(url, request.headers.get('Cookie'), context.get(requestContext).country);
  const form = await readFormBody(request);
  const intent = form.get('intent');
  const state = cartFromRequest(request, currency);
  const values = addressValuesOf(form);
  // The pickup point as posted by a form that showed it (or re-posts it), else the one kept on the cart.
  const asked = formAsksPickup(form);
  const pickup = asked ? pickupValuesOf(form) : pickupValuesFromPoint(state.pickupPoint);

  if (intent === 'authenticate') {
    const orderId = Number(form.get('order_id'));
    if (!state.cart.id || !Number.isInteger(orderId)) throw redirect(localisePath('/cart', locale));
    const step = await answerAuthentication(context, state.cart.id, orderId, form.get('decision') === 'approve');
    if (step.step === 'paid') throw redirect(confirmationPath(locale, step.orderId));
    return data<ActionResult>({ ...step, values, pickup, askPickup: asked });
  }

  // A wrong address shows with the pickup point's mistakes (when the form asked for it) at once. A
  // right one prices the cart for its country first: that says whether a parcel ships to a pickup point.
  const address = validateAddress(values, form.get('delivery') !== 'none');
  const point = validatePickup(pickup);
  const fieldErrors = address.ok ? {} : { ...address.errors, ...(asked && !point.ok ? point.errors : {}) };
  if (Object.keys(fieldErrors).length > 0) {
    return data<ActionResult>(
      {
        step: 'address',
        errors: fieldErrors,
        firstField: firstFailing(fieldErrors),
        notice: null,
        values,
        pickup,
        askPickup: asked,
      },
      400,
    );
  }
  const card =
    intent === 'card'
      ? validateCard({
          number: textOf(form, 'number'),
          expiry: textOf(form, 'expiry'),
          cvc: textOf(form, 'cvc'),
        })
      : null;
  const checkout = await saveCheckout(context, state, values, point.ok ? pickupPointOf(pickup) : null, locale);
  const next = checkout.state;
  const headers = new Headers();
  if (encodeCartCookie(next) !== encodeCartCookie(state)) headers.append('Set-Cookie', cartCookieHeader(next));
  // Priced: the cart says whether a parcel ships to a pickup point; otherwise the form stays as it was.
  const askPickup = checkout.saved.ok ? checkout.needsPickup : asked;
  if (checkout.pickupMissing) {
    // A parcel ships to a pickup point and no valid one was given: no payment until the buyer names one
    // (the notice says why when the form had not shown the pickup fields yet).
    const errors = point.ok ? {} : point.errors;
    return data<ActionResult>(
      {
        step: 'address',
        errors,
        firstField: firstFailing(errors),
        notice: asked ? null : 'pickup_point_required',
        values,
        pickup,
        askPickup: true,
      },
      { status: 400, headers },
    );
  }
  const method = card?.ok ? { kind: 'test_card' as const, ...card.card } : null;
  const step = await startPayment(context, checkout.saved, method);
  if (step.step !== 'address') {
    // The order exists: the confirmation shows the point its pickup parcels go to (none: forget any).
    const chosen = checkout.needsPickup && point.ok ? pickupPointOf(pickup) : null;
    headers.append(
      'Set-Cookie',
      chosen
        ? serializeCookie(ORDER_PICKUP_COOKIE, encodeOrderPickup(step.orderId, chosen), ORDER_PICKUP_DAYS)
        : `${ORDER_PICKUP_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`,
    );
  }
  if (step.step === 'paid') throw redirect(confirmationPath(locale, step.orderId), { headers });
  // A card form with mistakes: the same card step, with the fields to fix.
  if (card && !card.ok && step.step === 'card') {
    return data<ActionResult>(
      { ...step, decline: null, errors: card.errors, firstField: card.firstField, values, pickup, askPickup },
      { status: 400, headers },
    );
  }
  return data<ActionResult>({ ...step, values, pickup, askPickup }, { headers });
}

export default function Payment({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useT();
  const root = useRootData();
  const navigation = useNavigation();
  const { locale, priced, defaults } = loaderData;
  const countries = loaderData.countries;
  const current: ActionResult = actionData ?? {
    step: 'address',
    errors: {},
    firstField: null,
    notice: null,
    values: defaults,
    pickup: loaderData.pickupDefaults,
    askPickup: loaderData.needsPickup,
  };
  const values = current.values;
  const askPickup = current.askPickup;
  // The point shown in the summaries once it passed the rules (the address step's answer, or the kept one).
  const chosenPoint = askPickup && validatePickup(current.pickup).ok ? pickupPointOf(current.pickup) : null;
  const formRef = useRef<HTMLFormElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const busy = navigation.state !== 'idle';
  useFocusFirstError(formRef, 'firstField' in current ? current.firstField : null);
  // A new step moves the focus to its heading, so a screen reader announces where the buyer is.
  useEffect(() => {
    if (actionData && !('firstField' in actionData && actionData.firstField)) headingRef.current?.focus();
  }, [actionData]);
  // The server may have changed the cart cookie (a new id): the live cart reads it again.
  useEffect(() => syncCartFromCookie(), [actionData]);

  const currency: CurrencyCode = isCurrencyCode(priced.currency) ? priced.currency : 'EUR';
  const countryName = countries.find((country) => country.code === values.country_id)?.name ?? values.country_id;
  const stepName = current.step === 'authenticate' ? 'authentication' : current.step === 'card' ? 'card' : 'address';
  const notice = current.step === 'address' ? current.notice : null;
  const decline = current.step === 'card' ? current.decline : null;
  const errorCount = 'errors' in current ? Object.keys(current.errors).length : 0;

  return (
    <>
      <PageHead title={t('checkout.metaTitle')} noIndex />
      <div className="mx-auto max-w-[1100px] px-4 py-8 sm:px-6">
        <Link
          to={localisePath('/cart', locale)}
          className="text-sm text-ink-muted underline underline-offset-4 hover:text-ink"
        >
          {t('checkout.backToCart')}
        </Link>
        <h1 className="mt-3 mb-4 text-2xl font-semibold sm:text-3xl">{t('checkout.heading')}</h1>
        <CheckoutSteps current={stepName} />
        <div className="mt-8 grid gap-10 lg:grid-cols-[minmax(0,1fr)_340px]">
          <div>
            {(notice || decline || errorCount > 0) && (
              <div
                role="alert"
                className="mb-6 rounded-md border border-red-700 p-4 font-semibold text-red-800 dark:border-red-300 dark:text-red-200"
              >
                {decline && <p>{t(dataKey(`checkout.decline.${decline}`))}</p>}
                {notice && <p>{t(dataKey(`checkout.errors.${notice}`))}</p>}
                {errorCount > 0 && <p>{t('checkout.errors.summary', { count: errorCount })}</p>}
              </div>
            )}

            {current.step === 'address' && (
              <Form method="post" ref={formRef} noValidate className="space-y-6" aria-labelledby="step-heading">
                <h2 id="step-heading" ref={headingRef} tabIndex={-1} className="text-xl font-semibold outline-none">
                  {t('checkout.address.heading')}
                </h2>
                <input type="hidden" name="intent" value="address" />
                <AddressFields
                  values={values}
                  errors={current.errors}
                  countries={countries}
                  locale={locale}
                  delivery={loaderData.delivery}
                />
                {askPickup && <PickupFields values={current.pickup} errors={current.errors} />}
                <button
                  type="submit"
                  disabled={busy}
                  className="w-full rounded-md bg-accent px-5 py-3 font-semibold text-accent-ink hover:brightness-110 disabled:opacity-60 sm:w-auto"
                >
                  {t('checkout.address.submit')}
                </button>
              </Form>
            )}

            {current.step !== 'address' && current.step !== 'paid' && (
              <section aria-labelledby="address-heading" className="mb-8 rounded-lg border border-line p-4">
                <h2 id="address-heading" className="mb-2 font-semibold">
                  {t('checkout.address.heading')}
                </h2>
                <AddressSummary values={values} countryName={countryName} delivery={loaderData.delivery} />
                {chosenPoint && <PickupSummary point={chosenPoint} className="mt-2 text-sm font-semibold" />}
                <Link
                  to={localisePath('/payment', locale)}
                  reloadDocument
                  className="mt-2 inline-block text-sm underline underline-offset-4"
                >
                  {t('checkout.address.edit')}
                </Link>
              </section>
            )}

            {current.step === 'card' && (
              <section aria-labelledby="step-heading">
                <h2
                  id="step-heading"
                  ref={headingRef}
                  tabIndex={-1}
                  className="mb-4 text-xl font-semibold outline-none"
                >
                  {t('checkout.card.heading')}
                </h2>
                {current.provider === 'stripe' && current.clientSecret && current.publishableKey ? (
                  <StripePayment
                    publishableKey={current.publishableKey}
                    clientSecret={current.clientSecret}
                    returnUrl={`${root?.origin ?? ''}${confirmationPath(locale, current.orderId)}`}
                    payLabel={t('checkout.card.pay', {
                      amount: formatAmount(current.totalMinor, current.currency, locale),
                    })}
                  />
                ) : (
                  <Form method="post" ref={formRef} noValidate className="space-y-6" autoComplete="on">
                    <input type="hidden" name="intent" value="card" />
                    <HiddenAddress values={values} delivery={loaderData.delivery} />
                    {askPickup && <HiddenPickup values={current.pickup} />}
                    <TestCardFields errors={current.errors} />
                    <p className="text-sm text-ink-muted">{t('checkout.card.secure')}</p>
                    <button
                      type="submit"
                      disabled={busy}
                      className="w-full rounded-md bg-accent px-5 py-3 font-semibold text-accent-ink hover:brightness-110 disabled:opacity-60"
                    >
                      {busy
                        ? t('checkout.card.paying')
                        : t('checkout.card.pay', {
                            amount: formatAmount(current.totalMinor, current.currency, locale),
                          })}
                    </button>
                  </Form>
                )}
              </section>
            )}

            {current.step === 'authenticate' && (
              <section aria-labelledby="step-heading" className="rounded-lg border-2 border-accent p-6">
                <h2 id="step-heading" ref={headingRef} tabIndex={-1} className="text-xl font-semibold outline-none">
                  {t('checkout.authentication.heading')}
                </h2>
                <p className="mt-3">
                  {t('checkout.authentication.text', {
                    amount: formatAmount(current.totalMinor, current.currency, locale),
                  })}
                </p>
                <p className="mt-2 text-sm text-ink-muted">{t('checkout.authentication.testMode')}</p>
                <Form method="post" className="mt-6 flex flex-wrap gap-3">
                  <input type="hidden" name="intent" value="authenticate" />
                  <input type="hidden" name="order_id" value={current.orderId} />
                  <HiddenAddress values={values} delivery={loaderData.delivery} />
                  {askPickup && <HiddenPickup values={current.pickup} />}
                  <button
                    type="submit"
                    name="decision"
                    value="approve"
                    disabled={busy}
                    className="rounded-md bg-accent px-5 py-3 font-semibold text-accent-ink hover:brightness-110 disabled:opacity-60"
                  >
                    {t('checkout.authentication.approve')}
                  </button>
                  <button
                    type="submit"
                    name="decision"
                    value="deny"
                    disabled={busy}
                    className="rounded-md border border-line px-5 py-3 font-semibold hover:bg-surface-raised disabled:opacity-60"
                  >
                    {t('checkout.authentication.deny')}
                  </button>
                </Form>
              </section>
            )}
          </div>
          <aside aria-labelledby="payment-summary-heading" className="space-y-4 lg:sticky lg:top-20 lg:self-start">
            <h2 id="payment-summary-heading" className="text-lg font-semibold">
              {t('cart.summary.heading')}
            </h2>
            <ul className="space-y-2 text-sm">
              {priced.shops.flatMap((shop) =>
                shop.items.map((line) => (
                  <li
                    key={`${shop.key}-${line.projectId}-${line.itemId ?? ''}-${JSON.stringify(line.chosenSizes)}`}
                    className="flex justify-between gap-3"
                  >
                    <span className="min-w-0">
                      <span className="block truncate">{line.product?.name ?? `#${line.projectId}`}</span>
                      <span className="text-ink-muted">
                        {line.product?.sizeLabel ? `${line.product.sizeLabel} · ` : ''}× {line.quantity}
                      </span>
                    </span>
                    <span className="tabular-nums">{formatAmount(line.amountMinor, currency, locale)}</span>
                  </li>
                )),
              )}
            </ul>
            <CartSummary priced={priced} locale={locale} />
            {chosenPoint && current.step !== 'address' && <PickupSummary point={chosenPoint} />}
          </aside>
        </div>
      </div>
    </>
  );
}
