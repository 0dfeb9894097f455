// Pieces of the newsletter pages (docs/newsletter.md): a campaign's send progress as a bar, and one
// language's subject and body fields (with the campaign's name on the English one).
import type { NewsletterCampaign } from '@spindle/contracts';
import { LOCALE_META, type AppLocale } from '@spindle/domain';
import { useT } from '../../lib/use-t.ts';
import { adminInputClass } from './admin-layout.tsx';

/** How far a campaign's send went: a bar with its numbers in words. */
export function CampaignProgress({ campaign }: { campaign: NewsletterCampaign }) {
  const { t } = useT();
  if (campaign.status === 'draft') return <span>—</span>;
  const done = campaign.sent + campaign.skipped;
  const label = t('admin.newsletters.progress', { sent: campaign.sent, recipients: campaign.recipients });
  return (
    <span className="flex items-center gap-2">
      <progress
        className="h-2 w-24"
        max={Math.max(1, campaign.recipients)}
        value={done}
        aria-label={t('admin.newsletters.progressLabel')}
        aria-valuetext={label}
      />
      <span className="text-sm">{label}</span>
    </span>
  );
}

function FieldError({ id, code }: { id: string; code: string | undefined }) {
  const { t } = useT();
  if (!code) return null;
  const known = ['input_required', 'input_too_long'].includes(code) ? code : 'input_invalid';
  return (
    <p id={id} className="mt-1 text-sm text-red-700 dark:text-red-300">
      {t(`admin.newsletters.fieldErrors.${known as 'input_required'}`)}
    </p>
  );
}

/** One language's subject and body, named `<locale>.subject` and `<locale>.body`. */
export function VersionFields(props: {
  locale: AppLocale;
  version: { subject: string; body: string };
  errors: { subject?: string | undefined; body?: string | undefined };
  /** The campaign's name, asked with the English version. */
  name?: { value: string; error: string | undefined };
  disabled?: boolean;
}) {
  const { t } = useT();
  const { locale, version, errors, name, disabled } = props;
  const id = (field: string) => `newsletter-${locale}-${field}`;
  const described = (field: string, error: string | undefined) => (error ? id(`${field}-error`) : undefined);
  return (
    <fieldset className="grid gap-3 rounded-xl border border-line p-4" disabled={disabled}>
      <legend className="px-1 font-semibold">
        {LOCALE_META[locale].label}
        {locale !== 'en' && (
          <span className="ml-2 text-sm font-normal text-muted">{t('admin.newsletters.fallback')}</span>
        )}
      </legend>
      {name && (
        <div>
          <label htmlFor={id('name')} className="block text-sm font-medium">
            {t('admin.newsletters.name')}
          </label>
          <input
            id={id('name')}
            name="name"
            required
            maxLength={120}
            defaultValue={name.value}
            aria-invalid={name.error ? true : undefined}
            aria-describedby={described('name', name.error)}
            className={`${adminInputClass} mt-1 w-full`}
          />
          <FieldError id={id('name-error')} code={name.error} />
        </div>
      )}
      <div>
        <label htmlFor={id('subject')} className="block text-sm font-medium">
          {t('admin.newsletters.subject')}
        </label>
        <input
          id={id('subject')}
          name={`${locale}.subject`}
          required={locale === 'en'}
          maxLength={150}
          defaultValue={version.subject}
          aria-invalid={errors.subject ? true : undefined}
          aria-describedby={described('subject', errors.subject)}
          className={`${adminInputClass} mt-1 w-full`}
        />
        <FieldError id={id('subject-error')} code={errors.subject} />
      </div>
      <div>
        <label htmlFor={id('body')} className="block text-sm font-medium">
          {t('admin.newsletters.body')}
        </label>
        <textarea
          id={id('body')}
          name={`${locale}.body`}
          required={locale === 'en'}
          rows={8}
          defaultValue={version.body}
          aria-invalid={errors.body ? true : undefined}
          aria-describedby={[id('body-help'), described('body', errors.body)].filter(Boolean).join(' ')}
          className="mt-1 w-full rounded-lg border border-line bg-surface p-3 font-mono text-sm"
        />
        <p id={id('body-help')} className="mt-1 text-xs text-muted">
          {t('admin.newsletters.bodyHelp')}
        </p>
        <FieldError id={id('body-error')} code={errors.body} />
      </div>
    </fieldset>
  );
}
