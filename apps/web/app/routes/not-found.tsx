// Any URL no page claims (spec section 2): the 404 view, answered with status 404.
import { splitLocaleFromPath } from '@spindle/domain';
import { data } from 'react-router';
import { useT } from '../lib/use-t.ts';
import { NotFoundView } from '../features/errors/not-found-view.tsx';
import { PageHead } from '../layout/page-head.tsx';
import type { Route } from './+types/not-found';

export function loader({ url }: Route.LoaderArgs) {
  return data({ locale: splitLocaleFromPath(url.pathname).locale }, { status: 404 });
}

export default function NotFound({ loaderData }: Route.ComponentProps) {
  const { t } = useT();
  return (
    <>
      <PageHead title={t('errors.404.title')} noIndex />
      <NotFoundView locale={loaderData.locale} />
    </>
  );
}
