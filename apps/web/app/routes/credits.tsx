// /credits: the attributions that data, software and font licences ask for (the IP-to-country data's
// CC BY 4.0 credit, docs/rate-limits-and-geo.md; the typeface's SIL OFL notice). Linked from the
// footers, so the footers carry the store's links and not a licence notice.
import { useT } from '../lib/use-t.ts';
import { IpDataCredit, TypefaceCredit } from '../features/credits/ip-data-credit.tsx';
import { PageHead } from '../layout/page-head.tsx';

export default function CreditsRoute() {
  const { t } = useT();
  return (
    <>
      <PageHead title={t('credits.title')} description={t('credits.intro')} />
      <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
        <h1 className="text-3xl font-semibold tracking-tight">{t('credits.title')}</h1>
        <p className="mt-4 text-ink-muted">{t('credits.intro')}</p>
        <IpDataCredit className="mt-6 text-sm" />
        <TypefaceCredit className="mt-3 text-sm" />
      </article>
    </>
  );
}
