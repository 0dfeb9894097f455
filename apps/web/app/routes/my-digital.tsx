// /my-account/digital (spec section 2; section 7): releases bought with their digital version, with
// signed download links that expire (made fresh on every visit).
import { libraryEndpoints } from '@spindle/contracts';
import { localisePath, splitLocaleFromPath } from '@spindle/domain';
import { useT } from '../lib/use-t.ts';
import { AccountLayout } from '../features/account/account-layout.tsx';
import { requireUser } from '../features/account/require-user.server.ts';
import { DigitalLibrary } from '../features/my-orders/digital-library.tsx';
import { formatTime } from '../features/my-orders/my-orders-format.ts';
import { EmptyState } from '../features/my-orders/my-orders-ui.tsx';
import { PageHead } from '../layout/page-head.tsx';
import { apiClient } from '../lib/api.server.ts';
import type { Route } from './+types/my-digital';

export async function loader({ url, context }: Route.LoaderArgs) {
  await requireUser(context, url);
  const { locale } = splitLocaleFromPath(url.pathname);
  const digital = await apiClient(context).read(libraryEndpoints.digital);
  return { locale, digital };
}

export function headers() {
  // The links inside are personal and expire: never cache the page.
  return { 'Cache-Control': 'private, no-store' };
}

export default function MyDigitalPage({ loaderData }: Route.ComponentProps) {
  const { t } = useT();
  const { locale, digital } = loaderData;
  return (
    <>
      <PageHead title={t('myOrders.digital.title')} noIndex />
      <AccountLayout active="digital">
        <h1 className="text-2xl font-semibold">{t('myOrders.digital.title')}</h1>
        {digital.items.length === 0 ? (
          <EmptyState
            text={t('myOrders.digital.empty')}
            action={t('myOrders.orders.browse')}
            to={localisePath('/vinyl-shop', locale)}
          />
        ) : (
          <>
            <p className="mt-2 max-w-2xl text-sm text-ink-muted">
              {t('myOrders.digital.intro', { time: formatTime(digital.links_expire_at, locale) })}
            </p>
            <DigitalLibrary items={digital.items} locale={locale} />
          </>
        )}
      </AccountLayout>
    </>
  );
}
