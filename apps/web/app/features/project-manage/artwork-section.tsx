// Artwork of a managed project: upload the cover, back and labels (a multipart form to the page's
// action, so it works without JavaScript); the server makes the variants and re-renders the vinyl
// mock-up, shown here.
import { ARTWORK_KINDS, type ManagedProject } from '@spindle/contracts';
import { useT } from '../../lib/use-t.ts';
import { Form, useNavigation } from 'react-router';
import { dataKey } from '../../lib/i18n.ts';
import { errorMessageKey } from './error-handler.tsx';
import type { ManageOutcome } from './manage-actions.server.ts';

/** Variants shown after an upload, the mock-ups first. */
const SHOWN_VARIANTS = [
  'disc',
  'only_vinyl',
  'cover',
  'back',
  'label',
  'label_bside',
  'cover3',
  'cover5',
  'preview',
] as const;

export function ArtworkSection({ project, outcome }: { project: ManagedProject; outcome: ManageOutcome | undefined }) {
  const { t } = useT();
  const navigation = useNavigation();
  const uploading = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'artwork';
  const images = SHOWN_VARIANTS.flatMap((variant) => project.images.filter((image) => image.variant === variant));
  const failure = outcome && !outcome.ok && outcome.intent === 'artwork' ? outcome : null;
  return (
    <div className="space-y-5">
      <Form
        method="post"
        encType="multipart/form-data"
        className="grid gap-3 rounded-xl border border-dashed border-line p-4 sm:grid-cols-[12rem_minmax(0,1fr)_auto] sm:items-end"
      >
        <input type="hidden" name="intent" value="artwork" />
        <div>
          <label htmlFor="artwork-kind" className="text-sm font-semibold">
            {t('projectManage.artwork.kind')}
          </label>
          <select
            id="artwork-kind"
            name="kind"
            className="mt-1 block w-full rounded-lg border border-ink-muted/60 bg-surface px-3 py-2 text-sm"
          >
            {ARTWORK_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {t(`projectManage.artwork.kinds.${kind}`)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="artwork-file" className="text-sm font-semibold">
            {t('projectManage.artwork.file')}
          </label>
          <input
            id="artwork-file"
            name="file"
            type="file"
            accept="image/jpeg,image/png,image/webp"
            required
            aria-describedby="artwork-file-hint"
            className="mt-1 block w-full text-sm file:mr-3 file:rounded-full file:border-0 file:bg-surface-raised file:px-4 file:py-2 file:font-semibold"
          />
          <p id="artwork-file-hint" className="mt-1 text-xs text-ink-muted">
            {t('projectManage.artwork.hint')}
          </p>
        </div>
        <button
          type="submit"
          disabled={uploading}
          className="rounded-full bg-accent px-5 py-2 font-semibold text-accent-ink disabled:opacity-60"
        >
          {uploading ? t('projectManage.artwork.uploading') : t('projectManage.artwork.upload')}
        </button>
      </Form>
      {failure && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {t(dataKey(errorMessageKey(failure.fields.file ?? failure.code)))}
        </p>
      )}
      {outcome?.ok && outcome.intent === 'artwork' && (
        <p role="status" className="text-sm font-semibold">
          ✓ {t('projectManage.artwork.done')}
        </p>
      )}
      {images.length === 0 ? (
        <p className="text-sm text-ink-muted">{t('projectManage.artwork.none')}</p>
      ) : (
        <ul
          className="grid grid-cols-2 gap-4 sm:grid-cols-3 xl:grid-cols-4"
          aria-label={t('projectManage.artwork.variants')}
        >
          {images.map((image) => (
            <li key={image.variant} className="rounded-xl bg-surface-raised p-2">
              <img
                src={image.url}
                alt={t(dataKey(`projectManage.artwork.variantNames.${image.variant}`))}
                width={image.width}
                height={image.height}
                loading="lazy"
                className="aspect-square w-full object-contain"
              />
              <p className="mt-1 text-center text-xs text-ink-muted">
                {t(dataKey(`projectManage.artwork.variantNames.${image.variant}`))}
              </p>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
