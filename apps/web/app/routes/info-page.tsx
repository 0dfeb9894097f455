// The information pages without a form or list of their own (spec section 2): /about
// (/fr/qui-sommes-nous), /terms, /return-and-refund-policy, /partners, /pressing (#spindle: our
// services), /how-it-works (/fr/comment-ca-marche), /vinyl-pressing and /vinyl-pressing-green
// (/fr/pressage-vinyle-ecologique), /help, and the contest's landing pages /contest and /contest/party
// (not indexed). The page is the one routes.ts mounted at this path.
import { splitLocaleFromPath } from '@spindle/domain';
import { InfoArticle } from '../features/info/info-article.tsx';
import { hasHeaderCta, infoPageAt, isLandingPage } from '../features/info/info-pages.server.ts';
import { PageHead } from '../layout/page-head.tsx';
import { notFoundResponse } from '../lib/api.server.ts';
import type { Route } from './+types/info-page';

export function loader({ url }: Route.LoaderArgs) {
  const { locale, path } = splitLocaleFromPath(url.pathname);
  const page = infoPageAt(path, locale);
  if (!page) throw notFoundResponse();
  return { locale, page, ctaInHeader: hasHeaderCta(path), noIndex: isLandingPage(path) };
}

export default function InfoPageRoute({ loaderData }: Route.ComponentProps) {
  const { locale, page, ctaInHeader, noIndex } = loaderData;
  return (
    <>
      <PageHead title={page.title} description={page.description} noIndex={noIndex} />
      <InfoArticle page={page} locale={locale} ctaInHeader={ctaInHeader} />
    </>
  );
}
