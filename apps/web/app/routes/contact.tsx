// /contact: how to reach the team, and the contact form (spec sections 2, 5 and 7 "POST contact").
// The action checks the form with the API's schema and posts it to POST /api/contact; success
// redirects to ?sent=1, so reloading the page never sends the message twice.
import { contactEndpoints, contactRequestSchema } from '@spindle/contracts';
import { localisePath, splitLocaleFromPath } from '@spindle/domain';
import { useT } from '../lib/use-t.ts';
import { data, Link, redirect } from 'react-router';
import { CONTACT_FIELDS, ContactForm, contactValues } from '../features/info/contact-form.tsx';
import { FormNotice } from '../features/info/form-notice.tsx';
import { submitOutcomeOf } from '../features/info/form-submission.server.ts';
import { checkForm, firstFailingField, textValues, type FormFailure } from '../features/info/form-validation.ts';
import { InfoArticle } from '../features/info/info-article.tsx';
import { infoPageAt } from '../features/info/info-pages.server.ts';
import { PageHead } from '../layout/page-head.tsx';
import { apiClient, notFoundResponse } from '../lib/api.server.ts';
import type { Route } from './+types/contact';
import { readFormBody } from '../lib/form-body.server.ts';

export function loader({ url }: Route.LoaderArgs) {
  const { locale } = splitLocaleFromPath(url.pathname);
  const page = infoPageAt('/contact', locale);
  if (!page) throw notFoundResponse();
  return { locale, page, sent: url.searchParams.has('sent') };
}

export async function action({ request, url, context }: Route.ActionArgs) {
  const { locale } = splitLocaleFromPath(url.pathname);
  const formData = await readFormBody(request);
  const values = contactValues(formData, locale);
  // Shown again when something fails; the honeypot never is.
  const shown = textValues(formData, CONTACT_FIELDS);
  const fail = (failure: Omit<FormFailure, 'values'>, status: number) =>
    data<FormFailure>({ values: shown, ...failure }, { status });

  const checked = checkForm(contactRequestSchema, values, CONTACT_FIELDS);
  if (!checked.ok) return fail({ errors: checked.errors, firstField: checked.firstField, formError: null }, 400);

  const sent = await apiClient(context).call(
    contactEndpoints.send,
    { body: checked.data },
    { onServerFailure: 'value' },
  );
  const outcome = submitOutcomeOf(sent, 'POST /api/contact');
  if (!outcome.ok) {
    const firstField = firstFailingField(outcome.errors, CONTACT_FIELDS);
    return fail({ errors: outcome.errors, firstField, formError: outcome.formError }, outcome.status);
  }
  return redirect(`${url.pathname}?sent=1`);
}

export default function Contact({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useT();
  const { locale, page, sent } = loaderData;
  return (
    <>
      <PageHead title={page.title} description={page.description} />
      <InfoArticle page={page} locale={locale}>
        <div id="contact-form" className="mt-10 max-w-3xl scroll-mt-28">
          {sent ? (
            <FormNotice title={t('info.contact.sentTitle')}>
              <p>{t('info.contact.sentText')}</p>
              <Link
                to={localisePath('/contact', locale)}
                className="mt-3 inline-block font-semibold text-accent underline-offset-4 hover:underline"
              >
                {t('info.contact.writeAnother')}
              </Link>
            </FormNotice>
          ) : (
            <ContactForm locale={locale} failure={actionData} />
          )}
        </div>
      </InfoArticle>
    </>
  );
}
