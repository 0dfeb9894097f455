// A home banner's picture: the upload turned upright and fitted inside 3000 px as JPEG by sharp
// (@spindle/media's `original` variant: a banner keeps its wide shape), refusing what is not an image.
import { MAX_BANNER_PICTURE_BYTES } from '@spindle/contracts';
import { AppError } from '../../http/errors.ts';

export async function bannerPictureOf(source: Buffer): Promise<Buffer> {
  if (source.length === 0) throw new AppError('input_invalid', { fields: { picture: 'input_required' } });
  if (source.length > MAX_BANNER_PICTURE_BYTES) {
    throw new AppError('file_max_size', { fields: { picture: 'file_max_size' } });
  }
  // sharp (@spindle/media) loads with the first picture, not on every start (issue 19).
  const { makeImageVariant } = await import('@spindle/media');
  try {
    return await makeImageVariant(source, 'original');
  } catch {
    throw new AppError('image_invalid', { fields: { picture: 'image_invalid' } });
  }
}
