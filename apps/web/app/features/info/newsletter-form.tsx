// The /newsletter sign-up form: an address and the language of the letters (POST /api/newsletter
// through the page action, so it works without JavaScript).
import { newsletterRequestSchema } from '@spindle/contracts';
import { LOCALE_META, LOCALES, type AppLocale } from '@spindle/domain';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useT } from '../../lib/use-t.ts';
import { Form, useNavigation } from 'react-router';
import { SelectField, TextField, useFieldErrorMessage } from './form-fields.tsx';
import { checkForm, focusField, textValues, type FieldErrors, type FormFailure } from './form-validation.ts';

export const NEWSLETTER_FIELDS = ['email', 'lang'] as const;

export function newsletterValues(formData: FormData) {
  return textValues(formData, NEWSLETTER_FIELDS);
}

export function NewsletterForm({ locale, failure }: { locale: AppLocale; failure: FormFailure | undefined }) {
  const { t } = useT();
  const messageOf = useFieldErrorMessage();
  const formRef = useRef<HTMLFormElement>(null);
  const navigation = useNavigation();
  const subscribing = navigation.state === 'submitting' && navigation.formMethod === 'POST';
  const [browserErrors, setBrowserErrors] = useState<FieldErrors | null>(null);
  const errors = browserErrors ?? failure?.errors ?? {};

  useEffect(() => {
    if (failure) focusField(formRef.current, failure.firstField);
  }, [failure]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const result = checkForm(
      newsletterRequestSchema,
      newsletterValues(new FormData(event.currentTarget)),
      NEWSLETTER_FIELDS,
    );
    if (result.ok) {
      setBrowserErrors(null);
      return;
    }
    event.preventDefault();
    setBrowserErrors(result.errors);
    focusField(event.currentTarget, result.firstField);
  }

  return (
    <Form
      ref={formRef}
      method="post"
      noValidate
      onSubmit={onSubmit}
      aria-labelledby="newsletter-form-heading"
      className="space-y-5 rounded-xl border border-line p-5 sm:p-6"
    >
      <h2 id="newsletter-form-heading" className="text-xl font-semibold">
        {t('info.newsletter.heading')}
      </h2>
      {failure?.formError && (
        <p
          role="alert"
          className="rounded-lg border border-red-700 px-4 py-3 font-semibold text-red-700 dark:border-red-400 dark:text-red-300"
        >
          {t(`info.form.${failure.formError}`)}
        </p>
      )}
      <div className="grid gap-5 sm:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <TextField
          id="newsletter-email"
          name="email"
          type="email"
          autoComplete="email"
          required
          label={t('info.newsletter.email')}
          error={messageOf(errors.email)}
          defaultValue={failure?.values.email}
          autoFocus={failure?.firstField === 'email'}
        />
        <SelectField
          id="newsletter-lang"
          name="lang"
          required
          label={t('info.newsletter.language')}
          error={messageOf(errors.lang)}
          defaultValue={failure?.values.lang || locale}
          autoFocus={failure?.firstField === 'lang'}
          options={LOCALES.map((code) => ({ value: code, label: LOCALE_META[code].label }))}
        />
      </div>
      <button
        type="submit"
        disabled={subscribing}
        className="inline-flex items-center gap-2 rounded-full bg-accent px-6 py-3 font-semibold text-accent-ink hover:opacity-90 disabled:opacity-70"
      >
        {subscribing ? t('info.newsletter.subscribing') : t('info.newsletter.submit')}
      </button>
    </Form>
  );
}
