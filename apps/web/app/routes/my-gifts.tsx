// /my-account/gifts (spec section 2; section 7: GET user/boxes): the vinyl box gift codes bought.
import { boxOfferEndpoints, libraryEndpoints } from '@spindle/contracts';
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
  const api = apiClient(context);
  const [{ gifts }, sent] = await Promise.all([api.read(libraryEndpoints.boxes), api.read(boxOfferEndpoints.gifts)]);
  return { locale, gifts, sent: sent.gifts };
}

export default function MyGiftsPage({ loaderData }: Route.ComponentProps) {
  const { t } = useT();
  const { locale, gifts } = loaderData;
  const sent = new Map(loaderData.sent.map((gift) => [gift.code, gift]));
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
          <GiftList gifts={gifts} sent={sent} locale={locale} />
        )}
      </AccountLayout>
    </>
  );
}
