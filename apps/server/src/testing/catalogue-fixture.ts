// A small catalogue the server's integration tests can reason about: a few artists, projects in
// different steps, genres, curated categories (with the pro one), exchange rates, songs and users.
import { randomBytes } from 'node:crypto';
import { schema, type Database } from '@spindle/db';
import { hashSessionToken } from '../modules/auth/index.ts';

const {
  genres,
  categories,
  exchangeRates,
  artists,
  labels,
  shops,
  projects,
  projectGenres,
  projectCategories,
  projectImages,
  tracks,
  users,
  sessions,
} = schema;

type NewProject = typeof projects.$inferInsert;

/** Rates of the fixture: USD 1.17, GBP 0.87, JPY 180 per EUR (in millionths). */
export const FIXTURE_RATES_PPM = { USD: 1_170_000, GBP: 870_000, JPY: 180_000_000 } as const;

export interface CatalogueFixture {
  artists: { nova: number; ferric: number; orchid: number };
  labelId: number;
  projects: {
    /** Electronic, staff pick, cover image, two songs: 24.99 EUR. */
    midnight: number;
    /** Rock, label Blue Hour: 29.99 EUR. */
    rustBelt: number;
    /** Metal, successful: 34.99 EUR. */
    ironPsalms: number;
    /** Pop CD: 14.99 EUR. */
    velvet: number;
    /** Rock, still being created: hidden everywhere. */
    draft: number;
    /** Rock, private sale: a page but no listing. */
    privatePressing: number;
    /** Jazz, only in the pro category (155). */
    proExclusive: number;
    /** Limited edition with no stock left. */
    soldOut: number;
  };
  songs: { midnightA: number; midnightB: number; draftSong: number };
  users: { regular: { id: number; token: string }; pro: { id: number; token: string } };
}

async function insertSession(
  database: Database,
  userId: number,
  expiresAt: Date,
  revokedAt: Date | null = null,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await database.db.insert(sessions).values({ tokenHash: hashSessionToken(token), userId, expiresAt, revokedAt });
  return token;
}

/** Inserts a session row for a user and returns its token (expired or revoked on demand). */
export function addSession(
  database: Database,
  userId: number,
  options: { expiresAt?: Date; revoked?: boolean } = {},
): Promise<string> {
  return insertSession(
    database,
    userId,
    options.expiresAt ?? new Date(Date.now() + 86_400_000),
    options.revoked ? new Date() : null,
  );
}

export async function insertCatalogueFixture(database: Database): Promise<CatalogueFixture> {
  const { db } = database;
  await db.insert(genres).values([
    { id: 1, name: 'Electronic', slug: 'electronic' },
    { id: 7, name: 'Jazz', slug: 'jazz' },
    { id: 8, name: 'Pop', slug: 'pop' },
    { id: 11, name: 'Rock', slug: 'rock' },
    { id: 18, name: 'Metal', slug: 'metal' },
  ]);
  await db.insert(categories).values([
    { id: 9, slug: 'staff-picks', nameEn: 'Staff picks', nameFr: "Choix de l'équipe" },
    { id: 155, slug: 'pro', nameEn: 'Pro', nameFr: 'Pro', proOnly: true },
  ]);
  await db
    .insert(exchangeRates)
    .values(Object.entries(FIXTURE_RATES_PPM).map(([currency, ratePpm]) => ({ currency, ratePpm })));

  const [nova, ferric, orchid] = await db
    .insert(artists)
    .values([
      { name: 'Nova Static', slug: 'nova-static' },
      { name: 'Ferric Oxide', slug: 'ferric-oxide' },
      { name: 'Orchid Lane', slug: 'orchid-lane' },
    ])
    .returning({ id: artists.id });
  if (!nova || !ferric || !orchid) throw new Error('artists not inserted');
  const [label] = await db
    .insert(labels)
    .values({ name: 'Blue Hour Records', slug: 'blue-hour-records' })
    .returning({ id: labels.id });
  if (!label) throw new Error('label not inserted');
  await db.insert(shops).values({ code: 'ferric-oxide', name: 'Ferric Oxide', artistId: ferric.id });

  const base = { category: 'vinyl', step: 'in_progress', format: 'LP' } as const;
  const day = (n: number) => new Date(Date.UTC(2026, 0, n));
  const rows: NewProject[] = [
    {
      ...base,
      name: 'Midnight Circuits',
      slug: 'nova-static-midnight-circuits',
      artistName: 'Nova Static',
      artistId: nova.id,
      priceEurMinor: 2499,
      picture: 'mc2026',
      startAt: day(8),
      popularity: 50,
    },
    {
      ...base,
      name: 'Rust Belt Hymns',
      slug: 'ferric-oxide-rust-belt-hymns',
      artistName: 'Ferric Oxide',
      artistId: ferric.id,
      labelId: label.id,
      priceEurMinor: 2999,
      startAt: day(7),
      popularity: 90,
    },
    {
      ...base,
      name: 'Iron Psalms',
      slug: 'ferric-oxide-iron-psalms',
      artistName: 'Ferric Oxide',
      artistId: ferric.id,
      step: 'successful',
      priceEurMinor: 3499,
      startAt: day(6),
      popularity: 10,
    },
    {
      ...base,
      name: 'Velvet Static',
      slug: 'orchid-lane-velvet-static',
      artistName: 'Orchid Lane',
      artistId: orchid.id,
      labelId: label.id,
      category: 'cd',
      format: 'CD',
      priceEurMinor: 1499,
      startAt: day(5),
      popularity: 70,
    },
    {
      ...base,
      name: 'Draft Record',
      slug: 'nova-static-draft-record',
      artistName: 'Nova Static',
      artistId: nova.id,
      step: 'creating',
      priceEurMinor: 1999,
      startAt: day(4),
    },
    {
      ...base,
      name: 'Private Pressing',
      slug: 'orchid-lane-private-pressing',
      artistName: 'Orchid Lane',
      artistId: orchid.id,
      step: 'private',
      priceEurMinor: 2299,
      startAt: day(3),
    },
    {
      ...base,
      name: 'Pro Exclusive',
      slug: 'nova-static-pro-exclusive',
      artistName: 'Nova Static',
      artistId: nova.id,
      priceEurMinor: 1899,
      startAt: day(2),
    },
    {
      ...base,
      name: 'Last Copies',
      slug: 'orchid-lane-last-copies',
      artistName: 'Orchid Lane',
      artistId: orchid.id,
      type: 'limited_edition',
      isLimited: true,
      stock: 0,
      priceEurMinor: 2799,
      startAt: day(1),
    },
  ];
  const inserted = await db.insert(projects).values(rows).returning({ id: projects.id });
  const ids = inserted.map((row) => row.id);
  const [midnight, rustBelt, ironPsalms, velvet, draft, privatePressing, proExclusive, soldOut] = ids;
  if (
    midnight === undefined ||
    rustBelt === undefined ||
    ironPsalms === undefined ||
    velvet === undefined ||
    draft === undefined ||
    privatePressing === undefined ||
    proExclusive === undefined ||
    soldOut === undefined
  ) {
    throw new Error('projects not inserted');
  }

  await db.insert(projectGenres).values([
    { projectId: midnight, genreId: 1 },
    { projectId: rustBelt, genreId: 11 },
    { projectId: ironPsalms, genreId: 18 },
    { projectId: ironPsalms, genreId: 11 },
    { projectId: velvet, genreId: 8 },
    { projectId: draft, genreId: 11 },
    { projectId: privatePressing, genreId: 11 },
    { projectId: proExclusive, genreId: 7 },
    { projectId: soldOut, genreId: 8 },
  ]);
  await db.insert(projectCategories).values([
    { categoryId: 9, projectId: midnight },
    { categoryId: 155, projectId: proExclusive },
  ]);
  await db.insert(projectImages).values([
    { projectId: midnight, variant: 'cover', path: 'projects/mc2026/cover.jpg', width: 600, height: 600 },
    { projectId: midnight, variant: 'back', path: 'projects/mc2026/back.jpg', width: 600, height: 600 },
  ]);

  const songRows = await db
    .insert(tracks)
    .values([
      { projectId: midnight, title: 'Power On', position: 1, durationSeconds: 201, previewPath: 'previews/a.mp3' },
      {
        projectId: midnight,
        title: 'Grid Lines',
        position: 2,
        durationSeconds: 245,
        artistName: 'Nova Static feat. Ion',
      },
      { projectId: draft, title: 'Unreleased', position: 1 },
    ])
    .returning({ id: tracks.id });
  const [midnightA, midnightB, draftSong] = songRows.map((row) => row.id);
  if (midnightA === undefined || midnightB === undefined || draftSong === undefined)
    throw new Error('tracks not inserted');

  const [regular, pro] = await db
    .insert(users)
    .values([
      { name: 'Rita Regular', email: 'rita@example.test' },
      { name: 'Paul Pro', email: 'paul@example.test', pro: true, currency: 'GBP' },
    ])
    .returning({ id: users.id });
  if (!regular || !pro) throw new Error('users not inserted');

  return {
    artists: { nova: nova.id, ferric: ferric.id, orchid: orchid.id },
    labelId: label.id,
    projects: { midnight, rustBelt, ironPsalms, velvet, draft, privatePressing, proExclusive, soldOut },
    songs: { midnightA, midnightB, draftSong },
    users: {
      regular: { id: regular.id, token: await addSession(database, regular.id) },
      pro: { id: pro.id, token: await addSession(database, pro.id) },
    },
  };
}
