// The page's error handler (spec sections 4 and 8: "a chunk error goes to the error handler"): any
// live action of the manage page (an upload chunk, an encode, an artwork) reports its API error code
// here; the message shows in the visitor's language in an alert until dismissed.
import { createContext, useCallback, useContext, useState, type ReactNode } from 'react';
import { useT } from '../../lib/use-t.ts';
import { dataKey } from '../../lib/i18n.ts';

const KNOWN_CODES = [
  'file_max_size',
  'payload_too_large',
  'upload_part_invalid',
  'upload_part_too_small',
  'upload_size_mismatch',
  'upload_closed',
  'file_type_invalid',
  'network_error',
  'server_error',
  'not_found',
  'project_locked',
  'project_incomplete',
  'upload_not_ready',
  'track_source_missing',
  'image_invalid',
  'audio_invalid',
  'ffmpeg_missing',
  'audio_encode_failed',
  'step_transition_not_allowed',
  'input_invalid',
  'input_required',
] as const;

/** The message key of an API error code (an unknown code reads as a generic failure). */
export function errorMessageKey(code: string): string {
  return `projectManage.errors.${(KNOWN_CODES as readonly string[]).includes(code) ? code : 'request_failed'}`;
}

type Report = (code: string) => void;
const ErrorContext = createContext<Report>(() => undefined);

/** Reports an API error code to the page's handler. */
export function useErrorHandler(): Report {
  return useContext(ErrorContext);
}

export function ErrorHandlerProvider({ children }: { children: ReactNode }) {
  const { t } = useT();
  const [code, setCode] = useState<string | null>(null);
  const report = useCallback<Report>((next) => setCode(next), []);
  return (
    <ErrorContext.Provider value={report}>
      <div aria-live="assertive" className="fixed inset-x-0 bottom-20 z-40 flex justify-center px-4">
        {code && (
          <div
            role="alert"
            data-error-code={code}
            className="flex max-w-xl items-start gap-3 rounded-xl bg-red-800 px-4 py-3 text-white shadow-lg"
          >
            <p className="text-sm">{t(dataKey(errorMessageKey(code)))}</p>
            <button type="button" onClick={() => setCode(null)} className="text-sm font-semibold underline">
              {t('projectManage.dismiss')}
            </button>
          </div>
        )}
      </div>
      {children}
    </ErrorContext.Provider>
  );
}
