// /my-account/box (spec section 2; section 7: GET user/boxes): the vinyl box subscriptions.
import { libraryEndpoints } from '@spindle/contracts';
import { localisePath, splitLocaleFromPath } from '@spindle/domain';
import { useT } from '../lib/use-t.ts';
import { AccountLayout } from '../features/account/account-layout.tsx';
import { requireUser } from '../features/account/require-user.server.ts';
import { BoxList } from '../features/my-orders/box-list.tsx';
import { EmptyState } from '../features/my-orders/my-orders-ui.tsx';
import { PageHead } from '../layout/page-head.tsx';
import { apiClient } from '../lib/api.server.ts';
import type { Route } from './+types/my-box';

export async function loader({ url, context }: Route.LoaderArgs) {
  await requireUser(context, url);
  const { locale } = splitLocaleFromPath(url.pathname);
  const { boxes } = await apiClient(context).read(libraryEndpoints.boxes);
  return { locale, boxes };
}

export default function MyBoxPage({ loaderData }: Route.ComponentProps) {
  const { t } = useT();
  const { locale, boxes } = loaderData;
  return (
    <>
      <PageHead title={t('myOrders.box.title')} noIndex />
      <AccountLayout active="box">
        <h1 className="text-2xl font-semibold">{t('myOrders.box.title')}</h1>
        {boxes.length === 0 ? (
          <EmptyState
            text={t('myOrders.box.empty')}
            action={t('myOrders.box.discover')}
            to={localisePath('/vinyl-box', locale)}
          />
        ) : (
          <BoxList boxes={boxes} locale={locale} />
        )}
      </AccountLayout>
    </>
  );
}
