// Test kit of statements, for the statement and dashboard tests (lint allows it in test files only):
// a vinyl project of the artist (Blue Hours: 9 sold, 120 records in storage) with the sales of November
// 2026 that statements.int.test.ts works out by hand (orders A to F: a USD export, artist- and
// platform-funded discounts, a refund of an October sale, an order at 00:30 Paris time on 1 December),
// an order of another project and an unpaid one that never count, and mastering entered by staff.
import { schema } from '@spindle/db';
import { insertOrder, type ProjectsTestKit } from '../projects/testing.ts';

/** The bytes as an ArrayBuffer of their own (what exceljs's types ask for). */
export const arrayBufferOf = (bytes: Buffer): ArrayBuffer => {
  const copy = new ArrayBuffer(bytes.length);
  new Uint8Array(copy).set(bytes);
  return copy;
};

/** Inserts the project, its sales and its entered cost; the project's id. */
export async function insertNovemberSales(kit: ProjectsTestKit): Promise<number> {
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
      goal: 300,
      sold: 9,
      // 120 records in storage: 0.10 EUR each a month.
      stock: 120,
    })
    .returning({ id: schema.projects.id });
  const projectId = project?.id ?? 0;
  const other = await kit.database.db
    .insert(schema.projects)
    .values({
      name: 'Other',
      slug: 'other',
      artistName: 'X',
      category: 'vinyl',
      priceEurMinor: 1000,
      userId: kit.other.id,
    })
    .returning({ id: schema.projects.id });

  const line = (quantity: number, unitPriceMinor: number, extra: object = {}) => ({
    projectId,
    quantity,
    unitPriceMinor,
    ...extra,
  });
  // A. 3 Nov: 2 x 25.00 EUR, France (VAT 20 %).
  await insertOrder(kit.database, {
    paidAt: new Date('2026-11-03T10:00:00Z'),
    customer: { firstname: 'Ana', lastname: 'Lopez' },
    countryId: 'FR',
    lines: [line(2, 2500)],
  });
  // B. 10 Nov: 1 x 30.00 USD at 1.17 USD per EUR, export (no VAT), to the US.
  await insertOrder(kit.database, {
    paidAt: new Date('2026-11-10T15:00:00Z'),
    currency: 'USD',
    exchangeRatePpm: 1_170_000,
    taxRateBasisPoints: 0,
    customer: { firstname: 'Bo', lastname: 'Diaz' },
    countryId: 'US',
    lines: [line(1, 3000)],
  });
  // C. 20 Nov: 2 x 20.00 EUR, Germany (VAT 19 %), with a 4.00 discount the artist funds.
  await insertOrder(kit.database, {
    paidAt: new Date('2026-11-20T09:00:00Z'),
    taxRateBasisPoints: 1900,
    customer: { firstname: 'Chloé', lastname: 'Ünal' },
    countryId: 'DE',
    lines: [line(2, 2000, { discountMinor: 400, discountFundedBy: 'artist' })],
  });
  // D. Sold 28 Oct (25.00 EUR, France), refunded 5 Nov.
  await insertOrder(kit.database, {
    paidAt: new Date('2026-10-28T12:00:00Z'),
    status: 'refunded',
    refundedAt: new Date('2026-11-05T08:00:00Z'),
    customer: { firstname: 'Dan', lastname: 'Roy' },
    lines: [line(1, 2500)],
  });
  // E. 15 Nov: 1 x 25.00 EUR, France, with a 5.00 discount the platform funds.
  await insertOrder(kit.database, {
    paidAt: new Date('2026-11-15T12:00:00Z'),
    customer: { firstname: 'Eva', lastname: 'Stone' },
    lines: [line(1, 2500, { discountMinor: 500, discountFundedBy: 'platform' })],
  });
  // F. 30 Nov 23:30 UTC is 1 Dec 00:30 in Paris: December's.
  await insertOrder(kit.database, {
    paidAt: new Date('2026-11-30T23:30:00Z'),
    customer: { firstname: 'Fay', lastname: 'Wu' },
    lines: [line(1, 2500)],
  });
  // An order of another project and an unpaid one never count.
  await insertOrder(kit.database, {
    paidAt: new Date('2026-11-12T12:00:00Z'),
    lines: [{ projectId: other[0]?.id ?? null, quantity: 5, unitPriceMinor: 1000 }],
  });
  await insertOrder(kit.database, {
    paidAt: new Date('2026-11-12T12:00:00Z'),
    status: 'creating',
    lines: [line(4, 2500)],
  });

  // Mastering, 60.00 excl. VAT, entered by staff on November's statement.
  const [statement] = await kit.database.db
    .insert(schema.statements)
    .values({ projectId, period: '2026-11-01' })
    .returning({ id: schema.statements.id });
  await kit.database.db.insert(schema.statementLines).values({
    statementId: statement?.id ?? 0,
    kind: 'cost',
    category: 'mastering',
    label: 'Mastering (10 tracks)',
    amountMinor: 6000,
  });
  return projectId;
}
