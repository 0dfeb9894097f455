// The tracks of a managed project: rename, move up or down, delete (plain forms to the page's action),
// 'Encode' (POST .../encode, then the job's progress read every second until done) and, once encoded,
// a play button that plays the preview through the persistent player (the spindle:play event).
import {
  PROJECT_LIMITS,
  tracksEndpoints,
  type EncodeStatus,
  type ManagedProject,
  type ManagedTrack,
} from '@spindle/contracts';
import { useEffect, useState } from 'react';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { useT } from '../../lib/use-t.ts';
import { Form, useRevalidator } from 'react-router';
import { callBrowser, NetworkError } from '../../lib/api-browser.ts';
import { requestPlay } from '../../lib/play-request.ts';
import { useErrorHandler } from './error-handler.tsx';
import { ProgressBar } from '../../components/progress-bar.tsx';

/** How often the encode's progress is read while it runs. */
export const ENCODE_POLL_MS = 1000;

function durationText(seconds: number | null): string {
  if (seconds === null) return '';
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

function useEncode(projectId: number, track: ManagedTrack) {
  const reportError = useErrorHandler();
  const revalidator = useRevalidator();
  const running = track.encodingStatus === 'pending' || track.encodingStatus === 'encoding';
  const [status, setStatus] = useState<
    Pick<EncodeStatus, 'encodingStatus' | 'progress' | 'previewUrl' | 'durationSeconds'>
  >({
    encodingStatus: track.encodingStatus,
    progress: track.encodingProgress,
    previewUrl: track.previewUrl,
    durationSeconds: track.durationSeconds,
  });
  const [polling, setPolling] = useState(running);
  const trackId = track.id;

  useEffect(() => {
    if (!polling) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const read = async () => {
      try {
        const result = await callBrowser(tracksEndpoints.encodeStatus, { params: { id: projectId, trackId } });
        if (stopped) return;
        if (!result.ok) {
          reportError(result.code);
          setPolling(false);
          return;
        }
        setStatus(result.value);
        if (result.value.encodingStatus === 'done' || result.value.encodingStatus === 'failed') {
          setPolling(false);
          if (result.value.encodingStatus === 'failed') reportError('audio_encode_failed');
          void revalidator.revalidate();
          return;
        }
      } catch (error) {
        if (!(error instanceof NetworkError)) throw error;
      }
      if (!stopped) timer = setTimeout(() => void read(), ENCODE_POLL_MS);
    };
    timer = setTimeout(() => void read(), ENCODE_POLL_MS);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [polling, projectId, trackId, reportError, revalidator]);

  async function start() {
    try {
      const result = await callBrowser(tracksEndpoints.encode, { params: { id: projectId, trackId }, body: {} });
      if (!result.ok) {
        reportError(result.code);
        return;
      }
      setStatus(result.value);
      if (result.value.encodingStatus !== 'done') setPolling(true);
    } catch (error) {
      if (error instanceof NetworkError) reportError('network_error');
      else throw error;
    }
  }
  return { status, running: polling, start };
}

function TrackRow({
  project,
  track,
  index,
  count,
}: {
  project: Pick<ManagedProject, 'id' | 'artistName' | 'editable'>;
  track: ManagedTrack;
  index: number;
  count: number;
}) {
  const { t } = useT();
  const { status, running, start } = useEncode(project.id, track);
  const hydrated = useHydrated();
  const previewUrl = status.previewUrl ?? track.previewUrl;
  const titleId = `track-${track.id}-title`;
  const play = () =>
    previewUrl &&
    requestPlay({
      songs: [
        {
          id: track.id,
          uuid: track.uuid,
          title: track.title,
          artistName: track.artistName ?? project.artistName,
          projectId: project.id,
          position: track.position,
          durationSeconds: status.durationSeconds ?? track.durationSeconds,
          previewUrl,
        },
      ],
      index: 0,
    });
  const small = 'rounded-full border border-line px-3 py-1.5 text-sm font-semibold disabled:opacity-50';
  return (
    <li className="rounded-xl border border-line p-4" aria-labelledby={titleId} data-track-id={track.id}>
      <div className="flex flex-wrap items-center gap-3">
        <span className="w-6 text-right text-sm text-ink-muted tabular-nums">{track.position}</span>
        <p id={titleId} className="min-w-40 flex-1 font-semibold">
          {track.title}
          <span className="ml-2 text-sm font-normal text-ink-muted tabular-nums">
            {durationText(status.durationSeconds ?? track.durationSeconds)}
          </span>
          {track.sourceFileName && (
            <span className="block text-xs font-normal text-ink-muted">{track.sourceFileName}</span>
          )}
        </p>
        {previewUrl && status.encodingStatus === 'done' && (
          <button
            type="button"
            onClick={play}
            className={`${small} bg-accent text-accent-ink`}
            aria-label={t('projectManage.tracks.play', { title: track.title })}
          >
            ▶ {t('projectManage.tracks.playShort')}
          </button>
        )}
        {track.hasSource && (
          <Form
            method="post"
            onSubmit={(event) => {
              if (!hydrated) return;
              event.preventDefault();
              void start();
            }}
          >
            <input type="hidden" name="intent" value="encode" />
            <input type="hidden" name="trackId" value={track.id} />
            <button type="submit" disabled={running} className={small} aria-describedby={`${titleId}`}>
              {status.encodingStatus === 'done' ? t('projectManage.tracks.reencode') : t('projectManage.tracks.encode')}
            </button>
          </Form>
        )}
      </div>
      {(running || status.encodingStatus === 'pending' || status.encodingStatus === 'encoding') && (
        <div className="mt-3">
          <ProgressBar
            label={t('projectManage.tracks.encodeProgress', { title: track.title })}
            percent={status.progress}
          />
        </div>
      )}
      {status.encodingStatus === 'failed' && (
        <p className="mt-2 text-sm text-red-700 dark:text-red-400">{t('projectManage.errors.audio_encode_failed')}</p>
      )}
      {!track.hasSource && <p className="mt-2 text-sm text-ink-muted">{t('projectManage.tracks.noSource')}</p>}
      <details className="mt-3">
        <summary className="cursor-pointer text-sm font-semibold text-ink-muted">
          {t('projectManage.tracks.edit')}
        </summary>
        <div className="mt-3 flex flex-wrap items-end gap-3">
          <Form method="post" className="flex flex-1 flex-wrap items-end gap-2">
            <input type="hidden" name="intent" value="rename-track" />
            <input type="hidden" name="trackId" value={track.id} />
            <div className="min-w-48 flex-1">
              <label htmlFor={`rename-${track.id}`} className="text-sm font-semibold">
                {t('projectManage.tracks.title')}
              </label>
              <input
                id={`rename-${track.id}`}
                name="title"
                defaultValue={track.title}
                required
                maxLength={PROJECT_LIMITS.trackTitleLength}
                className="mt-1 block w-full rounded-lg border border-ink-muted/60 bg-surface px-3 py-1.5 text-sm"
              />
            </div>
            <button type="submit" className={small}>
              {t('projectManage.tracks.rename')}
            </button>
          </Form>
          <Form method="post">
            <input type="hidden" name="intent" value="move-track" />
            <input type="hidden" name="trackId" value={track.id} />
            <input type="hidden" name="position" value={track.position - 1} />
            <button
              type="submit"
              disabled={index === 0}
              className={small}
              aria-label={t('projectManage.tracks.moveUp', { title: track.title })}
            >
              ↑
            </button>
          </Form>
          <Form method="post">
            <input type="hidden" name="intent" value="move-track" />
            <input type="hidden" name="trackId" value={track.id} />
            <input type="hidden" name="position" value={track.position + 1} />
            <button
              type="submit"
              disabled={index === count - 1}
              className={small}
              aria-label={t('projectManage.tracks.moveDown', { title: track.title })}
            >
              ↓
            </button>
          </Form>
          <Form method="post">
            <input type="hidden" name="intent" value="delete-track" />
            <input type="hidden" name="trackId" value={track.id} />
            <button
              type="submit"
              className={`${small} text-red-700 dark:text-red-400`}
              aria-label={t('projectManage.tracks.delete', { title: track.title })}
            >
              {t('projectManage.tracks.deleteShort')}
            </button>
          </Form>
        </div>
      </details>
    </li>
  );
}

export function TrackList({ project }: { project: Pick<ManagedProject, 'id' | 'artistName' | 'editable' | 'tracks'> }) {
  const { t } = useT();
  const tracks = [...project.tracks].sort((a, b) => a.disc - b.disc || a.position - b.position);
  if (tracks.length === 0) return <p className="text-sm text-ink-muted">{t('projectManage.tracks.empty')}</p>;
  return (
    <ol className="space-y-3">
      {tracks.map((track, index) => (
        <TrackRow key={track.id} project={project} track={track} index={index} count={tracks.length} />
      ))}
    </ol>
  );
}
