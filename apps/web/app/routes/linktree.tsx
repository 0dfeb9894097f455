// /linktree?artist=|label=|project= (spec section 2, listed pages): a link page without header or
// footer (layout-rules.ts) for an artist, a label or a project.
import { splitLocaleFromPath } from '@spindle/domain';
import { useT } from '../lib/use-t.ts';
import { requestContext } from '../context.ts';
import { loadLinktree } from '../features/linktree/linktree.server.ts';
import { linktreeTarget } from '../features/linktree/linktree-target.ts';
import { LinktreeView } from '../features/linktree/linktree-view.tsx';
import { resolveCurrency } from '../features/preferences/currency.server.ts';
import { PageHead } from '../layout/page-head.tsx';
import { notFoundResponse } from '../lib/api.server.ts';
import type { Route } from './+types/linktree';

export async function loader({ request, url, context }: Route.LoaderArgs) {
  const { locale } = splitLocaleFromPath(url.pathname);
  const target = linktreeTarget(url.searchParams);
  if (!target) throw notFoundResponse();
  const currency = resolveCurrency(url, request.headers.get('Cookie'), context.get(requestContext).country);
  const page = await loadLinktree(context, target, locale, currency);
  return { locale, page, canonicalQuery: `?${target.kind}=${target.id}` };
}

export default function Linktree({ loaderData }: Route.ComponentProps) {
  const { t } = useT();
  const { locale, page, canonicalQuery } = loaderData;
  return (
    <>
      <PageHead
        title={t('linktree.title', { name: page.name })}
        description={t('linktree.description', { name: page.name })}
        imageUrl={page.pictureUrl ?? undefined}
        canonicalQuery={canonicalQuery}
      />
      <LinktreeView page={page} locale={locale} />
    </>
  );
}
