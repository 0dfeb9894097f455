// The user's shop (GET/PUT /api/user/shop; spec section 3 Shop: code, name, logo, white_label) and
// POST /api/projects/check-code (is a shop code free?). A shop shows only projects its owner manages.
import type { ShopSettings, ShopSettingsUpdate } from '@spindle/contracts';
import type { Db } from '@spindle/db';
import { AppError } from '../../http/errors.ts';
import type { FileStorage } from '../../storage/file-storage.ts';
import type { AuthenticatedUser } from '../auth/index.ts';
import type { ProjectsRepo } from '../projects/index.ts';
import { shopPictureFrom } from './shop-pictures.ts';
import { createShopsRepo, type ShopRow, type ShopsRepo, type ShopValues } from './shops.repo.ts';

export interface ShopSettingsDeps {
  db: Db;
  repo: Pick<ProjectsRepo, 'ownershipOf' | 'listOwned'>;
  publicStorage: FileStorage;
}

/** The deps with the shops' own queries. */
interface ShopsDeps extends ShopSettingsDeps {
  shops: ShopsRepo;
}

/** The projects the user manages, as the settings offer them. */
async function ownedProjectsOf(deps: ShopsDeps, userId: number) {
  return deps.repo.listOwned(await deps.repo.ownershipOf(userId));
}

function settingsOf(
  deps: ShopsDeps,
  shop: ShopRow,
  projectIds: number[],
  owned: Awaited<ReturnType<typeof ownedProjectsOf>>,
): ShopSettings {
  const { publicStorage } = deps;
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
    projectIds,
    availableProjects: owned.map((project) => ({
      id: project.id,
      name: project.name,
      artistName: project.artistName,
      step: project.step,
    })),
    url: `/shop/${shop.code}`,
  };
}

/** GET /api/user/shop: the user's shop settings; null while they have none. */
async function loadSettings(deps: ShopsDeps, user: AuthenticatedUser): Promise<ShopSettings | null> {
  const shop = await deps.shops.userShop(user.id);
  if (!shop) return null;
  const [projectIds, owned] = await Promise.all([deps.shops.shownProjectIds(shop.id), ownedProjectsOf(deps, user.id)]);
  return settingsOf(deps, shop, projectIds, owned);
}

/** The body's fields as the shop's columns; a logo or banner sent is stored first. */
async function shopValuesOf(deps: ShopsDeps, body: ShopSettingsUpdate): Promise<ShopValues> {
  const logo = await shopPictureFrom(deps.publicStorage, 'logo', body.logo);
  const banner = await shopPictureFrom(deps.publicStorage, 'banner', body.banner);
  return {
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
}

/** Creates or updates the user's shop. shop_code_taken (409) for another shop's code; only owned projects. */
async function saveSettings(deps: ShopsDeps, user: AuthenticatedUser, body: ShopSettingsUpdate): Promise<ShopSettings> {
  const existing = await deps.shops.userShop(user.id);
  if (await deps.shops.isCodeTaken(body.code, existing?.id ?? null))
    throw new AppError('shop_code_taken', 409, { code: 'shop_code_taken' });
  const ownership = await deps.repo.ownershipOf(user.id);
  const owned = new Set((await deps.repo.listOwned(ownership)).map((project) => project.id));
  if (body.projectIds.some((id) => !owned.has(id))) {
    throw new AppError('input_invalid', 400, { projectIds: 'input_invalid' });
  }
  const values = await shopValuesOf(deps, body);
  // A new shop belongs to the user's first artist page, else their first label page.
  const owner = {
    userId: user.id,
    artistId: ownership.artistIds[0] ?? null,
    labelId: ownership.artistIds.length === 0 ? (ownership.labelIds[0] ?? null) : null,
  };
  await deps.shops.saveShop({ shopId: existing?.id, values, owner }, body.projectIds);
  const saved = await loadSettings(deps, user);
  if (!saved) throw new Error('shop not saved');
  return saved;
}

/** POST /api/projects/check-code: free unless another user's shop holds it; a free variant when taken. */
async function checkCode(deps: ShopsDeps, user: AuthenticatedUser, code: string) {
  const own = await deps.shops.userShop(user.id);
  const taken = await deps.shops.isCodeTaken(code, own?.id ?? null);
  if (!taken) return { code, available: true, suggestion: null };
  for (let n = 2; n < 100; n += 1) {
    const candidate = `${code.slice(0, 36)}-${n}`;
    if (!(await deps.shops.isCodeTaken(candidate, own?.id ?? null))) {
      return { code, available: false, suggestion: candidate };
    }
  }
  return { code, available: false, suggestion: null };
}

export function createShopSettings(options: ShopSettingsDeps) {
  const deps: ShopsDeps = { ...options, shops: createShopsRepo(options.db) };
  return {
    get: (user: AuthenticatedUser) => loadSettings(deps, user),
    put: (user: AuthenticatedUser, body: ShopSettingsUpdate) => saveSettings(deps, user, body),
    checkCode: (user: AuthenticatedUser, code: string) => checkCode(deps, user, code),
  };
}

export type ShopSettingsService = ReturnType<typeof createShopSettings>;
