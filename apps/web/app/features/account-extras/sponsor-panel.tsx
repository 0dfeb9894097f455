// The referral code and link, each in a read-only field (select and copy by hand without JavaScript),
// with a copy button once the page runs and a share button where the browser can share.
import { useState } from 'react';
import { useT } from '../../lib/use-t.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { ExtrasSection, fieldClass, secondaryButtonClass } from './extras-ui.tsx';

type CopyState = 'idle' | 'copied' | 'failed';

function CopyField({ id, label, value, copyLabel }: { id: string; label: string; value: string; copyLabel: string }) {
  const { t } = useT();
  const hydrated = useHydrated();
  const [state, setState] = useState<CopyState>('idle');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setState('copied');
    } catch {
      // No clipboard access (permission, insecure origin): the text is selected for a manual copy.
      const input = document.getElementById(id);
      if (input instanceof HTMLInputElement) {
        input.focus();
        input.select();
      }
      setState('failed');
    }
  };
  return (
    <div className="mt-4">
      <label htmlFor={id} className="mb-1 block text-sm font-semibold">
        {label}
      </label>
      <div className="flex flex-wrap gap-2 sm:flex-nowrap">
        <input
          id={id}
          readOnly
          value={value}
          onFocus={(event) => event.currentTarget.select()}
          className={fieldClass}
        />
        {hydrated && (
          <button type="button" onClick={() => void copy()} className={`${secondaryButtonClass} shrink-0`}>
            {copyLabel}
          </button>
        )}
      </div>
      <p role="status" className="mt-1 min-h-5 text-sm text-ink-muted">
        {state === 'copied' && t('accountExtras.sponsor.copied')}
        {state === 'failed' && t('accountExtras.sponsor.copyFailed')}
      </p>
    </div>
  );
}

function ShareButton({ link }: { link: string }) {
  const { t } = useT();
  const hydrated = useHydrated();
  if (!hydrated || typeof navigator.share !== 'function') return null;
  const share = async () => {
    try {
      await navigator.share({ title: 'Spindle', text: t('accountExtras.sponsor.shareText'), url: link });
    } catch {
      // The person closed the share sheet: nothing to do.
    }
  };
  return (
    <button type="button" onClick={() => void share()} className={`${secondaryButtonClass} mt-2`}>
      {t('accountExtras.sponsor.share')}
    </button>
  );
}

export function SponsorPanel({ code, link, sponsoredCount }: { code: string; link: string; sponsoredCount: number }) {
  const { t } = useT();
  return (
    <ExtrasSection id="sponsor" title={t('accountExtras.sponsor.heading')}>
      <p className="mt-1 max-w-2xl text-sm text-ink-muted">{t('accountExtras.sponsor.explain')}</p>
      <div className="max-w-2xl">
        <CopyField
          id="sponsor-code"
          label={t('accountExtras.sponsor.code')}
          value={code}
          copyLabel={t('accountExtras.sponsor.copyCode')}
        />
        <CopyField
          id="sponsor-link"
          label={t('accountExtras.sponsor.link')}
          value={link}
          copyLabel={t('accountExtras.sponsor.copyLink')}
        />
        <ShareButton link={link} />
      </div>
      <p className="mt-4 text-sm">{t('accountExtras.sponsor.sponsored', { count: sponsoredCount })}</p>
    </ExtrasSection>
  );
}
