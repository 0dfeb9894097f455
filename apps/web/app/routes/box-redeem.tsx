// /box (spec section 2, listed page; section 7: PUT and POST boxes/code, POST boxes/code/address): a
// gift box's recipient types the code, signs in or up, redeems it and says where the box ships. The
// box waits in not_activated until the address is given, then runs from the next month's pick.
import { boxCodeBodySchema, boxGiftAddressBodySchema, boxOfferEndpoints, cartEndpoints } from '@spindle/contracts';
import { localisePath, splitLocaleFromPath } from '@spindle/domain';
import { Form, redirect, useNavigation } from 'react-router';
import { primaryButtonClass, TextField } from '../features/account/account-fields.tsx';
import { countryOptions } from '../features/account/country-options.ts';
import { sessionUser } from '../features/account/session-user.server.ts';
import { signPagePath } from '../features/account/sign-paths.ts';
import { PageHead } from '../layout/page-head.tsx';
import { apiClient } from '../lib/api.server.ts';
import { readFormBody } from '../lib/form-body.server.ts';
import { useT } from '../lib/use-t.ts';
import type { Route } from './+types/box-redeem';

type CodeState =
  | { kind: 'none' }
  | { kind: 'unknown' }
  | { kind: 'valid'; code: string; type: 'one' | 'two'; months: number; redeemed: boolean };

export async function loader({ url, context }: Route.LoaderArgs) {
  const { locale } = splitLocaleFromPath(url.pathname);
  const user = await sessionUser(context);
  const typed = url.searchParams.get('code')?.trim() ?? '';
  const countries = countryOptions(locale);
  const self = `${localisePath('/box', locale)}?code=${encodeURIComponent(typed)}`;
  const signIn = signPagePath(locale, self, 'signup');
  if (!typed) return { locale, signedIn: user !== null, code: { kind: 'none' } as CodeState, countries, signIn, typed };
  const body = boxCodeBodySchema.safeParse({ code: typed });
  const checked = body.success
    ? await apiClient(context).call(cartEndpoints.checkBoxCode, { body: body.data }, { onServerFailure: 'value' })
    : null;
  const code: CodeState = checked?.ok ? { kind: 'valid', ...checked.value } : { kind: 'unknown' };
  return { locale, signedIn: user !== null, code, countries, signIn, typed };
}

export async function action({ request, url, context }: Route.ActionArgs) {
  const { locale } = splitLocaleFromPath(url.pathname);
  const form = await readFormBody(request);
  const api = apiClient(context);
  if (form.get('intent') === 'redeem') {
    const body = boxCodeBodySchema.safeParse({ code: form.get('code') });
    if (!body.success) return { error: 'unknown' as const };
    const result = await api.call(cartEndpoints.redeemBoxCode, { body: body.data }, { onServerFailure: 'value' });
    if (!result.ok) return { error: result.status === 409 ? ('used' as const) : ('unknown' as const) };
    return { redeemed: true as const };
  }
  const body = boxGiftAddressBodySchema.safeParse(Object.fromEntries(form));
  if (!body.success) return { error: 'address' as const };
  const result = await api.call(boxOfferEndpoints.giftAddress, { body: body.data }, { onServerFailure: 'value' });
  if (!result.ok) return { error: result.status === 403 ? ('not_yours' as const) : ('request_failed' as const) };
  throw redirect(`${localisePath('/my-account/box', locale)}?activated=${result.value.subscription_id}`);
}

export default function BoxRedeemPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useT();
  const { signedIn, code, signIn, typed } = loaderData;
  const error = actionData && 'error' in actionData ? actionData.error : null;
  const redeemed = (actionData && 'redeemed' in actionData) || (code.kind === 'valid' && code.redeemed);
  return (
    <>
      <PageHead title={t('boxOffer.redeem.title')} noIndex />
      <main className="mx-auto max-w-2xl space-y-8 px-4 py-10">
        <header className="space-y-2">
          <h1 className="text-3xl font-semibold">{t('boxOffer.redeem.title')}</h1>
          <p className="text-ink-muted">{t('boxOffer.redeem.intro')}</p>
        </header>
        {error && (
          <p role="alert" className="rounded-md bg-surface-raised p-3 text-sm font-semibold">
            {t(`boxOffer.redeem.errors.${error}`)}
          </p>
        )}
        <Form method="get" className="flex flex-wrap items-end gap-3">
          <div className="grow">
            <TextField id="box-code" name="code" label={t('boxOffer.redeem.code')} defaultValue={typed} required />
          </div>
          <button type="submit" className={primaryButtonClass}>
            {t('boxOffer.redeem.check')}
          </button>
        </Form>
        {code.kind === 'unknown' && (
          <p role="status" className="font-semibold text-red-700 dark:text-red-300">
            {t('boxOffer.redeem.errors.unknown')}
          </p>
        )}
        {code.kind === 'valid' && (
          <CodeSteps
            code={code}
            signedIn={signedIn}
            signIn={signIn}
            redeemed={redeemed}
            countries={loaderData.countries}
          />
        )}
      </main>
    </>
  );
}

function CodeSteps({
  code,
  signedIn,
  signIn,
  redeemed,
  countries,
}: {
  code: Extract<CodeState, { kind: 'valid' }>;
  signedIn: boolean;
  signIn: string;
  redeemed: boolean;
  countries: { code: string; name: string }[];
}) {
  const { t } = useT();
  const busy = useNavigation().state === 'submitting';
  const records = t(code.type === 'one' ? 'boxOffer.one' : 'boxOffer.two');
  return (
    <section aria-labelledby="box-code-gives" className="space-y-4 rounded-lg border border-line p-5">
      <h2 id="box-code-gives" className="text-xl font-semibold">
        {t('boxOffer.redeem.gives', { count: code.months, records })}
      </h2>
      {!signedIn ? (
        <p>
          <a href={signIn} className={primaryButtonClass}>
            {t('boxOffer.redeem.signIn')}
          </a>
        </p>
      ) : !redeemed ? (
        <Form method="post">
          <input type="hidden" name="intent" value="redeem" />
          <input type="hidden" name="code" value={code.code} />
          <button type="submit" className={primaryButtonClass} disabled={busy}>
            {t('boxOffer.redeem.redeem')}
          </button>
        </Form>
      ) : (
        <AddressForm code={code.code} countries={countries} busy={busy} />
      )}
    </section>
  );
}

const ADDRESS_FIELDS = [
  ['firstname', 'given-name'],
  ['lastname', 'family-name'],
  ['address', 'address-line1'],
  ['address2', 'address-line2'],
  ['zip_code', 'postal-code'],
  ['city', 'address-level2'],
  ['phone', 'tel'],
] as const;

const OPTIONAL = new Set(['address2', 'phone']);

function AddressForm({
  code,
  countries,
  busy,
}: {
  code: string;
  countries: { code: string; name: string }[];
  busy: boolean;
}) {
  const { t } = useT();
  return (
    <Form method="post" className="space-y-4">
      <p role="status" className="font-semibold">
        {t('boxOffer.redeem.redeemed')}
      </p>
      <input type="hidden" name="intent" value="address" />
      <input type="hidden" name="code" value={code} />
      <div className="grid gap-4 sm:grid-cols-2">
        {ADDRESS_FIELDS.map(([field, autoComplete]) => (
          <TextField
            key={field}
            id={`box-${field}`}
            name={field}
            label={t(`account.settings.delivery.${field}`)}
            autoComplete={autoComplete}
            optional={OPTIONAL.has(field)}
            required={!OPTIONAL.has(field)}
          />
        ))}
        <div>
          <label htmlFor="box-country_id" className="text-sm font-semibold">
            {t('account.settings.delivery.country_id')}
          </label>
          <select
            id="box-country_id"
            name="country_id"
            required
            autoComplete="country"
            className="mt-1.5 block h-[46px] w-full rounded-lg border border-ink-muted/60 bg-surface px-3 text-base"
          >
            <option value="">{t('account.settings.delivery.chooseCountry')}</option>
            {countries.map((country) => (
              <option key={country.code} value={country.code}>
                {country.name}
              </option>
            ))}
          </select>
        </div>
      </div>
      <button type="submit" className={primaryButtonClass} disabled={busy}>
        {t('boxOffer.redeem.activate')}
      </button>
    </Form>
  );
}
