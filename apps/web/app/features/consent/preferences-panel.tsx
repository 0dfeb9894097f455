// The cookie-preferences dialog's content (spec section 2, the footer's "Cookie preferences", and the
// toast's "Choose"): what Spindle always sets, and one switch per optional purpose. A modal <dialog>:
// the rest of the page is inert while it is open, Escape closes it, focus returns to what opened it.
// Loaded on the first request to open it (preferences-dialog.tsx), which it answers as it mounts.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useT } from '../../lib/use-t.ts';
import {
  ALL_CONSENT,
  CONSENT_PURPOSES,
  consentFromCookies,
  NO_CONSENT,
  saveConsent,
  type ConsentPurpose,
  type ConsentState,
} from './consent.ts';
import { useConsent, type ConsentView } from './use-consent.ts';

function summaryOf(consent: ConsentView): 'all' | 'none' | 'some' | 'unset' {
  if (consent === null || consent === 'unset') return 'unset';
  const granted = CONSENT_PURPOSES.filter((purpose) => consent[purpose]).length;
  return granted === CONSENT_PURPOSES.length ? 'all' : granted === 0 ? 'none' : 'some';
}

const BUTTON = 'rounded-full border border-line px-4 py-2 text-sm font-semibold hover:bg-surface-raised';

function PurposeRow({
  purpose,
  checked,
  onChange,
}: {
  purpose: ConsentPurpose | 'necessary';
  checked: boolean;
  onChange?: (value: boolean) => void;
}) {
  const { t } = useT();
  const id = `consent-purpose-${purpose}`;
  return (
    <li className="flex gap-3 py-3">
      <input
        id={id}
        type="checkbox"
        name={purpose}
        checked={checked}
        disabled={!onChange}
        onChange={(event) => onChange?.(event.target.checked)}
        aria-describedby={`${id}-description`}
        className="mt-1 size-4 accent-accent"
      />
      <div>
        <label htmlFor={id} className="font-semibold">
          {t(`consent.purposes.${purpose}.name`)}
        </label>
        <p id={`${id}-description`} className="text-sm text-ink-muted">
          {t(`consent.purposes.${purpose}.description`)}
        </p>
      </div>
    </li>
  );
}

/** `openings`: how many times the dialog was asked to open; each new count opens it (the first on mount). */
export function CookiePreferencesPanel({ openings }: { openings: number }) {
  const { t } = useT();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const consent = useConsent();
  const [draft, setDraft] = useState<ConsentState>(NO_CONSENT);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog || dialog.open || openings === 0) return;
    // Each opening starts from the stored choice.
    setDraft(consentFromCookies(document.cookie) ?? NO_CONSENT);
    dialog.showModal();
  }, [openings]);

  const choose = (state: ConsentState) => {
    saveConsent(state);
    dialogRef.current?.close();
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    choose(draft);
  };

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby="cookie-preferences-title"
      data-testid="cookie-preferences"
      className="m-auto w-[min(700px,calc(100%-2rem))] rounded-xl border border-line bg-surface p-6 text-ink shadow-xl backdrop:bg-black/50"
    >
      <h2 id="cookie-preferences-title" className="text-lg font-semibold">
        {t('cookies.title')}
      </h2>
      <p className="mt-3 text-ink-muted">{t('consent.preferencesText')}</p>
      <p role="status" className="mt-3 text-sm font-semibold">
        {t(`consent.current.${summaryOf(consent)}`)}
      </p>
      <form onSubmit={onSubmit} className="mt-2">
        <ul className="divide-y divide-line">
          <PurposeRow purpose="necessary" checked />
          {CONSENT_PURPOSES.map((purpose) => (
            <PurposeRow
              key={purpose}
              purpose={purpose}
              checked={draft[purpose]}
              onChange={(value) => setDraft((previous) => ({ ...previous, [purpose]: value }))}
            />
          ))}
        </ul>
        <div className="mt-6 flex flex-wrap justify-end gap-2">
          <button type="button" onClick={() => choose(NO_CONSENT)} className={BUTTON}>
            {t('consent.refuseAll')}
          </button>
          <button type="button" onClick={() => choose(ALL_CONSENT)} className={BUTTON}>
            {t('consent.acceptAll')}
          </button>
          <button
            type="submit"
            className="rounded-full bg-accent px-5 py-2 text-sm font-semibold text-accent-ink hover:opacity-90"
          >
            {t('consent.save')}
          </button>
          <button type="button" onClick={() => dialogRef.current?.close()} className={BUTTON}>
            {t('cookies.close')}
          </button>
        </div>
      </form>
    </dialog>
  );
}
