// POST user/picture: the uploaded image, turned upright, cropped square from the centre and resized
// to 400 px JPEG by sharp (@spindle/media's `preview` variant), stored under a new random folder so
// no cache ever serves an old avatar, the previous file deleted.
import { randomUUID } from 'node:crypto';
import { MAX_PICTURE_BYTES } from '@spindle/contracts';
import { AppError } from '../../http/errors.ts';
import type { FileStorage } from '../../storage/file-storage.ts';

// Largest upload accepted (10 MB, in the contract): phone photos fit; anything bigger is refused before sharp reads it.
export { MAX_PICTURE_BYTES };

const AVATAR_VARIANT = 'preview';

/** Resizes and stores an avatar; the storage key to keep in users.picture. Refuses what is not an image. */
export async function storeProfilePicture(storage: FileStorage, userId: number, source: Buffer): Promise<string> {
  if (source.length === 0) throw new AppError('input_invalid', { fields: { picture: 'input_required' } });
  if (source.length > MAX_PICTURE_BYTES) throw new AppError('file_max_size', { fields: { picture: 'file_max_size' } });
  // sharp (@spindle/media) loads with the first picture, not on every start (issue 19).
  const { imageVariantContentType, imageVariantFileName, makeImageVariant } = await import('@spindle/media');
  let image: Buffer;
  try {
    image = await makeImageVariant(source, AVATAR_VARIANT);
  } catch {
    throw new AppError('input_invalid', { fields: { picture: 'image_invalid' } });
  }
  const key = `users/${userId}/${randomUUID()}/${imageVariantFileName(AVATAR_VARIANT)}`;
  await storage.put(key, image, imageVariantContentType(AVATAR_VARIANT));
  return key;
}
