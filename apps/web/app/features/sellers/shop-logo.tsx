// A shop's logo. Without one, a stand-in in the shop's own colours: its initials when its name is
// written beside it, or its whole name when nothing else shows it (shop 1194's header has no text
// link). Decorative either way: the link or heading around it carries the shop's name.
import type { ShopBranding } from './shop-branding.ts';
import { initialsOf } from './initials.ts';

const SIZE_CLASS = {
  header: 'h-9 text-sm',
  tallHeader: 'h-12 text-base',
  masthead: 'h-20 text-2xl sm:h-28 sm:text-3xl',
} as const;

export function ShopLogo({
  shop,
  size,
  spellsName,
}: {
  shop: ShopBranding;
  size: keyof typeof SIZE_CLASS;
  /** No name is written beside the logo, so a missing logo is replaced by the full name. */
  spellsName: boolean;
}) {
  if (shop.logoUrl) {
    return <img src={shop.logoUrl} alt="" className={`${SIZE_CLASS[size]} w-auto max-w-56 object-contain`} />;
  }
  const colours = shop.theme
    ? { backgroundColor: shop.theme.backgroundColour, color: shop.theme.textColour }
    : undefined;
  return (
    <span
      aria-hidden="true"
      style={colours}
      className={`${SIZE_CLASS[size]} grid place-items-center rounded-xl font-semibold tracking-wide whitespace-nowrap select-none ${spellsName ? 'px-[0.8em]' : 'aspect-square'} ${colours ? '' : 'bg-ink text-surface'}`}
    >
      {spellsName ? shop.name : initialsOf(shop.name)}
    </span>
  );
}
