// The track of a digital single (/admin/digital-single; docs/admin.md "Digital singles"): the master goes
// up through the chunked upload (the project pages' uploader: 5 MiB parts, a progress bar, resumed after
// a dropped connection), then POST /api/admin/digital-singles/{id}/track attaches it and queues the
// preview encode. The page's data is read again afterwards.
import { adminDigitalSinglesEndpoints } from '@spindle/contracts';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useRevalidator } from 'react-router';
import { ProgressBar } from '../../components/progress-bar.tsx';
import { callBrowser, NetworkError } from '../../lib/api-browser.ts';
import { dataKey } from '../../lib/i18n.ts';
import { useT } from '../../lib/use-t.ts';
import { ChunkedUpload, MASTER_ACCEPT, UploadFailure, type UploadProgress } from '../project-manage/index.ts';
import { adminButtonClass } from './admin-layout.tsx';

const KNOWN_ERRORS = new Set(['input_invalid', 'input_required', 'track_source_missing', 'not_found']);

export function DigitalSingleTrack({ singleId, title }: { singleId: number; title: string }) {
  const { t } = useT();
  const id = useId();
  const revalidator = useRevalidator();
  const form = useRef<HTMLFormElement>(null);
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const fail = (code: string) =>
    setMessage({
      ok: false,
      text: t(dataKey(`admin.digitalSingle.errors.${KNOWN_ERRORS.has(code) ? code : 'upload_failed'}`)),
    });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const file = new FormData(event.currentTarget).get('file');
    if (!(file instanceof File) || file.size === 0) {
      fail('track_source_missing');
      return;
    }
    setBusy(true);
    setMessage(null);
    try {
      const stored = await new ChunkedUpload(file, { onProgress: setProgress }).run();
      const attached = await callBrowser(adminDigitalSinglesEndpoints.setTrack, {
        params: { id: singleId },
        body: { upload_id: stored.id },
      });
      if (!attached.ok) {
        fail(attached.code);
        return;
      }
      setMessage({ ok: true, text: t('admin.digitalSingle.uploaded') });
      form.current?.reset();
      setProgress(null);
      await revalidator.revalidate();
    } catch (error) {
      if (error instanceof UploadFailure || error instanceof NetworkError) fail('upload_failed');
      else throw error;
    } finally {
      setBusy(false);
    }
  }

  return (
    <form ref={form} onSubmit={(event) => void submit(event)} className="mt-2 flex flex-wrap items-end gap-3">
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-file`} className="text-sm font-semibold">
          {t('admin.digitalSingle.trackFile')} <span className="sr-only">({title})</span>
        </label>
        <input
          id={`${id}-file`}
          name="file"
          type="file"
          accept={MASTER_ACCEPT}
          required
          className="text-sm file:mr-3 file:rounded-full file:border-0 file:bg-surface-raised file:px-4 file:py-2 file:font-semibold"
        />
      </div>
      <button type="submit" disabled={busy} className={adminButtonClass}>
        {busy ? t('admin.digitalSingle.uploading') : t('admin.digitalSingle.upload')}
      </button>
      {progress && <ProgressBar label={t('admin.digitalSingle.uploadProgress')} percent={progress.percent} />}
      <p
        role="status"
        className={`w-full text-sm ${message && !message.ok ? 'font-semibold text-red-700 dark:text-red-300' : ''}`}
      >
        {message?.text ?? ''}
      </p>
    </form>
  );
}
