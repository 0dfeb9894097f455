// The /contact form (spec sections 5 and 7 "POST contact"): checked in the browser with the API's own
// schema, sent by the page action (so it also works without JavaScript), errors inline per field.
import { CONTACT_LIMITS, CONTACT_SUBJECTS, contactRequestSchema } from '@spindle/contracts';
import type { AppLocale } from '@spindle/domain';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useT } from '../../lib/use-t.ts';
import { Form, useNavigation } from 'react-router';
import { SelectField, TextAreaField, TextField, useFieldErrorMessage } from './form-fields.tsx';
import { checkForm, focusField, textValues, type FieldErrors, type FormFailure } from './form-validation.ts';

/** The visible fields, in the order they are checked and focused. */
export const CONTACT_FIELDS = ['name', 'email', 'subject', 'orderNumber', 'message'] as const;
/** The honeypot: hidden from people, filled by bots (contracts: contactRequestSchema.website). */
export const CONTACT_HONEYPOT = 'website';

/** The form's values as the contract reads them, in the page's language. */
export function contactValues(formData: FormData, locale: AppLocale): Record<string, string> {
  return { ...textValues(formData, [...CONTACT_FIELDS, CONTACT_HONEYPOT]), lang: locale };
}

/** The errors still standing after an edit: the edit may clear an error, never add one before sending. */
function remainingErrors(shown: FieldErrors, current: FieldErrors): FieldErrors {
  return Object.fromEntries(Object.entries(current).filter(([name]) => name in shown));
}

export function ContactForm({ locale, failure }: { locale: AppLocale; failure: FormFailure | undefined }) {
  const { t } = useT();
  const messageOf = useFieldErrorMessage();
  const formRef = useRef<HTMLFormElement>(null);
  const navigation = useNavigation();
  const sending = navigation.state === 'submitting' && navigation.formMethod === 'POST';
  // Errors found in the browser win over those of the last answer until the form is sent again.
  const [browserErrors, setBrowserErrors] = useState<FieldErrors | null>(null);
  const errors = browserErrors ?? failure?.errors ?? {};

  useEffect(() => {
    if (failure) focusField(formRef.current, failure.firstField);
  }, [failure]);

  const check = (form: HTMLFormElement) =>
    checkForm(contactRequestSchema, contactValues(new FormData(form), locale), CONTACT_FIELDS);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const result = check(event.currentTarget);
    if (result.ok) {
      setBrowserErrors(null);
      return;
    }
    event.preventDefault();
    setBrowserErrors(result.errors);
    focusField(event.currentTarget, result.firstField);
  }

  function onChange(event: FormEvent<HTMLFormElement>) {
    if (Object.keys(errors).length === 0) return;
    const result = check(event.currentTarget);
    setBrowserErrors(result.ok ? {} : remainingErrors(errors, result.errors));
  }

  const field = (name: (typeof CONTACT_FIELDS)[number]) => ({
    id: `contact-${name}`,
    name,
    error: messageOf(errors[name]),
    defaultValue: failure?.values[name],
    autoFocus: failure?.firstField === name,
    required: name !== 'orderNumber',
  });

  return (
    <Form
      ref={formRef}
      method="post"
      noValidate
      onSubmit={onSubmit}
      onChange={onChange}
      aria-labelledby="contact-form-heading"
      className="space-y-5"
    >
      <h2 id="contact-form-heading" className="text-xl font-semibold sm:text-2xl">
        {t('info.contact.heading')}
      </h2>
      {failure?.formError && (
        <p
          role="alert"
          className="rounded-lg border border-red-700 px-4 py-3 font-semibold text-red-700 dark:border-red-400 dark:text-red-300"
        >
          {t(`info.form.${failure.formError}`)}
        </p>
      )}
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          {...field('name')}
          label={t('info.contact.name')}
          autoComplete="name"
          maxLength={CONTACT_LIMITS.nameLength}
        />
        <TextField {...field('email')} label={t('info.contact.email')} type="email" autoComplete="email" />
        <SelectField
          {...field('subject')}
          label={t('info.contact.subject')}
          placeholder={t('info.contact.chooseSubject')}
          options={CONTACT_SUBJECTS.map((subject) => ({
            value: subject,
            label: t(`info.contact.subjects.${subject}`),
          }))}
        />
        <TextField
          {...field('orderNumber')}
          label={t('info.contact.orderNumber')}
          hint={t('info.contact.orderNumberHint')}
          maxLength={CONTACT_LIMITS.orderNumberLength}
        />
      </div>
      <TextAreaField {...field('message')} label={t('info.contact.message')} maxLength={CONTACT_LIMITS.messageLength} />
      {/* Off screen rather than display:none, which some bots skip; out of the tab order and the accessibility tree. */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor="contact-website">{t('info.contact.honeypot')}</label>
        <input id="contact-website" name={CONTACT_HONEYPOT} type="text" tabIndex={-1} autoComplete="off" />
      </div>
      <button
        type="submit"
        disabled={sending}
        className="inline-flex items-center gap-2 rounded-full bg-accent px-6 py-3 font-semibold text-accent-ink hover:opacity-90 disabled:opacity-70"
      >
        {sending ? t('info.contact.sending') : t('info.contact.submit')}
      </button>
    </Form>
  );
}
