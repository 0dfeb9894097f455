// The catalogue fixture plus what artist, label and shop pages show: bios in English and French, a
// country, pictures, a draft on the label, and two shops (Ferric Oxide's, and a white-label label shop)
// with the projects they show in their own order.
import { schema, type Database } from '@spindle/db';
import { eq } from 'drizzle-orm';
import { insertCatalogueFixture, type CatalogueFixture } from './catalogue-fixture.ts';

const { artists, labels, shops, shopProjects, projects, countries } = schema;

export interface SellersFixture extends CatalogueFixture {
  shops: { ferric: { id: number; code: string }; blueHour: { id: number; code: string } };
  /** A project of Nova Static on the label that is still being created. */
  labelDraft: number;
}

export async function insertSellersFixture(database: Database): Promise<SellersFixture> {
  const fx = await insertCatalogueFixture(database);
  const { db } = database;
  await db.insert(countries).values({ code: 'FR', name: 'France', nameFr: 'France', zone: 'eu', eu: true });
  await db
    .update(artists)
    .set({
      countryId: 'FR',
      bioEn: 'Ferric Oxide record loud guitars in a Lyon basement.',
      bioFr: 'Ferric Oxide enregistre des guitares bruyantes dans une cave lyonnaise.',
      picture: 'artists/ferric/photo.jpg',
    })
    .where(eq(artists.id, fx.artists.ferric));
  await db.update(artists).set({ bioEn: 'Nova Static makes synth records.' }).where(eq(artists.id, fx.artists.nova));
  await db
    .update(labels)
    .set({ descriptionEn: 'A small label for late records.', descriptionFr: 'Un petit label pour disques tardifs.' })
    .where(eq(labels.id, fx.labelId));

  const [labelDraft] = await db
    .insert(projects)
    .values({
      name: 'Label Draft',
      slug: 'nova-static-label-draft',
      artistName: 'Nova Static',
      artistId: fx.artists.nova,
      labelId: fx.labelId,
      category: 'vinyl',
      step: 'creating',
      priceEurMinor: 1999,
    })
    .returning({ id: projects.id });
  if (!labelDraft) throw new Error('draft not inserted');

  await db
    .update(shops)
    .set({
      descriptionEn: 'The official store of Ferric Oxide.',
      descriptionFr: 'La boutique officielle de Ferric Oxide.',
      backgroundColour: '#101820',
      textColour: '#f2aa4c',
    })
    .where(eq(shops.code, 'ferric-oxide'));
  const [ferric] = await db
    .select({ id: shops.id, code: shops.code })
    .from(shops)
    .where(eq(shops.code, 'ferric-oxide'));
  const [blueHour] = await db
    .insert(shops)
    .values({
      code: 'blue-hour',
      name: 'Blue Hour Records',
      whiteLabel: true,
      logo: 'shops/blue-hour/logo.png',
      banner: 'shops/blue-hour/banner.jpg',
      labelId: fx.labelId,
    })
    .returning({ id: shops.id, code: shops.code });
  if (!ferric || !blueHour) throw new Error('shops not inserted');

  // Ferric Oxide's shop shows its older record first, and a private sale that must stay unlisted.
  await db.insert(shopProjects).values([
    { shopId: ferric.id, projectId: fx.projects.ironPsalms, position: 0 },
    { shopId: ferric.id, projectId: fx.projects.rustBelt, position: 1 },
    { shopId: ferric.id, projectId: fx.projects.privatePressing, position: 2 },
    { shopId: blueHour.id, projectId: fx.projects.velvet, position: 0 },
    { shopId: blueHour.id, projectId: fx.projects.rustBelt, position: 1 },
    { shopId: blueHour.id, projectId: labelDraft.id, position: 2 },
  ]);

  return { ...fx, shops: { ferric, blueHour }, labelDraft: labelDraft.id };
}
