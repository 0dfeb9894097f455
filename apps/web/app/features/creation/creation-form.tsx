// 'Create your project' (/creation/vinyl, /creation/digital): the first details of a release. A plain
// POST form; the action creates it (POST /api/projects, origin added by the API from the ori cookie)
// and opens its manage page. Coming from the configurator, the chosen options are shown and kept.
import { PROJECT_LIMITS, PROJECT_SALE_TYPES, type ProjectKind } from '@spindle/contracts';
import { useEffect, useRef } from 'react';
import { useT } from '../../lib/use-t.ts';
import { Form, useNavigation } from 'react-router';
import { dataKey } from '../../lib/i18n.ts';

export type CreationOutcome = {
  ok: false;
  code: string;
  fields: Record<string, string>;
  values: Record<string, string>;
};

const KNOWN = [
  'input_required',
  'input_too_long',
  'input_invalid_choice',
  'input_invalid',
  'owner_invalid',
  'quote_option_unavailable',
];

/** Who may release the project: the user, or one of the artist and label pages they manage. */
export interface OwnerChoices {
  userName: string;
  artists: readonly { id: number; name: string }[];
  labels: readonly { id: number; name: string }[];
}

export function CreationForm({
  kind,
  quoteSummary,
  outcome,
  owners,
}: {
  kind: ProjectKind;
  owners: OwnerChoices;
  /** The configurator's options in words, when the project comes from a quote. */
  quoteSummary: string | null;
  outcome: CreationOutcome | undefined;
}) {
  const { t } = useT();
  const navigation = useNavigation();
  const firstError = useRef<HTMLInputElement>(null);
  const message = (code: string | undefined) =>
    code ? t(dataKey(`creation.errors.${KNOWN.includes(code) ? code : 'request_failed'}`)) : undefined;
  const nameError = message(outcome?.fields.name);
  const artistError = message(outcome?.fields.artistName);
  useEffect(() => firstError.current?.focus(), [outcome]);
  const input = 'mt-1.5 block w-full rounded-lg border border-ink-muted/60 bg-surface px-3 py-2.5';
  return (
    <Form method="post" className="mt-8 max-w-xl space-y-5" noValidate>
      {quoteSummary && (
        <p className="rounded-xl bg-surface-raised p-4 text-sm">
          <span className="font-semibold">{t('creation.fromQuote')}</span> {quoteSummary}
        </p>
      )}
      <div>
        <label htmlFor="creation-name" className="font-semibold">
          {t('creation.fields.name')}
        </label>
        <input
          id="creation-name"
          name="name"
          required
          maxLength={PROJECT_LIMITS.nameLength}
          defaultValue={outcome?.values.name}
          ref={nameError ? firstError : undefined}
          aria-invalid={nameError ? true : undefined}
          aria-describedby={nameError ? 'creation-name-error' : undefined}
          className={input}
        />
        {nameError && (
          <p id="creation-name-error" className="mt-1 text-sm text-red-700 dark:text-red-400">
            {nameError}
          </p>
        )}
      </div>
      <div>
        <label htmlFor="creation-artist" className="font-semibold">
          {t('creation.fields.artistName')}
        </label>
        <input
          id="creation-artist"
          name="artistName"
          required
          maxLength={PROJECT_LIMITS.artistNameLength}
          defaultValue={outcome?.values.artistName}
          ref={!nameError && artistError ? firstError : undefined}
          aria-invalid={artistError ? true : undefined}
          aria-describedby={artistError ? 'creation-artist-error' : undefined}
          className={input}
        />
        {artistError && (
          <p id="creation-artist-error" className="mt-1 text-sm text-red-700 dark:text-red-400">
            {artistError}
          </p>
        )}
      </div>
      {owners.artists.length + owners.labels.length > 0 && (
        <div>
          <label htmlFor="creation-owner" className="font-semibold">
            {t('creation.fields.owner')}
          </label>
          <select id="creation-owner" name="owner" defaultValue={outcome?.values.owner ?? 'user'} className={input}>
            <option value="user">{t('creation.fields.ownerSelf', { name: owners.userName })}</option>
            {owners.artists.map((artist) => (
              <option key={`artist:${artist.id}`} value={`artist:${artist.id}`}>
                {t('creation.fields.ownerArtist', { name: artist.name })}
              </option>
            ))}
            {owners.labels.map((label) => (
              <option key={`label:${label.id}`} value={`label:${label.id}`}>
                {t('creation.fields.ownerLabel', { name: label.name })}
              </option>
            ))}
          </select>
        </div>
      )}
      {kind === 'vinyl' && (
        <fieldset>
          <legend className="font-semibold">{t('creation.fields.saleType')}</legend>
          <div className="mt-2 space-y-2">
            {PROJECT_SALE_TYPES.map((type) => (
              <label
                key={type}
                className="flex items-start gap-3 rounded-lg border border-line p-3 has-checked:border-accent"
              >
                <input
                  type="radio"
                  name="saleType"
                  value={type}
                  defaultChecked={(outcome?.values.saleType ?? 'funding') === type}
                  className="mt-1 accent-accent"
                />
                <span>
                  <span className="block text-sm font-semibold">{t(`creation.saleTypes.${type}.title`)}</span>
                  <span className="block text-sm text-ink-muted">{t(`creation.saleTypes.${type}.text`)}</span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>
      )}
      {outcome && !outcome.fields.name && !outcome.fields.artistName && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {message(outcome.code)}
        </p>
      )}
      <button
        type="submit"
        disabled={navigation.state === 'submitting'}
        className="rounded-full bg-accent px-6 py-3 font-semibold text-accent-ink disabled:opacity-60"
      >
        {navigation.state === 'submitting' ? t('creation.creating') : t('creation.submit')}
      </button>
    </Form>
  );
}
