// The user's shop (GET/PUT /api/user/shop; spec section 3 Shop: code, name, logo, white_label) and
// POST /api/projects/check-code (is a shop code free?). A shop shows only projects its owner manages.
import { randomBytes } from 'node:crypto';
import type { ShopSettings, ShopSettingsUpdate } from '@spindle/contracts';
import { schema, type Db } from '@spindle/db';
import { and, asc, eq, ne } from 'drizzle-orm';
import { AppError } from '../../http/errors.ts';
import type { FileStorage } from '../../storage/file-storage.ts';
import type { AuthenticatedUser } from '../auth/auth.service.ts';
import type { ProjectsRepo } from './projects.repo.ts';

const { shops, shopProjects } = schema;

/** Largest logo or banner accepted (bytes). */
export const SHOP_PICTURE_MAX_BYTES = 8 * 1024 * 1024;
/** Logo: 400 px square; banner: 1600 x 400. */
const PICTURE_SIZES = { logo: { width: 400, height: 400 }, banner: { width: 1600, height: 400 } } as const;

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

export interface ShopSettingsDeps {
  db: Db;
  repo: Pick<ProjectsRepo, 'ownershipOf' | 'listOwned'>;
  publicStorage: FileStorage;
}

export function createShopSettings({ db, repo, publicStorage }: ShopSettingsDeps) {
  async function storePicture(kind: 'logo' | 'banner', source: Buffer): Promise<string> {
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
    await publicStorage.put(key, bytes, 'image/webp');
    return key;
  }

  async function codeTaken(code: string, exceptShopId: number | null): Promise<boolean> {
    const rows = await db
      .select({ id: shops.id })
      .from(shops)
      .where(exceptShopId === null ? eq(shops.code, code) : and(eq(shops.code, code), ne(shops.id, exceptShopId)));
    return rows.length > 0;
  }

  async function userShop(userId: number) {
    const [shop] = await db.select().from(shops).where(eq(shops.userId, userId)).orderBy(asc(shops.id)).limit(1);
    return shop;
  }

  async function settingsOf(user: AuthenticatedUser): Promise<ShopSettings | null> {
    const shop = await userShop(user.id);
    if (!shop) return null;
    const [shown, owned] = await Promise.all([
      db
        .select({ projectId: shopProjects.projectId })
        .from(shopProjects)
        .where(eq(shopProjects.shopId, shop.id))
        .orderBy(asc(shopProjects.position)),
      repo.listOwned(await repo.ownershipOf(user.id)),
    ]);
    return {
      id: shop.id,
      code: shop.code,
      name: shop.name,
      logoUrl: shop.logo ? publicStorage.publicUrl(shop.logo) : null,
      bannerUrl: shop.banner ? publicStorage.publicUrl(shop.banner) : null,
      whiteLabel: shop.whiteLabel,
      descriptionEn: shop.descriptionEn ?? '',
      descriptionFr: shop.descriptionFr ?? '',
      backgroundColour: shop.backgroundColour,
      textColour: shop.textColour,
      projectIds: shown.map((row) => row.projectId),
      availableProjects: owned.map((project) => ({
        id: project.id,
        name: project.name,
        artistName: project.artistName,
        step: project.step,
      })),
      url: `/shop/${shop.code}`,
    };
  }

  return {
    get: settingsOf,

    /** Creates or updates the user's shop. shop_code_taken (409) for another shop's code; only owned projects. */
    async put(user: AuthenticatedUser, body: ShopSettingsUpdate): Promise<ShopSettings> {
      const existing = await userShop(user.id);
      if (await codeTaken(body.code, existing?.id ?? null))
        throw new AppError('shop_code_taken', { fields: { code: 'shop_code_taken' } });
      const ownership = await repo.ownershipOf(user.id);
      const owned = new Set((await repo.listOwned(ownership)).map((project) => project.id));
      const foreign = body.projectIds.filter((id) => !owned.has(id));
      if (foreign.length > 0) throw new AppError('input_invalid', { fields: { projectIds: 'input_invalid' } });

      const logo =
        body.logo === undefined
          ? undefined
          : body.logo === null
            ? null
            : await storePicture('logo', decodeBase64Picture(body.logo, 'logo'));
      const banner =
        body.banner === undefined
          ? undefined
          : body.banner === null
            ? null
            : await storePicture('banner', decodeBase64Picture(body.banner, 'banner'));
      const values = {
        code: body.code,
        name: body.name,
        whiteLabel: body.whiteLabel,
        descriptionEn: body.descriptionEn,
        descriptionFr: body.descriptionFr,
        backgroundColour: body.backgroundColour,
        textColour: body.textColour,
        ...(logo === undefined ? {} : { logo }),
        ...(banner === undefined ? {} : { banner }),
      };
      await db.transaction(async (tx) => {
        let shopId = existing?.id;
        if (shopId === undefined) {
          const [created] = await tx
            .insert(shops)
            .values({
              ...values,
              userId: user.id,
              artistId: ownership.artistIds[0] ?? null,
              labelId: ownership.artistIds.length === 0 ? (ownership.labelIds[0] ?? null) : null,
            })
            .returning({ id: shops.id });
          shopId = created?.id;
        } else {
          await tx
            .update(shops)
            .set({ ...values, updatedAt: new Date() })
            .where(eq(shops.id, shopId));
        }
        if (shopId === undefined) throw new Error('shop not saved');
        await tx.delete(shopProjects).where(eq(shopProjects.shopId, shopId));
        if (body.projectIds.length > 0) {
          const id = shopId;
          await tx
            .insert(shopProjects)
            .values([...new Set(body.projectIds)].map((projectId, position) => ({ shopId: id, projectId, position })));
        }
      });
      const saved = await settingsOf(user);
      if (!saved) throw new Error('shop not saved');
      return saved;
    },

    /** POST /api/projects/check-code: free unless another user's shop holds it; a free variant when taken. */
    async checkCode(user: AuthenticatedUser, code: string) {
      const own = await userShop(user.id);
      const taken = await codeTaken(code, own?.id ?? null);
      if (!taken) return { code, available: true, suggestion: null };
      for (let n = 2; n < 100; n += 1) {
        const candidate = `${code.slice(0, 36)}-${n}`;
        if (!(await codeTaken(candidate, own?.id ?? null))) return { code, available: false, suggestion: candidate };
      }
      return { code, available: false, suggestion: null };
    },
  };
}

export type ShopSettingsService = ReturnType<typeof createShopSettings>;
