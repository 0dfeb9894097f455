// One settings form: a fetcher per form (with JavaScript each saves on its own, no navigation), a
// plain POST to the page without it (the answer comes back as the page's action data).
import { useRef, type ReactNode } from 'react';
import { useT } from '../../lib/use-t.ts';
import { useFetcher } from 'react-router';
import { FormNotice, primaryButtonClass, useFocusFirstInvalid, refusedOf } from './account-fields.tsx';
import type { FormResult } from './form-result.ts';
import type { SettingsIntent } from './settings-fields.ts';

export function useSettingsForm(intent: SettingsIntent, actionData: FormResult | undefined) {
  const fetcher = useFetcher<FormResult>({ key: `settings-${intent}` });
  const result = fetcher.data ?? (actionData?.form === intent ? actionData : undefined);
  return { fetcher, result, refused: refusedOf(result, intent), pending: fetcher.state !== 'idle' };
}

/** A titled settings section holding one form. */
export function SettingsSection({
  id,
  title,
  intro,
  children,
}: {
  id: string;
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={`${id}-title`} className="border-t border-line py-6 first:border-t-0 first:pt-0">
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        {title}
      </h2>
      {intro && <div className="mt-1 text-sm text-ink-muted">{intro}</div>}
      <div className="mt-4">{children}</div>
    </section>
  );
}

/** The form element of a settings form, with its notice and submit button. */
export function SettingsForm({
  intent,
  form,
  submitLabel,
  notice,
  multipart = false,
  children,
}: {
  intent: SettingsIntent;
  form: ReturnType<typeof useSettingsForm>;
  submitLabel?: string;
  /** What a success says instead of 'Saved'. */
  notice?: string;
  multipart?: boolean;
  children: ReactNode;
}) {
  const { t } = useT();
  const ref = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(ref, form.result);
  return (
    <form.fetcher.Form
      ref={ref}
      method="post"
      noValidate
      encType={multipart ? 'multipart/form-data' : undefined}
      className="max-w-xl space-y-4"
    >
      <input type="hidden" name="intent" value={intent} />
      {children}
      <div className="flex flex-wrap items-center gap-4">
        <button type="submit" disabled={form.pending} className={primaryButtonClass}>
          {submitLabel ?? t('account.settings.save')}
        </button>
      </div>
      <FormNotice result={form.result} form={intent}>
        {notice}
      </FormNotice>
    </form.fetcher.Form>
  );
}
