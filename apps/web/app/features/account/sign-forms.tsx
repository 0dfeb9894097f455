// The sign-up and sign-in forms (spec section 2: the sliding panel opened from the user icon, sign-up
// tab by default) shared by the header panel and the /sign page. They are plain POST forms to the
// /sign page's action, so they work without JavaScript; the tabs are links to /sign?tab= that
// JavaScript turns into ARIA tabs switching in place. A throttled sign-in offers an e-mailed link.
import type { AuthProviders } from '@spindle/contracts';
import { localisePath, type AppLocale } from '@spindle/domain';
import { useRef, useState, type ComponentType, type KeyboardEvent, type ReactNode } from 'react';
import { useT } from '../../lib/use-t.ts';
import { Link } from 'react-router';
import { FormNotice, TextField, primaryButtonClass, refusedOf, useFocusFirstInvalid } from './account-fields.tsx';
import type { FormResult } from './form-result.ts';
import { LoginLinkOffer } from './login-link-offer.tsx';
import { signPagePath } from './sign-paths.ts';

/** Which form shows. */
export type SignTab = 'signup' | 'signin';

/** What both React Router's Form and a fetcher's Form accept here. */
export type SignFormComponent = ComponentType<{
  method: 'post';
  action: string;
  className?: string;
  noValidate?: boolean;
  'aria-labelledby'?: string;
  ref?: React.Ref<HTMLFormElement>;
  children: ReactNode;
}>;

export function SignForms({
  idPrefix,
  locale,
  redirectTo,
  providers,
  initialTab,
  result,
  pending,
  FormComponent,
}: {
  /** Keeps ids unique when the panel and the page are both on screen. */
  idPrefix: string;
  locale: AppLocale;
  /** Page to return to after signing in (a same-site path), or null for the home page. */
  redirectTo: string | null;
  providers: AuthProviders['providers'];
  initialTab: SignTab;
  result: FormResult | undefined;
  pending: boolean;
  FormComponent: SignFormComponent;
}) {
  const { t } = useT();
  // The tab stays where the visitor left it; a refused form answers on the tab it was sent from.
  const [tab, setTab] = useState<SignTab>(initialTab);
  const action = signPagePath(locale, redirectTo);
  const signUpRef = useRef<HTMLFormElement>(null);
  const signInRef = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(tab === 'signup' ? signUpRef : signInRef, result);

  const tabs: { id: SignTab; label: string }[] = [
    { id: 'signup', label: t('account.sign.signupTab') },
    { id: 'signin', label: t('account.sign.signinTab') },
  ];
  const onTabKey = (event: KeyboardEvent<HTMLAnchorElement>) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    const next: SignTab = tab === 'signup' ? 'signin' : 'signup';
    setTab(next);
    document.getElementById(`${idPrefix}-tab-${next}`)?.focus();
  };

  const signup = refusedOf(result, 'signup');
  const signin = refusedOf(result, 'signin');
  const returnTo = redirectTo ?? localisePath('/', locale);

  return (
    <div>
      <div role="tablist" aria-label={t('account.sign.tabs')} className="grid grid-cols-2 border-b border-line">
        {tabs.map((entry) => (
          <Link
            key={entry.id}
            id={`${idPrefix}-tab-${entry.id}`}
            role="tab"
            to={signPagePath(locale, redirectTo, entry.id)}
            aria-selected={tab === entry.id}
            aria-controls={`${idPrefix}-panel-${entry.id}`}
            tabIndex={tab === entry.id ? 0 : -1}
            onClick={(event) => {
              event.preventDefault();
              setTab(entry.id);
            }}
            onKeyDown={onTabKey}
            className="-mb-px border-b-2 border-transparent px-3 py-3 text-center font-semibold text-ink-muted hover:text-ink aria-selected:border-accent aria-selected:text-ink"
          >
            {entry.label}
          </Link>
        ))}
      </div>

      <div
        id={`${idPrefix}-panel-signup`}
        role="tabpanel"
        aria-labelledby={`${idPrefix}-tab-signup`}
        hidden={tab !== 'signup'}
        className="pt-5"
      >
        <FormComponent ref={signUpRef} method="post" action={action} noValidate className="space-y-4">
          <input type="hidden" name="intent" value="signup" />
          <input type="hidden" name="redirect" value={returnTo} />
          <FormNotice result={result} form="signup" />
          <TextField
            id={`${idPrefix}-signup-name`}
            name="name"
            label={t('account.sign.name')}
            autoComplete="name"
            required
            defaultValue={signup.values.name}
            error={signup.fields.name}
          />
          <TextField
            id={`${idPrefix}-signup-email`}
            name="email"
            type="email"
            label={t('account.sign.email')}
            autoComplete="email"
            required
            defaultValue={signup.values.email}
            error={signup.fields.email}
          />
          <TextField
            id={`${idPrefix}-signup-password`}
            name="password"
            type="password"
            label={t('account.sign.password')}
            hint={t('account.sign.passwordHint')}
            autoComplete="new-password"
            required
            minLength={8}
            error={signup.fields.password}
          />
          <fieldset>
            <legend className="text-sm font-semibold">{t('account.sign.accountType')}</legend>
            <div className="mt-1.5 flex flex-wrap gap-x-4 gap-y-1">
              {(['customer', 'artist', 'label'] as const).map((type) => (
                <label key={type} className="flex items-center gap-2 text-sm">
                  <input
                    type="radio"
                    name="type"
                    value={type}
                    defaultChecked={(signup.values.type ?? 'customer') === type}
                    className="size-4 accent-accent"
                  />
                  {t(`account.sign.type.${type}`)}
                </label>
              ))}
            </div>
          </fieldset>
          <label className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              name="newsletter"
              defaultChecked={signup.values.newsletter === 'on'}
              className="size-4 accent-accent"
            />
            {t('account.sign.newsletter')}
          </label>
          <button type="submit" disabled={pending} className={`${primaryButtonClass} w-full`}>
            {t('account.sign.submitSignup')}
          </button>
        </FormComponent>
      </div>

      <div
        id={`${idPrefix}-panel-signin`}
        role="tabpanel"
        aria-labelledby={`${idPrefix}-tab-signin`}
        hidden={tab !== 'signin'}
        className="pt-5"
      >
        <FormComponent ref={signInRef} method="post" action={action} noValidate className="space-y-4">
          <input type="hidden" name="intent" value="signin" />
          <input type="hidden" name="redirect" value={returnTo} />
          <FormNotice result={result} form="signin" />
          <TextField
            id={`${idPrefix}-signin-email`}
            name="email"
            type="email"
            label={t('account.sign.email')}
            autoComplete="username"
            required
            defaultValue={signin.values.email}
            error={signin.fields.email}
          />
          <TextField
            id={`${idPrefix}-signin-password`}
            name="password"
            type="password"
            label={t('account.sign.password')}
            autoComplete="current-password"
            required
            error={signin.fields.password}
          />
          <button type="submit" disabled={pending} className={`${primaryButtonClass} w-full`}>
            {t('account.sign.submitSignin')}
          </button>
          <p className="text-center text-sm">
            <Link to={localisePath('/forgot-password', locale)} className="font-semibold underline underline-offset-4">
              {t('account.sign.forgotPassword')}
            </Link>
          </p>
        </FormComponent>
        <div className="mt-4 empty:hidden">
          <LoginLinkOffer
            idPrefix={idPrefix}
            action={action}
            returnTo={returnTo}
            result={result}
            pending={pending}
            FormComponent={FormComponent}
          />
        </div>
      </div>

      {providers.length > 0 && (
        <div className="mt-6">
          <p className="mb-3 flex items-center gap-3 text-sm text-ink-muted before:h-px before:flex-1 before:bg-line after:h-px after:flex-1 after:bg-line">
            {t('account.sign.orContinueWith')}
          </p>
          <ul className="space-y-2">
            {providers.map((provider) => (
              <li key={provider.name}>
                <a
                  href={`${provider.start_url}?${new URLSearchParams({ returnTo }).toString()}`}
                  className="flex h-11 w-full items-center justify-center rounded-full border border-line font-semibold hover:bg-surface-raised"
                >
                  {t('account.sign.continueWith', { provider: provider.label })}
                </a>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
