// The hostile-input fuzz test (docs/server.md, "The fuzz test"): every operation of the API's own
// OpenAPI document gets FUZZ_CASES hostile requests (default 20; more where more kinds apply), each
// as a visitor, a signed-in customer or an artist (browser-like: the session cookie with this site's
// Origin, decision 0007). None may answer 5xx, an error without the `{ error: { code, message } }`
// shape, or an echo of the input that a page would render. Seeded: FUZZ_SEED=<seed> replays a run.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { errorBodySchema } from '@spindle/contracts';
import { COOKIE_NAMES } from '@spindle/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_MATRIX } from '../testing/access-matrix.ts';
import { addSession } from '../testing/catalogue-fixture.ts';
import {
  fuzzRandom,
  fuzzRequests,
  operationsOf,
  problemsOf,
  sampleOf,
  type FuzzBaseline,
  type FuzzOperation,
  type FuzzRequest,
  type OpenApiDocument,
} from '../testing/openapi-fuzz.ts';
import { FIXTURE_UPLOAD_KEY, insertOrdersFixture, type OrdersFixture } from '../testing/orders-fixture.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

const SEED = process.env.FUZZ_SEED ?? 'spindle-fuzz-1';
const CASES_PER_OPERATION = Number(process.env.FUZZ_CASES ?? 20);
const HOST = 'spindle.test';

let testApp: TestApp;
let fx: OrdersFixture;

beforeAll(async () => {
  testApp = await createTestApp({ PUBLIC_URL: `http://${HOST}` });
  fx = await insertOrdersFixture(testApp.database);
  // The bytes of A's finished upload, where the private storage keeps them (DATA_DIR/private).
  const file = path.join(path.dirname(testApp.storageDir), 'private', FIXTURE_UPLOAD_KEY);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, 'RIFF\u0024\u0000\u0000\u0000WAVE');
});
afterAll(() => testApp.close());

type Identity = 'visitor' | 'customer' | 'artist';
const IDENTITIES: readonly Identity[] = ['visitor', 'customer', 'artist'];

/** The URL and body that reach an operation's handler: the access matrix's, else sampled from the schema. */
function baselineOf(op: FuzzOperation): FuzzBaseline {
  const fastifyPath = op.path.replace(/\{([^}]+)\}/g, ':$1');
  const row = ACCESS_MATRIX.find((r) => r.method === op.method && r.path === fastifyPath);
  const url = row?.url?.(fx) ?? op.path.replace(/\{[^}]+\}/g, '1');
  return { url, body: row?.body?.(fx) ?? sampleOf(op.body) ?? {} };
}

/** Fresh sessions for each operation: an earlier one may have signed out or changed a password. */
async function sessionHeaders(identity: Identity): Promise<Record<string, string>> {
  const browser = { host: HOST, origin: `http://${HOST}`, 'sec-fetch-site': 'same-origin' };
  if (identity === 'visitor') return browser;
  const userId = identity === 'artist' ? fx.people.a.id : fx.people.b.id;
  return { ...browser, cookie: `${COOKIE_NAMES.token}=${await addSession(testApp.database, userId)}` };
}

/** The request's headers over the identity's, a forged cookie sent beside the session's. */
function withSession(session: Record<string, string>, headers: Record<string, string>): Record<string, string> {
  const cookies = [session.cookie, headers.cookie].filter(Boolean).join('; ');
  return { ...session, ...headers, ...(cookies ? { cookie: cookies } : {}) };
}

function describeRequest(request: FuzzRequest, identity: Identity): string {
  const payload = request.payload === undefined ? '' : ` ${JSON.stringify(request.payload.slice(0, 300))}`;
  return `${identity} ${request.method} ${request.url.slice(0, 300)} [${request.kind}: ${request.detail.slice(0, 60)}] ${JSON.stringify(request.headers)}${payload}`;
}

const isErrorBody = (value: unknown) => errorBodySchema.safeParse(value).success;

describe('hostile input generated from the OpenAPI document', () => {
  it('never answers 5xx, an error without the JSON shape, or a raw echo', { timeout: 300_000 }, async () => {
    const operations = operationsOf((await testApp.app.openApiDocument()) as OpenApiDocument);
    expect(operations.length).toBeGreaterThan(100);
    const failures: string[] = [];
    const statuses = new Map<number, number>();
    let sent = 0;
    for (const [opIndex, op] of operations.entries()) {
      const random = fuzzRandom(SEED, `${op.method} ${op.path}`);
      const sessions = await Promise.all(IDENTITIES.map(sessionHeaders));
      for (const [index, request] of fuzzRequests(op, baselineOf(op), random, CASES_PER_OPERATION).entries()) {
        const identityIndex = (index + opIndex) % IDENTITIES.length;
        const identity = IDENTITIES[identityIndex] ?? 'visitor';
        const response = await testApp.app
          .inject({
            method: request.method as 'GET',
            url: request.url,
            headers: withSession(sessions[identityIndex] ?? {}, request.headers),
            ...(request.payload === undefined ? {} : { payload: request.payload }),
          })
          .catch((error: unknown) => error as Error);
        if (response instanceof Error) {
          failures.push(`no answer (${response.message}): ${describeRequest(request, identity)}`);
          continue;
        }
        sent += 1;
        statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
        const answer = { status: response.statusCode, headers: response.headers, text: response.body };
        for (const problem of problemsOf(answer, isErrorBody)) {
          failures.push(`${problem}: ${describeRequest(request, identity)} -> ${response.body.slice(0, 200)}`);
        }
      }
    }
    console.log(
      `fuzz seed ${SEED}: ${sent} requests over ${operations.length} operations; statuses ${JSON.stringify(Object.fromEntries(statuses))}`,
    );
    expect(failures, `seed ${SEED} (replay with FUZZ_SEED=${SEED})`).toEqual([]);
  });
});
