// A home banner's picture drawn from a demo project's cover: a wide 5:2 frame where the square cover
// stands whole on the right over a blurred, darkened spread of itself. A square cover set in a wide
// banner would otherwise be cropped to a band across its middle, cutting its title.
import sharp from 'sharp';

/** Size of the demo banner, the 5:2 shape the home page shows on wide screens. */
export const DEMO_BANNER = { width: 1200, height: 480 } as const;

/**
 * Where the cover stands: inside the middle 71 % of the width, which a 16:9 frame (phones) keeps when it
 * crops the sides, and right of the middle, away from the title written over the lower left.
 */
const COVER_SIDE = 400;
const COVER_LEFT = 600;
const COVER_TOP = (DEMO_BANNER.height - COVER_SIDE) / 2;

/** The banner JPEG for a cover (any size; a JPEG or PNG). */
export async function renderDemoBanner(cover: Buffer): Promise<Buffer> {
  const backdrop = await sharp(cover)
    .resize(DEMO_BANNER.width, DEMO_BANNER.height, { fit: 'cover' })
    .blur(28)
    .modulate({ brightness: 0.62 })
    .toBuffer();
  const front = await sharp(cover).resize(COVER_SIDE, COVER_SIDE, { fit: 'cover' }).toBuffer();
  return sharp(backdrop)
    .composite([{ input: front, left: COVER_LEFT, top: COVER_TOP }])
    .jpeg({ quality: 80, mozjpeg: true })
    .toBuffer();
}
