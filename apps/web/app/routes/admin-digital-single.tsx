// /admin/digital-single (spec section 2 "digital-single"; issue 16, docs/admin.md "Digital singles"):
// staff create a one-track release sold as a download only, upload its track (encoded for the preview
// by the tracks module), price it per currency, publish it; each single lists who bought it. Staff
// holding `catalogue`, second factor verified.
import { adminDigitalSinglesEndpoints, type DigitalSingle } from '@spindle/contracts';
import { LOCALE_META, localisePath, splitLocaleFromPath, toMajorUnits, type AppLocale } from '@spindle/domain';
import { data, Form, Link } from 'react-router';
import {
  AdminLayout,
  adminButtonClass,
  adminInputClass,
  adminSecondaryButtonClass,
} from '../features/admin/admin-layout.tsx';
import { OTHER_CURRENCIES } from '../features/admin/digital-single-currencies.ts';
import { ownerOfForm, pricesOfForm } from '../features/admin/digital-single-form.server.ts';
import { DigitalSingleTrack } from '../features/admin/digital-single-track.tsx';
import { moneyText } from '../features/admin/money-cell.ts';
import { requireVerifiedStaff } from '../features/admin/staff-access.server.ts';
import { PageHead } from '../layout/page-head.tsx';
import { apiClient } from '../lib/api.server.ts';
import { readFormBody, textOf } from '../lib/form-body.server.ts';
import { dataKey } from '../lib/i18n.ts';
import { dateTimeFormat } from '../lib/intl.ts';
import { useT } from '../lib/use-t.ts';
import type { Route } from './+types/admin-digital-single';

const KNOWN_ERRORS = new Set(['input_invalid', 'input_required', 'track_source_missing', 'not_found']);

export async function loader({ url, context }: Route.LoaderArgs) {
  await requireVerifiedStaff(context, url);
  const { locale } = splitLocaleFromPath(url.pathname);
  const { singles } = await apiClient(context).read(adminDigitalSinglesEndpoints.list);
  return { locale, singles };
}

type ActionAnswer = { ok: true; intent: string } | { ok: false; code: string };

const refused = (code: string, status = 400) =>
  data<ActionAnswer>({ ok: false, code: KNOWN_ERRORS.has(code) ? code : 'other' }, status);

export async function action({ request, url, context }: Route.ActionArgs) {
  await requireVerifiedStaff(context, url);
  const form = await readFormBody(request);
  const intent = textOf(form, 'intent');
  const api = apiClient(context);
  const id = Number(textOf(form, 'id'));
  if (intent === 'publish') {
    const result = await api.call(adminDigitalSinglesEndpoints.publish, { params: { id } });
    return result.ok ? { ok: true as const, intent } : refused(result.code, result.status < 500 ? result.status : 400);
  }
  const prices = pricesOfForm(form);
  if (!prices.ok) return refused(prices.code);
  const body = { price_eur_minor: prices.price_eur_minor, prices: prices.prices };
  if (intent === 'prices') {
    const result = await api.call(adminDigitalSinglesEndpoints.setPrices, { params: { id }, body });
    return result.ok ? { ok: true as const, intent } : refused(result.code, result.status < 500 ? result.status : 400);
  }
  const owner = ownerOfForm(form);
  const title = textOf(form, 'title').trim();
  const artist = textOf(form, 'artist_name').trim();
  if (!title || !artist) return refused('input_required');
  if (owner === undefined) return refused('input_invalid');
  const result = await api.call(adminDigitalSinglesEndpoints.create, {
    body: { ...body, title, artist_name: artist, owner_user_id: owner },
  });
  return result.ok
    ? { ok: true as const, intent: 'create' }
    : refused(result.code, result.status < 500 ? result.status : 400);
}

/** The price fields: EUR (required), then every other currency (empty: not set). */
function PriceFields({ single, idPrefix }: { single: DigitalSingle | null; idPrefix: string }) {
  const { t } = useT();
  const priceOf = (currency: string) => single?.prices.find((price) => price.currency === currency)?.price_minor;
  const major = (minor: number | undefined, currency: 'EUR' | (typeof OTHER_CURRENCIES)[number]) =>
    minor === undefined ? '' : toMajorUnits({ amountMinor: minor, currency });
  return (
    <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
      <div className="flex flex-col gap-1">
        <label htmlFor={`${idPrefix}-EUR`} className="text-sm font-semibold">
          {t('admin.digitalSingle.priceEur')}
        </label>
        <input
          id={`${idPrefix}-EUR`}
          name="price_EUR"
          inputMode="decimal"
          required
          defaultValue={major(single?.price_eur_minor, 'EUR')}
          className={adminInputClass}
        />
      </div>
      {OTHER_CURRENCIES.map((currency) => (
        <div key={currency} className="flex flex-col gap-1">
          <label htmlFor={`${idPrefix}-${currency}`} className="text-sm">
            {t('admin.digitalSingle.priceIn', { currency })}
          </label>
          <input
            id={`${idPrefix}-${currency}`}
            name={`price_${currency}`}
            inputMode="decimal"
            defaultValue={major(priceOf(currency), currency)}
            className={adminInputClass}
          />
        </div>
      ))}
    </div>
  );
}

function CreateForm() {
  const { t } = useT();
  return (
    <section aria-labelledby="single-create" className="mt-6 rounded-xl border border-line p-4">
      <h2 id="single-create" className="text-lg font-semibold">
        {t('admin.digitalSingle.createHeading')}
      </h2>
      <Form method="post" className="mt-3 space-y-3">
        <input type="hidden" name="intent" value="create" />
        <div className="grid gap-3 sm:grid-cols-3">
          {(
            [
              ['title', 'singleTitle', true],
              ['artist_name', 'artist', true],
              ['owner_user_id', 'owner', false],
            ] as const
          ).map(([name, label, required]) => (
            <div key={name} className="flex flex-col gap-1">
              <label htmlFor={`single-${name}`} className="text-sm font-semibold">
                {t(`admin.digitalSingle.${label}`)}
              </label>
              <input
                id={`single-${name}`}
                name={name}
                required={required}
                inputMode={name === 'owner_user_id' ? 'numeric' : undefined}
                maxLength={200}
                className={adminInputClass}
              />
            </div>
          ))}
        </div>
        <PriceFields single={null} idPrefix="single-price" />
        <button type="submit" className={adminButtonClass}>
          {t('admin.digitalSingle.create')}
        </button>
      </Form>
    </section>
  );
}

function Buyers({ single, locale }: { single: DigitalSingle; locale: AppLocale }) {
  const { t } = useT();
  const dates = dateTimeFormat(LOCALE_META[locale].intlTag, { dateStyle: 'medium', timeStyle: 'short' });
  if (single.buyers.length === 0) return <p className="mt-2 text-sm">{t('admin.digitalSingle.noBuyers')}</p>;
  return (
    <table className="mt-2 w-full text-left text-sm">
      <caption className="mb-1 text-left font-semibold">
        {t('admin.digitalSingle.buyersCaption', { title: single.title })}
      </caption>
      <thead>
        <tr className="border-b border-line">
          {(['order', 'date', 'buyer', 'email'] as const).map((key) => (
            <th key={key} scope="col" className="py-1 pr-3">
              {t(`admin.digitalSingle.${key}`)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {single.buyers.map((buyer) => (
          <tr key={buyer.order_id} className="border-b border-line">
            <td className="py-1 pr-3">
              <Link to={localisePath(`/admin/order/${buyer.order_id}`, locale)} className="underline">
                #{buyer.order_id}
              </Link>
            </td>
            <td className="py-1 pr-3">{dates.format(new Date(buyer.purchased_at))}</td>
            <td className="py-1 pr-3">{buyer.name ?? '—'}</td>
            <td className="py-1 pr-3">{buyer.email ?? '—'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function SingleCard({ single, locale }: { single: DigitalSingle; locale: AppLocale }) {
  const { t } = useT();
  const headingId = `single-${single.id}`;
  return (
    <li className="rounded-xl border border-line p-4">
      <article aria-labelledby={headingId}>
        <h3 id={headingId} className="text-lg font-semibold">
          {single.title} · {single.artist_name} <span className="text-ink-muted">#{single.id}</span>
        </h3>
        <p className="mt-1 text-sm">
          {t('admin.digitalSingle.status')}:{' '}
          <strong>{single.published ? t('admin.digitalSingle.published') : t('admin.digitalSingle.draft')}</strong> ·{' '}
          {t('admin.digitalSingle.prices')}:{' '}
          {[
            moneyText(single.price_eur_minor, 'EUR', locale),
            ...single.prices.map((price) => moneyText(price.price_minor, price.currency, locale)),
          ].join(' · ')}
        </p>
        <h4 className="mt-3 font-semibold">{t('admin.digitalSingle.track')}</h4>
        {single.track ? (
          <p className="text-sm">
            {single.track.title} — {t(dataKey(`admin.digitalSingle.encoding.${single.track.encoding_status}`))}
          </p>
        ) : (
          <p className="text-sm">{t('admin.digitalSingle.noTrack')}</p>
        )}
        <DigitalSingleTrack singleId={single.id} title={single.title} />
        <details className="mt-2">
          <summary className="cursor-pointer text-sm font-semibold">{t('admin.digitalSingle.prices')}</summary>
          <Form method="post" className="mt-2 space-y-3">
            <input type="hidden" name="intent" value="prices" />
            <input type="hidden" name="id" value={single.id} />
            <PriceFields single={single} idPrefix={`single-${single.id}-price`} />
            <button type="submit" className={adminSecondaryButtonClass}>
              {t('admin.digitalSingle.savePrices')}
            </button>
          </Form>
        </details>
        {!single.published && (
          <Form method="post" className="mt-3 flex flex-wrap items-center gap-3">
            <input type="hidden" name="intent" value="publish" />
            <input type="hidden" name="id" value={single.id} />
            <button
              type="submit"
              className={adminButtonClass}
              aria-label={`${t('admin.digitalSingle.publish')}: ${single.title}`}
            >
              {t('admin.digitalSingle.publish')}
            </button>
            <span className="text-sm text-ink-muted">{t('admin.digitalSingle.publishHint')}</span>
          </Form>
        )}
        <h4 className="mt-3 font-semibold">{t('admin.digitalSingle.buyers')}</h4>
        <Buyers single={single} locale={locale} />
      </article>
    </li>
  );
}

export default function AdminDigitalSinglePage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useT();
  const { locale, singles } = loaderData;
  const answer: ActionAnswer | undefined = actionData;
  return (
    <>
      <PageHead title={t('admin.digitalSingle.title')} noIndex />
      <AdminLayout active="digitalSingle">
        <h1 className="text-2xl font-semibold">{t('admin.digitalSingle.title')}</h1>
        <p className="mt-1 text-sm text-ink-muted">{t('admin.digitalSingle.intro')}</p>
        <div
          role="status"
          className={`mt-2 min-h-5 text-sm ${answer && !answer.ok ? 'font-semibold text-red-700 dark:text-red-300' : ''}`}
        >
          {answer
            ? answer.ok
              ? t(answer.intent === 'create' ? 'admin.digitalSingle.created' : 'admin.digitalSingle.saved')
              : t(dataKey(`admin.digitalSingle.errors.${answer.code}`))
            : null}
        </div>
        <CreateForm />
        <section aria-labelledby="singles-heading" className="mt-8">
          <h2 id="singles-heading" className="text-lg font-semibold">
            {t('admin.digitalSingle.listCaption')}
          </h2>
          {singles.length === 0 ? (
            <p className="mt-2 text-sm">{t('admin.digitalSingle.none')}</p>
          ) : (
            <ul className="mt-3 space-y-4">
              {singles.map((single) => (
                <SingleCard key={single.id} single={single} locale={locale} />
              ))}
            </ul>
          )}
        </section>
      </AdminLayout>
    </>
  );
}
