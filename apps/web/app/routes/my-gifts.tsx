// /my-account/gifts (spec section 2; section 7: GET user/boxes): the vinyl box gift codes bought.
import { libraryEndpoints } from '@spindle/contracts';
import { localisePath, splitLocaleFromPath } from '@spindle/domain';
import { useT } from '../lib/use-t.ts';
import { AccountLayout } from '../features/account/account-layout.tsx';
import { requireUser } from '../features/account/require-user.server.ts';
import { GiftList } from '../features/my-orders/box-list.tsx';
import { EmptyState } from '../features/my-orders/my-orders-ui.tsx';
import { PageHead } from '../layout/page-head.tsx';
import { apiClient } from '../lib/api.server.ts';
import type { Route } from './+types/my-gifts';

export async function loader({ url, context }: Route.LoaderArgs) {
  await requireUser(context, url);
  const { locale } = splitLocaleFromPath(url.pathname);
  const { gifts } = await apiClient(context).read(libraryEndpoints.boxes);
  return { locale, gifts };
}

export default function MyGiftsPage({ loaderData }: Route.ComponentProps) {
  const { t } = useT();
  const { locale, gifts } = loaderData;
  return (
    <>
      <PageHead title={t('myOrders.gifts.title')} noIndex />
      <AccountLayout active="gifts">
        <h1 className="text-2xl font-semibold">{t('myOrders.gifts.title')}</h1>
        {gifts.length === 0 ? (
          <EmptyState
            text={t('myOrders.gifts.empty')}
            action={t('myOrders.gifts.offer')}
            to={localisePath('/vinyl-box', locale)}
          />
        ) : (
          <GiftList gifts={gifts} locale={locale} />
        )}
      </AccountLayout>
    </>
  );
}
