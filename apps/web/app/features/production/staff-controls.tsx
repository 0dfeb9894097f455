// What staff may do on an action of a production (docs/production.md "The staff side"): each move the
// domain allows them (validate, send to the artist, mark in progress) and a refusal with the reason
// the artist reads; send a file (the plant's proof); write to the artist. Every post is audited.
import type { ProductionActionView } from '@spindle/contracts';
import { BUSINESS_TIME_ZONE, localDayOf } from '@spindle/domain';
import { Form } from 'react-router';
import { useT } from '../../lib/use-t.ts';
import { MessageForm, UploadForm } from './artist-controls.tsx';
import {
  Field,
  FormOutcome,
  type ControlProps,
  areaClass,
  buttonClass,
  fieldErrorOf,
  inputClass,
  secondaryButtonClass,
} from './form-parts.tsx';
import type { ProductionOutcome } from './production-outcome.ts';
import { stepAnchor } from './production-format.ts';
import { SideCheck } from './side-check.tsx';
import { TestPressingRounds } from './test-pressing-rounds.tsx';

function MoveButtons({ action }: { action: ProductionActionView }) {
  const { t } = useT();
  const moves = action.next.filter((status) => status !== 'refused');
  if (moves.length === 0) return null;
  return (
    <div className="mt-3 flex flex-wrap gap-2">
      {moves.map((to) => (
        <Form key={to} method="post">
          <input type="hidden" name="step" value={action.key} />
          <input type="hidden" name="intent" value="move" />
          <input type="hidden" name="to" value={to} />
          <button type="submit" className={to === 'valid' ? buttonClass : secondaryButtonClass}>
            {t(`production.staff.moves.${to as 'valid'}`)}
          </button>
        </Form>
      ))}
    </div>
  );
}

function RefuseForm({ action, outcome }: { action: ProductionActionView; outcome: ProductionOutcome | undefined }) {
  const { t } = useT();
  const id = `${stepAnchor(action.key)}-refusal`;
  return (
    <Form method="post" className="mt-3 space-y-2">
      <input type="hidden" name="step" value={action.key} />
      <input type="hidden" name="intent" value="move" />
      <input type="hidden" name="to" value="refused" />
      <Field id={id} label={t('production.staff.reason')} error={fieldErrorOf(outcome, action.key, 'reason')}>
        {(describedBy) => (
          <textarea id={id} name="reason" required rows={2} aria-describedby={describedBy} className={areaClass} />
        )}
      </Field>
      <button type="submit" className={secondaryButtonClass}>
        {t('production.staff.moves.refused')}
      </button>
    </Form>
  );
}

/** The plant's own date for an action not done yet: the estimate follows it (docs/production.md). */
function PlantDateForm({ action, outcome }: { action: ProductionActionView; outcome: ProductionOutcome | undefined }) {
  const { t } = useT();
  const id = `${stepAnchor(action.key)}-plant-date`;
  return (
    <Form method="post" className="mt-3 flex flex-wrap items-end gap-2">
      <input type="hidden" name="step" value={action.key} />
      <input type="hidden" name="intent" value="plan" />
      <Field id={id} label={t('production.staff.plantDate')} error={fieldErrorOf(outcome, action.key, 'planned_on')}>
        {(describedBy) => (
          <input
            id={id}
            name="planned_on"
            type="date"
            required
            defaultValue={localDayOf(new Date(action.planned_at), BUSINESS_TIME_ZONE)}
            aria-describedby={describedBy ? `${describedBy} ${id}-help` : `${id}-help`}
            className={inputClass}
          />
        )}
      </Field>
      <button type="submit" className={secondaryButtonClass}>
        {t('production.staff.movePlanned')}
      </button>
      <p id={`${id}-help`} className="w-full text-xs text-ink-muted">
        {t('production.staff.plantHelp')}
      </p>
    </Form>
  );
}

/** What the artist filled in, as staff check it. */
function SubmittedData({ action }: { action: ProductionActionView }) {
  const entries = Object.entries(action.data).filter(([, value]) => typeof value !== 'object' || value === null);
  if (entries.length === 0) return null;
  return (
    <dl className="mt-3 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
      {entries.map(([name, value]) => (
        <div key={name} className="contents">
          <dt className="font-semibold">{name}</dt>
          <dd className="break-words">{String(value)}</dd>
        </div>
      ))}
    </dl>
  );
}

export function StaffControls({ action, view, outcome, done, locale }: ControlProps) {
  const showTracklisting = action.key === 'pre-production.tracklisting' && view.side_check;
  return (
    <>
      <SubmittedData action={action} />
      {showTracklisting && view.side_check && <SideCheck check={view.side_check} />}
      {action.key === 'production.test_pressing' && <TestPressingRounds rounds={view.test_pressings} locale={locale} />}
      <MoveButtons action={action} />
      {action.next.includes('refused') && <RefuseForm action={action} outcome={outcome} />}
      {action.open && action.status !== 'valid' && <UploadForm action={action} outcome={outcome} />}
      <FormOutcome step={action.key} outcome={outcome} done={done} />
      {action.status !== 'valid' && <PlantDateForm action={action} outcome={outcome} />}
      {action.open && action.status !== 'valid' && <MessageForm action={action} />}
    </>
  );
}
