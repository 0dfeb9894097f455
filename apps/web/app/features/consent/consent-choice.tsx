// The choice inside the cookie-preferences dialog: what was chosen, and buttons to change it.
import { useT } from '../../lib/use-t.ts';
import { saveConsent } from './consent.ts';
import { useConsent } from './use-consent.ts';

export function ConsentChoiceControls() {
  const { t } = useT();
  const consent = useConsent();
  if (consent === null) return null;
  return (
    <div className="mt-4">
      <p role="status" className="text-sm font-semibold">
        {t(`consent.current.${consent}`)}
      </p>
      <div className="mt-3 flex gap-2">
        <button
          type="button"
          aria-pressed={consent === 'granted'}
          onClick={() => saveConsent('granted')}
          className="rounded-full border border-line px-4 py-2 text-sm font-semibold hover:bg-surface-raised aria-pressed:border-accent aria-pressed:text-accent"
        >
          {t('consent.accept')}
        </button>
        <button
          type="button"
          aria-pressed={consent === 'denied'}
          onClick={() => saveConsent('denied')}
          className="rounded-full border border-line px-4 py-2 text-sm font-semibold hover:bg-surface-raised aria-pressed:border-accent aria-pressed:text-accent"
        >
          {t('consent.refuse')}
        </button>
      </div>
    </div>
  );
}
