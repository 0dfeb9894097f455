// The record in its colour (DESIGN.md: "the vinyl rendered in its colour"): the project's own render
// (only_vinyl) when it has one, otherwise drawn here from the colour's hex and effect, with grooves,
// sheen, the centre label (the label picture, else the cover) and a real hole.
import { useId } from 'react';
import type { ResponsiveImageWidth } from '@spindle/domain';
import { ResponsivePicture } from '../../components/responsive-picture.tsx';
import { isTranslucent, splatterDrops, type DiscColour } from './vinyl-colour.ts';

/** The record picture (600 px, transparent) is shown 112 to 160 px wide: 200 and 400 px AVIF/WebP cover 1x to 2.5x. */
const RECORD_WIDTHS = [200, 400] as const satisfies readonly ResponsiveImageWidth[];
/** Its width at each breakpoint (the classes below: size-28, xs:size-36, sm:size-40). */
const RECORD_SIZES = '(min-width: 640px) 160px, (min-width: 420px) 144px, 112px';

/** Standard black pressing, for a record that stores no colour. */
const BLACK: DiscColour = { name: 'black', hex: '#101010', effect: 'none' };

const GROOVE_RADII = Array.from({ length: 28 }, (_, index) => 37 + index * 2);
/** Silent gaps between tracks: slightly wider, darker rings. */
const TRACK_GAP_RADII = [48, 61, 73, 86];

const MARBLE_SWIRLS = [
  'M18 92 C52 40 84 152 118 86 S176 54 186 104',
  'M24 132 C66 98 92 176 140 130 S170 150 184 138',
  'M30 60 C70 20 110 96 150 50 S182 40 192 70',
  'M14 110 C40 150 80 70 116 118 S160 168 190 120',
];

function DiscDrawing({
  colour,
  labelImageUrl,
  seed,
  className,
}: {
  colour: DiscColour;
  labelImageUrl: string | null;
  seed: number;
  className?: string;
}) {
  const id = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const second = colour.secondaryHex ?? '#F5F5F2';
  const vinylOpacity = isTranslucent(colour) ? 0.78 : 1;
  return (
    <svg viewBox="0 0 200 200" className={className} aria-hidden="true" focusable="false">
      <defs>
        <mask id={`${id}-hole`}>
          <circle cx="100" cy="100" r="97" fill="white" />
          <circle cx="100" cy="100" r="3.6" fill="black" />
        </mask>
        <clipPath id={`${id}-vinyl`}>
          <circle cx="100" cy="100" r="96" />
        </clipPath>
        <clipPath id={`${id}-label`}>
          <circle cx="100" cy="100" r="33" />
        </clipPath>
        <linearGradient id={`${id}-sheen`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="white" stopOpacity="0" />
          <stop offset="0.42" stopColor="white" stopOpacity="0.16" />
          <stop offset="0.5" stopColor="white" stopOpacity="0" />
          <stop offset="0.58" stopColor="white" stopOpacity="0.12" />
          <stop offset="1" stopColor="white" stopOpacity="0" />
        </linearGradient>
        <filter id={`${id}-marble`} x="0" y="0" width="100%" height="100%">
          <feTurbulence type="fractalNoise" baseFrequency="0.018" numOctaves="2" seed={seed % 1000} />
          <feDisplacementMap in="SourceGraphic" scale="26" />
        </filter>
      </defs>
      <g mask={`url(#${id}-hole)`}>
        <g clipPath={`url(#${id}-vinyl)`} opacity={vinylOpacity}>
          <circle cx="100" cy="100" r="96" fill={colour.hex} />
          {colour.effect === 'marble' && (
            <g filter={`url(#${id}-marble)`} fill="none" stroke={second} strokeLinecap="round" opacity="0.85">
              {MARBLE_SWIRLS.map((path, index) => (
                <path key={path} d={path} strokeWidth={10 + (index % 2) * 8} />
              ))}
            </g>
          )}
          {colour.effect === 'splatter' &&
            splatterDrops(seed).map((drop, index) => (
              <circle key={index} cx={drop.x} cy={drop.y} r={drop.r} fill={second} />
            ))}
          {GROOVE_RADII.map((radius, index) => (
            <circle
              key={radius}
              cx="100"
              cy="100"
              r={radius}
              fill="none"
              stroke={index % 2 === 0 ? 'black' : 'white'}
              strokeOpacity={0.07}
              strokeWidth="0.8"
            />
          ))}
          {TRACK_GAP_RADII.map((radius) => (
            <circle key={radius} cx="100" cy="100" r={radius} fill="none" stroke="black" strokeOpacity="0.22" />
          ))}
          <rect x="0" y="0" width="200" height="200" fill={`url(#${id}-sheen)`} />
        </g>
        {/* The rim stays visible on the dark theme, even for a black record. */}
        <circle cx="100" cy="100" r="95.5" fill="none" stroke="white" strokeOpacity="0.18" />
        <circle cx="100" cy="100" r="95.5" fill="none" stroke="black" strokeOpacity="0.25" strokeWidth="0.6" />
        {labelImageUrl ? (
          <image
            href={labelImageUrl}
            x="67"
            y="67"
            width="66"
            height="66"
            preserveAspectRatio="xMidYMid slice"
            clipPath={`url(#${id}-label)`}
          />
        ) : (
          <circle cx="100" cy="100" r="33" fill="#f3efe6" />
        )}
        <circle cx="100" cy="100" r="33" fill="none" stroke="black" strokeOpacity="0.2" />
      </g>
    </svg>
  );
}

/**
 * One disc per distinct colour (two at most: a double album in two colours shows both, the second
 * half behind the first). `alt` names the colour for screen readers.
 */
export function VinylDisc({
  colours,
  recordImageUrl,
  labelImageUrl,
  seed,
  alt,
}: {
  colours: readonly DiscColour[];
  /** The project's own picture of the record alone (only_vinyl), preferred to a drawing. */
  recordImageUrl: string | null;
  labelImageUrl: string | null;
  seed: number;
  alt: string;
}) {
  if (recordImageUrl) {
    return (
      <ResponsivePicture
        src={recordImageUrl}
        alt={alt}
        width={600}
        height={600}
        widths={RECORD_WIDTHS}
        sizes={RECORD_SIZES}
        loading="lazy"
        decoding="async"
        className="size-28 shrink-0 object-contain xs:size-36 sm:size-40"
      />
    );
  }
  const [first = BLACK, second] = colours;
  return (
    <div
      role="img"
      aria-label={alt}
      className={`relative h-28 shrink-0 xs:h-36 sm:h-40 ${second ? 'w-36 xs:w-44 sm:w-48' : 'w-28 xs:w-36 sm:w-40'}`}
    >
      {second && (
        <DiscDrawing
          colour={second}
          labelImageUrl={labelImageUrl}
          seed={seed + 1}
          className="absolute top-0 right-0 h-full drop-shadow-md"
        />
      )}
      <DiscDrawing
        colour={first}
        labelImageUrl={labelImageUrl}
        seed={seed}
        className="relative h-full drop-shadow-md"
      />
    </div>
  );
}
