// /quote (/fr/pressage-en-direct): the live pressing configurator (spec sections 2, 3 and 7: POST
// quote/calculate, POST quote). The options live in the query, so the page prices them without
// JavaScript too; 'Request this quote' posts to the action, which sends POST /api/quote.
import { quoteCalculateRequestSchema, quoteEndpoints } from '@spindle/contracts';
import { localisePath, splitLocaleFromPath } from '@spindle/domain';
import { useT } from '../lib/use-t.ts';
import { data } from 'react-router';
import { VinylDisc } from '../features/project/vinyl-disc.tsx';
import { QuoteConfigurator, type DiscLook } from '../features/quote/configurator.tsx';
import { quoteRequestFromFields, retryMinutesOf } from '../features/quote/quote-form.ts';
import { QuoteRequestForm, type QuoteRequestOutcome } from '../features/quote/quote-request-form.tsx';
import { labelArtUrl } from '../features/quote/label-art.ts';
import { PageHead } from '../layout/page-head.tsx';
import { apiClient } from '../lib/api.server.ts';
import type { Route } from './+types/quote';
import { readFormBody } from '../lib/form-body.server.ts';

export async function loader({ url, context }: Route.LoaderArgs) {
  const { locale } = splitLocaleFromPath(url.pathname);
  const api = apiClient(context);
  const lists = await api.read(quoteEndpoints.options);
  const read = quoteRequestFromFields(url.searchParams);
  const request = read.ok ? read.request : {};
  const start = quoteCalculateRequestSchema.parse({ ...lists.defaults, ...(read.ok ? request : {}) });
  const priced = read.ok ? await api.call(quoteEndpoints.calculate, { body: start }) : null;
  return {
    locale,
    lists,
    start,
    calculation: priced?.ok ? priced.value : null,
    errors: read.ok ? (priced && !priced.ok ? priced.fields : {}) : read.fields,
  };
}

export async function action({ request, url, context }: Route.ActionArgs) {
  const { locale } = splitLocaleFromPath(url.pathname);
  const form = await readFormBody(request);
  const read = quoteRequestFromFields(form);
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' && value.trim() !== '' ? value : undefined;
  };
  if (!read.ok)
    return data<QuoteRequestOutcome>({ ok: false, code: 'input_invalid', fields: read.fields }, { status: 400 });
  const sent = await apiClient(context).call(quoteEndpoints.request, {
    body: {
      ...read.request,
      name: text('name') ?? '',
      email: text('email') ?? '',
      phone: text('phone'),
      comment: text('comment'),
      lang: locale,
    },
  });
  if (!sent.ok)
    return data<QuoteRequestOutcome>(
      { ok: false, code: sent.code, fields: sent.fields, retryMinutes: retryMinutesOf(sent.retryAfterSeconds) },
      { status: sent.status },
    );
  return { ok: true, id: sent.value.id } satisfies QuoteRequestOutcome;
}

function QuoteDisc({ look, alt }: { look: DiscLook; alt: string }) {
  return (
    <div
      className="[&>div]:h-56! [&>div]:w-56! sm:[&>div]:h-64! sm:[&>div]:w-64!"
      data-testid="quote-disc"
      data-colour={look.colourName}
    >
      <VinylDisc
        colours={[
          {
            name: look.colourName,
            hex: look.hex,
            effect: look.effect,
            ...(look.secondaryHex ? { secondaryHex: look.secondaryHex } : {}),
          },
        ]}
        recordImageUrl={null}
        labelImageUrl={labelArtUrl(look.label, look.format)}
        seed={7}
        alt={alt}
      />
    </div>
  );
}

export default function QuotePage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useT();
  const { locale, lists, start, calculation, errors } = loaderData;
  return (
    <>
      <PageHead title={t('quote.title')} description={t('quote.description')} />
      <div className="mx-auto w-full max-w-[1280px] px-4 pt-6 pb-16 sm:px-6 lg:pt-10">
        <h1 className="text-2xl font-semibold sm:text-3xl">{t('quote.title')}</h1>
        <p className="mt-2 max-w-2xl text-ink-muted">{t('quote.lead')}</p>
        <div className="mt-8">
          <QuoteConfigurator
            locale={locale}
            lists={lists}
            start={start}
            initialCalculation={calculation}
            initialErrors={errors}
            renderDisc={(look) => (
              <QuoteDisc
                look={look}
                alt={t('quote.discAlt', {
                  format: t('quote.format', { inches: look.format }),
                  colour: t(`projectPage.colours.${look.colourName}` as 'projectPage.colours.black'),
                })}
              />
            )}
            actions={(params) => (
              <QuoteRequestForm
                params={params}
                outcome={actionData}
                creationPath={localisePath('/creation/vinyl', locale)}
              />
            )}
          />
        </div>
      </div>
    </>
  );
}
