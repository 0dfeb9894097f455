// Small inline SVG flags for the language and currency menus (emoji flags do not render on every
// system). Simplified shapes: they identify a country at 20 px, they are not vexillology.
import type { ReactNode } from 'react';

/** Countries (ISO 3166 alpha-2, lower case; 'eu' for the euro) that have a flag here. */
export type FlagCode = 'gb' | 'fr' | 'es' | 'kr' | 'cn' | 'eu' | 'us' | 'au' | 'ca' | 'jp' | 'ph';

/** Points of a five-pointed star centred on (cx, cy) with outer radius r, first point up. */
function starPoints(cx: number, cy: number, r: number): string {
  const points: string[] = [];
  for (let i = 0; i < 10; i += 1) {
    const radius = i % 2 === 0 ? r : r * 0.382;
    const angle = -Math.PI / 2 + (i * Math.PI) / 5;
    points.push(`${(cx + radius * Math.cos(angle)).toFixed(2)},${(cy + radius * Math.sin(angle)).toFixed(2)}`);
  }
  return points.join(' ');
}

const unionJack = (
  <>
    <rect width="60" height="30" fill="#012169" />
    <path d="M0,0 L60,30 M60,0 L0,30" stroke="#fff" strokeWidth="6" />
    <path d="M0,0 L60,30 M60,0 L0,30" stroke="#c8102e" strokeWidth="2" />
    <path d="M30,0 V30 M0,15 H60" stroke="#fff" strokeWidth="10" />
    <path d="M30,0 V30 M0,15 H60" stroke="#c8102e" strokeWidth="6" />
  </>
);

const FLAGS: Record<FlagCode, { viewBox: string; body: ReactNode }> = {
  gb: { viewBox: '0 0 60 30', body: unionJack },
  fr: {
    viewBox: '0 0 3 2',
    body: (
      <>
        <rect width="1" height="2" fill="#002654" />
        <rect x="1" width="1" height="2" fill="#fff" />
        <rect x="2" width="1" height="2" fill="#ce1126" />
      </>
    ),
  },
  es: {
    viewBox: '0 0 3 2',
    body: (
      <>
        <rect width="3" height="2" fill="#aa151b" />
        <rect y="0.5" width="3" height="1" fill="#f1bf00" />
      </>
    ),
  },
  kr: {
    viewBox: '0 0 30 20',
    body: (
      <>
        <rect width="30" height="20" fill="#fff" />
        <g transform="rotate(33.7 15 10)">
          <circle cx="15" cy="10" r="5" fill="#0047a0" />
          <path d="M10,10 a5,5 0 0 1 10,0 a2.5,2.5 0 0 1 -5,0 a2.5,2.5 0 0 0 -5,0" fill="#cd2e3a" />
        </g>
        <g fill="#000">
          <rect x="3" y="4.2" width="5" height="0.8" transform="rotate(-33.7 5.5 4.6)" />
          <rect x="3.4" y="2.8" width="5" height="0.8" transform="rotate(-33.7 5.9 3.2)" />
          <rect x="22" y="4.2" width="5" height="0.8" transform="rotate(33.7 24.5 4.6)" />
          <rect x="21.6" y="2.8" width="5" height="0.8" transform="rotate(33.7 24.1 3.2)" />
          <rect x="3" y="15" width="5" height="0.8" transform="rotate(33.7 5.5 15.4)" />
          <rect x="3.4" y="16.4" width="5" height="0.8" transform="rotate(33.7 5.9 16.8)" />
          <rect x="22" y="15" width="5" height="0.8" transform="rotate(-33.7 24.5 15.4)" />
          <rect x="21.6" y="16.4" width="5" height="0.8" transform="rotate(-33.7 24.1 16.8)" />
        </g>
      </>
    ),
  },
  cn: {
    viewBox: '0 0 30 20',
    body: (
      <>
        <rect width="30" height="20" fill="#de2910" />
        <g fill="#ffde00">
          <polygon points={starPoints(5, 5, 3)} />
          <circle cx="10" cy="2" r="0.8" />
          <circle cx="12" cy="4" r="0.8" />
          <circle cx="12" cy="7" r="0.8" />
          <circle cx="10" cy="9" r="0.8" />
        </g>
      </>
    ),
  },
  eu: {
    viewBox: '0 0 30 20',
    body: (
      <>
        <rect width="30" height="20" fill="#039" />
        <g fill="#fc0">
          {Array.from({ length: 12 }, (_, i) => {
            const angle = (i * Math.PI) / 6;
            // At 20 px a star of the circle is one pixel: a dot draws the same.
            return (
              <circle
                key={i}
                cx={(15 + 6 * Math.cos(angle)).toFixed(2)}
                cy={(10 + 6 * Math.sin(angle)).toFixed(2)}
                r="0.9"
              />
            );
          })}
        </g>
      </>
    ),
  },
  us: {
    viewBox: '0 0 38 20',
    body: (
      <>
        <rect width="38" height="20" fill="#fff" />
        <g fill="#b22234">
          {Array.from({ length: 7 }, (_, i) => (
            <rect key={i} y={((i * 40) / 13).toFixed(2)} width="38" height="1.54" />
          ))}
        </g>
        <rect width="15.2" height="10.77" fill="#3c3b6e" />
      </>
    ),
  },
  au: {
    viewBox: '0 0 60 30',
    body: (
      <>
        <rect width="60" height="30" fill="#012169" />
        <g transform="scale(0.5)">{unionJack}</g>
        <g fill="#fff">
          <polygon points={starPoints(15, 22.5, 3.2)} />
          <circle cx="45" cy="24" r="1.4" />
          <circle cx="40" cy="13" r="1.4" />
          <circle cx="45" cy="5" r="1.4" />
          <circle cx="51" cy="11" r="1.4" />
        </g>
      </>
    ),
  },
  ca: {
    viewBox: '0 0 40 20',
    body: (
      <>
        <rect width="40" height="20" fill="#d80621" />
        <rect x="10" width="20" height="20" fill="#fff" />
        <path
          fill="#d80621"
          d="M20,3 L21.4,5.8 L23.2,5.2 L22.4,9.2 L24.8,7.2 L25.4,8.6 L27.6,8.2 L26.8,10.8 L28,11.4 L24.2,14.4 L24.6,15.6 L20.4,15 L20.6,18 L19.4,18 L19.6,15 L15.4,15.6 L15.8,14.4 L12,11.4 L13.2,10.8 L12.4,8.2 L14.6,8.6 L15.2,7.2 L17.6,9.2 L16.8,5.2 L18.6,5.8 Z"
        />
      </>
    ),
  },
  jp: {
    viewBox: '0 0 30 20',
    body: (
      <>
        <rect width="30" height="20" fill="#fff" />
        <circle cx="15" cy="10" r="6" fill="#bc002d" />
      </>
    ),
  },
  ph: {
    viewBox: '0 0 30 15',
    body: (
      <>
        <rect width="30" height="7.5" fill="#0038a8" />
        <rect y="7.5" width="30" height="7.5" fill="#ce1126" />
        <polygon points="0,0 13,7.5 0,15" fill="#fff" />
        <g fill="#fcd116">
          <circle cx="4.6" cy="7.5" r="1.8" />
          <circle cx="1.6" cy="2" r="0.6" />
          <circle cx="1.6" cy="13" r="0.6" />
          <circle cx="10.6" cy="7.5" r="0.6" />
        </g>
      </>
    ),
  },
};

function isFlagCode(code: string): code is FlagCode {
  return Object.hasOwn(FLAGS, code);
}

/**
 * A 20 x 14 px flag, decorative: the text beside it says which country or currency it is. A country
 * without a drawing here renders nothing.
 */
export function FlagIcon({ code, className }: { code: string; className?: string }) {
  if (!isFlagCode(code)) return null;
  const flag = FLAGS[code];
  return (
    <svg
      viewBox={flag.viewBox}
      width="20"
      height="14"
      preserveAspectRatio="xMidYMid slice"
      aria-hidden="true"
      focusable="false"
      className={['shrink-0 rounded-[2px] ring-1 ring-black/10 dark:ring-white/20', className]
        .filter(Boolean)
        .join(' ')}
    >
      {flag.body}
    </svg>
  );
}
