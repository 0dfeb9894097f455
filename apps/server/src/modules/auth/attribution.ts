// What a new account records about where it came from (spec section 7: login, signup and social
// sign-ins add currency, referrer, origin, country_id; the server adds the ip, kept on the session).
import type { AttributionFields } from '@spindle/contracts';
import { pickCurrency, type AppLocale, type CurrencyCode } from '@spindle/domain';
import type { AuthRepo } from './auth.repo.ts';
import type { ClientContext } from './client-context.ts';

/** The columns of a new user that attribution fills. */
export interface NewAccountAttribution {
  countryId: string | null;
  currency: CurrencyCode;
  lang: AppLocale;
  origin: string | null;
  referer: string | null;
  /** The user whose referral code (the `sponsor` cookie, set by a /?sponsor=CODE link) brought this one. */
  sponsoredByUserId: number | null;
}

function blankToNull(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

/**
 * The attribution of a new account: the country sent, else the visitor's (kept only when it is in the
 * countries table, which users.country_id references); the currency sent, else the one the visitor
 * chose, else the country's (spec section 9); the language asked for, else the visitor's; the
 * sponsor whose code the visitor arrived with, when that code exists.
 */
export async function attributionOf(
  repo: Pick<AuthRepo, 'countryExists' | 'findUserIdBySponsorCode'>,
  fields: AttributionFields & { lang?: AppLocale | undefined },
  client: Pick<ClientContext, 'country' | 'currencyCookie' | 'locale' | 'sponsorCookie'>,
): Promise<NewAccountAttribution> {
  const candidate = fields.country_id ?? client.country;
  const countryId = candidate && (await repo.countryExists(candidate)) ? candidate : null;
  const lang = fields.lang ?? client.locale;
  const { currency } = pickCurrency({
    queryCurrency: fields.currency ?? null,
    cartCurrency: client.currencyCookie,
    countryCode: countryId ?? client.country,
    locale: lang,
  });
  const sponsorCode = blankToNull(client.sponsorCookie)?.toUpperCase() ?? null;
  const sponsoredByUserId = sponsorCode ? await repo.findUserIdBySponsorCode(sponsorCode) : null;
  return {
    countryId,
    currency,
    lang,
    origin: blankToNull(fields.origin),
    referer: blankToNull(fields.referrer),
    sponsoredByUserId,
  };
}
