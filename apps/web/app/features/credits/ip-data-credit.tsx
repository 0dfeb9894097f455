// Credit of the IP-to-country data (visitor's country for the default currency, spec section 9):
// the NRO's data is CC BY 4.0, which asks for the source, the licence and a note of changes
// (docs/rate-limits-and-geo.md). Shown on /credits, which the footers and the mobile menu link to.
import { Trans } from '../../lib/trans.tsx';

const linkClass = 'underline underline-offset-2 hover:text-ink';

export function IpDataCredit({ className = '' }: { className?: string }) {
  return (
    <p className={`text-ink-muted ${className}`}>
      <Trans
        i18nKey="credits.ipData"
        components={{
          nro: <a href="https://www.nro.net/" rel="noopener" className={linkClass} />,
          licence: (
            <a href="https://creativecommons.org/licenses/by/4.0/" rel="license noopener" className={linkClass} />
          ),
          ipdb: <a href="https://github.com/sapics/ip-location-db" rel="noopener" className={linkClass} />,
        }}
      />
    </p>
  );
}

/** Credit of the store's typeface (styles/app.css): the SIL Open Font License asks for its notice. */
export function TypefaceCredit({ className = '' }: { className?: string }) {
  return (
    <p className={`text-ink-muted ${className}`}>
      <Trans
        i18nKey="credits.typeface"
        components={{
          figtree: <a href="https://github.com/erikdkennedy/figtree" rel="noopener" className={linkClass} />,
          licence: <a href="https://openfontlicense.org/" rel="license noopener" className={linkClass} />,
        }}
      />
    </p>
  );
}
