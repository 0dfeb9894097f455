// What every page gets from the root route: locale, currency, build id, origin, layout parts and who
// is signed in. root.tsx's loader returns it; components read it with useRootData (root-data.ts).
import { splitLocaleFromPath } from '@spindle/domain';
import type { LoaderFunctionArgs } from 'react-router';
import { requestContext, type ThirdPartyTags } from '../context.ts';
import { accountSession } from '../features/account/account-session.server.ts';
import { LAUNCHER_HIDDEN_COOKIE } from '../features/support/launcher-rule.ts';
import { resolveCurrency } from '../features/preferences/currency.server.ts';
import { maintenanceResponse } from '../lib/api.server.ts';
import { readCookie } from '../lib/cookies.ts';
import { readFlashNotice } from '../lib/flash-notice.server.ts';
import { siteOrigin } from '../lib/site-origin.server.ts';
import { layoutPartsFor } from './layout-rules.ts';

const NO_THIRD_PARTY_TAGS: ThirdPartyTags = { gtmId: null, plausible: null, crispWebsiteId: null };

/** The root route's data for one page request (`url` is the page's URL, not a data request's). */
export async function loadRootData({ request, url, context }: LoaderFunctionArgs & { url: URL }) {
  // ?type=maintenance shows the maintenance screen on any page (spec section 2).
  if (url.searchParams.get('type') === 'maintenance') throw maintenanceResponse();
  const { locale, path } = splitLocaleFromPath(url.pathname);
  const { buildId, country, thirdPartyTags } = context.get(requestContext);
  return {
    locale,
    currency: resolveCurrency(url, request.headers.get('Cookie'), country),
    buildId,
    origin: siteOrigin(url),
    layout: layoutPartsFor(path, url.searchParams),
    // Who is signed in (header menu, pro category) or the sign panel's providers (features/account).
    account: await accountSession(context),
    // A one-time notice from the redirect that led here (the root middleware clears it).
    notice: readFlashNotice(request.headers.get('Cookie')),
    // The configured third-party tags: loaded by the browser only after consent (features/third-party).
    thirdPartyTags: thirdPartyTags ?? NO_THIRD_PARTY_TAGS,
    // The visitor hid the support launcher (its cookie): the server's page then draws no link either.
    supportLauncherHidden: readCookie(request.headers.get('Cookie'), LAUNCHER_HIDDEN_COOKIE) === 'hidden',
  };
}

/** The root route's data as components receive it. */
export type RootData = Awaited<ReturnType<typeof loadRootData>>;
