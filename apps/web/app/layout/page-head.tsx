// The page head (spec section 2): 'title - Spindle', description, canonical URL, English and French
// alternates, and the Open Graph share card, in <head> (lib/head-tags.tsx).
import { LOCALE_META, alternateUrls, localisePath, splitLocaleFromPath, type AppLocale } from '@spindle/domain';
import { HeadTags } from '../lib/head-tags.tsx';
import { useT } from '../lib/use-t.ts';
import { useLocation } from 'react-router';
import shareImageUrl from '../assets/share-card.png';
import { useRootData } from './root-data.ts';

export function PageHead({
  title,
  description,
  imageUrl,
  siteName,
  canonicalQuery = '',
  noIndex = false,
}: {
  title: string;
  description?: string;
  /** Share image (absolute or site path); Spindle's card when absent. */
  imageUrl?: string;
  /** The name after the title: a white-label shop's own name instead of Spindle's (spec section 2). */
  siteName?: string;
  /** The query that belongs to the canonical URL ('?genre=8', the shop's filters); none by default. */
  canonicalQuery?: string;
  /** Error pages: not indexed, so no canonical or alternates either. */
  noIndex?: boolean;
}) {
  const { t } = useT();
  const location = useLocation();
  const root = useRootData();
  const { locale, path: englishPath } = splitLocaleFromPath(location.pathname);
  const origin = root?.origin ?? '';
  const absolute = (path: string) => (/^https?:\/\//.test(path) ? path : `${origin}${path}`);
  const pageUrl = (path: string) => absolute(path) + canonicalQuery;
  const alternates = alternateUrls(englishPath);
  const site = siteName ?? t('meta.siteName');
  const fullTitle = `${title} - ${site}`;
  const summary = description ?? t('meta.description');
  return (
    <HeadTags>
      <title>{fullTitle}</title>
      <meta name="description" content={summary} />
      {noIndex ? (
        <meta name="robots" content="noindex" />
      ) : (
        <>
          <link rel="canonical" href={pageUrl(localisePath(englishPath, locale))} />
          <link rel="alternate" hrefLang="en" href={pageUrl(alternates.en)} />
          <link rel="alternate" hrefLang="fr" href={pageUrl(alternates.fr)} />
          <link rel="alternate" hrefLang="x-default" href={pageUrl(alternates.en)} />
          <meta property="og:url" content={pageUrl(localisePath(englishPath, locale))} />
        </>
      )}
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={site} />
      <meta property="og:locale" content={ogLocaleOf(locale)} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={summary} />
      <meta property="og:image" content={absolute(imageUrl ?? shareImageUrl)} />
      <meta name="twitter:card" content="summary_large_image" />
    </HeadTags>
  );
}

/** Open Graph locales are language_TERRITORY ('fr_FR'). */
function ogLocaleOf(locale: AppLocale): string {
  return LOCALE_META[locale].intlTag.replace('-', '_');
}
