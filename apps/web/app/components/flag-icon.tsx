// Small flags for the language and currency menus (emoji flags do not render on every system).
// Simplified shapes: they identify a country at 20 px, they are not vexillology. Each is a file
// (assets/flags, fingerprinted and cached for a year) shown as an <img>: drawn inline, the flags of
// the header's, the mobile menu's and the footer's menus were ~300 of a page's ~1,900 elements, each
// one created again on hydration (issue 19).
import auUrl from '../assets/flags/au.svg?no-inline';
import caUrl from '../assets/flags/ca.svg?no-inline';
import cnUrl from '../assets/flags/cn.svg?no-inline';
import esUrl from '../assets/flags/es.svg?no-inline';
import euUrl from '../assets/flags/eu.svg?no-inline';
import frUrl from '../assets/flags/fr.svg?no-inline';
import gbUrl from '../assets/flags/gb.svg?no-inline';
import jpUrl from '../assets/flags/jp.svg?no-inline';
import krUrl from '../assets/flags/kr.svg?no-inline';
import phUrl from '../assets/flags/ph.svg?no-inline';
import usUrl from '../assets/flags/us.svg?no-inline';

/** Countries (ISO 3166 alpha-2, lower case; 'eu' for the euro) that have a flag here. */
export type FlagCode = 'gb' | 'fr' | 'es' | 'kr' | 'cn' | 'eu' | 'us' | 'au' | 'ca' | 'jp' | 'ph';

const FLAGS: Record<FlagCode, string> = {
  gb: gbUrl,
  fr: frUrl,
  es: esUrl,
  kr: krUrl,
  cn: cnUrl,
  eu: euUrl,
  us: usUrl,
  au: auUrl,
  ca: caUrl,
  jp: jpUrl,
  ph: phUrl,
};

function isFlagCode(code: string): code is FlagCode {
  return Object.hasOwn(FLAGS, code);
}

/**
 * A 20 x 14 px flag, decorative (empty alt): the text beside it says which country or currency it is.
 * Loaded when shown: the flags of a closed menu are not fetched. A country without a flag here
 * renders nothing.
 */
export function FlagIcon({ code, className }: { code: string; className?: string }) {
  if (!isFlagCode(code)) return null;
  return (
    <img
      src={FLAGS[code]}
      alt=""
      width="20"
      height="14"
      loading="lazy"
      decoding="async"
      className={['h-3.5 w-5 shrink-0 rounded-[2px] ring-1 ring-black/10 dark:ring-white/20', className]
        .filter(Boolean)
        .join(' ')}
    />
  );
}
