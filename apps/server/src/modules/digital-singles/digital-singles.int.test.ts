// Digital singles through the API (issue 16; docs/admin.md "Digital singles"): staff upload a master,
// create a one-track single priced in EUR and USD, give it its track (the preview encode queued), and
// publish it (refused before it has a track); a customer in Germany buys it with no delivery address and
// no shipping, taxed at Germany's rate; the paid order puts it in their library, and the staff page lists
// them as its buyer. Staff only: a customer is refused.
import {
  cartCalculateResponseSchema,
  checkoutResponseSchema,
  digitalSingleSchema,
  digitalSinglesSchema,
  errorBodySchema,
  myDigitalSchema,
  UPLOAD_CHUNK_SIZE_BYTES,
  uploadChunkResponseSchema,
  uploadFinishResponseSchema,
  uploadStartResponseSchema,
  uploadStatusResponseSchema,
} from '@spindle/contracts';
import { schema } from '@spindle/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addSession } from '../../testing/catalogue-fixture.ts';
import { bearer } from '../../testing/accounts-kit.ts';
import { bodyOf, send } from '../../testing/http.ts';
import { addVerifiedStaffSession } from '../staff/testing.ts';
import { createCheckoutTestApp, type CheckoutTestApp } from '../checkout/testing.ts';

let t: CheckoutTestApp;
let staffToken: string;
let buyer: { id: number; token: string; email: string };

beforeAll(async () => {
  t = await createCheckoutTestApp();
  const [boss] = await t.database.db
    .insert(schema.users)
    .values({ name: 'Single Boss', email: 'single.boss@example.com', role: 'boss', type: 'customer' })
    .returning();
  if (!boss) throw new Error('no boss');
  staffToken = await addVerifiedStaffSession(t.database, boss.id);
  const [customer] = await t.database.db
    .insert(schema.users)
    .values({ name: 'Dora Digital', email: 'dora.digital@example.com', type: 'customer' })
    .returning();
  if (!customer) throw new Error('no customer');
  buyer = { id: customer.id, token: await addSession(t.database, customer.id), email: customer.email };
}, 120_000);
afterAll(() => t?.close());

const call = (token: string | null, method: 'GET' | 'POST' | 'PUT', url: string, payload?: Record<string, unknown>) =>
  send(t.app, { method, url, ...(payload === undefined ? {} : { payload }), headers: token ? bearer(token) : {} });

/** A short 16-bit PCM WAV (silence is enough: the file is stored as uploaded). */
function wav(seconds = 1, rate = 8000): Buffer {
  const dataBytes = seconds * rate * 2;
  const file = Buffer.alloc(44 + dataBytes);
  file.write('RIFF', 0, 'ascii');
  file.writeUInt32LE(36 + dataBytes, 4);
  file.write('WAVEfmt ', 8, 'ascii');
  file.writeUInt32LE(16, 16);
  file.writeUInt16LE(1, 20);
  file.writeUInt16LE(1, 22);
  file.writeUInt32LE(rate, 24);
  file.writeUInt32LE(rate * 2, 28);
  file.writeUInt16LE(2, 32);
  file.writeUInt16LE(16, 34);
  file.write('data', 36, 'ascii');
  file.writeUInt32LE(dataBytes, 40);
  return file;
}

async function upload(token: string, file: Buffer) {
  expect(file.length).toBeLessThan(UPLOAD_CHUNK_SIZE_BYTES);
  const start = await call(token, 'POST', '/api/upload/start', {
    fileName: 'single.wav',
    fileSize: file.length,
    contentType: 'audio/wav',
  });
  expect(start.status, start.text).toBe(200);
  const ids = bodyOf(uploadStartResponseSchema, start);
  const chunk = await call(token, 'POST', '/api/upload/chunk', {
    id: ids.id,
    uploadId: ids.uploadId,
    fileId: ids.fileId,
    number: 1,
    i: 0,
    data: file.toString('base64'),
  });
  expect(chunk.status, chunk.text).toBe(200);
  uploadChunkResponseSchema.parse(JSON.parse(chunk.text));
  const status = bodyOf(uploadStatusResponseSchema, await call(token, 'GET', `/api/upload/${ids.id}`));
  const finish = await call(token, 'POST', '/api/upload/finish', {
    ...ids,
    fileSize: file.length,
    Parts: status.parts.map(({ ETag, PartNumber }) => ({ ETag, PartNumber })),
  });
  expect(finish.status, finish.text).toBe(200);
  return bodyOf(uploadFinishResponseSchema, finish);
}

let singleId = 0;

describe('staff create and publish a digital single', () => {
  it('creates it unpublished with its prices, refuses to publish it without a track', async () => {
    const created = await call(staffToken, 'POST', '/api/admin/digital-singles', {
      title: 'Night Drive',
      artist_name: 'Nina Sky',
      price_eur_minor: 150,
      prices: [{ currency: 'USD', price_minor: 199 }],
    });
    expect(created.status, created.text).toBe(201);
    const single = bodyOf(digitalSingleSchema, created);
    singleId = single.id;
    expect(single).toMatchObject({
      title: 'Night Drive',
      published: false,
      step: 'creating',
      price_eur_minor: 150,
      prices: [{ currency: 'USD', price_minor: 199 }],
      track: null,
      buyers: [],
    });
    const early = await call(staffToken, 'POST', `/api/admin/digital-singles/${singleId}/publish`);
    expect(early.status).toBe(409);
    expect(bodyOf(errorBodySchema, early).error.code).toBe('track_source_missing');
    // Not on sale yet: the cart refuses it.
    const cart = await call(null, 'POST', '/api/cart/calculate', {
      shops: { s_1: { shipping_type: 'standard', items: [{ project_id: singleId, quantity: 1 }] } },
      country_id: 'DE',
    });
    expect(bodyOf(cartCalculateResponseSchema, cart).payable).toBe(false);
  });

  it('refuses a currency given twice, and a customer', async () => {
    const twice = await call(staffToken, 'PUT', `/api/admin/digital-singles/${singleId}/prices`, {
      price_eur_minor: 150,
      prices: [
        { currency: 'USD', price_minor: 199 },
        { currency: 'USD', price_minor: 299 },
      ],
    });
    expect(twice.status).toBe(400);
    expect((await call(buyer.token, 'GET', '/api/admin/digital-singles')).status).toBe(403);
  });

  it('takes the uploaded master as its track, queues the preview encode, then publishes', async () => {
    const master = await upload(staffToken, wav());
    const withTrack = await call(staffToken, 'POST', `/api/admin/digital-singles/${singleId}/track`, {
      upload_id: master.id,
    });
    expect(withTrack.status, withTrack.text).toBe(200);
    const single = bodyOf(digitalSingleSchema, withTrack);
    expect(single.track).toMatchObject({ title: 'Night Drive', encoding_status: 'pending' });
    const jobs = await t.database.db
      .select()
      .from(schema.jobs)
      .where(and(eq(schema.jobs.type, 'audio.encode')));
    expect(jobs.map((job) => (job.payload as { trackId?: number }).trackId)).toContain(single.track?.id);

    const published = await call(staffToken, 'POST', `/api/admin/digital-singles/${singleId}/publish`);
    expect(published.status, published.text).toBe(200);
    expect(bodyOf(digitalSingleSchema, published)).toMatchObject({ published: true, step: 'in_progress' });
    const audit = await t.database.db
      .select({ action: schema.auditLog.action })
      .from(schema.auditLog)
      .where(eq(schema.auditLog.entityId, String(singleId)));
    expect(audit.map((row) => row.action)).toEqual([
      'digital_single.create',
      'digital_single.track',
      'digital_single.publish',
    ]);
  });
});

describe('a customer buys the single: no address, no shipping', () => {
  it('prices it in Germany without shipping, at German VAT, payable with only an e-mail', async () => {
    const calculated = await call(buyer.token, 'POST', '/api/cart/calculate', {
      shops: { s_1: { shipping_type: 'standard', items: [{ project_id: singleId, quantity: 1 }] } },
      country_id: 'DE',
    });
    expect(calculated.status, calculated.text).toBe(200);
    const cart = bodyOf(cartCalculateResponseSchema, calculated);
    expect(cart.payable).toBe(true);
    expect(cart.totals.shippingMinor).toBe(0);
    // 1.50 + 6 % service charge (0.09); VAT 19 % worked back from each: 0.24 + 0.01.
    expect(cart.totals.totalMinor).toBe(159);
    expect(cart.totals.taxMinor).toBe(25);

    const paid = await call(buyer.token, 'POST', '/api/cart/pay', {
      cart_id: cart.id,
      payment_method: { kind: 'test_card', number: '4242424242424242', exp_month: 12, exp_year: 2099, cvc: '123' },
    });
    expect(paid.status, paid.text).toBe(200);
    const order = bodyOf(checkoutResponseSchema, paid);
    expect(order.order.status).toBe('confirmed');
    expect(order.order.totalMinor).toBe(159);
    const [shopOrder] = await t.database.db
      .select()
      .from(schema.shopOrders)
      .where(eq(schema.shopOrders.orderId, order.orderId));
    expect(shopOrder).toMatchObject({ shippingMinor: 0, weightGrams: 0, logistician: null, taxRateBasisPoints: 1900 });
    const [item] = await t.database.db
      .select()
      .from(schema.orderItems)
      .where(eq(schema.orderItems.orderId, order.orderId));
    expect(item).toMatchObject({ projectId: singleId, digital: true });
  });

  it('puts the single in the buyer’s library, and on the staff page as bought by them', async () => {
    const library = bodyOf(myDigitalSchema, await call(buyer.token, 'GET', '/api/user/digital'));
    const entry = library.items.find((item) => item.project.id === singleId);
    expect(entry?.files.map((file) => file.format)).toEqual(['wav']);
    const list = bodyOf(digitalSinglesSchema, await call(staffToken, 'GET', '/api/admin/digital-singles'));
    const single = list.singles.find((row) => row.id === singleId);
    expect(single?.buyers.map((row) => [row.user_id, row.email])).toEqual([[buyer.id, buyer.email]]);
  });

  it('still asks a record’s buyer for the whole delivery address', async () => {
    const calculated = await call(null, 'POST', '/api/cart/calculate', {
      shops: { s_1: { shipping_type: 'standard', items: [{ project_id: t.fixture.funding, quantity: 1 }] } },
      customer: { email: 'no.address@example.com', country_id: 'FR' },
      country_id: 'FR',
    });
    const cart = bodyOf(cartCalculateResponseSchema, calculated);
    const paid = await call(null, 'POST', '/api/cart/pay', {
      cart_id: cart.id,
      payment_method: { kind: 'test_card', number: '4242424242424242', exp_month: 12, exp_year: 2099, cvc: '123' },
    });
    expect(paid.status).toBe(400);
    expect(bodyOf(errorBodySchema, paid).error.fields).toMatchObject({ address: 'input_required' });
  });
});
