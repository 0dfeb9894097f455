// A shop's logo and banner (docs/projects.md "Shop"): base64 pictures in the body, resized by sharp
// (logo 400 px contained, banner 1600 x 400 cropped) and stored as WebP in a new folder shops/{random}/,
// like project pictures, so cached copies are never stale.
import { randomBytes } from 'node:crypto';
import { AppError } from '../../http/errors.ts';
import type { FileStorage } from '../../storage/file-storage.ts';

/** Largest logo or banner accepted (bytes). */
export const SHOP_PICTURE_MAX_BYTES = 8 * 1024 * 1024;
/** Logo: 400 px square; banner: 1600 x 400. */
const PICTURE_SIZES = { logo: { width: 400, height: 400 }, banner: { width: 1600, height: 400 } } as const;

export type ShopPictureKind = keyof typeof PICTURE_SIZES;

/** The picture's bytes from base64 (a data: URL too); errors name the field. */
function decodeBase64Picture(text: string, field: string): Buffer {
  const payload = text.replace(/^data:[^,]*;base64,/, '').replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(payload))
    throw new AppError('input_invalid', { fields: { [field]: 'image_invalid' } });
  const bytes = Buffer.from(payload, 'base64');
  if (bytes.length === 0) throw new AppError('input_invalid', { fields: { [field]: 'input_required' } });
  if (bytes.length > SHOP_PICTURE_MAX_BYTES)
    throw new AppError('file_max_size', { fields: { [field]: 'file_max_size' } });
  return bytes;
}

/** Resizes and stores the picture; its storage key. image_invalid when sharp cannot read it. */
async function storeShopPicture(storage: FileStorage, kind: ShopPictureKind, source: Buffer): Promise<string> {
  const sharp = (await import('sharp')).default;
  const { width, height } = PICTURE_SIZES[kind];
  let bytes: Buffer;
  try {
    bytes = await sharp(source, { failOn: 'error' })
      .rotate()
      .resize(width, height, {
        fit: kind === 'logo' ? 'contain' : 'cover',
        background: { r: 0, g: 0, b: 0, alpha: 0 },
      })
      .webp({ quality: 85, effort: 0 })
      .toBuffer();
  } catch {
    throw new AppError('input_invalid', { fields: { [kind]: 'image_invalid' } });
  }
  // A fresh folder per upload, like project pictures.
  const key = `shops/${randomBytes(8).toString('hex')}/${kind}.webp`;
  await storage.put(key, bytes, 'image/webp');
  return key;
}

/** The body's picture: undefined keeps the stored one, null removes it, base64 stores a new one. */
export async function shopPictureFrom(
  storage: FileStorage,
  kind: ShopPictureKind,
  sent: string | null | undefined,
): Promise<string | null | undefined> {
  if (sent === undefined || sent === null) return sent;
  return storeShopPicture(storage, kind, decodeBase64Picture(sent, kind));
}
