// Hostile POSTs to every page action (docs/server.md, "The fuzz test"): the route modules with an
// `action`, read from the web app's own server build (Vite builds it on the fly, so the test needs no
// `npm run build`; pages render as in production), through the real server, as a visitor, a customer
// and an artist. None may answer 5xx or echo the input raw into a page. FUZZ_SEED replays a run.
import http from 'node:http';
import { COOKIE_NAMES } from '@spindle/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addSession } from '../testing/catalogue-fixture.ts';
import { fuzzRandom, type FuzzRequest } from '../testing/openapi-fuzz.ts';
import { insertOrdersFixture, type OrdersFixture } from '../testing/orders-fixture.ts';
import { actionRoutesOf, pageActionRequests, pageProblemsOf, type ActionRoute } from '../testing/page-action-fuzz.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { createDevelopmentWeb, type WebApp } from './web-app.ts';

const SEED = process.env.FUZZ_SEED ?? 'spindle-fuzz-1';
const CASES_PER_ACTION = Number(process.env.FUZZ_CASES ?? 10);
// Vite's development server answers only the hosts it knows.
const HOST = 'localhost';

let vite: WebApp;
let testApp: TestApp;
let fx: OrdersFixture;

beforeAll(async () => {
  vite = await createDevelopmentWeb(http.createServer());
  // Rendered as production renders (no development error overlay); the build comes from Vite.
  const web: WebApp = { mode: 'production', loadBuild: () => vite.loadBuild() };
  testApp = await createTestApp({ PUBLIC_URL: `http://${HOST}` }, web);
  fx = await insertOrdersFixture(testApp.database);
}, 180_000);
afterAll(async () => {
  await testApp.close();
  await vite.close?.();
});

type Identity = 'visitor' | 'customer' | 'artist';
const IDENTITIES: readonly Identity[] = ['visitor', 'customer', 'artist'];

/** A URL that reaches the page: the fixture's objects for pages of one object, else every parameter 1. */
function urlOf(route: ActionRoute): string {
  const byPage: Record<string, string> = {
    'artist.en': `/artist/${fx.artists.nova}`,
    'label.en': `/label/${fx.labelId}`,
    'project.en': `/vinyl/${fx.projects.midnight}`,
    'my-order.en': `/my-account/orders/${fx.orders.paid.id}`,
    'project-manage.en': `/project/manage?id=${fx.ownProject.id}`,
  };
  return byPage[route.id] ?? route.path.replace(/\/:[^/]+\?/g, '').replace(/:[^/]+/g, '1');
}

async function sessionHeaders(identity: Identity): Promise<Record<string, string>> {
  const browser = { host: HOST, origin: `http://${HOST}`, 'sec-fetch-site': 'same-origin' };
  if (identity === 'visitor') return browser;
  const userId = identity === 'artist' ? fx.people.a.id : fx.people.b.id;
  return { ...browser, cookie: `${COOKIE_NAMES.token}=${await addSession(testApp.database, userId)}` };
}

function describeRequest(request: FuzzRequest, identity: Identity): string {
  const payload = JSON.stringify((request.payload ?? '').slice(0, 300));
  return `${identity} POST ${request.url} [${request.kind}: ${request.detail.slice(0, 60)}] ${JSON.stringify(request.headers)} ${payload}`;
}

describe('hostile POSTs to the page actions', () => {
  it('never answer 5xx or echo the input raw into a page', { timeout: 300_000 }, async () => {
    const routes = actionRoutesOf(await vite.loadBuild());
    expect(routes.map((route) => route.id)).toEqual(expect.arrayContaining(['sign.en', 'newsletter.en', 'cart.en']));
    const failures: string[] = [];
    const statuses = new Map<number, number>();
    for (const [routeIndex, route] of routes.entries()) {
      const random = fuzzRandom(SEED, `page ${route.id}`);
      const sessions = await Promise.all(IDENTITIES.map(sessionHeaders));
      for (const [index, request] of pageActionRequests(urlOf(route), random, CASES_PER_ACTION).entries()) {
        const identityIndex = (index + routeIndex) % IDENTITIES.length;
        const response = await testApp.app.inject({
          method: 'POST',
          url: request.url,
          headers: { ...sessions[identityIndex], ...request.headers },
          payload: request.payload,
        });
        statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
        const answer = { status: response.statusCode, headers: response.headers, text: response.body };
        for (const problem of pageProblemsOf(answer)) {
          const identity = IDENTITIES[identityIndex] ?? 'visitor';
          failures.push(`${problem}: ${describeRequest(request, identity)} -> ${response.body.slice(0, 300)}`);
        }
      }
    }
    console.log(
      `page fuzz seed ${SEED}: ${routes.length} actions (${routes.map((r) => r.id).join(', ')}); statuses ${JSON.stringify(Object.fromEntries(statuses))}`,
    );
    expect(failures, `seed ${SEED} (replay with FUZZ_SEED=${SEED})`).toEqual([]);
  });
});
