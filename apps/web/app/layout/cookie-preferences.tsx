// The footer's cookie-preferences button (spec section 2) and the dialog it opens: what Spindle
// always sets, and the analytics choice of the consent toast, which it can change (features/consent).
import { useRef } from 'react';
import { useT } from '../lib/use-t.ts';
import { ConsentChoiceControls } from '../features/consent/consent-choice.tsx';

export function CookiePreferences() {
  const { t } = useT();
  const dialogRef = useRef<HTMLDialogElement>(null);
  return (
    <>
      <button
        type="button"
        onClick={() => dialogRef.current?.showModal()}
        className="text-sm text-ink-muted underline-offset-4 hover:text-ink hover:underline"
      >
        {t('footer.cookiePreferences')}
      </button>
      <dialog
        ref={dialogRef}
        aria-labelledby="cookie-preferences-title"
        className="m-auto w-[min(700px,calc(100%-2rem))] rounded-xl border border-line bg-surface p-6 text-ink shadow-xl backdrop:bg-black/50"
      >
        <h2 id="cookie-preferences-title" className="text-lg font-semibold">
          {t('cookies.title')}
        </h2>
        <p className="mt-3 text-ink-muted">{t('consent.preferencesText')}</p>
        <ConsentChoiceControls />
        <form method="dialog" className="mt-6 flex justify-end">
          <button
            type="submit"
            className="rounded-full bg-accent px-5 py-2 font-semibold text-accent-ink hover:opacity-90"
          >
            {t('cookies.close')}
          </button>
        </form>
      </dialog>
    </>
  );
}
