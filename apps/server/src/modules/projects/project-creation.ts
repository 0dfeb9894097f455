// The steps of POST /api/projects (docs/projects.md "Creating"): whose page owns the new project, its
// first values (a vinyl's format, discs, weight, colour and goal come from the configurator's quote),
// and the priced quote kept as converted, linked to the project for its break-even.
import type { ProjectCreateRequest, ProjectOwner, QuoteCalculation, QuoteOptions } from '@spindle/contracts';
import { PRESSING_VINYL_COLOURS, slugify } from '@spindle/domain';
import type { Db } from '@spindle/db';
import { AppError } from '../../http/errors.ts';
import type { AuthenticatedUser } from '../auth/index.ts';
import { createQuoteRepo, pressingOptionsOf } from '../quote/index.ts';
import type { Ownership, ProjectInsert } from './projects.repo.ts';

/** The artist or label page a project belongs to (both null: the user's own). */
export interface OwnerPages {
  artistId: number | null;
  labelId: number | null;
}

/** `LP`, `2LP`, `7"`, `10"`: the format label shop tiles show. */
function formatLabel(format: '7' | '10' | '12', discs: number): string {
  if (format !== '12') return `${format}"`;
  return discs > 1 ? `${discs}LP` : 'LP';
}

function hexOf(name: string | undefined): string | undefined {
  return PRESSING_VINYL_COLOURS.find((colour) => colour.name === name)?.hex;
}

/** The record's colour from the quote: name, swatch, effect, and the second colour an effect shows. */
function vinylColoursOf(pressing: QuoteOptions): ProjectInsert['colorVinyl'] {
  return [
    {
      name: pressing.colour,
      hex: hexOf(pressing.colour) ?? '#101010',
      effect: pressing.effect,
      ...(pressing.effect !== 'none' && pressing.secondaryColour
        ? { secondaryHex: hexOf(pressing.secondaryColour) ?? '#ffffff' }
        : {}),
    },
  ];
}

/** The page the body names, if the user manages it; owner_invalid otherwise. */
export function ownerPagesOf(ownership: Ownership, owner: ProjectOwner): OwnerPages {
  if (owner.type === 'artist') {
    if (!ownership.artistIds.includes(owner.id))
      throw new AppError('owner_invalid', { fields: { owner: 'owner_invalid' } });
    return { artistId: owner.id, labelId: null };
  }
  if (owner.type === 'label') {
    if (!ownership.labelIds.includes(owner.id))
      throw new AppError('owner_invalid', { fields: { owner: 'owner_invalid' } });
    return { artistId: null, labelId: owner.id };
  }
  return { artistId: null, labelId: null };
}

/** The new project's row in step creating. Decision: digital is category `project` with format `Digital`. */
export function newProjectValues(input: {
  user: AuthenticatedUser;
  body: ProjectCreateRequest;
  owners: OwnerPages;
  origin: string | null;
  pressing: QuoteOptions | undefined;
}): ProjectInsert {
  const { user, body, owners, origin, pressing } = input;
  const digital = body.kind === 'digital';
  return {
    name: body.name,
    slug: slugify(body.name),
    artistName: body.artistName,
    ...owners,
    userId: user.id,
    category: body.kind === 'vinyl' ? 'vinyl' : 'project',
    type: body.saleType,
    step: 'creating',
    priceEurMinor: 0,
    digitalEnabled: digital,
    origin,
    format: digital ? 'Digital' : pressing ? formatLabel(pressing.format, pressing.discs) : 'LP',
    discs: digital ? 0 : (pressing?.discs ?? 1),
    weightGrams: pressing ? pressing.weightGrams * pressing.discs : 0,
    goal: pressing && body.saleType === 'funding' ? pressing.quantity : null,
    colorVinyl: pressing ? vinylColoursOf(pressing) : null,
  };
}

/** Stores the priced quote as converted, pointing at the project (through quote's face); its id. */
export async function storeConvertedQuote(
  db: Db,
  input: { user: AuthenticatedUser; projectId: number; origin: string | null; priced: QuoteCalculation },
): Promise<number | null> {
  const { user, priced } = input;
  const stored = await createQuoteRepo(db).insertQuote({
    userId: user.id,
    name: user.name,
    email: user.email,
    origin: input.origin,
    quantity: priced.options.quantity,
    options: { ...pressingOptionsOf(priced.options), projectId: input.projectId },
    plant: priced.plant,
    lines: priced.lines.map((line) => ({ ...line })),
    totalMinor: priced.totalExclVatMinor,
    totalWithVatMinor: priced.totalInclVatMinor,
    status: 'converted',
  });
  return stored.id;
}
