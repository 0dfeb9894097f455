// The sliding sign-up / sign-in panel opened from the header's user icon when logged out (spec
// section 2; section 4: sign panel closed or open on a tab, inscription by default). A native
// popover, so it opens without JavaScript; its forms post to /sign (a fetcher with JavaScript: errors
// show in the panel, success follows the action's redirect back to this page, signed in).
// The forms are a chunk of their own, which the browser loads when the panel is about to open: a
// visitor's page does not load them, and hydrating leaves the server's forms as they are meanwhile.
import type { AuthProviders } from '@spindle/contracts';
import { localisePath, splitLocaleFromPath, type AppLocale } from '@spindle/domain';
import { Suspense, useEffect, useMemo, useSyncExternalStore, type ComponentProps } from 'react';
import { useT } from '../../lib/use-t.ts';
import { useFetcher, useLocation } from 'react-router';
import { CloseIcon, UserIcon } from '../../components/icons.tsx';
import type { FormResult } from './form-result.ts';
import type { SignForms as SignFormsComponent, SignFormComponent } from './sign-forms.tsx';

export const SIGN_PANEL_ID = 'sign-panel';

type SignFormsType = typeof SignFormsComponent;
type SignFormsProps = ComponentProps<SignFormsType>;

/** The forms, once their module is here: at start on the server (its pages draw them in one pass). */
let loadedForms: SignFormsType | null = null;
let loadingForms: Promise<SignFormsType> | null = null;
let formsLoaded: () => void = () => {};
/** Settles when the module is here; asking for it is loadSignForms' (when the panel is about to open). */
const formsArrived = new Promise<void>((resolve) => (formsLoaded = resolve));

function loadSignForms(): Promise<SignFormsType> {
  loadingForms ??= import('./sign-forms.tsx').then((module) => {
    loadedForms = module.SignForms;
    formsLoaded();
    return module.SignForms;
  });
  return loadingForms;
}

if (typeof window === 'undefined') void loadSignForms();

/**
 * The forms once their module is here; until then it suspends, without asking for the module. Its
 * boundary then keeps the server's forms (and what was typed in them) while the page hydrates, and
 * hydrates them when the module arrives; a panel opened later shows nothing until then.
 */
function FormsWhenLoaded(props: SignFormsProps) {
  if (!loadedForms) throw formsArrived;
  const Forms = loadedForms;
  return <Forms {...props} />;
}

/**
 * The panel's forms in their boundary. The element is kept while its props are the same: a boundary
 * still holding server HTML that receives a new element is drawn afresh by React, and the server's
 * forms, with what was typed, would be gone.
 */
function PanelForms({ open, ...props }: { open: boolean | null } & SignFormsProps) {
  const { idPrefix, locale, redirectTo, providers, initialTab, result, pending, FormComponent } = props;
  useEffect(() => {
    if (open) void loadSignForms();
  }, [open]);
  return useMemo(
    () => (
      <Suspense fallback={null}>
        <FormsWhenLoaded
          idPrefix={idPrefix}
          locale={locale}
          redirectTo={redirectTo}
          providers={providers}
          initialTab={initialTab}
          result={result}
          pending={pending}
          FormComponent={FormComponent}
        />
      </Suspense>
    ),
    [idPrefix, locale, redirectTo, providers, initialTab, result, pending, FormComponent],
  );
}

// Whether the panel is open: null in the server's HTML and during hydration (unknown), then the
// popover's own state, followed through its toggle events (which do not bubble: captured).
function subscribeToToggles(onChange: () => void): () => void {
  document.addEventListener('toggle', onChange, true);
  return () => document.removeEventListener('toggle', onChange, true);
}

function usePanelOpen(): boolean | null {
  return useSyncExternalStore(
    subscribeToToggles,
    () => document.getElementById(SIGN_PANEL_ID)?.matches(':popover-open') ?? false,
    () => null,
  );
}

export function SignPanel({ locale, providers }: { locale: AppLocale; providers: AuthProviders['providers'] }) {
  const { t } = useT();
  const location = useLocation();
  const fetcher = useFetcher<FormResult>({ key: 'sign-panel' });
  const here = location.pathname + location.search;
  // On the /sign page itself there is nowhere else to come back to.
  const onSignPage = splitLocaleFromPath(location.pathname).path === '/sign';
  const redirectTo = onSignPage || here === localisePath('/', locale) ? null : here;
  // The server's HTML holds the forms (the popover opens without JavaScript); once the page runs they
  // are only mounted while the panel is open, so a closed panel adds nothing to the page.
  const open = usePanelOpen();
  return (
    <>
      <button
        type="button"
        popoverTarget={SIGN_PANEL_ID}
        // The forms' module is asked for as the visitor heads for the button, so it is here when the panel opens.
        onPointerEnter={() => void loadSignForms()}
        onPointerDown={() => void loadSignForms()}
        onFocus={() => void loadSignForms()}
        aria-label={t('account.menu.openSignPanel')}
        className="grid size-10 shrink-0 place-items-center rounded-full hover:bg-surface-raised"
      >
        <UserIcon className="size-6" />
      </button>
      <div
        id={SIGN_PANEL_ID}
        popover="auto"
        role="dialog"
        aria-labelledby="sign-panel-title"
        className="inset-y-0 right-0 left-auto m-0 h-dvh max-h-none w-[min(26rem,100vw)] translate-x-0 overflow-y-auto border-0 border-l border-line bg-surface p-0 text-ink shadow-xl transition-[translate,display,overlay] transition-discrete duration-300 backdrop:bg-black/40 starting:open:translate-x-full motion-reduce:transition-none"
      >
        <div className="sticky top-0 z-10 flex items-center justify-between border-b border-line bg-surface px-5 py-3">
          <h2 id="sign-panel-title" className="text-lg font-semibold">
            {t('account.sign.heading')}
          </h2>
          <button
            id="sign-panel-close"
            type="button"
            // The popover's own focusing steps move focus here when it opens, before hydration too.
            autoFocus
            popoverTarget={SIGN_PANEL_ID}
            popoverTargetAction="hide"
            aria-label={t('account.sign.close')}
            className="grid size-10 place-items-center rounded-full hover:bg-surface-raised"
          >
            <CloseIcon />
          </button>
        </div>
        <div className="px-5 py-4">
          {open !== false && (
            <PanelForms
              open={open}
              idPrefix="panel"
              locale={locale}
              redirectTo={redirectTo}
              providers={providers}
              initialTab="signup"
              result={fetcher.data}
              pending={fetcher.state !== 'idle'}
              FormComponent={fetcher.Form as SignFormComponent}
            />
          )}
        </div>
      </div>
    </>
  );
}
