// /creation/vinyl and /creation/digital (spec section 2; section 7 "POST projects (adds origin)"):
// a signed-in artist or label names a new project; the action creates it and opens /project/manage.
// From the configurator the query carries the pressing options, which become the project's.
import { projectsEndpoints, type PROJECT_SALE_TYPES, type ProjectKind, type ProjectOwner } from '@spindle/contracts';
import { localisePath, splitLocaleFromPath } from '@spindle/domain';
import { useT } from '../lib/use-t.ts';
import { data, redirect } from 'react-router';
import { requireUser } from '../features/account/require-user.server.ts';
import { CreationForm, type CreationOutcome } from '../features/creation/creation-form.tsx';
import { apiClient } from '../lib/api.server.ts';
import { quoteRequestFromFields } from '../features/quote/quote-form.ts';
import { PageHead } from '../layout/page-head.tsx';
import type { Route } from './+types/creation';
import { readFormBody } from '../lib/form-body.server.ts';

type ProjectSaleType = (typeof PROJECT_SALE_TYPES)[number];

function kindOf(url: URL): ProjectKind {
  return url.pathname.endsWith('/digital') ? 'digital' : 'vinyl';
}

/** The configurator's options carried in the query (only for a vinyl project, only when complete). */
function quoteOf(url: URL, kind: ProjectKind) {
  if (kind !== 'vinyl' || !url.searchParams.has('configured')) return null;
  const read = quoteRequestFromFields(url.searchParams);
  if (!read.ok) return null;
  const { sellingPriceMinor: _price, quantitySold: _sold, ...options } = read.request;
  return options;
}

/** 'user', 'artist:12' or 'label:7' from the owner field. */
function ownerOf(value: string | undefined): ProjectOwner {
  const match = /^(artist|label):(\d+)$/.exec(value ?? '');
  if (!match) return { type: 'user' };
  return { type: match[1] === 'artist' ? 'artist' : 'label', id: Number(match[2]) };
}

export async function loader({ url, context }: Route.LoaderArgs) {
  const user = await requireUser(context, url);
  const kind = kindOf(url);
  const { owners } = await apiClient(context).read(projectsEndpoints.mine);
  return {
    kind,
    quote: quoteOf(url, kind),
    owners: { userName: user.name, artists: owners.artists, labels: owners.labels },
  };
}

export async function action({ request, url, context }: Route.ActionArgs) {
  await requireUser(context, url);
  const { locale } = splitLocaleFromPath(url.pathname);
  const kind = kindOf(url);
  const form = await readFormBody(request);
  const values: Record<string, string> = {};
  for (const name of ['name', 'artistName', 'saleType', 'owner']) {
    const value = form.get(name);
    if (typeof value === 'string') values[name] = value;
  }
  const quote = quoteOf(url, kind);
  const created = await apiClient(context).call(projectsEndpoints.create, {
    body: {
      kind,
      name: values.name ?? '',
      artistName: values.artistName ?? '',
      owner: ownerOf(values.owner),
      // Sent as typed: the API refuses another value with its field code (input_invalid_choice).
      ...(kind === 'vinyl' && values.saleType ? { saleType: values.saleType as ProjectSaleType } : {}),
      ...(quote ? { quote } : {}),
    },
  });
  if (!created.ok) {
    return data<CreationOutcome>(
      { ok: false, code: created.code, fields: created.fields, values },
      { status: created.status },
    );
  }
  throw redirect(`${localisePath('/project/manage', locale)}?id=${created.value.project.id}`);
}

export default function CreationPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useT();
  const { kind, quote, owners } = loaderData;
  const summary = quote
    ? t('creation.quoteSummary', {
        quantity: quote.quantity,
        format: quote.format,
        weight: quote.weightGrams,
        colour: t(`projectPage.colours.${quote.colour}` as 'projectPage.colours.black'),
      })
    : null;
  return (
    <>
      <PageHead title={t(`creation.${kind}.title`)} noIndex />
      <div className="mx-auto w-full max-w-[1280px] px-4 pt-6 pb-16 sm:px-6 lg:pt-10">
        <h1 className="text-2xl font-semibold sm:text-3xl">{t(`creation.${kind}.title`)}</h1>
        <p className="mt-2 max-w-2xl text-ink-muted">{t(`creation.${kind}.lead`)}</p>
        <CreationForm kind={kind} quoteSummary={summary} outcome={actionData} owners={owners} />
      </div>
    </>
  );
}
