// /my-account/orders (spec section 2, account routes; section 7: GET user/orders): the customer's
// orders, newest first, ten a page. Visitors are sent to /sign?redirect=/my-account/orders.
import { myOrdersEndpoints } from '@spindle/contracts';
import { localisePath, splitLocaleFromPath } from '@spindle/domain';
import { useT } from '../lib/use-t.ts';
import { Pagination } from '../components/pagination.tsx';
import { AccountLayout } from '../features/account/account-layout.tsx';
import { requireUser } from '../features/account/require-user.server.ts';
import { OrderList } from '../features/my-orders/order-list.tsx';
import { EmptyState } from '../features/my-orders/my-orders-ui.tsx';
import { PageHead } from '../layout/page-head.tsx';
import { apiClient } from '../lib/api.server.ts';
import type { Route } from './+types/my-orders';

const PAGE_SIZE = 10;

export async function loader({ url, context }: Route.LoaderArgs) {
  await requireUser(context, url);
  const { locale } = splitLocaleFromPath(url.pathname);
  const page = Math.max(1, Math.floor(Number(url.searchParams.get('page') ?? '1')) || 1);
  const list = await apiClient(context).read(myOrdersEndpoints.list, { query: { page, size: PAGE_SIZE } });
  return { locale, list, pagePath: url.pathname };
}

export default function MyOrdersPage({ loaderData }: Route.ComponentProps) {
  const { t } = useT();
  const { locale, list, pagePath } = loaderData;
  const pageCount = Math.max(1, Math.ceil(list.total / list.size));
  return (
    <>
      <PageHead title={t('myOrders.orders.title')} noIndex />
      <AccountLayout active="orders">
        <h1 className="text-2xl font-semibold">{t('myOrders.orders.title')}</h1>
        {list.items.length === 0 ? (
          <EmptyState
            text={t('myOrders.orders.empty')}
            action={t('myOrders.orders.browse')}
            to={localisePath('/vinyl-shop', locale)}
          />
        ) : (
          <OrderList orders={list.items} locale={locale} />
        )}
        <Pagination
          page={list.page}
          pageCount={pageCount}
          hrefOf={(page) => (page === 1 ? pagePath : `${pagePath}?page=${page}`)}
          labels={{
            nav: t('myOrders.orders.pagination'),
            previous: t('myOrders.orders.previous'),
            next: t('myOrders.orders.next'),
          }}
        />
      </AccountLayout>
    </>
  );
}
