// /vinyl-box (/fr/box-de-vinyle; spec section 2): what the box is, the records of recent months, and
// the configurator: one or two records, monthly or prepaid 1/3/6/12 months, the price a month and in
// all (GET boxes/prices, shipping and VAT included). "Add" posts add_box to the cart like any line.
import { boxOfferEndpoints } from '@spindle/contracts';
import { BOX_PERIODICITIES, GENRES, localisePath, businessDayOf, splitLocaleFromPath } from '@spindle/domain';
import { formatAmount } from '../features/cart/cart-format.ts';
import { PageHead } from '../layout/page-head.tsx';
import { apiClient } from '../lib/api.server.ts';
import { useT } from '../lib/use-t.ts';
import type { Route } from './+types/vinyl-box';

export async function loader({ url, context }: Route.LoaderArgs) {
  const { locale } = splitLocaleFromPath(url.pathname);
  const api = apiClient(context);
  const [prices, months] = await Promise.all([
    api.read(boxOfferEndpoints.prices, { query: {} }),
    api.read(boxOfferEndpoints.months),
  ]);
  // The cart sends a box it could not read back here (a gift paid monthly, a malformed e-mail).
  const invalid = url.searchParams.get('error') === 'box_invalid';
  return { locale, prices, months: months.months, invalid, today: businessDayOf(new Date()) };
}

export default function VinylBoxPage({ loaderData }: Route.ComponentProps) {
  const { t } = useT();
  const { locale, prices, months, invalid, today } = loaderData;
  const money = (minor: number) => formatAmount(minor, prices.currency, locale);
  return (
    <>
      <PageHead title={t('boxOffer.title')} />
      <main className="mx-auto max-w-5xl space-y-10 px-4 py-10">
        <header className="space-y-3">
          <h1 className="text-3xl font-semibold">{t('boxOffer.title')}</h1>
          <p className="max-w-2xl text-ink-muted">{t('boxOffer.intro')}</p>
        </header>
        {months.length > 0 && (
          <section aria-labelledby="box-months" className="space-y-4">
            <h2 id="box-months" className="text-xl font-semibold">
              {t('boxOffer.months')}
            </h2>
            <ul className="grid grid-cols-2 gap-4 sm:grid-cols-4">
              {months.flatMap((month) =>
                month.records.map((record) => (
                  <li key={`${month.month}-${record.project_id}`} className="space-y-1">
                    <img src={record.cover} alt="" className="aspect-square w-full rounded-md object-cover" />
                    <p className="text-sm font-semibold">{record.name}</p>
                    <p className="text-sm text-ink-muted">{record.artist_name}</p>
                  </li>
                )),
              )}
            </ul>
          </section>
        )}
        {invalid && (
          <p role="alert" className="rounded-md bg-surface-raised p-3 text-sm">
            {t('boxOffer.invalid')}
          </p>
        )}
        <form method="post" action={localisePath('/cart', locale)} className="space-y-6">
          <input type="hidden" name="intent" value="add_box" />
          <fieldset className="space-y-2">
            <legend className="mb-2 font-semibold">{t('boxOffer.type')}</legend>
            {(['one', 'two'] as const).map((type, index) => (
              <label key={type} className="flex items-center gap-2">
                <input type="radio" name="type" value={type} defaultChecked={index === 0} required />
                {t(type === 'one' ? 'boxOffer.one' : 'boxOffer.two')}
              </label>
            ))}
          </fieldset>
          <fieldset className="space-y-2">
            <legend className="mb-2 font-semibold">{t('boxOffer.periodicity')}</legend>
            {BOX_PERIODICITIES.map((periodicity, index) => (
              <label key={periodicity} className="flex items-center gap-2">
                <input type="radio" name="periodicity" value={periodicity} defaultChecked={index === 0} required />
                {t(`boxOffer.period.${periodicity}`)}
              </label>
            ))}
          </fieldset>
          <table className="w-full text-sm">
            <tbody className="divide-y divide-line">
              {prices.offers.map((offer) => (
                <tr key={`${offer.type}-${offer.periodicity}`}>
                  <th scope="row" className="py-2 text-left font-normal">
                    {t(offer.type === 'one' ? 'boxOffer.one' : 'boxOffer.two')} ·{' '}
                    {t(`boxOffer.period.${offer.periodicity}`)}
                  </th>
                  {offer.available ? (
                    <>
                      <td className="py-2 tabular-nums">
                        {t('boxOffer.perMonth', { price: money(offer.per_month_minor) })}
                      </td>
                      <td className="py-2 tabular-nums">{t('boxOffer.total', { price: money(offer.total_minor) })}</td>
                      <td className="py-2 text-ink-muted">
                        {offer.saving_minor > 0 ? t('boxOffer.saving', { price: money(offer.saving_minor) }) : ''}
                      </td>
                    </>
                  ) : (
                    <td colSpan={3} className="py-2 text-ink-muted">
                      {t('boxOffer.unavailable')}
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
          <p className="text-sm text-ink-muted">{t('boxOffer.included')}</p>
          <BoxChoicesFields today={today} />
          <button type="submit" className="rounded-md bg-ink px-5 py-3 font-semibold text-surface">
            {t('boxOffer.add')}
          </button>
        </form>
      </main>
    </>
  );
}

const FIELD = 'mt-1 block w-full max-w-md rounded-md border border-line bg-surface px-3 py-2';

/** Genres for the automatic pick, the sponsor code and the gift (spec section 3, Box entry). */
function BoxChoicesFields({ today }: { today: string }) {
  const { t } = useT();
  return (
    <>
      <fieldset className="space-y-2">
        <legend className="mb-1 font-semibold">{t('boxOffer.genres')}</legend>
        <p className="text-sm text-ink-muted">{t('boxOffer.genresHint')}</p>
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
          {GENRES.map((genre) => (
            <label key={genre.id} className="flex items-center gap-2">
              <input type="checkbox" name="genre_ids" value={genre.id} className="size-6 shrink-0" />
              {t(`genre.${genre.id}` as 'genre.1')}
            </label>
          ))}
        </div>
      </fieldset>
      <label className="block">
        <span className="font-semibold">{t('boxOffer.sponsor')}</span>
        <input name="sponsor" maxLength={40} autoComplete="off" aria-describedby="box-sponsor-hint" className={FIELD} />
        <span id="box-sponsor-hint" className="text-sm text-ink-muted">
          {t('boxOffer.sponsorHint')}
        </span>
      </label>
      <fieldset className="space-y-3">
        <legend className="mb-1 font-semibold">{t('boxOffer.gift')}</legend>
        <label className="flex items-center gap-2">
          <input type="checkbox" name="box_gift" aria-describedby="box-gift-hint" />
          {t('boxOffer.giftToggle')}
        </label>
        <p id="box-gift-hint" className="text-sm text-ink-muted">
          {t('boxOffer.giftHint')}
        </p>
        <label className="block">
          {t('boxOffer.giftEmail')}
          <input type="email" name="gift_email" maxLength={254} autoComplete="off" className={FIELD} />
        </label>
        <label className="block">
          {t('boxOffer.giftName')}
          <input name="gift_name" maxLength={100} autoComplete="off" className={FIELD} />
        </label>
        <label className="block">
          {t('boxOffer.giftMessage')}
          <textarea name="gift_message" maxLength={500} rows={3} className={FIELD} />
        </label>
        <label className="block">
          {t('boxOffer.giftSendOn')}
          <input type="date" name="gift_send_on" min={today} className={FIELD} />
        </label>
      </fieldset>
    </>
  );
}
