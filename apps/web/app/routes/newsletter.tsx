// /newsletter: what the newsletter is, and the sign-up form (POST /api/newsletter through the action;
// success redirects to ?subscribed=1).
import { newsletterEndpoints, newsletterRequestSchema } from '@spindle/contracts';
import { splitLocaleFromPath } from '@spindle/domain';
import { useT } from '../lib/use-t.ts';
import { data, redirect } from 'react-router';
import { FormNotice } from '../features/info/form-notice.tsx';
import { submitOutcomeOf } from '../features/info/form-submission.server.ts';
import { checkForm, firstFailingField, type FormFailure } from '../features/info/form-validation.ts';
import { InfoArticle } from '../features/info/info-article.tsx';
import { infoPageAt } from '../features/info/info-pages.server.ts';
import { NEWSLETTER_FIELDS, NewsletterForm, newsletterValues } from '../features/info/newsletter-form.tsx';
import { PageHead } from '../layout/page-head.tsx';
import { apiClient, notFoundResponse } from '../lib/api.server.ts';
import type { Route } from './+types/newsletter';
import { readFormBody } from '../lib/form-body.server.ts';

export function loader({ url }: Route.LoaderArgs) {
  const { locale } = splitLocaleFromPath(url.pathname);
  const page = infoPageAt('/newsletter', locale);
  if (!page) throw notFoundResponse();
  return { locale, page, subscribed: url.searchParams.has('subscribed') };
}

export async function action({ request, url, context }: Route.ActionArgs) {
  const values = newsletterValues(await readFormBody(request));
  const fail = (failure: Omit<FormFailure, 'values'>, status: number) =>
    data<FormFailure>({ values, ...failure }, { status });

  const checked = checkForm(newsletterRequestSchema, values, NEWSLETTER_FIELDS);
  if (!checked.ok) return fail({ errors: checked.errors, firstField: checked.firstField, formError: null }, 400);

  const body = checked.data;
  const sent = await apiClient(context).call(newsletterEndpoints.subscribe, { body }, { onServerFailure: 'value' });
  const outcome = submitOutcomeOf(sent, 'POST /api/newsletter');
  if (!outcome.ok) {
    const firstField = firstFailingField(outcome.errors, NEWSLETTER_FIELDS);
    return fail({ errors: outcome.errors, firstField, formError: outcome.formError }, outcome.status);
  }
  return redirect(`${url.pathname}?subscribed=1`);
}

export default function Newsletter({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useT();
  const { locale, page, subscribed } = loaderData;
  return (
    <>
      <PageHead title={page.title} description={page.description} />
      <InfoArticle page={page} locale={locale}>
        <div id="newsletter-form" className="mt-10 max-w-3xl scroll-mt-28">
          {subscribed ? (
            <FormNotice title={t('info.newsletter.subscribedTitle')}>
              <p>{t('info.newsletter.subscribedText')}</p>
            </FormNotice>
          ) : (
            <NewsletterForm locale={locale} failure={actionData} />
          )}
        </div>
      </InfoArticle>
    </>
  );
}
