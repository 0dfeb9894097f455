// The people of the demo: demo accounts, the accounts behind artists and labels, fans; the 80 artists,
// 20 labels and 6 shops (ids 1214 and 1194 as the spec names them; 1214 is the white-label one).
import { GENRES, slugify, type SeededRandom } from '@spindle/domain';
import type { artists, labels, shops, users } from '../schema/index.ts';
import { DEMO_ACCOUNTS } from './accounts.ts';
import { DEMO_ARTISTS, DEMO_LABELS } from './content/index.ts';
import type { SeedContent } from './content-source.ts';

export const ARTIST_COUNT = 80;
export const LABEL_COUNT = 20;
export const FAN_COUNT = 60;

type UserRow = typeof users.$inferInsert & { id: number };
type ArtistRow = typeof artists.$inferInsert & { id: number };
type LabelRow = typeof labels.$inferInsert & { id: number };
type ShopRow = typeof shops.$inferInsert & { id: number };

/** An artist with the genres its releases are in. */
export interface PlannedArtist {
  row: ArtistRow;
  genreIds: number[];
}

/** Everything about who sells and who buys. */
export interface SellersPlan {
  /** Demo account user ids by role (customer, artist, label, pro, team, boss, admin). */
  demoUserIds: Record<string, number>;
  users: UserRow[];
  artists: PlannedArtist[];
  labels: LabelRow[];
  shops: ShopRow[];
  fanUserIds: number[];
}

// Where the demo's artists come from: mostly France and the anglophone markets, some further away.
const ARTIST_COUNTRIES: readonly (readonly [string, number])[] = [
  ['FR', 30],
  ['US', 16],
  ['GB', 12],
  ['DE', 7],
  ['BE', 4],
  ['NL', 3],
  ['ES', 3],
  ['IT', 3],
  ['CA', 4],
  ['AU', 3],
  ['JP', 3],
  ['KR', 2],
  ['SE', 2],
  ['BR', 2],
  ['NG', 2],
  ['JM', 2],
  ['IE', 2],
];

const SHOP_COLOURS = [
  ['#101820', '#f2aa4c'],
  ['#f5f0e6', '#1d1d1b'],
  ['#0b3d2e', '#e8f1ec'],
  ['#2b1b3f', '#f7d6e0'],
  ['#ffffff', '#111111'],
  ['#1e3a5f', '#f5f5f5'],
] as const;

/** A date `daysAgo` days before the demo's "today". */
type DateDaysAgo = (daysAgo: number) => Date;

/** Plans users, artists, labels and shops. Ids are fixed so the rest of the plan can refer to them. */
export function planSellers(content: SeedContent, random: SeededRandom, now: Date): SellersPlan {
  const at: DateDaysAgo = (daysAgo) => new Date(now.getTime() - daysAgo * 86_400_000);
  const demoUserIds: Record<string, number> = {};
  DEMO_ACCOUNTS.forEach((account, index) => {
    demoUserIds[account.role] = index + 1;
  });
  const artists = planArtists(content, random, at);
  const labels = planLabels(content, random, at);
  // User ids follow the demo accounts: first the owners of artists and labels, then the fans.
  const owners = planOwnerAccounts(artists, labels, demoUserIds, DEMO_ACCOUNTS.length + 1, now);
  const fans = planFans(content, random, at, owners.nextUserId);
  const shops = planShops(artists, labels, at);
  return {
    demoUserIds,
    users: [...owners.users, ...fans],
    artists,
    labels,
    shops,
    fanUserIds: fans.map((fan) => fan.id),
  };
}

/** The artists; the first one is the demo artist account's. */
function planArtists(content: SeedContent, random: SeededRandom, at: DateDaysAgo): PlannedArtist[] {
  const artists: PlannedArtist[] = [];
  for (let index = 0; index < ARTIST_COUNT; index += 1) {
    const pick = random.fork(`artist:${index}`);
    const primary = GENRES[index % GENRES.length]?.id ?? 16;
    const genreIds = DEMO_ARTISTS[index]?.genreIds ?? (pick.chance(0.45) ? [primary, pick.pick(GENRES).id] : [primary]);
    // The content knows where its artists live; past its list, a weighted draw.
    const countryId = DEMO_ARTISTS[index]?.country ?? pick.weighted(ARTIST_COUNTRIES);
    const text = content.artist({ index, genreIds, countryCode: countryId, random: pick });
    artists.push({
      genreIds: [...new Set(genreIds)],
      row: {
        id: index + 1,
        name: index === 0 ? (DEMO_ACCOUNTS[1]?.name ?? text.name) : text.name,
        slug: slugify(index === 0 ? (DEMO_ACCOUNTS[1]?.name ?? text.name) : text.name),
        countryId,
        bioEn: text.bioEn,
        bioFr: text.bioFr,
        createdAt: at(700 - index * 5),
      },
    });
  }
  return artists;
}

/** The labels; the first one is the demo label account's. */
function planLabels(content: SeedContent, random: SeededRandom, at: DateDaysAgo): LabelRow[] {
  const labels: LabelRow[] = [];
  for (let index = 0; index < LABEL_COUNT; index += 1) {
    const pick = random.fork(`label:${index}`);
    const countryId = DEMO_LABELS[index]?.country ?? pick.weighted(ARTIST_COUNTRIES);
    const genreIds = DEMO_LABELS[index]?.genreIds ?? [GENRES[(index * 3) % GENRES.length]?.id ?? 16];
    const text = content.label({ index, genreIds, countryCode: countryId, random: pick });
    const name = index === 0 ? (DEMO_ACCOUNTS[2]?.name ?? text.name) : text.name;
    labels.push({
      id: index + 1,
      name,
      slug: slugify(name),
      countryId,
      descriptionEn: text.descriptionEn,
      descriptionFr: text.descriptionFr,
      createdAt: at(720 - index * 9),
    });
  }
  return labels;
}

/**
 * Accounts behind the artists and labels (no password: they are not meant to sign in), set as their
 * owners; the demo artist and label belong to the demo accounts.
 */
function planOwnerAccounts(
  artists: PlannedArtist[],
  labels: LabelRow[],
  demoUserIds: Record<string, number>,
  firstUserId: number,
  now: Date,
): { users: UserRow[]; nextUserId: number } {
  const users: UserRow[] = [];
  let nextUserId = firstUserId;
  const addOwner = (name: string, type: 'artist' | 'label', countryId: string | null | undefined, createdAt: Date) => {
    const id = nextUserId++;
    users.push({
      id,
      type,
      name,
      email: `${slugify(name)}-${id}@example.com`,
      emailConfirmedAt: createdAt,
      countryId: countryId ?? null,
      lang: countryId === 'FR' || countryId === 'BE' ? 'fr' : 'en',
      currency: 'EUR',
      createdAt,
    });
    return id;
  };
  for (const artist of artists) {
    artist.row.userId =
      artist.row.id === 1
        ? demoUserIds.artist
        : addOwner(artist.row.name, 'artist', artist.row.countryId, artist.row.createdAt ?? now);
  }
  for (const label of labels) {
    label.userId =
      label.id === 1 ? demoUserIds.label : addOwner(label.name, 'label', label.countryId, label.createdAt ?? now);
  }
  return { users, nextUserId };
}

/** The fans' customer accounts, with ids from `firstUserId` on. */
function planFans(content: SeedContent, random: SeededRandom, at: DateDaysAgo, firstUserId: number): UserRow[] {
  const fans: UserRow[] = [];
  for (let index = 0; index < FAN_COUNT; index += 1) {
    const pick = random.fork(`fan:${index}`);
    const countryId = pick.weighted(ARTIST_COUNTRIES);
    const person = content.person({ index, countryCode: countryId, random: pick });
    const id = firstUserId + index;
    fans.push({
      id,
      type: 'customer',
      name: `${person.firstname} ${person.lastname}`,
      email: `${slugify(`${person.firstname}.${person.lastname}`, 'fan').replaceAll('-', '.')}.${id}@example.com`,
      emailConfirmedAt: at(pick.int(5, 600)),
      countryId,
      lang: countryId === 'FR' || countryId === 'BE' ? 'fr' : 'en',
      currency: countryId === 'US' || countryId === 'CA' ? 'USD' : countryId === 'GB' ? 'GBP' : 'EUR',
      newsletter: pick.chance(0.4),
      // Some came through the contest (FL, PA1): /admin/challenge lists them.
      origin: pick.pick(['GGO', 'FBO', 'IGO', 'DI', 'YTO', 'LK', 'FL', 'PA1']),
      createdAt: at(pick.int(5, 600)),
    });
  }
  return fans;
}

/** Who owns a shop. */
type ShopOwner = { kind: 'artist'; artist: PlannedArtist } | { kind: 'label'; label: LabelRow };

/** The six shops under the ids the spec names, owned by the first artists and labels. */
function planShops(artists: readonly PlannedArtist[], labels: readonly LabelRow[], at: DateDaysAgo): ShopRow[] {
  const artistAt = (index: number) => artists[index] as PlannedArtist;
  const labelAt = (index: number) => labels[index] as LabelRow;
  return [
    buildShop(1150, { kind: 'artist', artist: artistAt(0) }, false, at),
    buildShop(1172, { kind: 'label', label: labelAt(0) }, false, at),
    buildShop(1194, { kind: 'label', label: labelAt(1) }, false, at),
    buildShop(1203, { kind: 'artist', artist: artistAt(1) }, false, at),
    buildShop(1214, { kind: 'label', label: labelAt(2) }, true, at),
    buildShop(1226, { kind: 'artist', artist: artistAt(2) }, false, at),
  ];
}

/** A shop of an artist or a label, in one of the demo's colour pairs. */
function buildShop(id: number, owner: ShopOwner, whiteLabel: boolean, at: DateDaysAgo): ShopRow {
  const name = owner.kind === 'artist' ? owner.artist.row.name : owner.label.name;
  const [backgroundColour, textColour] = SHOP_COLOURS[id % SHOP_COLOURS.length] ?? ['#ffffff', '#111111'];
  return {
    id,
    code: slugify(name),
    name,
    whiteLabel,
    descriptionEn: `The official store of ${name}: records, merch and exclusive editions.`,
    descriptionFr: `La boutique officielle de ${name} : disques, merch et éditions exclusives.`,
    backgroundColour,
    textColour,
    userId: owner.kind === 'artist' ? owner.artist.row.userId : owner.label.userId,
    artistId: owner.kind === 'artist' ? owner.artist.row.id : null,
    labelId: owner.kind === 'label' ? owner.label.id : null,
    createdAt: at(300 - id / 10),
  };
}
