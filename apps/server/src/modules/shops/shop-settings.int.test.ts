// The user's shop through app.inject: created on first use, a unique code (check-code suggests a
// free one), a logo stored as WebP, and only projects the user manages shown.
import {
  checkCodeResponseSchema,
  errorBodySchema,
  shopSettingsResponseSchema,
  shopSettingsSchema,
} from '@spindle/contracts';
import { schema } from '@spindle/db';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProjectsTestKit, type ProjectsTestKit } from '../projects/testing.ts';

let kit: ProjectsTestKit;
/** A project the artist manages, through their artist page. */
let projectId: number;

beforeAll(async () => {
  kit = await createProjectsTestKit();
  const [project] = await kit.database.db
    .insert(schema.projects)
    .values({
      name: 'Blue Hours',
      slug: 'blue-hours',
      artistName: 'Nina Sky',
      artistId: kit.artist.artistId,
      category: 'vinyl',
      step: 'in_progress',
      priceEurMinor: 2500,
    })
    .returning({ id: schema.projects.id });
  projectId = project?.id ?? 0;
});
afterAll(() => kit.close());

describe('GET and PUT /api/user/shop, POST /api/projects/check-code', () => {
  it('creates and changes the user’s shop; codes are unique and only owned projects are shown', async () => {
    expect(
      shopSettingsResponseSchema.parse((await kit.call(kit.artist, 'GET', '/api/user/shop')).json()).shop,
    ).toBeNull();
    const logo = await sharp({ create: { width: 500, height: 200, channels: 4, background: '#ffffff00' } })
      .png()
      .toBuffer();
    const created = await kit.call(kit.artist, 'PUT', '/api/user/shop', {
      code: 'Nina-Sky',
      name: 'Nina Sky Records',
      whiteLabel: true,
      projectIds: [projectId],
      logo: `data:image/png;base64,${logo.toString('base64')}`,
    });
    expect(created.statusCode, created.body).toBe(200);
    const shop = shopSettingsSchema.parse(created.json());
    expect(shop).toMatchObject({ code: 'nina-sky', whiteLabel: true, projectIds: [projectId], url: '/shop/nina-sky' });
    const logoFile = await kit.app.inject({ url: shop.logoUrl ?? '' });
    expect((await sharp(logoFile.rawPayload).metadata()).width).toBe(400);

    const taken = await kit.call(kit.other, 'PUT', '/api/user/shop', { code: 'nina-sky', name: 'Copycat' });
    expect(taken.statusCode).toBe(409);
    expect(errorBodySchema.parse(taken.json()).error).toMatchObject({
      code: 'shop_code_taken',
      fields: { code: 'shop_code_taken' },
    });
    const check = checkCodeResponseSchema.parse(
      (await kit.call(kit.other, 'POST', '/api/projects/check-code', { code: 'nina-sky' })).json(),
    );
    expect(check).toEqual({ code: 'nina-sky', available: false, suggestion: 'nina-sky-2' });
    const own = checkCodeResponseSchema.parse(
      (await kit.call(kit.artist, 'POST', '/api/projects/check-code', { code: 'nina-sky' })).json(),
    );
    expect(own.available).toBe(true);
    const invalid = await kit.call(kit.artist, 'POST', '/api/projects/check-code', { code: 'no spaces!' });
    expect(errorBodySchema.parse(invalid.json()).error.fields).toMatchObject({ code: 'shop_code_invalid' });

    const theirs = await kit.database.db
      .insert(schema.projects)
      .values({
        name: 'Not yours',
        slug: 'n',
        artistName: 'X',
        category: 'vinyl',
        priceEurMinor: 1,
        userId: kit.other.id,
      })
      .returning({ id: schema.projects.id });
    const foreign = await kit.call(kit.artist, 'PUT', '/api/user/shop', {
      code: 'nina-sky',
      name: 'N',
      projectIds: [theirs[0]?.id],
    });
    expect(errorBodySchema.parse(foreign.json()).error.fields).toMatchObject({ projectIds: 'input_invalid' });
    const changed = shopSettingsSchema.parse(
      (await kit.call(kit.artist, 'PUT', '/api/user/shop', { code: 'nina', name: 'Nina', projectIds: [] })).json(),
    );
    expect(changed).toMatchObject({
      id: shop.id,
      code: 'nina',
      whiteLabel: false,
      projectIds: [],
      logoUrl: shop.logoUrl,
    });
  });
});
