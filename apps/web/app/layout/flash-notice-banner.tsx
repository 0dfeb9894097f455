// The one-time notice a redirect carried (lib/flash-notice.server.ts), at the top of the page: after
// sign-up, that the confirmation link is on its way. A status region, so a screen reader reads it out.
import { useState } from 'react';
import { useT } from '../lib/use-t.ts';
import { useRootData } from './root-data.ts';

export function FlashNoticeBanner() {
  const { t } = useT();
  const notice = useRootData()?.notice ?? null;
  const [dismissed, setDismissed] = useState<typeof notice>(null);
  const shown = notice && dismissed !== notice ? notice : null;
  return (
    <div role="status" className="empty:hidden">
      {shown && (
        <div className="mx-auto flex max-w-[1920px] items-start justify-between gap-4 border-b border-line bg-accent/10 px-4 py-3 text-sm sm:px-6">
          <p>{t('account.sign.confirmSent', { email: shown.email })}</p>
          <button
            type="button"
            onClick={() => setDismissed(shown)}
            className="shrink-0 rounded-md px-2 font-semibold underline-offset-4 hover:underline"
          >
            {t('account.sign.close')}
          </button>
        </div>
      )}
    </div>
  );
}
