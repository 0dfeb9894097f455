// The home page hero: the banners of GET /api/home, side by side, scrolling sideways on phones.
import type { bannerSchema } from '@spindle/contracts';
import { localisePath, type AppLocale, type ResponsiveImageWidth } from '@spindle/domain';
import { ResponsivePicture } from '../../components/responsive-picture.tsx';
import { useT } from '../../lib/use-t.ts';
import type { z } from 'zod';

type Banner = z.infer<typeof bannerSchema>;

/** Widths of a banner's AVIF and WebP sources, up to the 1200 px of the demo banners. */
const BANNER_WIDTHS = [400, 800, 1200] as const satisfies readonly ResponsiveImageWidth[];
/** How wide a banner is shown: 85 % of a phone, half a tablet row, a third from 1280 px (the list's classes). */
const BANNER_SIZES = '(min-width: 1280px) 33vw, (min-width: 768px) 50vw, 85vw';

/** A banner's link as seen in the page's locale: site paths get the locale prefix, other sites stay. */
function localisedLink(link: string, locale: AppLocale): string {
  return link.startsWith('/') && !link.startsWith('//') ? localisePath(link, locale) : link;
}

export function HeroBanners({ banners, locale }: { banners: readonly Banner[]; locale: AppLocale }) {
  const { t } = useT();
  if (banners.length === 0) return null;
  return (
    <section aria-label={t('home.featured')}>
      <ul className="-mx-4 flex snap-x snap-mandatory scroll-px-4 gap-4 overflow-x-auto px-4 pb-2 sm:-mx-6 sm:scroll-px-6 sm:px-6">
        {banners.map((banner, index) => (
          <li
            key={banner.id}
            className="w-[85%] shrink-0 snap-start md:w-auto md:min-w-[calc(50%-0.5rem)] md:flex-1 md:basis-0 xl:min-w-[calc(33.333%-0.67rem)]"
          >
            <a
              href={localisedLink(banner.link, locale)}
              className="group relative block overflow-hidden rounded-lg bg-surface-raised"
            >
              <ResponsivePicture
                src={banner.imageUrl}
                alt=""
                width={1200}
                height={675}
                widths={BANNER_WIDTHS}
                sizes={BANNER_SIZES}
                // The first banner is the largest paint of the home page on every screen (preloaded);
                // the others (beside it on wide screens, a swipe away on phones) load once laid out.
                loading={index === 0 ? 'eager' : 'lazy'}
                priority={index === 0}
                className="aspect-video w-full object-cover md:aspect-[2/1] xl:aspect-[5/2] transition-transform duration-500 group-hover:scale-[1.02]"
              />
              <div className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-black/80 via-black/50 to-transparent p-4 pt-12 text-white">
                <h2 className="text-lg leading-tight font-semibold sm:text-xl">{banner.title}</h2>
                {banner.subtitle && <p className="mt-1 text-sm text-white/90">{banner.subtitle}</p>}
                {banner.buttonLabel && (
                  <span className="mt-3 inline-block rounded-full bg-white px-4 py-1.5 text-sm font-semibold text-black">
                    {banner.buttonLabel}
                  </span>
                )}
              </div>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
