// Adding a track: the master (WAV, FLAC or MP3) goes up through the chunked upload (5 MiB parts, a
// progress bar with its percent, resumed after a dropped connection), then POST
// /api/projects/{id}/tracks attaches it. Errors go to the page's error handler.
import { PROJECT_LIMITS, tracksEndpoints } from '@spindle/contracts';
import { useRef, useState, type FormEvent } from 'react';
import { useT } from '../../lib/use-t.ts';
import { useRevalidator } from 'react-router';
import { callBrowser, NetworkError } from '../../lib/api-browser.ts';
import { ChunkedUpload, UploadFailure, type UploadProgress } from './chunked-upload.ts';
import { useErrorHandler } from './error-handler.tsx';
import { ProgressBar } from '../../components/progress-bar.tsx';

/** Audio files a master may be. */
export const MASTER_ACCEPT = '.wav,.flac,.mp3,audio/wav,audio/x-wav,audio/flac,audio/mpeg';

export function TrackUpload({ projectId, disabled }: { projectId: number; disabled: boolean }) {
  const { t } = useT();
  const reportError = useErrorHandler();
  const revalidator = useRevalidator();
  const form = useRef<HTMLFormElement>(null);
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<string | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const file = data.get('file');
    const typed = data.get('title');
    const title =
      (typeof typed === 'string' ? typed.trim() : '') ||
      (file instanceof File ? file.name.replace(/\.[^.]+$/, '') : '');
    if (!(file instanceof File) || file.size === 0) {
      reportError('track_source_missing');
      return;
    }
    setBusy(true);
    setDone(null);
    try {
      const upload = new ChunkedUpload(file, { onProgress: setProgress });
      const stored = await upload.run();
      const added = await callBrowser(tracksEndpoints.add, {
        params: { id: projectId },
        body: { title: title.slice(0, PROJECT_LIMITS.trackTitleLength), uploadId: stored.id },
      });
      if (!added.ok) {
        reportError(added.code);
        return;
      }
      setDone(added.value.title);
      form.current?.reset();
      setProgress(null);
      await revalidator.revalidate();
    } catch (error) {
      if (error instanceof UploadFailure) reportError(error.code);
      else if (error instanceof NetworkError) reportError('network_error');
      else throw error;
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      ref={form}
      onSubmit={(event) => void submit(event)}
      className="mt-4 space-y-3 rounded-xl border border-dashed border-line p-4"
      aria-labelledby="track-upload-title"
    >
      <h3 id="track-upload-title" className="font-semibold">
        {t('projectManage.tracks.addTitle')}
      </h3>
      <div className="grid gap-3 sm:grid-cols-2">
        <div>
          <label htmlFor="track-title" className="text-sm font-semibold">
            {t('projectManage.tracks.title')}
          </label>
          <input
            id="track-title"
            name="title"
            maxLength={PROJECT_LIMITS.trackTitleLength}
            className="mt-1 block w-full rounded-lg border border-ink-muted/60 bg-surface px-3 py-2 text-sm"
          />
        </div>
        <div>
          <label htmlFor="track-file" className="text-sm font-semibold">
            {t('projectManage.tracks.file')}
          </label>
          <input
            id="track-file"
            name="file"
            type="file"
            accept={MASTER_ACCEPT}
            required
            aria-describedby="track-file-hint"
            className="mt-1 block w-full text-sm file:mr-3 file:rounded-full file:border-0 file:bg-surface-raised file:px-4 file:py-2 file:font-semibold"
          />
          <p id="track-file-hint" className="mt-1 text-xs text-ink-muted">
            {t('projectManage.tracks.fileHint')}
          </p>
        </div>
      </div>
      {progress && (
        <div>
          <ProgressBar label={t('projectManage.tracks.uploadProgress')} percent={progress.percent} />
          <p className="mt-1 text-xs text-ink-muted" role="status">
            {progress.phase === 'resuming'
              ? t('projectManage.tracks.resuming')
              : t(`projectManage.tracks.phase.${progress.phase}`)}
          </p>
        </div>
      )}
      {done && (
        <p role="status" className="text-sm font-semibold">
          ✓ {t('projectManage.tracks.added', { title: done })}
        </p>
      )}
      <noscript>
        <p className="text-sm text-ink-muted">{t('projectManage.tracks.needsScript')}</p>
      </noscript>
      <button
        type="submit"
        disabled={busy || disabled}
        className="rounded-full bg-accent px-5 py-2 font-semibold text-accent-ink disabled:opacity-60"
      >
        {busy ? t('projectManage.tracks.uploading') : t('projectManage.tracks.upload')}
      </button>
    </form>
  );
}
