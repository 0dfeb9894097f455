// The footer's cookie-preferences button (spec section 2): opens the preferences dialog of
// features/consent, drawn once by the site shell.
import { useT } from '../lib/use-t.ts';
import { openCookiePreferences } from '../features/consent/index.ts';

export function CookiePreferences() {
  const { t } = useT();
  return (
    <button
      type="button"
      onClick={openCookiePreferences}
      className="text-sm text-ink-muted underline-offset-4 hover:text-ink hover:underline"
    >
      {t('footer.cookiePreferences')}
    </button>
  );
}
