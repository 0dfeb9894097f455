// What the artist may do on an action of their production (docs/production.md "The artist's side"):
// fill it and save or submit it (the barcode and the tracklisting have forms of their own), send the
// file it needs, approve or refuse what staff sent (notes per side and track on a test pressing),
// write to staff. Plain forms: the page works without JavaScript.
import type { ProductionActionView, ProductionView } from '@spindle/contracts';
import { Form } from 'react-router';
import { useT } from '../../lib/use-t.ts';
import { ACTION_FIELDS, FILE_STEPS, type ActionField } from './action-fields.ts';
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

const valueOf = (data: Record<string, unknown>, name: string) => {
  const value = data[name];
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
};

function DataField({
  field,
  action,
  outcome,
}: {
  field: ActionField;
  action: ProductionActionView;
  outcome: ProductionOutcome | undefined;
}) {
  const { t } = useT();
  const id = `${stepAnchor(action.key)}-${field.name}`;
  const error = fieldErrorOf(outcome, action.key, field.name);
  const label = t(`production.form.fields.${field.name as 'title'}`);
  const current = valueOf(action.data, field.name);
  if (field.kind === 'checkbox') {
    return (
      <div className="flex items-center gap-2">
        <input
          id={id}
          name={field.name}
          type="checkbox"
          defaultChecked={action.data[field.name] === true}
          required={field.required}
        />
        <label htmlFor={id} className="text-sm">
          {label}
        </label>
      </div>
    );
  }
  return (
    <Field id={id} label={label} error={error}>
      {(describedBy) =>
        field.kind === 'textarea' ? (
          <textarea
            id={id}
            name={field.name}
            defaultValue={current}
            rows={3}
            aria-describedby={describedBy}
            className={areaClass}
          />
        ) : field.kind === 'select' ? (
          <select
            id={id}
            name={field.name}
            defaultValue={current}
            aria-describedby={describedBy}
            className={inputClass}
          >
            <option value="">—</option>
            {(field.options ?? []).map((option) => (
              <option key={option} value={option}>
                {field.name === 'rating'
                  ? option
                  : t(`production.form.options.${field.name as 'holder'}.${option as 'public_domain'}`)}
              </option>
            ))}
          </select>
        ) : (
          <input
            id={id}
            name={field.name}
            type={field.kind}
            defaultValue={current}
            min={field.min}
            max={field.max}
            aria-describedby={describedBy}
            className={inputClass}
          />
        )
      }
    </Field>
  );
}

function SaveAndSubmit({ action, canSave }: { action: ProductionActionView; canSave: boolean }) {
  const { t } = useT();
  const submitLabel = action.checker ? t('production.form.submit') : t('production.form.send');
  return (
    <div className="flex flex-wrap gap-2">
      {canSave && action.next.includes('pending') && (
        <button type="submit" name="intent" value="save" className={secondaryButtonClass}>
          {t('production.form.save')}
        </button>
      )}
      <button type="submit" name="intent" value="submit" className={buttonClass}>
        {submitLabel}
      </button>
    </div>
  );
}

function BarcodeFields({ action, outcome }: { action: ProductionActionView; outcome: ProductionOutcome | undefined }) {
  const { t } = useT();
  const id = `${stepAnchor(action.key)}-barcode`;
  const own = action.data.mode === 'own';
  return (
    <>
      <fieldset className="space-y-1">
        <legend className="text-sm font-semibold">{t('production.form.fields.mode')}</legend>
        {(['own', 'assign'] as const).map((mode) => (
          <label key={mode} className="flex items-center gap-2 text-sm">
            <input type="radio" name="mode" value={mode} defaultChecked={mode === 'own' ? own : !own} />
            {t(`production.form.options.mode.${mode}`)}
          </label>
        ))}
      </fieldset>
      <Field id={id} label={t('production.form.fields.barcode')} error={fieldErrorOf(outcome, action.key, 'barcode')}>
        {(describedBy) => (
          <input
            id={id}
            name="barcode"
            inputMode="numeric"
            defaultValue={own ? valueOf(action.data, 'barcode') : ''}
            aria-describedby={describedBy}
            className={inputClass}
          />
        )}
      </Field>
    </>
  );
}

function TracklistingFields({ action, view }: { action: ProductionActionView; view: ProductionView }) {
  const { t } = useT();
  const check = view.side_check;
  if (!check) return null;
  const saved = Array.isArray(action.data.tracks) ? (action.data.tracks as { side?: string }[]) : [];
  const letters = check.sides.map((side) => side.side);
  return (
    <>
      <SideCheck check={check} />
      <Field id={`${stepAnchor(action.key)}-rpm`} label={t('production.form.fields.rpm')} error={null}>
        {() => (
          <select
            id={`${stepAnchor(action.key)}-rpm`}
            name="rpm"
            defaultValue={String(check.rpm)}
            className={inputClass}
          >
            {(['33', '45'] as const).map((rpm) => (
              <option key={rpm} value={rpm}>
                {t(`production.form.options.rpm.${rpm}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <input type="hidden" name="track_count" value={check.suggestion.length} />
      <p className="text-sm font-semibold">{t('production.sides.suggestion')}</p>
      {check.suggestion.map((track, index) => (
        <div key={`${track.title}-${index}`}>
          <input type="hidden" name={`title_${index}`} value={track.title} />
          <input type="hidden" name={`duration_${index}`} value={track.duration_seconds} />
          <Field
            id={`${stepAnchor(action.key)}-side-${index}`}
            label={t('production.form.fields.side', { title: track.title })}
            error={null}
          >
            {() => (
              <select
                id={`${stepAnchor(action.key)}-side-${index}`}
                name={`side_${index}`}
                defaultValue={saved[index]?.side ?? track.side}
                className={inputClass}
              >
                {letters.map((letter) => (
                  <option key={letter} value={letter}>
                    {t('production.sides.side', { side: letter })}
                  </option>
                ))}
              </select>
            )}
          </Field>
        </div>
      ))}
    </>
  );
}

/** The form that keeps what the action holds, saved or submitted. */
function DataForm({ action, view, outcome }: Pick<ControlProps, 'action' | 'view' | 'outcome'>) {
  const fields = ACTION_FIELDS[action.key] ?? [];
  const ownForm = action.key === 'pre-production.barcode' || action.key === 'pre-production.tracklisting';
  return (
    <Form method="post" className="mt-3 space-y-3">
      <input type="hidden" name="step" value={action.key} />
      {action.key === 'pre-production.barcode' && <BarcodeFields action={action} outcome={outcome} />}
      {action.key === 'pre-production.tracklisting' && <TracklistingFields action={action} view={view} />}
      {fields.map((field) => (
        <DataField key={field.name} field={field} action={action} outcome={outcome} />
      ))}
      <SaveAndSubmit action={action} canSave={ownForm || fields.length > 0} />
    </Form>
  );
}

/** Sends a file to the action (the artwork is checked and previewed once sent). */
export function UploadForm({
  action,
  outcome,
}: {
  action: ProductionActionView;
  outcome: ProductionOutcome | undefined;
}) {
  const { t } = useT();
  const id = `${stepAnchor(action.key)}-file`;
  return (
    <Form method="post" encType="multipart/form-data" className="mt-3 flex flex-wrap items-end gap-3">
      <input type="hidden" name="step" value={action.key} />
      <input type="hidden" name="intent" value="upload" />
      <Field id={id} label={t('production.files.file')} error={fieldErrorOf(outcome, action.key, 'file')}>
        {(describedBy) => (
          <input
            id={id}
            name="file"
            type="file"
            required
            aria-describedby={describedBy ?? `${id}-hint`}
            className="text-sm"
          />
        )}
      </Field>
      <p id={`${id}-hint`} className="text-xs text-ink-muted">
        {t('production.files.hint')}
      </p>
      <button type="submit" className={secondaryButtonClass}>
        {t('production.files.upload')}
      </button>
    </Form>
  );
}

/** The record's tracks side by side, as the artist listed them (else the suggested split), numbered in order. */
export function tracksBySide(view: ProductionView): { side: string; tracks: { number: number; title: string }[] }[] {
  const listing = view.phases.flatMap((phase) => phase.actions).find((a) => a.key === 'pre-production.tracklisting');
  const listed = Array.isArray(listing?.data.tracks)
    ? (listing.data.tracks as { title?: unknown; side?: unknown }[])
    : [];
  const tracks = (
    listed.length > 0
      ? listed.flatMap((track) =>
          typeof track.title === 'string' && typeof track.side === 'string'
            ? [{ title: track.title, side: track.side }]
            : [],
        )
      : (view.side_check?.suggestion ?? [])
  ).map((track, index) => ({ ...track, number: index + 1 }));
  const sides = [
    ...new Set([...(view.side_check?.sides.map((side) => side.side) ?? []), ...tracks.map((t) => t.side)]),
  ];
  return (sides.length > 0 ? sides.sort() : ['A', 'B']).map((side) => ({
    side,
    tracks: tracks.filter((track) => track.side === side).map(({ number, title }) => ({ number, title })),
  }));
}

/** A test pressing's notes: one for each side as a whole, and one for each of its tracks (all optional). */
function SideNotes({ view }: { view: ProductionView }) {
  const { t } = useT();
  return (
    <>
      {tracksBySide(view).map(({ side, tracks }) => (
        <fieldset key={side} className="space-y-2 rounded-lg border border-line p-3">
          <legend className="px-1 text-sm font-semibold">{t('production.sides.side', { side })}</legend>
          <Field id={`note-side-${side}`} label={t('production.decision.sideNote', { side })} error={null}>
            {() => <input id={`note-side-${side}`} name={`note_side_${side}`} className={inputClass} />}
          </Field>
          {tracks.map((track) => (
            <div key={track.number}>
              <input type="hidden" name={`note_track_${track.number}_side`} value={side} />
              <input type="hidden" name={`note_track_${track.number}_title`} value={track.title} />
              <Field
                id={`note-track-${track.number}`}
                label={t('production.decision.trackNote', { number: track.number, title: track.title })}
                error={null}
              >
                {() => (
                  <input id={`note-track-${track.number}`} name={`note_track_${track.number}`} className={inputClass} />
                )}
              </Field>
            </div>
          ))}
        </fieldset>
      ))}
    </>
  );
}

/** The artist approves what staff sent, or refuses it saying why (and, on a test pressing, per side and track). */
function DecisionForms({ action, view, outcome }: Pick<ControlProps, 'action' | 'view' | 'outcome'>) {
  const { t } = useT();
  const reasonId = `${stepAnchor(action.key)}-reason`;
  return (
    <div className="mt-3 space-y-3">
      <h4 className="text-sm font-semibold">{t('production.decision.title')}</h4>
      <Form method="post">
        <input type="hidden" name="step" value={action.key} />
        <input type="hidden" name="intent" value="decide" />
        <input type="hidden" name="decision" value="valid" />
        <button type="submit" className={buttonClass}>
          {t('production.decision.validate')}
        </button>
      </Form>
      <Form method="post" className="space-y-2">
        <input type="hidden" name="step" value={action.key} />
        <input type="hidden" name="intent" value="decide" />
        <input type="hidden" name="decision" value="refused" />
        <Field
          id={reasonId}
          label={t('production.decision.reason')}
          error={fieldErrorOf(outcome, action.key, 'reason')}
        >
          {(describedBy) => (
            <textarea
              id={reasonId}
              name="reason"
              required
              rows={3}
              aria-describedby={describedBy}
              className={areaClass}
            />
          )}
        </Field>
        {action.key === 'production.test_pressing' && (
          <fieldset className="space-y-2">
            <legend className="text-sm font-semibold">{t('production.decision.notes')}</legend>
            <SideNotes view={view} />
          </fieldset>
        )}
        <button type="submit" className={secondaryButtonClass}>
          {t('production.decision.refuse')}
        </button>
      </Form>
    </div>
  );
}

/** A message to the other side about this action. */
export function MessageForm({ action }: { action: ProductionActionView }) {
  const { t } = useT();
  const id = `${stepAnchor(action.key)}-message`;
  return (
    <details className="mt-3">
      <summary className="cursor-pointer text-sm font-semibold">{t('production.messages.send')}</summary>
      <Form method="post" className="mt-2 space-y-2">
        <input type="hidden" name="step" value={action.key} />
        <input type="hidden" name="intent" value="message" />
        <label htmlFor={id} className="text-sm font-semibold">
          {t('production.messages.label')}
        </label>
        <textarea id={id} name="body" required rows={2} className={areaClass} />
        <button type="submit" className={secondaryButtonClass}>
          {t('production.form.send')}
        </button>
      </Form>
    </details>
  );
}

/** Everything the artist may do on one action. */
export function ArtistControls({ action, view, outcome, done, locale }: ControlProps) {
  const inHand = action.open && action.status !== 'valid';
  const submits = action.submitter === 'artist' && inHand;
  const decides = action.checker === 'artist' && action.status === 'to_check';
  // The file an action needs comes before its submission; any other action may carry a file too.
  const fileFirst = submits && FILE_STEPS.includes(action.key);
  return (
    <>
      {action.key === 'production.test_pressing' && <TestPressingRounds rounds={view.test_pressings} locale={locale} />}
      {fileFirst && <UploadForm action={action} outcome={outcome} />}
      {submits && <DataForm action={action} view={view} outcome={outcome} />}
      {decides && <DecisionForms action={action} view={view} outcome={outcome} />}
      <FormOutcome step={action.key} outcome={outcome} done={done} />
      {inHand && !fileFirst && <UploadForm action={action} outcome={outcome} />}
      {inHand && <MessageForm action={action} />}
    </>
  );
}
