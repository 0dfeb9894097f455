// /services/{key}: the sixteen service pages of spec section 2; any other key is a 404.
import { localisePath, splitLocaleFromPath } from '@spindle/domain';
import { useT } from '../lib/use-t.ts';
import { Link } from 'react-router';
import { InfoArticle } from '../features/info/info-article.tsx';
import { hasHeaderCta, serviceLinks, servicePageOf } from '../features/info/info-pages.server.ts';
import { ServiceLinks } from '../features/info/service-links.tsx';
import { PageHead } from '../layout/page-head.tsx';
import { notFoundResponse } from '../lib/api.server.ts';
import type { Route } from './+types/service-page';

export function loader({ params, url }: Route.LoaderArgs) {
  const { locale, path } = splitLocaleFromPath(url.pathname);
  const page = servicePageOf(params.key, locale);
  if (!page) throw notFoundResponse();
  return { locale, key: params.key, page, services: serviceLinks(locale), ctaInHeader: hasHeaderCta(path) };
}

export default function ServicePage({ loaderData }: Route.ComponentProps) {
  const { t } = useT();
  const { locale, key, page, services, ctaInHeader } = loaderData;
  return (
    <>
      <PageHead title={page.title} description={page.description} />
      <InfoArticle
        page={page}
        locale={locale}
        ctaInHeader={ctaInHeader}
        eyebrow={
          <Link
            to={localisePath('/pressing#spindle', locale)}
            className="mb-3 inline-block text-sm font-semibold text-accent underline-offset-4 hover:underline"
          >
            {t('info.services.eyebrow')}
          </Link>
        }
        after={<ServiceLinks services={services} currentKey={key} locale={locale} />}
      />
    </>
  );
}
