// An artist's or label's picture set by staff (docs/admin.md "Artists, labels and shops"): base64 in the
// body, turned upright, cropped square from the centre and resized to 400 px JPEG by sharp (@spindle/media's
// `preview` variant, like avatars), stored in a new folder so no cache serves the old one.
import { randomUUID } from 'node:crypto';
import { MAX_PICTURE_BYTES } from '@spindle/contracts';
import type { SellerKind } from '@spindle/domain';
import { AppError } from '../../http/errors.ts';
import type { FileStorage } from '../../storage/file-storage.ts';

const VARIANT = 'preview';

/** The picture's bytes from base64 (a data: URL too); refusals name the picture field. */
function bytesOf(base64: string): Buffer {
  const payload = base64.replace(/^data:[^,]*;base64,/, '').replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(payload))
    throw new AppError('input_invalid', { fields: { picture: 'image_invalid' } });
  const bytes = Buffer.from(payload, 'base64');
  if (bytes.length === 0) throw new AppError('input_invalid', { fields: { picture: 'input_required' } });
  if (bytes.length > MAX_PICTURE_BYTES) throw new AppError('file_max_size', { fields: { picture: 'file_max_size' } });
  return bytes;
}

/** Resizes and stores the picture; its storage key for the seller's `picture`. image_invalid for what is no image. */
export async function storeSellerPicture(
  storage: FileStorage,
  seller: { kind: SellerKind; id: number },
  base64: string,
): Promise<string> {
  const source = bytesOf(base64);
  // sharp (@spindle/media) loads with the first picture, not on every start (issue 19).
  const { imageVariantContentType, imageVariantFileName, makeImageVariant } = await import('@spindle/media');
  let image: Buffer;
  try {
    image = await makeImageVariant(source, VARIANT);
  } catch {
    throw new AppError('input_invalid', { fields: { picture: 'image_invalid' } });
  }
  const key = `${seller.kind}s/${seller.id}/${randomUUID()}/${imageVariantFileName(VARIANT)}`;
  await storage.put(key, image, imageVariantContentType(VARIANT));
  return key;
}
