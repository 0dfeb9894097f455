// Crash test of checkout (issue 13): the real server in a child process takes a burst of parallel
// checkouts paid with the test provider's success card and is killed with SIGKILL in the middle of
// it. Restarted on the same data, with the clients retrying what got no answer and the reconciliation
// and webhook redelivery jobs run, the books must hold: every customer with a succeeded payment at the
// provider has exactly one confirmed order, no payment succeeded without one, no copy is leaked, and no
// order is left waiting on a payment the provider has already ended. PGlite by default; PostgreSQL
// (a fresh database, dropped after) with TEST_DATABASE_URL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, createCrashTarget, startCrashServer, type CrashServer, type CrashTarget } from './crash-harness.ts';
import { checkoutBooks, type CheckoutBooks } from './checkout-books.ts';

const CUSTOMERS = 16;
const INITIAL_STOCK = 12;
const VISA = { kind: 'test_card', number: '4242424242424242', exp_month: 12, exp_year: 2099, cvc: '123' };

let target: CrashTarget;
let server: CrashServer | undefined;

beforeAll(async () => {
  target = await createCrashTarget();
}, 60_000);

afterAll(async () => {
  await server?.stop();
  await target?.dispose();
}, 60_000);

/** A project of its own, limited to INITIAL_STOCK copies, no per-customer limit. */
async function addLimitedProject(on: CrashServer): Promise<number> {
  const [shop] = await on.query<{ id: number }>(`select id from shops order by id limit 1`);
  const [row] = await on.query<{ id: number }>(`
    insert into projects (name, slug, artist_name, shop_id, category, type, step, price_eur_minor, weight_grams, discs, is_limited, stock)
    values ('Crash Test LP', 'crash-test-lp', 'Crash Artist', ${shop?.id ?? 'null'}, 'vinyl', 'limited_edition', 'in_progress', 2500, 300, 1, true, ${INITIAL_STOCK})
    returning id`);
  if (!row) throw new Error('project not created');
  await on.query(`insert into partner_stock (partner, project_id, quantity) values ('daudin', ${row.id}, ${INITIAL_STOCK})`);
  return row.id;
}

interface Customer {
  email: string;
  cartId: string;
  payBody: Record<string, unknown>;
  idempotencyKey: string;
  answer: number;
}

async function fillCart(on: CrashServer, projectId: number, index: number): Promise<Customer> {
  const email = `crash.${index}@example.test`;
  const calculated = await callApi(on, 'POST', '/api/cart/calculate', {
    body: {
      shops: { s_1: { shipping_type: 'standard', items: [{ project_id: projectId, quantity: 1 }] } },
      customer: {
        email,
        firstname: 'Crash',
        lastname: `Customer ${index}`,
        address: '3 quai des Brumes',
        zip_code: '13002',
        city: 'Marseille',
        country_id: 'FR',
      },
    },
  });
  expect(calculated.status, JSON.stringify(calculated.body)).toBe(200);
  const cartId = String(calculated.body.id);
  return { email, cartId, payBody: { cart_id: cartId, payment_method: VISA }, idempotencyKey: `crash-${index}`, answer: 0 };
}

async function pay(on: CrashServer, customer: Customer): Promise<number> {
  const paid = await callApi(on, 'POST', '/api/cart/pay', {
    body: customer.payBody,
    headers: { 'idempotency-key': customer.idempotencyKey },
  });
  if (process.env.CRASH_DEBUG) console.log('pay', customer.email, paid.status, JSON.stringify(paid.body).slice(0, 200));
  return paid.status;
}

/** A client that got no answer retries with the same key; "in use" means the first attempt's lock has not lapsed yet. */
async function retryUntilAnswered(on: CrashServer, customer: Customer): Promise<number> {
  for (;;) {
    const paid = await callApi(on, 'POST', '/api/cart/pay', {
      body: customer.payBody,
      headers: { 'idempotency-key': customer.idempotencyKey },
    });
    if (paid.status !== 409 || paid.body.error === undefined) return paid.status;
    const code = (paid.body.error as { code?: string }).code;
    if (code !== 'idempotency_key_in_use') return paid.status;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

describe('a server killed in the middle of a burst of checkouts', () => {
  it('leaves, after restart and reconciliation, one confirmed order per paid customer and every copy counted', async () => {
    if (process.env.CRASH_DEBUG) console.log('start', new Date().toISOString());
    server = await startCrashServer(target);
    if (process.env.CRASH_DEBUG) console.log('started', new Date().toISOString());
    const projectId = await addLimitedProject(server);
    const customers = await Promise.all(
      Array.from({ length: CUSTOMERS }, (_, index) => fillCart(server as CrashServer, projectId, index)),
    );

    // The burst: every customer pays at once; the server dies once a quarter of them have their answer.
    const running = server;
    let answered = 0;
    const killed = new Promise<void>((resolve) => {
      for (const customer of customers) {
        void pay(running, customer).then((status) => {
          customer.answer = status;
          answered += 1;
          if (answered === Math.ceil(CUSTOMERS / 4)) resolve();
        });
      }
    }).then(() => running.kill());
    await killed;
    const unanswered = customers.filter((customer) => customer.answer === 0 || customer.answer >= 500);
    expect(unanswered.length, 'the kill came after the burst had ended').toBeGreaterThan(0);

    server = await startCrashServer(target);
    const restarted = server;
    const retried = await Promise.all(unanswered.map((customer) => retryUntilAnswered(restarted, customer)));
    expect(retried.filter((status) => status >= 500)).toEqual([]);
    await restarted.runJob('payments.redeliver_webhooks');
    await restarted.runJob('orders.reconcile_payments', { graceMs: 0 });

    const books: CheckoutBooks = await checkoutBooks(restarted, projectId);
    if (process.env.CRASH_DEBUG) console.log('books', new Date().toISOString(), JSON.stringify(books), retried);
    expect(books.customersPaidWithoutOneOrder, JSON.stringify(books)).toEqual([]);
    expect(books.paymentsSucceededWithoutConfirmedOrder, JSON.stringify(books)).toEqual([]);
    expect(books.ordersWaitingOnEndedPayments, JSON.stringify(books)).toEqual([]);
    expect(books.copies.available + books.copies.held + books.copies.sold).toBe(INITIAL_STOCK);
    expect(books.copies.sold).toBe(books.copies.inConfirmedOrders);
    expect(books.copies.held).toBe(books.copies.inOpenOrders);
    // Every answered customer got a confirmed order (the card succeeds); the stock caps how many.
    expect(books.confirmedOrders).toBe(Math.min(CUSTOMERS, INITIAL_STOCK) - books.copies.held);
  }, 120_000);
});
