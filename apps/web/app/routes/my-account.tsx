// /my-account: the account settings (spec section 2, account routes; section 7, "User"): profile,
// picture, e-mail, password, notifications (newsletter), delivery address, language and currency.
// Visitors are sent to /sign?redirect=/my-account. Each form saves on its own (settings-actions).
import { accountEndpoints } from '@spindle/contracts';
import { localisePath, splitLocaleFromPath } from '@spindle/domain';
import { useT } from '../lib/use-t.ts';
import { Link } from 'react-router';
import { AccountLayout } from '../features/account/account-layout.tsx';
import { countryOptions } from '../features/account/country-options.ts';
import type { FormResult } from '../features/account/form-result.ts';
import { requireUser } from '../features/account/require-user.server.ts';
import { settingsAction } from '../features/account/settings-actions.server.ts';
import {
  EmailSettings,
  PasswordSettings,
  PictureSettings,
  ProfileSettings,
} from '../features/account/settings-identity.tsx';
import {
  DeliverySettings,
  LanguageCurrencySettings,
  NotificationSettings,
} from '../features/account/settings-preferences.tsx';
import { PageHead } from '../layout/page-head.tsx';
import { apiClient } from '../lib/api.server.ts';
import type { Route } from './+types/my-account';

export async function loader({ url, context }: Route.LoaderArgs) {
  const user = await requireUser(context, url);
  const { locale } = splitLocaleFromPath(url.pathname);
  const api = apiClient(context);
  const [notifications, delivery, profile] = await Promise.all([
    api.read(accountEndpoints.notifications),
    api.readOptional(accountEndpoints.delivery),
    api.readOptional(accountEndpoints.publicProfile, { params: { id: user.id } }),
  ]);
  return {
    locale,
    user,
    notifications,
    delivery,
    about: profile?.about ?? null,
    // Names sorted on the server so the list the browser hydrates is the same.
    countries: countryOptions(locale),
    savedLang: url.searchParams.get('saved') === 'lang',
  };
}

export async function action({ request, url, context }: Route.ActionArgs) {
  await requireUser(context, url);
  return settingsAction({ request, context });
}

export default function MyAccountSettings({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useT();
  const { locale, user, notifications, delivery, about, countries, savedLang } = loaderData;
  const langSaved: FormResult | undefined = savedLang ? { form: 'lang', ok: true } : undefined;
  const result = actionData ?? langSaved;
  return (
    <>
      <PageHead title={t('account.settings.title')} noIndex />
      <AccountLayout active="settings">
        <div className="flex flex-wrap items-baseline justify-between gap-3">
          <h1 className="text-2xl font-semibold">{t('account.settings.title')}</h1>
          <Link
            to={localisePath(`/p/${user.id}`, locale)}
            className="text-sm font-semibold underline underline-offset-4"
          >
            {t('account.settings.publicProfile')}
          </Link>
        </div>
        <div className="mt-6">
          <ProfileSettings user={user} about={about} actionData={result} />
          <PictureSettings user={user} actionData={result} />
          <EmailSettings user={user} actionData={result} />
          <PasswordSettings user={user} actionData={result} />
          <NotificationSettings settings={notifications} actionData={result} />
          <DeliverySettings address={delivery} countries={countries} actionData={result} />
          <LanguageCurrencySettings user={user} actionData={result} />
        </div>
      </AccountLayout>
    </>
  );
}
