// /payment (spec section 2; /fr/paiement): the delivery address with the spec's field rules, then the
// card (the built-in test provider's form, or Stripe Elements when the server says Stripe), then the
// test provider's 3-D Secure step as a real page the buyer answers. Every step is a form posted to
// this action, so the checkout works without JavaScript; a declined card leaves the cart as it was.
import { isCurrencyCode, localisePath, splitLocaleFromPath, type CurrencyCode } from '@spindle/domain';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { data, Form, Link, redirect, useNavigation, useRouteLoaderData } from 'react-router';
import { requestContext } from '../context.ts';
import { sessionUser } from '../features/account/session-user.server.ts';
import { deliveryCountries, formatAmount } from '../features/cart/cart-format.ts';
import { encodeCartCookie, type CartState } from '../features/cart/cart-state.ts';
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
  addressValuesOf,
  validateAddress,
  validateCard,
  type AddressValues,
} from '../features/checkout/address-rules.ts';
import { TestCardFields } from '../features/checkout/card-fields.tsx';
import { CheckoutSteps } from '../features/checkout/checkout-steps.tsx';
import {
  answerAuthentication,
  customerOf,
  startPayment,
  type CheckoutStep,
  type SavedAddress,
} from '../features/checkout/checkout.server.ts';
import { StripePayment } from '../features/checkout/stripe-payment.tsx';
import { resolveCurrency } from '../features/preferences/currency.server.ts';
import { PageHead } from '../layout/page-head.tsx';
import { dataKey } from '../lib/i18n.ts';
import type { loader as rootLoader } from '../root.tsx';
import type { Route } from './+types/payment';

function confirmationPath(locale: ReturnType<typeof splitLocaleFromPath>['locale'], orderId: number): string {
  return `${localisePath('/cart/confirmation', locale)}?order=${orderId}`;
}

export async function loader({ request, url, context }: Route.LoaderArgs) {
  const { locale } = splitLocaleFromPath(url.pathname);
  const currency = resolveCurrency(url, request.headers.get('Cookie'), context.get(requestContext).country);
  const start = cartFromRequest(request, currency);
  const [{ state, outcome }, user] = await Promise.all([priceCart(context, start), sessionUser(context)]);
  if (!outcome.ok || !outcome.priced.payable) throw redirect(localisePath('/cart', locale));
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
  return data({ locale, currency, priced: outcome.priced, defaults, countries }, { headers });
}

/** A text field of a posted form ('' when absent or a file). */
function textOf(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
}

type ActionResult = CheckoutStep & { values: AddressValues };

async function saveAddress(
  context: Route.ActionArgs['context'],
  state: CartState,
  values: AddressValues,
): Promise<{ saved: SavedAddress; state: CartState }> {
  // The cart is priced for the address's country from now on (VAT and shipping follow it).
  const priced = await priceCart(context, { ...state, countryId: values.country_id.toUpperCase() }, customerOf(values));
  const saved: SavedAddress = priced.outcome.ok
    ? { ok: true, cartId: priced.outcome.priced.id, payable: priced.outcome.priced.payable }
    : { ok: false, status: priced.outcome.status, code: priced.outcome.code, fields: priced.outcome.fields };
  return { saved, state: priced.state };
}

export async function action({ request, url, context }: Route.ActionArgs) {
  const { locale } = splitLocaleFromPath(url.pathname);
  const currency = resolveCurrency(url, request.headers.get('Cookie'), context.get(requestContext).country);
  const form = await request.formData();
  const intent = form.get('intent');
  const state = cartFromRequest(request, currency);
  const values = addressValuesOf(form);

  if (intent === 'authenticate') {
    const orderId = Number(form.get('order_id'));
    if (!state.cart.id || !Number.isInteger(orderId)) throw redirect(localisePath('/cart', locale));
    const step = await answerAuthentication(context, state.cart.id, orderId, form.get('decision') === 'approve');
    if (step.step === 'paid') throw redirect(confirmationPath(locale, step.orderId));
    return data<ActionResult>({ ...step, values });
  }

  const address = validateAddress(values);
  if (!address.ok) {
    return data<ActionResult>(
      { step: 'address', errors: address.errors, firstField: address.firstField, notice: null, values },
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
  const { saved, state: next } = await saveAddress(context, state, values);
  const method = card?.ok ? { kind: 'test_card' as const, ...card.card } : null;
  const step = await startPayment(context, saved, method);
  const headers = new Headers();
  if (encodeCartCookie(next) !== encodeCartCookie(state)) headers.append('Set-Cookie', cartCookieHeader(next));
  if (step.step === 'paid') throw redirect(confirmationPath(locale, step.orderId), { headers });
  // A card form with mistakes: the same card step, with the fields to fix.
  if (card && !card.ok && step.step === 'card') {
    return data<ActionResult>(
      { ...step, decline: null, errors: card.errors, firstField: card.firstField, values },
      { status: 400, headers },
    );
  }
  return data<ActionResult>({ ...step, values }, { headers });
}

export default function Payment({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const root = useRouteLoaderData<typeof rootLoader>('root');
  const navigation = useNavigation();
  const { locale, priced, defaults } = loaderData;
  const countries = loaderData.countries;
  const current: ActionResult = actionData ?? {
    step: 'address',
    errors: {},
    firstField: null,
    notice: null,
    values: defaults,
  };
  const values = current.values;
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
                <AddressFields values={values} errors={current.errors} countries={countries} locale={locale} />
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
                <AddressSummary values={values} countryName={countryName} />
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
                    <HiddenAddress values={values} />
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
                  <HiddenAddress values={values} />
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
          </aside>
        </div>
      </div>
    </>
  );
}
