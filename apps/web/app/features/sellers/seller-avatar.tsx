// The picture of an artist, label or shop, or its initials when it has none. Decorative: the name is
// always written next to it.
import { initialsOf } from './initials.ts';

const SIZE_CLASS = {
  sm: 'size-16 text-lg',
  lg: 'size-28 text-3xl sm:size-36 sm:text-4xl',
} as const;

export function SellerAvatar({
  name,
  pictureUrl,
  shape,
  size,
}: {
  name: string;
  pictureUrl: string | null;
  /** Artists are people: round; labels and shops are brands: a rounded square. */
  shape: 'round' | 'square';
  size: keyof typeof SIZE_CLASS;
}) {
  const frame = `${SIZE_CLASS[size]} shrink-0 overflow-hidden ${shape === 'round' ? 'rounded-full' : 'rounded-xl'}`;
  if (pictureUrl) {
    return (
      <img src={pictureUrl} alt="" width={144} height={144} className={`${frame} bg-surface-raised object-cover`} />
    );
  }
  return (
    <span
      aria-hidden="true"
      className={`${frame} grid place-items-center border border-line bg-surface-raised font-semibold tracking-wide text-ink select-none`}
    >
      {initialsOf(name)}
    </span>
  );
}
