// The test pressing's rounds: each one's outcome, dates and the artist's notes per side and track
// (a refusal opened the next round).
import type { ProductionView } from '@spindle/contracts';
import type { AppLocale } from '@spindle/domain';
import { useT } from '../../lib/use-t.ts';
import { formatDay } from './production-format.ts';

export function TestPressingRounds({
  rounds,
  locale,
}: {
  rounds: ProductionView['test_pressings'];
  locale: AppLocale;
}) {
  const { t } = useT();
  if (rounds.length === 0) return null;
  return (
    <div className="mt-3">
      <h4 className="text-sm font-semibold">{t('production.testPressing.title')}</h4>
      <ol className="mt-1 space-y-2 text-sm" data-testid="test-pressing-rounds">
        {rounds.map((round) => (
          <li key={round.round} className="rounded-lg border border-line p-2">
            <p>
              <strong>{t('production.testPressing.round', { round: round.round })}</strong> ·{' '}
              {t(`production.testPressing.statuses.${round.status}`)}
              {round.sent_at && ` · ${t('production.testPressing.sent', { date: formatDay(round.sent_at, locale) })}`}
              {round.decided_at &&
                ` · ${t('production.testPressing.decided', { date: formatDay(round.decided_at, locale) })}`}
            </p>
            {round.comment && <q className="text-ink-muted">{round.comment}</q>}
            {round.notes.length > 0 && (
              <ul className="mt-1 list-disc ps-5">
                {round.notes.map((note, index) => (
                  <li key={index}>
                    {note.track_title
                      ? t('production.testPressing.trackNote', {
                          side: note.side,
                          track: note.track_title,
                          comment: note.comment,
                        })
                      : t('production.testPressing.sideNote', { side: note.side, comment: note.comment })}
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ol>
    </div>
  );
}
