// The parts the dated reference pages share (docs/admin.md "Reference data"): the Paris day the page
// reads the rows on with what dating means, and the button that cancels a change not started yet.
import { Form, useNavigation } from 'react-router';
import { useT } from '../../lib/use-t.ts';
import { adminSecondaryButtonClass } from './admin-layout.tsx';

/** Today's Paris day and how dated rows behave. */
export function DatedRowsIntro({ today }: { today: string }) {
  const { t } = useT();
  return (
    <div className="mt-2 text-sm">
      <p className="font-semibold">{t('admin.reference.dated.today', { day: today })}</p>
      <p className="text-ink-muted">{t('admin.reference.dated.explain')}</p>
    </div>
  );
}

/** Posts intent=cancel with the row's id; `what` names the row for screen readers. */
export function CancelScheduledButton({ id, what }: { id: number; what: string }) {
  const { t } = useT();
  const busy = useNavigation().state !== 'idle';
  return (
    <Form method="post">
      <input type="hidden" name="intent" value="cancel" />
      <input type="hidden" name="id" value={id} />
      <button
        type="submit"
        disabled={busy}
        className={adminSecondaryButtonClass}
        aria-label={`${t('admin.reference.dated.cancel')} (${what})`}
      >
        {t('admin.reference.dated.cancel')}
      </button>
    </Form>
  );
}

/** The id posted by a cancel button, or null when it is not a positive integer. */
export function postedIdOf(text: string): number | null {
  const id = Number(text);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
