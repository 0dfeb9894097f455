// Crash test of checkout (issue 13): the real server in a child process takes a burst of parallel
// checkouts paid with the test provider's success card and is killed with SIGKILL in the middle of
// it. Restarted on the same data, with half the clients retrying what got no answer and the reconciliation
// and webhook redelivery jobs run, the books must hold: every customer with a succeeded payment at the
// provider has exactly one confirmed order, no payment succeeded without one, no copy is leaked, and no
// order is left waiting on a payment the provider has already ended. PGlite by default; PostgreSQL
// (a fresh database, dropped after) with TEST_DATABASE_URL.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  callApi,
  createCrashTarget,
  startCrashServer,
  waitForHealth,
  type CrashServer,
  type CrashTarget,
} from './crash-harness.ts';
import { checkoutBooks, type CheckoutBooks } from './checkout-books.ts';

const execFileAsync = promisify(execFile);
const RESTART_POSTGRES = process.env.SPINDLE_CRASH_RESTART_POSTGRES === '1' && Boolean(process.env.TEST_DATABASE_URL);
const POSTGRES_CLUSTER = (process.env.SPINDLE_CRASH_PG_CLUSTER ?? '15 main').split(' ');
const CUSTOMERS = 16;
const INITIAL_STOCK = 12;
const VISA = { kind: 'test_card', number: '4242424242424242', exp_month: 12, exp_year: 2099, cvc: '123' };

let target: CrashTarget;
let server: CrashServer | undefined;

beforeAll(async () => {
  target = await createCrashTarget();
}, 180_000);

afterAll(async () => {
  await server?.stop();
  await target?.dispose();
}, 180_000);

/** A project of its own, limited to INITIAL_STOCK copies, no per-customer limit. */
async function addLimitedProject(on: CrashServer, runName: string): Promise<number> {
  const [shop] = await on.query<{ id: number }>(`select id from shops order by id limit 1`);
  const [row] = await on.query<{ id: number }>(`
    insert into projects (name, slug, artist_name, shop_id, category, type, step, price_eur_minor, weight_grams, discs, is_limited, stock)
    values ('Crash Test LP ${runName}', 'crash-test-lp-${runName}', 'Crash Artist', ${shop?.id ?? 'null'}, 'vinyl', 'limited_edition', 'in_progress', 2500, 300, 1, true, ${INITIAL_STOCK})
    returning id`);
  if (!row) throw new Error('project not created');
  await on.query(
    `insert into partner_stock (partner, project_id, quantity) values ('daudin', ${row.id}, ${INITIAL_STOCK})`,
  );
  return row.id;
}

interface Customer {
  email: string;
  cartId: string;
  payBody: Record<string, unknown>;
  idempotencyKey: string;
  answer: number;
}

async function fillCart(on: CrashServer, projectId: number, name: string): Promise<Customer> {
  const email = `crash.${name}@example.test`;
  const calculated = await callApi(on, 'POST', '/api/cart/calculate', {
    body: {
      shops: { s_1: { shipping_type: 'standard', items: [{ project_id: projectId, quantity: 1 }] } },
      customer: {
        email,
        firstname: 'Crash',
        lastname: `Customer ${name}`,
        address: '3 quai des Brumes',
        zip_code: '13002',
        city: 'Marseille',
        country_id: 'FR',
      },
    },
  });
  expect(calculated.status, JSON.stringify(calculated.body)).toBe(200);
  const cartId = String(calculated.body.id);
  return {
    email,
    cartId,
    payBody: { cart_id: cartId, payment_method: VISA },
    idempotencyKey: `crash-${name}`,
    answer: 0,
  };
}

async function pay(on: CrashServer, customer: Customer): Promise<number> {
  const paid = await callApi(on, 'POST', '/api/cart/pay', {
    body: customer.payBody,
    headers: { 'idempotency-key': customer.idempotencyKey },
  });
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

/** Whether the provider holds a succeeded payment for an order of ours that is not confirmed. */
async function paidButNotConfirmed(on: CrashServer, projectId: number): Promise<boolean> {
  const rows = await on
    .query<{ waiting: number }>(
      `select count(*)::int as waiting from test_provider_records r
       join orders o on o.id::text = r.data->>'orderId'
       where r.kind = 'payment' and r.data->>'status' = 'succeeded' and o.status <> 'confirmed'
         and exists (select 1 from order_items oi where oi.order_id = o.id and oi.project_id = ${projectId})`,
    )
    .catch(() => [{ waiting: 0 }]);
  return (rows[0]?.waiting ?? 0) > 0;
}

/** Fires every customer's pay at once; resolves at the first answer, or sooner when a payment is caught half-settled. */
async function burstUntilFirstAnswer(on: CrashServer, projectId: number, customers: Customer[]) {
  let firstAnswer: () => void = () => undefined;
  const answered = new Promise<void>((resolve) => (firstAnswer = resolve));
  const all = customers.map((customer) =>
    pay(on, customer).then((status) => {
      customer.answer = status;
      firstAnswer();
    }),
  );
  let done = false;
  const windowSeen = (async () => {
    while (!done && !(await paidButNotConfirmed(on, projectId))) {
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  })();
  await Promise.race([answered, windowSeen]);
  done = true;
  return { allAnswered: Promise.all(all) };
}

/** Settles what the crash left (webhooks due, payments asked about) and checks the books. */
async function expectBooksToHold(on: CrashServer, projectId: number, customers: Customer[], retried: number[]) {
  await on.runJob('payments.redeliver_webhooks');
  await on.runJob('orders.reconcile_payments', { graceMs: 0 });
  const books: CheckoutBooks = await checkoutBooks(on, projectId);
  const context = JSON.stringify(books);
  expect(books.customersPaidWithoutOneOrder, context).toEqual([]);
  expect(books.paymentsSucceededWithoutConfirmedOrder, context).toEqual([]);
  expect(books.ordersWaitingOnEndedPayments, context).toEqual([]);
  expect(books.copies.available + books.copies.held + books.copies.sold, context).toBe(INITIAL_STOCK);
  expect(books.copies.sold, context).toBe(books.copies.inConfirmedOrders);
  expect(books.copies.held, context).toBe(books.copies.inOpenOrders);
  const answeredPaid = customers.filter((customer) => customer.answer === 200).length;
  const retriedPaid = retried.filter((status) => status === 200).length;
  expect(books.confirmedOrders, context).toBeGreaterThanOrEqual(answeredPaid + retriedPaid);
}

async function newBurst(on: CrashServer, runName: string) {
  const projectId = await addLimitedProject(on, runName);
  const customers = await Promise.all(
    Array.from({ length: CUSTOMERS }, (_, index) => fillCart(on, projectId, `${runName}.${index}`)),
  );
  return { projectId, customers };
}

describe('a server killed in the middle of a burst of checkouts', () => {
  it('leaves, after restart and reconciliation, one confirmed order per paid customer and every copy counted', async () => {
    server = await startCrashServer(target);
    const { projectId, customers } = await newBurst(server, 'kill');
    await burstUntilFirstAnswer(server, projectId, customers);
    await server.kill();
    const unanswered = customers.filter((customer) => customer.answer === 0 || customer.answer >= 500);
    expect(unanswered.length, 'the kill came after the burst had ended').toBeGreaterThan(0);

    server = await startCrashServer(target);
    const restarted = server;
    // Half of those left without an answer try again with the same key; the others walked away, and
    // only the reconciliation can settle what they paid.
    const retrying = unanswered.filter((_customer, index) => index % 2 === 0);
    const retried = await Promise.all(retrying.map((customer) => retryUntilAnswered(restarted, customer)));
    expect(retried.filter((status) => status !== 200 && status !== 409)).toEqual([]);
    await expectBooksToHold(restarted, projectId, customers, retried);
  }, 180_000);

  // Opt-in: restarts the PostgreSQL cluster itself (docs/payments.md, "Crash tests"), which every other
  // client of that server sees too. SPINDLE_CRASH_PG_CLUSTER names it ("15 main" by default).
  it.runIf(RESTART_POSTGRES)(
    'keeps serving through a restart of PostgreSQL in the middle of a burst, and its books hold',
    async () => {
      server ??= await startCrashServer(target);
      const running = server;
      const { projectId, customers } = await newBurst(running, 'pg-restart');
      const { allAnswered } = await burstUntilFirstAnswer(running, projectId, customers);
      await execFileAsync('pg_ctlcluster', [...POSTGRES_CLUSTER, 'restart']);
      await allAnswered;
      // Every request got an answer (an error while the database was away is one): the process lived on.
      expect(running.isRunning(), running.output()).toBe(true);
      expect(customers.filter((customer) => customer.answer === 0).map((customer) => customer.email)).toEqual([]);
      await waitForHealth(running.url);
      const unanswered = customers.filter((customer) => customer.answer >= 500);
      const retried = await Promise.all(unanswered.map((customer) => retryUntilAnswered(running, customer)));
      expect(retried.filter((status) => status !== 200 && status !== 409)).toEqual([]);
      await expectBooksToHold(running, projectId, customers, retried);
    },
    180_000,
  );
});
