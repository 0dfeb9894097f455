// The demo sellers' dashboards tell one story (issue 18: "Songs from the Coast" showed 116 copies sold
// beside 1 order and EUR 31.90 of sales): on the seeded database, for every project of the demo artist
// and the demo label, as its owner reads it, the copies sold, the sales chart, the orders and the
// break-even come from the same paid orders.
import { breakEvenSchema, projectOrdersSchema, projectStatsSchema } from '@spindle/contracts';
import { demoEmail, schema, seedDatabase } from '@spindle/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addSession } from '../../testing/catalogue-fixture.ts';
import { bodyOf, send } from '../../testing/http.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
const now = new Date();

beforeAll(async () => {
  t = await createTestApp();
  await seedDatabase(t.database, { storageDir: t.storageDir, media: false, now });
}, 300_000);
afterAll(async () => t?.close());

async function tokenOf(role: 'artist' | 'label'): Promise<{ userId: number; token: string }> {
  const [user] = await t.database.db
    .select({ id: schema.users.id })
    .from(schema.users)
    .where(eq(schema.users.email, demoEmail(role)));
  if (!user) throw new Error(`no demo ${role}`);
  return { userId: user.id, token: await addSession(t.database, user.id) };
}

async function getJson(url: string, token: string) {
  const response = await send(t.app, { method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
  expect(response.status, `${url}: ${response.text}`).toBe(200);
  return response;
}

/** Every order line of a project, page by page. */
async function allOrderLines(projectId: number, token: string) {
  const lines: { orderId: number; quantity: number; unitPriceMinor: number }[] = [];
  for (let page = 1; ; page++) {
    const body = bodyOf(
      projectOrdersSchema,
      await getJson(`/api/projects/${projectId}/orders?page=${page}&size=200`, token),
    );
    lines.push(...body.items);
    if (lines.length >= body.total || body.items.length === 0) return lines;
  }
}

describe('the demo sellers’ dashboards', () => {
  it('show copies sold, orders, sales and break-even that agree, on every project', async () => {
    const checked: string[] = [];
    for (const role of ['artist', 'label'] as const) {
      const { userId, token } = await tokenOf(role);
      const projects = await t.database.db
        .select({ id: schema.projects.id, name: schema.projects.name, price: schema.projects.priceEurMinor })
        .from(schema.projects)
        .where(eq(schema.projects.userId, userId));
      expect(projects.length, `the demo ${role}'s projects`).toBeGreaterThan(0);
      for (const project of projects) {
        const stats = bodyOf(projectStatsSchema, await getJson(`/api/projects/${project.id}/stats`, token));
        const breakEven = bodyOf(breakEvenSchema, await getJson(`/api/projects/${project.id}/break-even`, token));
        const lines = await allOrderLines(project.id, token);
        const label = `${project.name} (${project.id})`;
        const charted = stats.series.reduce((sum, point) => sum + point.quantity, 0);
        // The copies sold are the copies of the paid orders, in the chart, the list and the break-even.
        expect(charted, label).toBe(stats.sold);
        expect(
          lines.reduce((sum, line) => sum + line.quantity, 0),
          label,
        ).toBe(stats.sold);
        expect(breakEven.sold, label).toBe(stats.sold);
        // The orders counted are the orders listed; the sales are their lines' sum, which the break-even
        // works out from the copies at the project's price.
        expect(new Set(lines.map((line) => line.orderId)).size, label).toBe(stats.ordersCount);
        expect(
          lines.reduce((sum, line) => sum + line.quantity * line.unitPriceMinor, 0),
          label,
        ).toBe(stats.revenueEurMinor);
        expect(breakEven.revenueMinor, label).toBe(stats.revenueEurMinor);
        if (stats.sold > 0) {
          expect(stats.ordersCount, label).toBeGreaterThan(0);
          expect(stats.ordersCount, label).toBeLessThanOrEqual(stats.sold);
        }
        checked.push(`${label}: ${stats.sold} sold in ${stats.ordersCount} orders`);
      }
    }
    expect(checked.join('\n')).toMatch(/Songs from the Coast \(\d+\): 116 sold in \d{2,} orders/);
  }, 120_000);
});
